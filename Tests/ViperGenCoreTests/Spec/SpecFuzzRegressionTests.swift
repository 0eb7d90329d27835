import Foundation
import XCTest

@testable import ViperGenCore

/// Inputs the fuzzer (`Tests/Fuzz/run.sh`) found to break the parser, kept in
/// `Tests/Fixtures/fuzz-regressions/` (which also seeds the fuzzer), each with
/// the first diagnostic it must now produce.
final class SpecFuzzRegressionTests: XCTestCase {
    private let expectations: [String: String] = [
        // 1,200 nested `- ` items overflowed the stack (found by run.sh on 2026-11-30).
        "stack-overflow-nested-sequences.yml":
            "collections nested more than 100 levels deep are not supported"
    ]

    func testEveryFuzzRegression_isRejectedWithALocatedError() throws {
        let folder = SpecTestSupport.packageRoot().appendingPathComponent(
            "Tests/Fixtures/fuzz-regressions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".yml")
        }.sorted()
        XCTAssertEqual(
            names, expectations.keys.sorted(), "every regression input needs an expectation")
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let source = SourceFile(path: name, bytes: Array(data))
            let result = SpecParser.parse(source)
            XCTAssertNil(result.document, name)
            let first = try XCTUnwrap(result.diagnostics.first, name)
            XCTAssertEqual(first.message, expectations[name], name)
            let location = try XCTUnwrap(first.location, name)
            XCTAssertTrue((1...source.lineStarts.count).contains(location.line), name)
            XCTAssertFalse(DiagnosticFormatter().rendered(result.diagnostics).isEmpty, name)
        }
    }
}
