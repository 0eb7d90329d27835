import Foundation
import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// Helpers shared by the spec parser tests.
enum SpecTestSupport {
    /// The path diagnostics show for inline test inputs.
    static let path = "Specs/Login.viper.yml"
    /// Marks, inside an inline input, where the expected diagnostic points.
    static let marker = "1️⃣"

    /// The package root.
    static func packageRoot() -> URL {
        URL(fileURLWithPath: PackagePaths.root)
    }

    /// `../shared/<relative>` next to the package root, or an `XCTSkip` when absent.
    static func sharedFolder(_ relative: String) throws -> URL {
        let url = URL(fileURLWithPath: PackagePaths.shared).appendingPathComponent(relative)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw XCTSkip(
                "reference data not found at \(url.path): the shared folder lives next to the package root"
            )
        }
        return url
    }

    static func parse(_ text: String) -> SpecParseResult {
        SpecParser.parse(SourceFile(path: path, text: text))
    }

    static func parse(bytes: [UInt8]) -> SpecParseResult {
        SpecParser.parse(SourceFile(path: path, bytes: bytes))
    }

    /// `text` without its marker, and the byte offset where the marker was.
    static func removingMarker(_ text: String) -> (text: String, offset: Int?) {
        guard let range = text.range(of: marker) else { return (text, nil) }
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
        var stripped = text
        stripped.removeSubrange(range)
        return (stripped, offset)
    }
}

extension XCTestCase {
    /// Parses `input` (which holds a `1️⃣` marker) and asserts that it fails, that
    /// the first diagnostic points at the marker, and that all diagnostics render
    /// exactly as `expected`.
    func assertRejects(
        _ input: String, rendering expected: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (text, offset) = SpecTestSupport.removingMarker(input)
        let result = SpecTestSupport.parse(text)
        XCTAssertNil(result.document, "expected the input to be rejected", file: file, line: line)
        guard let first = result.diagnostics.first, let location = first.location else {
            XCTFail(
                "expected a located diagnostic, got \(result.diagnostics)", file: file, line: line)
            return
        }
        if let offset {
            let source = SourceFile(path: SpecTestSupport.path, text: text)
            let marked = source.location(at: offset)
            XCTAssertEqual(
                "\(location.line):\(location.column)", "\(marked.line):\(marked.column)",
                "the diagnostic does not point at the marker", file: file, line: line)
        } else {
            XCTFail("the input has no \(SpecTestSupport.marker) marker", file: file, line: line)
        }
        let rendered = DiagnosticFormatter().rendered(result.diagnostics)
        XCTAssertEqual(rendered, expected, file: file, line: line)
    }

    /// Parses `text`, asserting that it is accepted, and returns its root.
    func assertAccepts(_ text: String, file: StaticString = #filePath, line: UInt = #line)
        -> SpecNode?
    {
        let result = SpecTestSupport.parse(text)
        XCTAssertEqual(
            DiagnosticFormatter().rendered(result.diagnostics), "", file: file, line: line)
        XCTAssertNotNil(result.document, file: file, line: line)
        return result.document?.root
    }

    /// Parses `text` and asserts its event stream (without `+STR`/`+DOC` lines).
    func assertEvents(
        _ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let result = SpecTestSupport.parse(text)
        guard let document = result.document else {
            XCTFail(
                "rejected:\n" + DiagnosticFormatter().rendered(result.diagnostics), file: file,
                line: line)
            return
        }
        let events = SpecEventPrinter.events(for: document)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter {
                !$0.hasPrefix("+STR") && !$0.hasPrefix("-STR") && !$0.hasPrefix("+DOC")
                    && !$0.hasPrefix("-DOC")
            }
            .joined(separator: "\n")
        XCTAssertEqual(
            events.trimmingCharacters(in: .newlines), expected.trimmingCharacters(in: .newlines),
            file: file, line: line)
    }
}
