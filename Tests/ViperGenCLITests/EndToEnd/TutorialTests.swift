import Foundation
import ViperGenTestSupport
import XCTest

/// docs/tutorial.md, run step by step in an empty folder: every `sh` block's
/// commands (the built `viper-gen`, and `swift test`), every block marked
/// `file=<path>` written to its path, in the order the page gives them.
final class TutorialTests: XCTestCase {
    /// One step of the tutorial.
    enum Step: Equatable {
        case command([String])
        case file(path: String, text: String)
        /// A Swift snippet shown but not run (it needs UIKit).
        case snippet(String)
    }

    /// The steps of a tutorial page, in order.
    static func steps(of page: String) -> [Step] {
        var steps: [Step] = []
        for block in MarkdownCodeBlocks.blocks(in: page) where !block.info.isEmpty {
            let info = block.info
            let body = block.lines
            if info.first == "sh" {
                steps += body.filter { !$0.isEmpty }.map {
                    .command($0.split(separator: " ").map(String.init))
                }
            } else if let file = info.dropFirst().first(where: { $0.hasPrefix("file=") }) {
                steps.append(
                    .file(
                        path: String(file.dropFirst(5)), text: body.joined(separator: "\n") + "\n"))
            } else if info.first == "swift" {
                steps.append(.snippet(body.joined(separator: "\n")))
            }
        }
        return steps
    }

    func testSteps_areReadFromShellBlocksAndFileBlocksInOrder() {
        let page =
            "a\n```sh\nviper-gen init\n\nswift test\n```\n```yaml file=Specs/A.viper.yml\nmodule: A\n```\n"
            + "```swift\nlet x = 1\n```\n"
        XCTAssertEqual(
            Self.steps(of: page),
            [
                .command(["viper-gen", "init"]), .command(["swift", "test"]),
                .file(path: "Specs/A.viper.yml", text: "module: A\n"), .snippet("let x = 1"),
            ])
    }

    func testTutorial_everyStepRunsAndTheResultBuildsAndItsTestsPass() throws {
        let project = try makeProject(label: "tutorial")
        let runner = TutorialRunner(
            page: "docs/tutorial.md",
            passingTests: ["HomeTests.testSelectingAUser_opensTheirProfile"])
        let outcome = try runner.run(in: project) { code in
            try assertSnippetMatchesTheGeneratedCode(code, in: project)
        }
        XCTAssertGreaterThanOrEqual(outcome.steps, 12)
        XCTAssert(outcome.testOutput.contains("Test Case 'ProfileTests."), outcome.testOutput)
    }

    /// The page's iOS snippets show generated code, or use the names it declares.
    private func assertSnippetMatchesTheGeneratedCode(_ code: String, in project: DiskProject)
        throws
    {
        let route = try project.read("Sources/App/Modules/Home/HomeRoute.swift")
        if code.hasPrefix("extension HomeRouteFactory") {
            for line in code.split(separator: "\n") {
                XCTAssert(
                    route.contains(line.trimmingCharacters(in: .whitespaces)),
                    "HomeRoute.swift lacks: \(line)")
            }
        } else if code.contains("profileRequestService") {
            XCTAssert(
                route.contains("    var profileRequestService: ProfileService { get }\n"), route)
            let assembly = try project.read("Sources/App/Modules/Home/HomeAssembly.swift")
            XCTAssert(
                assembly.contains(
                    "static func makeModule(\n            routeFactory: any HomeRouteFactory\n"),
                assembly)
        } else {
            XCTFail("a Swift snippet the tutorial test does not check:\n\(code)")
        }
    }
}
