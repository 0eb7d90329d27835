import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// Non-Swift files in an Xcode project, end to end: a screen's XIB
/// (`xib: true`) and a strings file the templates' manifest adds land in the
/// target's Copy Bundle Resources phase; `check` holds them there, and
/// `--prune` takes a generated one out with its reference.
final class XcodeResourceFilesTests: XCTestCase {
    private static let projectFile = "App.xcodeproj/project.pbxproj"

    private func runner(manifest: String) throws -> CommandRunner {
        let project = try String(
            contentsOfFile: PackagePaths.fixtures + "/xcode/classic-56/" + Self.projectFile,
            encoding: .utf8)
        return CommandRunner(files: [
            Self.projectFile: project,
            "viper-gen.yml": """
            templates: House
            xcode:
              project: App.xcodeproj
              target: App
              testTarget: AppTests

            """,
            "House/module-files.yml": manifest,
            "House/Extra/Strings.tmpl":
                "// {{ header }}\n{{ generatedMarker }}\n\"title\" = \"{{ module.name }}\";\n",
            "Specs/Login.viper.yml": "module: Login\nxib: true\ntraits: [close]\n",
        ])
    }

    private static let strings = """
        files:
          - path: "{Module}.strings"
            template: Extra/Strings.tmpl
            ownership: generated

        """

    private func model(_ runner: CommandRunner) throws -> XcodeProjectModel {
        let source = SourceFile(
            path: Self.projectFile, text: try XCTUnwrap(runner.files[Self.projectFile]))
        return try XcodeProjectModelReader.read(source).get()
    }

    /// The phases of `target` that build the file at `path`.
    private func phases(building path: String, in target: String, _ runner: CommandRunner) throws
        -> [XcodeBuildPhaseKind]
    {
        let model = try model(runner)
        guard let reference = model.fileReferences(at: path).first else { return [] }
        let found = try XCTUnwrap(model.target(named: target))
        return [XcodeBuildPhaseKind.sources, .resources].filter {
            !model.buildFiles(of: reference.id, in: found, phase: $0).isEmpty
        }
    }

    private let folder = "Sources/App/Modules/Login/"

    func testAXIBAndAManifestsStrings_goToResources_andSwiftToSources() throws {
        let runner = try runner(manifest: Self.strings)
        let generate = runner.run("generate")
        XCTAssertEqual(generate.status, 0, generate.stderr)

        XCTAssertEqual(
            try phases(building: folder + "LoginViewController.xib", in: "App", runner),
            [.resources])
        XCTAssertEqual(
            try phases(building: folder + "Login.strings", in: "App", runner), [.resources])
        XCTAssertEqual(
            try phases(building: folder + "LoginViewController.swift", in: "App", runner),
            [.sources])
        let project = try XCTUnwrap(runner.files[Self.projectFile])
        XCTAssert(project.contains("lastKnownFileType = file.xib; path = LoginViewController.xib;"))
        XCTAssert(project.contains("lastKnownFileType = text.plist.strings; path = Login.strings;"))
        XCTAssertEqual(runner.run("check").status, 0)
        XCTAssertEqual(runner.run("generate").status, 0)
        XCTAssertEqual(runner.files[Self.projectFile], project, "a second run changes nothing")
    }

    func testAResourceTakenOutOfItsTarget_isProjectDrift_thatGenerateRepairs() throws {
        let runner = try runner(manifest: Self.strings)
        XCTAssertEqual(runner.run("generate").status, 0)
        let before = try XCTUnwrap(runner.files[Self.projectFile])
        let model = try model(runner)
        let reference = try XCTUnwrap(model.fileReferences(at: folder + "Login.strings").first)
        let target = try XCTUnwrap(model.target(named: "App"))
        let buildFile = try XCTUnwrap(
            model.buildFiles(of: reference.id, in: target, phase: .resources).first)
        // Out of the phase's list, as Xcode does when a box is unticked.
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        let edited = lines.filter { !($0.contains(buildFile) && $0.contains("in Resources */,")) }
            .joined(separator: "\n")
        XCTAssertNotEqual(edited, before)
        try runner.fileSystem.writeAtomically(
            Array(edited.utf8), to: "/project/" + Self.projectFile)

        let check = runner.run("check", "--no-diff")
        XCTAssertEqual(check.status, 1)
        XCTAssert(check.stdout.contains(folder + "Login.strings"), check.stdout)
        XCTAssertEqual(runner.run("generate").status, 0)
        XCTAssertEqual(
            try phases(building: folder + "Login.strings", in: "App", runner), [.resources])
        XCTAssertEqual(runner.run("check").status, 0)
    }

    /// Found by an adversarial review: pruning the last file viper-gen wrote
    /// in an asset catalog took the catalog out of the project while the
    /// team's images were still in it. It stays while it holds other files.
    func testPrune_keepsACatalogThatHoldsTheTeamsImages() throws {
        let runner = try runner(
            manifest: """
                files:
                  - path: "{Module}.xcassets/{Module}Colors.strings"
                    template: Extra/Strings.tmpl
                    ownership: generated

                """)
        XCTAssertEqual(runner.run("generate").status, 0)
        let catalog = folder + "Login.xcassets"
        XCTAssertEqual(try phases(building: catalog, in: "App", runner), [.resources])
        try runner.fileSystem.writeAtomically(
            Array("{}\n".utf8), to: "/project/" + catalog + "/Logo.imageset/Contents.json")
        try runner.fileSystem.writeAtomically(
            Array("files: []\n".utf8), to: "/project/House/module-files.yml")

        XCTAssertEqual(runner.run("generate", "--prune").status, 0)
        XCTAssertNil(runner.files[catalog + "/LoginColors.strings"])
        XCTAssertEqual(try phases(building: catalog, in: "App", runner), [.resources])
        XCTAssertEqual(runner.run("check").status, 0)

        // Once it holds nothing else, its reference goes with its last file.
        try runner.fileSystem.writeAtomically(
            Array(Self.catalogManifest.utf8), to: "/project/House/module-files.yml")
        try runner.fileSystem.removeFile("/project/" + catalog + "/Logo.imageset/Contents.json")
        XCTAssertEqual(runner.run("generate").status, 0)
        try runner.fileSystem.writeAtomically(
            Array("files: []\n".utf8), to: "/project/House/module-files.yml")
        XCTAssertEqual(runner.run("generate", "--prune").status, 0)
        XCTAssertEqual(try model(runner).fileReferences(at: catalog).count, 0)
    }

    private static let catalogManifest = """
        files:
          - path: "{Module}.xcassets/{Module}Colors.strings"
            template: Extra/Strings.tmpl
            ownership: generated

        """

    func testPrune_deletesAGeneratedResource_andItsReference_butKeepsTheScaffoldedXIB() throws {
        let runner = try runner(manifest: Self.strings)
        XCTAssertEqual(runner.run("generate").status, 0)
        try runner.fileSystem.writeAtomically(
            Array("files: []\n".utf8), to: "/project/House/module-files.yml")

        let check = runner.run("check", "--no-diff")
        XCTAssertEqual(check.status, 1)
        XCTAssert(check.stdout.contains("orphaned: " + folder + "Login.strings"), check.stdout)

        XCTAssertEqual(runner.run("generate", "--prune").status, 0)
        XCTAssertNil(runner.files[folder + "Login.strings"])
        XCTAssertEqual(try model(runner).fileReferences(at: folder + "Login.strings").count, 0)
        XCTAssertEqual(
            try phases(building: folder + "LoginViewController.xib", in: "App", runner),
            [.resources])
        XCTAssertEqual(runner.run("check").status, 0)
    }
}
