import Foundation
import ViperGenTestSupport
import XCTest

/// Proves that generated code compiles without a warning, under complete
/// concurrency checking, in both language modes, and that its generated tests
/// pass: every golden, the matrix of built-in traits, modules scaffolded by
/// `viper-gen new` and a random project, in one SwiftPM package per mode.
final class GeneratedCodeCompileTests: XCTestCase {
    /// The package's contents, assembled once for both modes.
    private static let contents: Result<CompilePackageContents, CompilePackageContents.SetupError> = Result {
        () throws(CompilePackageContents.SetupError) in
        try CompilePackageContents.assemble(seed: RandomSpecGenerator.seed(from: ProcessInfo.processInfo.environment))
    }

    func testSwift6Mode_compilesEveryGeneratedFileWithoutWarnings_andItsTestsPass() throws {
        try assertCompilesAndPasses(.swift6)
    }

    func testSwift5ModeWithCompleteConcurrencyChecking_compilesEveryGeneratedFileWithoutWarnings_andItsTestsPass()
        throws {
        try assertCompilesAndPasses(.swift5CompleteConcurrency)
    }

    private func assertCompilesAndPasses(_ mode: CompilePackage.LanguageMode,
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        let contents = try Self.contents.get()
        let package = contents.package
        XCTAssertGreaterThanOrEqual(contents.matrixModules, 56, file: file, line: line)
        XCTAssertGreaterThanOrEqual(contents.randomModules, 100, file: file, line: line)
        XCTAssertGreaterThanOrEqual(package.testMethodCount, contents.expectedGeneratedTests,
                                    "the test scaffolds declare fewer tests than the specs call for "
                                        + "(\(contents.reproduction))", file: file, line: line)

        let run = try package.buildAndTest(mode: mode, in: PackagePaths.compileTests + "/" + mode.rawValue)
        print("""
            compile package \(mode.rawValue): \(package.targets.count * 2) targets, \(package.files.count) Swift files \
            (\(contents.matrixModules) matrix modules, \(contents.randomModules) random modules, \
            \(package.testMethodCount) test methods, at least \(contents.expectedGeneratedTests) from the non-golden \
            specs; \(contents.reproduction)); swift test (build and run) took \(run.seconds)
            """)
        let where_ = "\(mode.rawValue), \(contents.reproduction), package at \(run.folder)"
        XCTAssertEqual(run.result.status, 0, """
            swift test failed (\(where_)):
            \(run.errors.isEmpty ? String(run.result.combined.suffix(4000)) : run.errors.joined(separator: "\n"))
            """, file: file, line: line)
        XCTAssertEqual(run.warnings, [], "warnings (\(where_))", file: file, line: line)
        let summary = XCTestSummary(output: run.result.combined)
        XCTAssertNotNil(summary, "no XCTest summary in the output (\(where_))", file: file, line: line)
        if let summary {
            XCTAssertGreaterThanOrEqual(summary.executed, package.testMethodCount,
                                        "fewer tests ran than were generated (\(where_))", file: file, line: line)
            XCTAssertEqual(summary.failures, 0, "generated tests failed (\(where_))", file: file, line: line)
        }
    }
}
