import Foundation
import ViperGenTestSupport
import XCTest

/// What a repository from someone else may hold besides bad text: unreadable
/// folders, FIFOs, control characters in names, NUL in paths, huge specs, a
/// config that is a folder (issue 13, items 7, 11, 12, 13, 18 and 21). Every
/// command stops with a clear error, writes nothing and never hangs.
final class HostileInputTests: XCTestCase {
    private let spec = "module: Login\nstyle: mvp\ntraits: [close, request]\n"

    /// Item 7: a spec folder that cannot be read is an error, not "no specs":
    /// `generate --prune` deletes nothing. Run as a user other than root,
    /// since root reads anything.
    func testUnreadableSpecFolder_stopsThePrune() throws {
        let project = try makeProject(label: "unreadable")
        try project.write(spec, to: "Specs/Auth/Login.viper.yml")
        try project.write("module: Cart\nstyle: mvp\ntraits: [close]\n", to: "Specs/Cart.viper.yml")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let runAs: [String]
        if getuid() == 0 {
            let setpriv = try requireTool("setpriv")
            let chown = try ProcessRunner.run(
                "/bin/chown", ["-R", "65534:65534", project.root], in: "/")
            XCTAssertEqual(chown.status, 0, chown.combined)
            runAs = [
                setpriv, "--reuid=65534", "--regid=65534", "--clear-groups",
                try DiskProject.binary(),
            ]
        } else {
            runAs = [try DiskProject.binary()]
        }
        XCTAssertEqual(chmod(project.path("Specs/Auth"), 0), 0)
        defer { chmod(project.path("Specs/Auth"), 0o755) }
        let before = try project.state()

        let result = try ProcessRunner.run(
            runAs[0], Array(runAs.dropFirst()) + ["generate", "--prune"],
            in: project.root, environment: DiskProject.baseEnvironment,
            replacingEnvironment: true)

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertEqual(
            result.stderr,
            """
            error: cannot read the folder 'Specs/Auth': Permission denied
            hint: make it readable; viper-gen stops rather than treat the specs it may hold as deleted

            """)
        assertUnchanged(before, try project.state(), "files were pruned or written")
    }

    /// Item 12: a FIFO where a generated file, a spec, the config, a template
    /// or an orphan candidate would be is refused at once by every command.
    func testFIFOsInPlaceOfAnyFile_areRefusedWithoutHanging() throws {
        let places = [
            "Sources/App/Modules/Login/LoginView.swift", "Specs/Other.viper.yml", "viper-gen.yml",
            "Sources/App/Modules/Login/Stray.swift", "Templates/Module/View.swift.tmpl",
            "viper-traits.yml",
        ]
        for place in places {
            let project = try makeProject(label: "fifo")
            try project.write(spec, to: "Specs/Login.viper.yml")
            if place.hasPrefix("Templates") {
                try project.write("templates: Templates\n", to: "viper-gen.yml")
                try FileManager.default.createDirectory(
                    atPath: project.path("Templates"), withIntermediateDirectories: true)
            }
            XCTAssertEqual(try project.run(["generate"]).status, 0, place)
            try? project.remove(place)
            try FileManager.default.createDirectory(
                atPath: project.path((place as NSString).deletingLastPathComponent),
                withIntermediateDirectories: true)
            XCTAssertEqual(mkfifo(project.path(place), 0o644), 0, place)
            for command in [
                ["generate"], ["generate", "--prune"], ["check"], ["validate"], ["filelist"],
            ] {
                let result = try BackgroundRun(project, command).wait(atMost: 30)
                XCTAssertNotEqual(result.status, -1, "\(command) hung on a FIFO at \(place)")
                if place.hasSuffix("Stray.swift")
                    || command == ["filelist"] && place.hasPrefix("Sources")
                {
                    XCTAssertNotEqual(
                        result.status, 2, "\(command), FIFO at \(place): \(result.combined)")
                } else if command != ["validate"] || !place.hasPrefix("Sources") {
                    XCTAssertEqual(
                        result.status, 2, "\(command), FIFO at \(place): \(result.combined)")
                    XCTAssertTrue(
                        result.stderr.contains("not a regular file"),
                        "\(command), \(place): \(result.stderr)")
                }
            }
        }
    }

    /// `schema --write` with a FIFO in place of a schema file: refused as not a
    /// regular file, without hanging, and nothing written.
    func testFIFOInPlaceOfASchema_isRefusedWithoutHanging() throws {
        let project = try makeProject(label: "fifo-schema")
        try FileManager.default.createDirectory(
            atPath: project.path("schemas"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(project.path("schemas/module.schema.json"), 0o644), 0)

        let result = try BackgroundRun(project, ["schema", "--write"]).wait(atMost: 30)

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertTrue(result.stderr.contains("not a regular file"), result.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: project.path("schemas")),
            ["module.schema.json"])
        var status = stat()
        XCTAssertEqual(lstat(project.path("schemas/module.schema.json"), &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the FIFO was replaced")
    }

    /// Item 13: NUL (or any control character) in a config path is refused,
    /// located, instead of spinning.
    func testNULInAConfigPath_isRefused() throws {
        let project = try makeProject(label: "nul-path")
        try project.write(spec, to: "Specs/Login.viper.yml")
        for key in ["sources", "tests", "shared", "specs", "templates", "traitsFile"] {
            try project.write("\(key): \"Sources/\\0x\"\n", to: "viper-gen.yml")
            for command in ["generate", "check", "validate"] {
                let result = try BackgroundRun(project, [command]).wait(atMost: 30)
                XCTAssertEqual(result.status, 2, "\(key), \(command): \(result.combined)")
                XCTAssertTrue(
                    result.stderr.hasPrefix(
                        "viper-gen.yml:1:\(key.count + 3): error: '\(key)' contains a control character (U+0000)"
                    ),
                    "\(key), \(command): \(result.stderr)")
            }
        }
        XCTAssertFalse(project.exists("Sources"))
    }

    /// Item 11: a spec file or folder with a control character in its name is
    /// refused (its name would reach the `${source}` header and the depfile).
    func testControlCharacterInASpecName_isRefused() throws {
        for name in [
            "Specs/Evil\n// injected\nstruct X {}\n/Login.viper.yml",
            "Specs/Login\u{1B}]0;pwned\u{7}.viper.yml",
            "Specs/A\u{2028}B/Login.viper.yml",
        ] {
            let project = try makeProject(label: "control-name")
            try project.write(spec, to: name)
            let before = try project.state()
            for arguments in [["generate", "--depfile", "viper-gen.d"], ["check"], ["filelist"]] {
                let result = try project.run(arguments)
                XCTAssertEqual(result.status, 2, "\(arguments): \(result.combined)")
                XCTAssertTrue(
                    result.stderr.contains("has a control character in its name"), result.stderr)
                XCTAssertFalse(
                    result.stderr.unicodeScalars.contains {
                        $0.value == 0x1B || $0.value == 0x0A && false
                    },
                    "an escape reached the terminal")
                XCTAssertNil(
                    result.combined.unicodeScalars.first {
                        $0 == "\u{1B}" || $0 == "\u{2028}" || $0 == "\u{7}"
                    },
                    "a control character was printed raw: \(result.combined)")
            }
            assertUnchanged(before, try project.state(), "a run wrote")
        }
    }

    /// Item 11: an orphan whose name holds a line break or an escape sequence
    /// is shown escaped by `check` (text, annotations, JSON) and `generate --prune --verbose`.
    func testOrphanWithControlCharactersInItsName_isPrintedEscaped() throws {
        let project = try makeProject(label: "control-orphan")
        try project.write(spec, to: "Specs/Login.viper.yml")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let name =
            "Sources/App/evil\n::error file=README.md,line=1::forged\u{1B}]0;title\u{7}\u{9B}31m.swift"
        try project.write(
            "// Generated by viper-gen from Specs/Old.viper.yml. Do not edit.\n// @generated by viper-gen\n",
            to: name)

        let check = try project.run(["check"], environment: ["GITHUB_ACTIONS": "true"])
        let json = try project.run(["check", "--format", "json"])
        let prune = try project.run(["generate", "--prune", "--verbose"])

        XCTAssertEqual(check.status, 1)
        for output in [check.stdout, json.stdout, prune.stdout + prune.stderr] {
            XCTAssertFalse(
                output.contains("\n::error file=README.md"), "a forged annotation line: \(output)")
            XCTAssertNil(
                output.unicodeScalars.first { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{9B}" },
                "a control character was printed raw: \(output)")
        }
        XCTAssertTrue(
            check.stdout.contains(
                "orphaned: Sources/App/evil\\u{A}::error file=README.md,line=1::forged"),
            check.stdout)
        XCTAssertEqual(prune.status, 0, prune.combined)
        XCTAssertFalse(project.exists(name))
    }

    /// Issue 35, item 13: over-long names are refused before anything is
    /// written (a 5,000-character module name failed mid-write), and a write
    /// that fails deep in new folders leaves none of them behind (it left
    /// them empty, while saying that nothing was changed).
    func testOverLongNames_areRefusedBeforeWriting() throws {
        let project = try makeProject(label: "long-names")
        try project.write("", to: "viper-gen.yml")
        let before = try project.state()

        let module = try project.run(["new", "L" + String(repeating: "o", count: 4_999)])

        XCTAssertEqual(module.status, 2, module.combined)
        XCTAssert(
            module.stderr.contains("it is 5000 bytes long; a name may be at most 100"),
            module.stderr)
        assertUnchanged(before, try project.state(), "a refused name wrote something")

        try project.write(
            "sources: \"Deep/\(String(repeating: "x", count: 300))\"\n", to: "viper-gen.yml")
        try project.write(spec, to: "Specs/Login.viper.yml")
        let configured = try project.state()

        let config = try project.run(["generate"])

        XCTAssertEqual(config.status, 2, config.combined)
        XCTAssert(
            config.stderr.hasPrefix(
                "viper-gen.yml:1:10: error: 'sources' names a folder of 300 bytes; "
                    + "a name may be at most 255\n"), config.stderr)
        assertUnchanged(configured, try project.state(), "a refused config wrote something")
    }

    /// Item 18: a spec over the size limit is refused at once, with the limit.
    func testHugeSpec_isRefusedWithTheLimit() throws {
        let project = try makeProject(label: "huge")
        var text = "module: Huge\nstyle: mvp\ntraits: [close]\nview:\n"
        while text.utf8.count <= 1 << 20 {
            text += "  show\(text.utf8.count):\n    value: String\n"
        }
        try project.write(text, to: "Specs/Huge.viper.yml")

        let result = try project.run(["generate"])

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            """
            error: cannot read 'Specs/Huge.viper.yml': it is larger than the limit of 1 MiB
            hint: a spec, config, traits file or template is at most 1 MiB; split it

            """)
        XCTAssertFalse(project.exists("Sources"))
    }

    /// Item 18's class, output and time: thousands of errors on one long
    /// line (unknown variables in a project template, unknown traits in a
    /// flow sequence) print a bounded excerpt each and at most 100 of them,
    /// instead of a copy of the line per error (gigabytes, minutes). Bounded
    /// by a byte count and a generous deadline, not a timing.
    func testThousandsOfErrorsOnOneLongLine_printAShortReport() throws {
        let project = try makeProject(label: "many-errors")
        try project.write("templates: House\n", to: "viper-gen.yml")
        try project.write(
            "é" + String(repeating: "{{ nope }}", count: 5_000) + "\n",
            to: "House/Partials/Header.tmpl")
        try project.write(
            "module: Login\ntraits: [é, " + (0..<5_000).map { "zz\($0)" }.joined(separator: ", ")
                + "]\n",
            to: "Specs/Login.viper.yml")
        for (command, message) in [
            ("validate", "unknown trait 'zz"), ("generate", "unknown variable 'nope'"),
        ] {
            if command == "generate" { try project.write(spec, to: "Specs/Login.viper.yml") }
            let result = try BackgroundRun(project, [command]).wait(atMost: 120)

            XCTAssertEqual(result.status, 2, command)
            XCTAssertEqual(
                result.stderr.components(separatedBy: ": error: ").count - 1, 100, command)
            XCTAssertTrue(result.stderr.contains(message), command)
            XCTAssertLessThan(result.stderr.utf8.count, 100_000, command)
            XCTAssertTrue(
                result.stderr.hasSuffix("more problems are not shown; fix the ones above first\n"),
                command)
        }
        XCTAssertFalse(project.exists("Sources"))
    }

    /// Item 21: `viper-gen.yml` that is a folder is refused, not ignored.
    /// Item 14: 7,000 nested `if`s in a project template crashed the parser
    /// (stack overflow). `validate` reads the project's templates too, and
    /// refuses this one at the first tag past the nesting limit; `generate`
    /// writes nothing.
    func testDeeplyNestedProjectTemplate_isALocatedErrorOfValidate_andGenerateWritesNothing() throws
    {
        let project = try makeProject(label: "nested-template")
        try project.write(spec, to: "Specs/Login.viper.yml")
        try project.write("templates: Templates\n", to: "viper-gen.yml")
        let nested =
            String(repeating: "{% if module.name %}\n", count: 7_000)
            + String(repeating: "{% endif %}\n", count: 7_000)
        try project.write(nested, to: "Templates/MVP/Presenter.swift.tmpl")
        let validate = try project.run(["validate"])
        XCTAssertEqual(validate.status, 2, validate.combined)
        XCTAssertTrue(
            validate.stderr.hasPrefix("Templates/MVP/Presenter.swift.tmpl:101:1: error:"),
            validate.stderr)
        let generate = try project.run(["generate"])
        XCTAssertEqual(generate.status, 2, generate.combined)
        XCTAssertFalse(project.exists("Sources"))
    }

    func testConfigThatIsAFolder_isRefused() throws {
        let project = try makeProject(label: "config-folder")
        try project.write(spec, to: "Specs/Login.viper.yml")
        try FileManager.default.createDirectory(
            atPath: project.path("viper-gen.yml"), withIntermediateDirectories: true)
        for command in ["generate", "check", "validate"] {
            let result = try project.run([command])
            XCTAssertEqual(result.status, 2, "\(command): \(result.combined)")
            XCTAssertEqual(
                result.stderr, "error: cannot read 'viper-gen.yml': is a folder\n", command)
        }
        XCTAssertFalse(project.exists("Sources"))
    }
}
