import ViperGenCore
import XCTest

@testable import ViperGenCLI

/// Snippet tests of the build lists: a tiny project in, the exact Make rule
/// or file list out (the end-to-end tests run them with make and Xcode's format).
final class DependencyFileTests: XCTestCase {
    private func generation(_ files: [String: String], specs: [String] = []) throws
        -> GenerationPipeline.Generation
    {
        var absolute: [String: String] = [:]
        for (path, text) in files { absolute["/p/" + path] = text }
        let pipeline = GenerationPipeline(
            fileSystem: InMemoryFileSystem(files: absolute), workingDirectory: "/p")
        return try pipeline.generate(specs.isEmpty ? .all : .selecting(specs))
    }

    func testMakeRule_escapesPaths_andGivesEachInputAnEmptyRule() throws {
        let generation = try generation([
            "viper-gen.yml": "specs: My Specs\ntemplates: T#\n",
            "My Specs/Deep/Lo$in.viper.yml": "module: Login\n",
            "T#/Partials/Copyright.tmpl": "// (c)\n",
        ])
        XCTAssertEqual(
            try DependencyFile.makeRule(generation, target: "build/a%b.stamp", shown: { $0 }),
            """
            build/a\\%b.stamp: \\
              /p/My\\ Specs/Deep/Lo$$in.viper.yml \\
              /p/T\\#/Partials/Copyright.tmpl \\
              /p/viper-gen.yml \\
              /p/My\\ Specs \\
              /p/My\\ Specs/Deep

            /p/My\\ Specs/Deep/Lo$$in.viper.yml: ;

            /p/T\\#/Partials/Copyright.tmpl: ;

            /p/viper-gen.yml: ;

            /p/My\\ Specs: ;

            /p/My\\ Specs/Deep: ;

            """)
    }

    /// Inputs are written by absolute path (so none can be a target of the
    /// including Makefile): a project folder Make cannot name is refused by name.
    func testMakeRule_inAProjectFolderMakeCannotName_isRefused() throws {
        let pipeline = GenerationPipeline(
            fileSystem: InMemoryFileSystem(files: ["/a=b/Specs/A.viper.yml": "module: A\n"]),
            workingDirectory: "/a=b")
        let generation = try pipeline.generate(.all)

        XCTAssertThrowsError(
            try DependencyFile.makeRule(generation, target: "stamp", shown: { $0 })
        ) { error in
            XCTAssertEqual(
                (error as? DiagnosticList)?.diagnostics.map(\.message),
                [
                    "a Make dependency file cannot name '/a=b' safely: it contains '=', which makes Make "
                        + "read the line as a variable assignment"
                ])
        }
    }

    func testMakeRule_withoutATarget_namesTheGeneratedFilesOfTheSelection() throws {
        let generation = try generation(
            ["Specs/A.viper.yml": "module: A\n", "Specs/B.viper.yml": "module: B\n"],
            specs: ["Specs/B.viper.yml"])
        let rule = try DependencyFile.makeRule(generation, target: nil, shown: { $0 })
        let targets = rule.prefix { $0 != ":" }.components(separatedBy: " \\\n  ")
        XCTAssertEqual(targets, generation.generatedPaths)
        XCTAssert(targets.contains("Sources/App/Modules/B/BView.swift"), rule)
        XCTAssertFalse(targets.contains("Sources/App/Modules/A/AView.swift"), rule)
    }

    func testFileList_putsThePrefixBeforeEachPath() throws {
        XCTAssertEqual(
            try DependencyFile.fileList(["a.swift", "b/c.swift"], prefix: "$(SRCROOT)"),
            "$(SRCROOT)/a.swift\n$(SRCROOT)/b/c.swift\n")
    }
}

extension DependencyFileTests {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (a test in an extension: XCTest names are test<Subject>_<behaviour>)
    func testFileList_refusesABuildSettingInAPath_namingIt() {
        XCTAssertThrowsError(
            try DependencyFile.fileList(
                ["ok.swift", "Specs/$(HOME).viper.yml"], prefix: "$(SRCROOT)")
        ) {
            let diagnostics = ($0 as? DiagnosticList)?.diagnostics ?? []
            XCTAssertEqual(
                diagnostics.map(\.message),
                [
                    "an Xcode file list cannot name 'Specs/$(HOME).viper.yml' safely: "
                        + "it contains '$', which Xcode expands as a build setting"
                ])
        }
    }
}
