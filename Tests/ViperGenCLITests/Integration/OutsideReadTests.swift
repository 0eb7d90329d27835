import Foundation
import ViperGenTestSupport
import XCTest

/// No byte from outside the project is ever shown: every input a repository
/// holds (config, traits file, spec, template, Xcode project file, a file at a
/// generated path, a folder on the way) is linked to a file holding a secret,
/// and to `/proc/self/environ` with the secret in the environment. Every
/// command that reads it refuses it, and the secret reaches neither its
/// output nor any file.
final class OutsideReadTests: XCTestCase {
    private let secret = "SECRET-7Q4-DO-NOT-PRINT"
    private let spec = "module: Login\nstyle: mvp\ntraits: [close]\n"
    private let commands = [
        ["check"], ["generate"], ["validate"], ["graph"], ["filelist"], ["new", "Other"],
        ["templates", "list"], ["generate", "--dry-run"], ["check", "--format", "json"],
        ["parse", "--events", "viper-gen.yml"], ["graph", "--module", "Login", "--legend"],
        // What the completion scripts ask for while the user types, names and descriptions.
        ["completions", "--list", "traits", "--descriptions"],
        ["completions", "--list", "specs", "--descriptions"],
        ["completions", "--list", "modules", "--descriptions"],
    ]

    /// Where a link to outside goes, the config it needs, and whether it is a folder.
    private struct Place {
        var path: String
        var config = ""
        var isFolder = false
        /// Commands to run besides ``commands`` (a spec named on the command line).
        var extraCommands: [[String]] = []
    }

    private var places: [Place] {
        [
            Place(path: "viper-gen.yml"),
            Place(path: "viper-traits.yml", config: "traitsFile: viper-traits.yml\n"),
            Place(
                path: "Specs/Linked.viper.yml",
                extraCommands: [
                    ["generate", "Specs/Linked.viper.yml"],
                    ["check", "Specs/Linked.viper.yml"],
                ]),
            Place(
                path: "Specs/Deep", isFolder: true,
                extraCommands: [
                    ["generate", "Specs/Deep/Leak.viper.yml"],
                    ["validate", "Specs/Deep/Leak.viper.yml"],
                ]),
            Place(path: "Templates/MVP/Presenter.swift.tmpl", config: "templates: Templates\n"),
            Place(
                path: "App.xcodeproj/project.pbxproj",
                config: "xcode:\n  project: App.xcodeproj\n  target: App\n"),
            Place(path: "Sources/App/Modules/Login/LoginView.swift"),
        ]
    }

    /// A folder outside the project holding the secret as broken YAML, a broken
    /// template, a broken project file and a spec whose module name is wrong.
    private func outsideFolder() throws -> DiskProject {
        let outside = try makeProject(label: "outside")
        try outside.write("\(secret): [unclosed\n  - \(secret)\n", to: "secret.txt")
        try outside.write("module: \(secret)-\nstyle: [\(secret)\n", to: "Leak.viper.yml")
        return outside
    }

    private func project(linking place: Place, to target: String) throws -> DiskProject {
        let project = try makeProject(label: "outside-read")
        try project.write(spec, to: "Specs/Login.viper.yml")
        if place.path != "viper-gen.yml" { try project.write(place.config, to: "viper-gen.yml") }
        if place.path.hasPrefix("Templates/") {
            try FileManager.default.createDirectory(
                atPath: project.path("Templates/MVP"),
                withIntermediateDirectories: true)
        }
        if place.path.hasPrefix("Sources/") {
            XCTAssertEqual(try project.run(["generate"]).status, 0)
        }
        try? FileManager.default.removeItem(atPath: project.path(place.path))
        try FileManager.default.createDirectory(
            atPath: (project.path(place.path) as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project.path(place.path), withDestinationPath: target)
        return project
    }

    /// Every file's text under `root`, links not followed.
    private func texts(under root: String) -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let path = root + "/" + relative
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil,
                let data = FileManager.default.contents(atPath: path)
            else { continue }
            result[relative] = String(decoding: data, as: UTF8.self)
        }
        return result
    }

    private func assertNoLeak(_ place: Place, target: String, environment: [String: String] = [:])
        throws
    {
        let outside = try outsideFolder()
        let resolvedTarget =
            target.isEmpty ? (place.isFolder ? outside.root : outside.path("secret.txt")) : target
        for command in commands + place.extraCommands {
            let project = try project(linking: place, to: resolvedTarget)

            let result = try project.run(command, environment: environment)

            let label =
                "\(place.path) -> \(resolvedTarget), viper-gen \(command.joined(separator: " "))"
            XCTAssertFalse(
                result.combined.contains(secret), "\(label) printed the secret:\n\(result.combined)"
            )
            for (path, text) in texts(under: project.root) where text.contains(secret) {
                XCTFail("\(label) wrote the secret into \(path)")
            }
            XCTAssertEqual(
                texts(under: outside.root).count, 2, "\(label) wrote outside the project")
        }
    }

    func testInputsLinkedToAFileOutside_neverShowItsBytes() throws {
        for place in places { try assertNoLeak(place, target: "") }
    }

    func testInputsLinkedToTheProcessEnvironment_neverShowIt() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/environ") else {
            throw XCTSkip("/proc/self/environ is Linux's; this system has none")
        }
        for place in places where !place.isFolder {
            try assertNoLeak(
                place, target: "/proc/self/environ", environment: ["VIPER_GEN_TEST_TOKEN": secret])
        }
    }

    func testALinkedConfig_isRefused_sayingItLeadsOutside() throws {
        let outside = try outsideFolder()
        let project = try project(
            linking: Place(path: "viper-gen.yml"), to: outside.path("secret.txt"))

        let result = try project.run(["check"])

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertEqual(
            result.stderr,
            """
            error: cannot read 'viper-gen.yml': it is outside the project, or a symbolic link leads it outside '\(project.root)'

            """)
    }

    func testLinksThatStayInsideTheProject_areStillFollowed() throws {
        let project = try makeProject(label: "inside-links")
        try project.write(spec, to: "Specs/Login.viper.yml")
        try project.write(
            "specs: Specs\ntraitsFile: viper-traits.yml\n", to: "config/viper-gen.yml")
        try project.write(
            "traits:\n  haptics:\n    kind: router\n    summary: Plays a haptic.\n    methods:\n"
                + "      buzz:\n        body: print(\"buzz\")\n", to: "config/traits.yml")
        try FileManager.default.createSymbolicLink(
            atPath: project.path("viper-gen.yml"),
            withDestinationPath: "config/viper-gen.yml")
        try FileManager.default.createSymbolicLink(
            atPath: project.path("viper-traits.yml"),
            withDestinationPath: project.path("config/traits.yml"))

        let generated = try project.run(["generate"])
        let checked = try project.run(["check"])

        XCTAssertEqual(generated.status, 0, generated.combined)
        XCTAssertEqual(checked.status, 0, checked.combined)
    }

    /// Folders that are links outside, anywhere a listing reaches (the specs,
    /// a templates folder, an output root walked for orphans, a module's
    /// folder): the names they hold, and where they lead, are never printed.
    func testFolderLinksOutside_neverShowTheNamesTheyHold() throws {
        let cases: [(link: String, config: String, command: [String])] = [
            ("Specs", "", ["check"]),
            ("Specs", "", ["generate", "--prune", "--dry-run"]),
            ("T", "templates: T\n", ["templates", "list"]),
            ("Tests/AppTests", "", ["generate", "--prune", "--dry-run"]),
            ("Sources/App/Modules/Login", "", ["generate"]),
        ]
        for (link, config, command) in cases {
            let outside = try makeProject(label: "outside-names")
            try outside.write(
                spec.replacingOccurrences(of: "Login", with: "Leak"),
                to: "SECRETNAME-dir/SECRETNAME2.viper.yml")
            try outside.write("{{ x }}\n", to: "SECRETNAME-dir/SECRETNAME3.swift.tmpl")
            try outside.write(
                "// @generated by viper-gen\n", to: "SECRETNAME-dir/SECRETNAME4.swift")
            let project = try makeProject(label: "outside-names-project")
            try project.write(config, to: "viper-gen.yml")
            if link != "Specs" { try project.write(spec, to: "Specs/Login.viper.yml") }
            try FileManager.default.createDirectory(
                atPath: (project.path(link) as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: project.path(link), withDestinationPath: outside.root)

            let result = try project.run(command)

            let label = "\(link) -> outside, viper-gen \(command.joined(separator: " "))"
            XCTAssertFalse(
                result.combined.contains("SECRETNAME"),
                "\(label) printed a name from outside:\n\(result.combined)")
            XCTAssertFalse(
                result.combined.contains(outside.root), "\(label) printed where the link leads")
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: outside.root),
                ["SECRETNAME-dir"], label)
        }
    }
}

/// Issue 35, from the second adversarial pass: a committed link `lnk` to a
/// folder outside let a repository's config probe what exists there, since
/// a path was looked up before it was read confined ("does not exist" for a
/// missing one, "outside" for one that is there; file told from folder).
/// Now every path a repository names is looked up as a read opens it: a link
/// out is refused whether or not anything is at its end.
final class OutsideExistenceTests: XCTestCase {
    /// A project with `lnk` -> a folder outside holding `file.yml` and `realdir/`.
    private func project() throws -> DiskProject {
        let outside = try makeProject(label: "existence-outside")
        try outside.write("traits: {}\n", to: "file.yml")
        try outside.write("module: Secret\n", to: "realdir/Secret.viper.yml")
        try outside.write("module: Secret\n", to: "Secret.viper.yml")
        let project = try makeProject(label: "existence")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close]\n", to: "Specs/Login.viper.yml")
        XCTAssertEqual(symlink(outside.root, project.path("lnk")), 0)
        XCTAssertEqual(symlink(outside.root, project.path("Specs/out")), 0)
        return project
    }

    /// What a command says and how it ends, with `name` written as NAME.
    private func outcome(_ project: DiskProject, _ arguments: [String], naming name: String) throws
        -> String
    {
        let result = try project.run(arguments)
        return "\(result.status)\n"
            + (result.stdout + result.stderr).replacingOccurrences(of: name, with: "NAME")
    }

    func testConfigPathsThroughALinkOut_sayTheSame_whatever_isThere() throws {
        let variants: [(key: String, present: [String], absent: String)] = [
            ("traitsFile", ["lnk/file.yml", "lnk/realdir"], "lnk/nope.yml"),
            ("templates", ["lnk/realdir", "lnk/file.yml"], "lnk/nodir"),
            ("specs", ["lnk/realdir", "lnk/file.yml"], "lnk/nodir"),
        ]
        for (key, present, absent) in variants {
            for command in [["check"], ["validate"], ["generate"]] {
                let project = try project()
                try project.write("\(key): \(absent)\n", to: "viper-gen.yml")
                let expected = try outcome(project, command, naming: absent)
                for name in present {
                    try project.write("\(key): \(name)\n", to: "viper-gen.yml")
                    XCTAssertEqual(
                        try outcome(project, command, naming: name), expected,
                        "\(key): \(name), \(command)")
                }
            }
        }
    }

    func testSpecPathsThroughALinkOut_sayTheSame_whatever_isThere() throws {
        let project = try project()
        for command in ["generate", "check", "validate", "dump"] {
            let arguments = command == "dump" ? ["dump", "--context"] : [command]
            let absent = "Specs/out/Nope.viper.yml"
            let expected = try outcome(project, arguments + [absent], naming: absent)
            XCTAssertTrue(expected.contains("is outside the project"), expected)
            for present in [
                "Specs/out/Secret.viper.yml", "Specs/out/realdir", "Specs/out/file.yml",
            ] {
                XCTAssertEqual(
                    try outcome(project, arguments + [present], naming: present), expected,
                    "\(command) \(present)")
            }
        }
    }
}
