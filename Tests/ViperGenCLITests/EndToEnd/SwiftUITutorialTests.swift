import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// docs/tutorial-swiftui.md, run step by step in an empty folder as
/// `TutorialTests` runs docs/tutorial.md; then the project it leaves is built
/// against the SwiftUI stand-ins (Swift 6, warnings as errors), where its
/// SwiftUI navigation test runs too.
final class SwiftUITutorialTests: XCTestCase {
    func testTheSwiftUITutorial_runs_andItsNavigationTestPassesOnTheStandIns() throws {
        let project = try makeProject(label: "tutorial-swiftui")
        let runner = TutorialRunner(
            page: "docs/tutorial-swiftui.md",
            passingTests: [
                "NotesTests.testAdding_opensTheEditor", "NotesTests.testASavedNote_isListed",
                "NoteEditorTests.testSaving_tellsTheListThenCloses",
            ])
        let outcome = try runner.run(in: project) { code in
            XCTAssert(code.contains("NotesAssembly.makeView(routeFactory: routes)"), code)
            let assembly = try project.read("Sources/App/Modules/Notes/NotesAssembly.swift")
            XCTAssert(
                assembly.contains(
                    "static func makeView(\n            routeFactory: any NotesRouteFactory\n"
                        + "        ) -> NavigationRoot {"), assembly)
        }
        XCTAssertGreaterThanOrEqual(outcome.steps, 10)
        XCTAssertFalse(
            outcome.testOutput.contains("NotesNavigationTests"),
            "without SwiftUI the navigation test is compiled out")

        var package = CompilePackage()
        try package.addProject(
            named: "SwiftUITutorial", files: swiftFiles(of: project), config: ProjectConfig())
        let run = try package.buildAndTest(
            mode: .swift6, frameworks: .standIns,
            in: PackagePaths.compileTests + "/swiftui-tutorial")
        XCTAssertEqual(run.result.status, 0, run.errors.joined(separator: "\n"))
        XCTAssertEqual(run.warnings, [])
        XCTAssert(
            run.result.stdout.contains(
                "Test Case 'NotesNavigationTests.testANoteWrittenInTheEditorSheet_isListed_andTheSheetCloses' passed"
            ), String(run.result.combined.suffix(4000)))
    }

    /// The project's Swift files under `Sources/` and `Tests/`, by relative path.
    private func swiftFiles(of project: DiskProject) -> [String: String] {
        var files: [String: String] = [:]
        for folder in ["Sources", "Tests"] {
            for (path, text) in FolderSnapshot.read(project.root + "/" + folder)
            where path.hasSuffix(".swift") {
                files[folder + "/" + path] = text
            }
        }
        return files
    }
}
