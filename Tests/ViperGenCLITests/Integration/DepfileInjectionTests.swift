import ViperGenTestSupport
import XCTest

/// Hostile file and folder names against `generate --depfile`, read by real
/// GNU Make: a name Make can be told about is escaped so the depfile defines
/// no variable, recipe, pattern or special target; a name it cannot be told
/// about is refused, naming the path, and nothing is written.
final class DepfileInjectionTests: XCTestCase {
    /// Spec file names Make cannot read as one plain file name.
    private let refusedNames = [
        "SHELL=.", "a;touch PWNED;", "%\\:;touch${IFS}PWNED;", "x\\:;y", "a|b", "a&", "lib(member)",
        "a*b", "a?b",
        "[ab]", "back\\slash",
    ]
    /// Spec folders (the config's `specs:`) Make cannot read as one plain file name.
    private let refusedFolders = ["SHELL=./evil.sh", "-include", "~root", ".IGNORE", ".POSIX"]
    /// Names Make reads back as themselves once escaped.
    private let acceptedNames = [
        "with space", "hash#mark", "co:lon", "per%cent", "dol$lar", "bang!", "quote'\"", "comma,",
        "unicodé",
        "include x", "define x", "endef", "at@sign", "brace{}", "caret^", "~tilde", "-dash",
    ]

    /// A project whose only spec is at `specPath`, and whose config says `config`.
    private func project(specAt specPath: String, config: String = "") throws -> DiskProject {
        let project = try makeProject(label: "depfile-injection")
        try project.write("module: Login\nstyle: mvp\ntraits: [close]\n", to: specPath)
        try project.write(config, to: "viper-gen.yml")
        return project
    }

    func testHostileSpecNames_areRefused_namingThePath_andNothingIsWritten() throws {
        let cases =
            refusedNames.map { ("Specs/\($0).viper.yml", "Specs/\($0).viper.yml") }
            + [("Specs/trailing /Login.viper.yml", "Specs/trailing ")]
        for (spec, refused) in cases {
            let project = try project(specAt: spec)
            let before = try project.state()

            let result = try project.run([
                "generate", "--depfile", "viper-gen.d", "--depfile-target", "stamp",
            ])

            XCTAssertEqual(result.status, 2, "\(spec): \(result.combined)")
            XCTAssert(
                result.stderr.hasPrefix(
                    "\(refused): error: a Make dependency file cannot name '\(refused)' "
                        + "safely: "), "\(spec): \(result.stderr)")
            XCTAssert(
                result.stderr.contains("hint: rename it (or its folder); nothing was written"),
                result.stderr)
            assertUnchanged(before, try project.state(), "\(spec): a refused run changed the tree")
        }
    }

    func testHostileSpecFolders_fromTheConfig_areRefused() throws {
        for folder in refusedFolders {
            let project = try project(
                specAt: "\(folder)/Login.viper.yml", config: "specs: \"\(folder)\"\n")
            try project.write("#!/bin/sh\ntouch PWNED\n", to: "evil.sh:")

            let result = try project.run([
                "generate", "--depfile", "viper-gen.d", "--depfile-target", "stamp",
            ])

            XCTAssertEqual(result.status, 2, "\(folder): \(result.combined)")
            XCTAssert(
                result.stderr.contains(
                    "\(folder): error: a Make dependency file cannot name '\(folder)' safely"),
                "\(folder): \(result.stderr)")
            XCTAssertFalse(project.exists("viper-gen.d"), folder)
            XCTAssertFalse(project.exists("Sources"), "\(folder): generated files were written")
        }
    }

    func testAHostileDepfileTarget_isRefused_withoutALocation() throws {
        let project = try project(specAt: "Specs/Login.viper.yml")

        let result = try project.run([
            "generate", "--depfile", "viper-gen.d", "--depfile-target", "stamp;rm -rf x",
        ])

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssert(
            result.stderr.hasPrefix(
                "error: a Make dependency file cannot name 'stamp;rm -rf x' safely: "
                    + "it contains ';', which starts a recipe in a rule line\n"), result.stderr)
        XCTAssertFalse(project.exists("viper-gen.d"))
    }

    func testAcceptedNames_reachMakeAsTheRealPaths_andDefineNothingElse() throws {
        let make = try requireTool("make")
        for name in acceptedNames {
            let spec = "Specs/\(name)/\(name).viper.yml"
            let project = try project(specAt: spec)
            let generated = try project.run([
                "generate", "--depfile", "viper-gen.d", "--depfile-target", "stamp",
            ])
            XCTAssertEqual(generated.status, 0, "\(name): \(generated.combined)")
            // The stamp's recipe writes what Make sees as its prerequisites, one per line.
            try project.write(
                "stamp:\n\t$(file >seen.txt,$(words $^))$(foreach p,$^,$(file >>seen.txt,$(p)))touch $@\n"
                    + "include viper-gen.d\n", to: "Makefile")

            let database = try project.shell("\(make) -p -q stamp")
            let built = try project.shell("\(make) stamp")

            // Make files MAKEFILE_LIST under the last makefile read, and each input's empty recipe (a lone
            // tab) under its rule; anything else from the depfile is injected.
            let lines = database.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let injected = lines.indices.filter { index in
                lines[index].contains("from 'viper-gen.d'")
                    && !(index + 1 < lines.count
                        && (lines[index + 1].hasPrefix("MAKEFILE_LIST :=")
                            || lines[index + 1] == "\t"))
            }
            XCTAssertEqual(
                injected.map { lines[$0 + 1] }, [],
                "\(name): the depfile defined a variable or a recipe")
            XCTAssertEqual(built.status, 0, "\(name): \(built.combined)")
            XCTAssertFalse(project.exists("PWNED"), name)
            let words = [
                "Specs/\(name)/\(name).viper.yml", "viper-gen.yml", "Specs", "Specs/\(name)",
            ]
            .flatMap { (project.root + "/" + $0).split(separator: " ").map(String.init) }
            XCTAssertEqual(
                try project.read("seen.txt"), "\(words.count)\n" + words.map { $0 + "\n" }.joined(),
                name)
        }
    }
}
