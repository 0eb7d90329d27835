import Foundation
import XCTest

/// Module names as arguments, run through the built binary on a real disk
/// (issue 37, item 5): `generate Home` works, a misspelt name writes nothing.
final class ModuleNameBinaryTests: XCTestCase {
    private var project: DiskProject!

    override func setUpWithError() throws {
        project = try makeProject(label: "module-names")
        XCTAssertEqual(try project.run(["init"]).status, 0)
        for name in ["Home", "Login"] {
            let created = try project.run(["new", name])
            XCTAssertEqual(created.status, 0, created.combined)
        }
    }

    func testGenerateCheckValidateAndDump_takeModuleNames() throws {
        let generated = try project.run(["generate", "--verbose", "Home"])
        XCTAssertEqual(generated.status, 0, generated.combined)
        XCTAssertEqual(generated.stdout, "", "new already generated Home: nothing to rewrite")
        for arguments in [["check", "Home", "Login"], ["validate", "Home"], ["graph", "Login"]] {
            let result = try project.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.combined)")
        }
        let dumped = try project.run(["dump", "--context", "Login"])
        XCTAssertEqual(dumped.status, 0, dumped.combined)
        XCTAssertEqual(
            dumped.stdout, try project.run(["dump", "--context", "Specs/Login.viper.yml"]).stdout)
    }

    func testMisspeltModuleName_exitsTwo_withASuggestion_andWritesNothing() throws {
        let before = try project.state()
        let result = try project.run(["generate", "--prune", "Logn"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            """
            Specs: error: no module named 'Logn', and no file or folder by that name
            hint: did you mean 'Login'? Known modules: Home, Login

            """)
        assertUnchanged(before, try project.state(), "a misspelt module name wrote something")
    }

    /// A file named like a module is a path: it is read, and its module is not looked up.
    func testAnExistingPath_winsOverAModuleName() throws {
        try project.write("module: login\n", to: "Login")
        let result = try project.run(["validate", "Login"])
        XCTAssertEqual(result.status, 2)
        XCTAssert(
            result.stderr.contains("module name 'login' must start with an uppercase letter"),
            result.stderr)
    }

    /// Words too long for a file name, or with a slash, are paths that are not there.
    func testHostileWords_areClearErrors() throws {
        let before = try project.state()
        for word in [String(repeating: "H", count: 300), "Home/../../x", "Hōme"] {
            let result = try project.run(["generate", "--", word])
            XCTAssertEqual(result.status, 2, word)
            XCTAssert(result.stderr.hasPrefix("error: "), result.stderr)
            XCTAssertFalse(result.stderr.contains("no module named"), result.stderr)
        }
        assertUnchanged(before, try project.state(), "a hostile word wrote something")
    }
}
