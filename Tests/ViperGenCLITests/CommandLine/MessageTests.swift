import ViperGenCore
import XCTest

/// Messages that used to mislead (issue 13, item 20), and links in the specs
/// folder, which used to be skipped without a word.
final class MessageTests: XCTestCase {
    func testTraitsFileLeavingTheProject_isCalledAFile() {
        let runner = CommandRunner(files: ["viper-gen.yml": "traitsFile: ../x.yml\n"])
        let result = runner.run("validate")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            """
            viper-gen.yml:1:13: error: 'traitsFile' must be a file inside the project, not '../x.yml'
               1 | traitsFile: ../x.yml
                 |             ^~~~~~~~
            hint: write a relative path without '..', e.g. 'Design/viper-traits.yml'

            """)
    }

    func testSourcesAtTheProjectRoot_areWrittenThere() {
        let runner = CommandRunner(files: [
            "viper-gen.yml": "sources: .\n",
            "Specs/Login.viper.yml": "module: Login\ntraits: [close]\n",
        ])
        let result = runner.run("generate")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertNotNil(runner.files["Modules/Login/LoginView.swift"])
    }

    func testSymbolicLinkInTheSpecsFolder_isNamedInAWarning() {
        let runner = CommandRunner(files: [
            "Specs/Login.viper.yml": "module: Login\ntraits: [close]\n",
            "Elsewhere/Cart.viper.yml": "module: Cart\ntraits: [close]\n",
        ])
        runner.fileSystem.addSymbolicLink(
            at: "/project/Specs/Cart.viper.yml", to: "/project/Elsewhere/Cart.viper.yml")
        let result = runner.run("validate")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.stderr,
            """
            warning: skipping 'Specs/Cart.viper.yml': it is a symbolic link
            hint: viper-gen reads specs only from real files and folders, so a link cannot pull in files from elsewhere

            """)
    }

    func testUnlistableSpecFolder_isAnError() {
        let runner = CommandRunner(files: [
            "Specs/Auth/Login.viper.yml": "module: Login\ntraits: [close]\n"
        ])
        runner.fileSystem.unlistablePaths = ["/project/Specs/Auth"]
        let result = runner.run("generate", "--prune")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            """
            error: cannot read the folder 'Specs/Auth': Permission denied
            hint: make it readable; viper-gen stops rather than treat the specs it may hold as deleted

            """)
        XCTAssertEqual(runner.fileSystem.writes, [])
    }
}
