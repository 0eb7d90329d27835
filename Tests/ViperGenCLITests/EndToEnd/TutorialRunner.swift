import Foundation
import ViperGenTestSupport
import XCTest

/// Runs a tutorial page in an empty project, step by step: each `sh` line
/// (`viper-gen ...` with the built binary, or `swift test`), each `file=`
/// block written, and each other Swift block handed to `checkSnippet`.
struct TutorialRunner {
    /// The page, from the package root (`docs/tutorial.md`).
    var page: String
    /// What the page's `swift test` must report as passed, as `Suite.test`.
    var passingTests: [String]

    /// What a run did: how many steps, and what `swift test` printed.
    struct Outcome {
        var steps: Int
        var testOutput: String
    }

    /// Runs every step in `project`; `checkSnippet` compares a shown Swift
    /// block with the generated code.
    func run(
        in project: DiskProject, checkSnippet: (String) throws -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Outcome {
        let text = try String(contentsOfFile: PackagePaths.root + "/" + page, encoding: .utf8)
        let steps = TutorialTests.steps(of: text)
        var testOutput: String?
        for step in steps {
            switch step {
            case .command(let words) where words.first == "viper-gen":
                let result = try project.run(Array(words.dropFirst()))
                XCTAssertEqual(
                    result.status, 0, "\(words.joined(separator: " ")): \(result.combined)",
                    file: file, line: line)
            case .command(let words):
                XCTAssertEqual(
                    words, ["swift", "test"], "the tutorial runs only viper-gen and swift test",
                    file: file, line: line)
                let result = try ProcessRunner.run(
                    ProcessRunner.swiftExecutable, ["test"], in: project.root)
                XCTAssertEqual(result.status, 0, result.combined, file: file, line: line)
                for test in passingTests {
                    XCTAssert(
                        result.stdout.contains("Test Case '\(test)' passed"),
                        "\(test) did not pass:\n\(result.combined)", file: file, line: line)
                }
                testOutput = result.stdout
            case .file(let path, let text):
                try project.write(text, to: path)
            case .snippet(let code):
                try checkSnippet(code)
            }
        }
        XCTAssertNotNil(testOutput, "\(page) never runs swift test", file: file, line: line)
        return Outcome(steps: steps.count, testOutput: testOutput ?? "")
    }
}
