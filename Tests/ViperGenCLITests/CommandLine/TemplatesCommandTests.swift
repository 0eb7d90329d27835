import ViperGenCore
import XCTest

/// Per-project templates: listing, ejecting, overriding one template, and
/// template errors located in the project's file.
final class TemplatesCommandTests: XCTestCase {
    private let builtInNames = TemplateSet.builtIn.entries.map(\.name)

    func testList_showsEveryTemplateAndWhereItComesFrom() {
        let runner = CommandRunner(files: [
            "viper-gen.yml": "templates: House\n",
            "House/MVP/View.swift.tmpl": "unused\n",
            "House/Module/View.swift.tmpl": "// {{ header }}\n",
        ])
        let result = runner.run("templates", "list")

        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, builtInNames.count + 1)
        XCTAssert(
            lines.contains {
                $0.hasPrefix("Module/View.swift.tmpl ")
                    && $0.hasSuffix(
                        "House/Module/View.swift.tmpl (replaces built-in)")
            })
        XCTAssert(
            lines.contains {
                $0.hasPrefix("MVP/View.swift.tmpl ") && $0.hasSuffix("(project partial)")
            })
        XCTAssert(
            lines.contains {
                $0.hasPrefix("MVP/Presenter.swift.tmpl ") && $0.hasSuffix(" built-in")
            })
    }

    func testEject_copiesEveryBuiltInTemplate_byteForByte() {
        let runner = CommandRunner()
        let result = runner.run("templates", "eject", "House")

        XCTAssertEqual(result.status, 0, result.stderr)
        for entry in TemplateSet.builtIn.entries {
            XCTAssertEqual(runner.files["House/" + entry.name], entry.text, entry.name)
        }
        XCTAssert(result.stdout.hasSuffix("Set `templates: House` in viper-gen.yml to use them.\n"))
    }

    func testEject_refusesToOverwriteAnything_andWritesNothing() {
        let runner = CommandRunner(files: ["House/MVP/Presenter.swift.tmpl": "mine\n"])
        let result = runner.run("templates", "eject", "House")

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            """
            error: 'House/MVP/Presenter.swift.tmpl' already exists; eject never overwrites
            hint: move it away, or eject into another folder

            """)
        XCTAssertEqual(runner.fileSystem.writes, [])
        XCTAssertEqual(runner.files, ["House/MVP/Presenter.swift.tmpl": "mine\n"])
    }

    /// Eject, edit one template: exactly the files made from it change, and
    /// `check` then reports only those; after `generate`, everything is clean.
    func testEditedTemplate_changesExactlyTheFilesThatUseIt() throws {
        let runner = CommandRunner()
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close,request").status, 0)
        XCTAssertEqual(
            runner.run("new", "Profile", "--style", "viper", "--traits", "push").status, 0)
        XCTAssertEqual(runner.run("templates", "eject", "House").status, 0)
        let before = runner.files
        try runner.fileSystem.writeAtomically(
            Array("templates: House\n".utf8), to: "/project/viper-gen.yml")
        let viewTemplate = "/project/House/Module/View.swift.tmpl"
        let edited = String(decoding: try runner.fileSystem.read(viewTemplate), as: UTF8.self)
            .replacingOccurrences(of: "@MainActor\n", with: "@MainActor\n// House style.\n")
        try runner.fileSystem.writeAtomically(Array(edited.utf8), to: viewTemplate)

        let drift = runner.run("check", "--no-diff")
        XCTAssertEqual(drift.status, 1)
        XCTAssertEqual(
            drift.stdout,
            """
            changed: Sources/App/Modules/Login/LoginView.swift
            changed: Sources/App/Modules/Profile/ProfileView.swift
            viper-gen check: generated code has drifted from its specs (2 changed of 19 generated files); run `viper-gen generate` and commit the result

            """)

        XCTAssertEqual(runner.run("generate").status, 0)
        let changed = runner.files.filter { before[$0.key] != $0.value }.keys.sorted()
        XCTAssertEqual(
            changed,
            [
                "House/Module/View.swift.tmpl",
                "Sources/App/Modules/Login/LoginView.swift",
                "Sources/App/Modules/Profile/ProfileView.swift",
                "viper-gen.yml",
            ])
        XCTAssertEqual(runner.run("check").status, 0)
    }

    func testErrorInAProjectTemplate_isLocatedInThatFile_andNothingIsWritten() {
        let runner = CommandRunner(files: [
            "viper-gen.yml": "templates: House\n",
            "House/Module/View.swift.tmpl": "// {{ header }}\nprotocol {{ modul.view.name }} {}\n",
            "Specs/Login.viper.yml": "module: Login\n",
        ])
        let result = runner.run("generate")

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            """
            House/Module/View.swift.tmpl:2:13: error: unknown variable 'modul.view.name'
               2 | protocol {{ modul.view.name }} {}
                 |             ^~~~~~~~~~~~~~~
            hint: did you mean 'module.view.name'?

            """)
        XCTAssertEqual(runner.fileSystem.writes, [])
    }

    func testMissingTemplatesFolder_isReported() {
        let runner = CommandRunner(files: [
            "viper-gen.yml": "templates: House\n", "Specs/Login.viper.yml": "module: Login\n",
        ])
        let result = runner.run("generate")

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            """
            error: templates folder 'House' does not exist
            hint: run `viper-gen templates eject House` to copy the built-in templates there, or remove 'templates' from viper-gen.yml

            """)
    }

    func testDumpContext_printsTheModulesContextAsSortedJSON() {
        let runner = CommandRunner(files: [
            "Specs/Login.viper.yml": "module: Login\ntraits: [close]\n"
        ])
        let result = runner.run("dump", "--context", "Specs/Login.viper.yml")

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(
            result.stdout.hasPrefix(
                "{\n  \"access\": \"\",\n  \"appModule\": \"App\",\n"
                    + "  \"generatedMarker\": \"// @generated by viper-gen\",\n"
                    + "  \"header\": \"Generated by viper-gen from Login.viper.yml. Do not edit.\",\n  \"module\": {\n"
            ),
            result.stdout)
        XCTAssert(result.stdout.contains("\"protocolName\": \"CloseRouterTrait\""))
        XCTAssertEqual(
            runner.run("dump", "--context", "Specs/Login.viper.yml").stdout, result.stdout)
    }
}
