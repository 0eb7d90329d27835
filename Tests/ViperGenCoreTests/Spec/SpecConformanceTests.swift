import Foundation
import XCTest

@testable import ViperGenCore

/// Runs the parser over the YAML test suite's cases (`../shared/yaml-test-suite`).
///
/// A valid case must give the suite's events exactly, or be rejected with a
/// located error saying that a construct is not supported; an error case must be
/// rejected with a located error. Anything else is a misparse.
final class SpecConformanceTests: XCTestCase {
    private struct Case {
        var id: String
        var folder: URL
        var isError: Bool
        var isBlockSubset: Bool
    }

    private enum Outcome {
        case acceptedIdentically
        case rejectedAsUnsupported
        /// A valid case given different events.
        case misparsed(String)
        /// A valid case rejected with an error that does not say "not supported".
        case rejectedWithoutReason(String)
        case errorRejected
        case errorAccepted(String)
    }

    func testYAMLTestSuite_isParsedIdenticallyOrRejectedAsUnsupported() throws {
        let suite = try SpecTestSupport.sharedFolder("yaml-test-suite")
        let cases = try loadCases(suite)
        XCTAssertFalse(cases.isEmpty, "no cases found in \(suite.path)")

        var outcomes: [(Case, Outcome)] = []
        // SPEC_CONFORMANCE_VERBOSE=1 prints every case's first diagnostic.
        let isVerbose = ProcessInfo.processInfo.environment["SPEC_CONFORMANCE_VERBOSE"] == "1"
        for testCase in cases {
            outcomes.append((testCase, try run(testCase, isVerbose: isVerbose)))
        }

        let valid = outcomes.filter { !$0.0.isError }
        let validBlock = valid.filter { $0.0.isBlockSubset }
        let identicalBlock = validBlock.filter {
            if case .acceptedIdentically = $0.1 { return true } else { return false }
        }
        let identical = valid.filter {
            if case .acceptedIdentically = $0.1 { return true } else { return false }
        }
        let unsupported = valid.filter {
            if case .rejectedAsUnsupported = $0.1 { return true } else { return false }
        }
        let misparsed = outcomes.compactMap { item -> String? in
            if case .misparsed(let detail) = item.1 { return "\(item.0.id): \(detail)" }
            return nil
        }
        let unexplained = outcomes.compactMap { item -> String? in
            if case .rejectedWithoutReason(let detail) = item.1 { return "\(item.0.id): \(detail)" }
            return nil
        }
        let errors = outcomes.filter { $0.0.isError }
        let acceptedErrors = outcomes.compactMap { item -> String? in
            if case .errorAccepted(let detail) = item.1 { return "\(item.0.id): \(detail)" }
            return nil
        }
        let percent =
            validBlock.isEmpty ? 0 : Double(identicalBlock.count) * 100 / Double(validBlock.count)

        print(
            """
            yaml-test-suite conformance (\(outcomes.count) cases):
              valid block-subset cases accepted identically: \(identicalBlock.count) of \(validBlock.count) (\(String(format: "%.1f", percent))%)
              valid cases accepted identically: \(identical.count) of \(valid.count)
              valid cases rejected as unsupported: \(unsupported.count)
              valid cases rejected without saying what is unsupported: \(unexplained.count)
              misparses: \(misparsed.count)
              error cases rejected: \(errors.count - acceptedErrors.count) of \(errors.count)
              error cases accepted: \(acceptedErrors.count)
            """)
        let rejectedBlock = validBlock.filter {
            if case .acceptedIdentically = $0.1 { return false } else { return true }
        }
        if !rejectedBlock.isEmpty {
            print(
                "  valid block-subset cases not accepted: "
                    + rejectedBlock.map(\.0.id).joined(separator: ", "))
        }

        XCTAssertEqual(misparsed, [], "misparsed cases")
        XCTAssertEqual(unexplained, [], "valid cases rejected without an 'unsupported' error")
        XCTAssertEqual(acceptedErrors, [], "error cases accepted")
        XCTAssertGreaterThanOrEqual(
            percent, 90, "share of valid block-subset cases accepted identically")
    }

    private func run(_ testCase: Case, isVerbose: Bool) throws -> Outcome {
        let input = try Data(contentsOf: testCase.folder.appendingPathComponent("in.yaml"))
        let result = SpecParser.parse(
            SourceFile(path: "\(testCase.id)/in.yaml", bytes: Array(input)))
        if isVerbose, let first = result.diagnostics.first {
            print(
                "\(testCase.isError ? "error" : "valid") \(DiagnosticFormatter().rendered(first))")
        }
        let errors = result.diagnostics.filter(\.isError)
        let located = !errors.isEmpty && errors.allSatisfy { $0.location?.hasPosition == true }
        if testCase.isError {
            if result.document == nil, located { return .errorRejected }
            let events = result.document.map(SpecEventPrinter.events(for:)) ?? "(no located error)"
            return .errorAccepted(events)
        }
        let expected = try String(
            contentsOf: testCase.folder.appendingPathComponent("test.event"), encoding: .utf8)
        guard let document = result.document else {
            let rendered = DiagnosticFormatter().rendered(result.diagnostics)
            let explained = located && errors.allSatisfy { $0.message.contains("not supported") }
            return explained ? .rejectedAsUnsupported : .rejectedWithoutReason(rendered)
        }
        let events = SpecEventPrinter.events(for: document)
        return events == expected
            ? .acceptedIdentically : .misparsed("expected\n\(expected)got\n\(events)")
    }

    private func loadCases(_ suite: URL) throws -> [Case] {
        let index = try String(
            contentsOf: suite.appendingPathComponent("index.tsv"), encoding: .utf8)
        var flags: [String: (isError: Bool, isBlockSubset: Bool)] = [:]
        // The index may have CRLF line ends; "\r\n" is one Character, so split on scalars.
        let lines = index.unicodeScalars.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map(
            String.init)
        for line in lines.dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count > 2 else { continue }
            flags[String(columns[0])] = (columns[1] == "1", columns[2] == "1")
        }
        let casesFolder = suite.appendingPathComponent("cases")
        let fileManager = FileManager.default
        var cases: [Case] = []
        for id in try fileManager.contentsOfDirectory(atPath: casesFolder.path).sorted() {
            let folder = casesFolder.appendingPathComponent(id)
            if fileManager.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) {
                cases.append(makeCase(id: id, folder: folder, flags: flags))
                continue
            }
            let subfolders = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
            for sub in subfolders.sorted() {
                let subfolder = folder.appendingPathComponent(sub)
                if fileManager.fileExists(atPath: subfolder.appendingPathComponent("in.yaml").path)
                {
                    cases.append(makeCase(id: "\(id)/\(sub)", folder: subfolder, flags: flags))
                }
            }
        }
        return cases
    }

    private func makeCase(
        id: String, folder: URL, flags: [String: (isError: Bool, isBlockSubset: Bool)]
    ) -> Case {
        let isError = FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("error").path)
        return Case(
            id: id, folder: folder, isError: isError,
            isBlockSubset: flags[id]?.isBlockSubset ?? false)
    }
}
