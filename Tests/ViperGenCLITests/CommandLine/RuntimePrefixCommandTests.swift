import XCTest

/// `runtime: {prefix: ...}` read from a repository's config is untrusted: a
/// prefix that cannot start a type name, or that makes a runtime name a
/// module or Apple already declares, stops `generate` with a located error,
/// and nothing is written. A good prefix renames the whole runtime.
final class RuntimePrefixCommandTests: XCTestCase {
    private let spec = "module: Login\ntraits: [close]\nui: uikit\n"

    private func config(_ prefix: String) -> String {
        "runtime:\n  prefix: \(prefix)\n"
    }

    func testHostilePrefixes_stopGenerate_withALocatedError_andWriteNothing() {
        let cases: [(prefix: String, message: String)] = [
            ("\"X Y\"", "it contains a space"),
            ("1A", "it starts with a digit"),
            ("\"X\\u0007Y\"", "control character"),
            ("\"X\\u202EY\"", "control character"),
            ("\"X\\nY\"", "contains a line break"),
            (String(repeating: "A", count: 200), "is 200 bytes long; it may be at most 32"),
            ("\"Ä\"", "cannot start a type name"),
            ("UI", "'UIAlertAction', which Swift or an Apple framework already declares"),
            ("[XY]", "expected a single value for 'runtime.prefix', found a list"),
        ]
        for (prefix, message) in cases {
            let inputs = ["viper-gen.yml": config(prefix), "Specs/Login.viper.yml": spec]
            let runner = CommandRunner(files: inputs)

            let result = runner.run("generate")

            XCTAssertEqual(result.status, 2, prefix)
            XCTAssertTrue(
                result.stderr.hasPrefix("viper-gen.yml:2:11: error: "),
                "\(prefix): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(prefix): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("\u{7}"), prefix)
            XCTAssertFalse(result.stderr.contains("\u{202E}"), prefix)
            XCTAssertLessThan(
                result.stderr.utf8.count, 2_000, "\(prefix): the error quotes too much")
            XCTAssertEqual(Set(runner.files.keys), Set(inputs.keys), "\(prefix) wrote files")
        }
    }

    func testAPrefixThatMakesAModulesType_isRefusedAtTheModule_andWritesNothing() {
        let inputs = [
            "viper-gen.yml": config("VG"),
            "Specs/Screen.viper.yml": "module: VGScreen\nui: swiftui\nnavigation: swiftui\n",
        ]
        let runner = CommandRunner(files: inputs)

        let result = runner.run("generate")

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "Specs/Screen.viper.yml:1:9: error: module 'VGScreen' would generate the type "
                    + "'VGScreenNavigator', which the viper-gen runtime (with 'runtime.prefix' 'VG') already declares"
            ), result.stderr)
        XCTAssertEqual(Set(runner.files.keys), Set(inputs.keys))
    }

    func testAPrefixThatDoublesARuntimeName_generates() throws {
        let runner = CommandRunner(
            files: ["viper-gen.yml": config("TransitionHandler"), "Specs/Login.viper.yml": spec])

        let result = runner.run("generate")

        XCTAssertEqual(result.status, 0, result.stderr)
        let handler = try XCTUnwrap(runner.files["Sources/App/Shared/TransitionHandler.swift"])
        XCTAssertTrue(
            handler.contains("protocol TransitionHandlerTransitionHandler: AnyObject {"), handler)
        XCTAssertEqual(runner.run("check").status, 0)
    }

    func testAPrefix_renamesTheRuntime_andCheckSeesNoDrift() throws {
        let runner = CommandRunner(
            files: ["viper-gen.yml": config("XY"), "Specs/Login.viper.yml": spec])

        XCTAssertEqual(runner.run("generate").status, 0)

        let mock = try XCTUnwrap(runner.files["Tests/AppTests/Shared/Mock.swift"])
        XCTAssertTrue(mock.contains("protocol XYMock: AnyObject {"), mock)
        let check = runner.run("check")
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    }

    func testTraitsShow_printsATraitWithThePrefix() {
        let runner = CommandRunner(files: ["viper-gen.yml": config("XY")])

        let result = runner.run("traits", "show", "close")

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.contains("    var transitionHandler: (any XYTransitionHandler)? { get }"),
            result.stdout)
    }
}
