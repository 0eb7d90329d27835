import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// `runtime: {prefix: XY}` in `viper-gen.yml`: read, checked, located.
final class RuntimePrefixConfigTests: XCTestCase {
    private func check(
        _ config: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            renderedDiagnostics(["viper-gen.yml": config]), expected, file: file, line: line)
    }

    func testPrefix_isRead_withWhereItIsWritten() throws {
        let project = try loadedProject(["viper-gen.yml": "runtime:\n  prefix: XY\n"])

        XCTAssertEqual(project.config.runtime, RuntimeNames(prefix: "XY"))
        XCTAssertEqual(project.config.runtime.prefixLocation?.line, 2)
        XCTAssertEqual(project.config.runtime.prefixLocation?.column, 11)
        XCTAssertEqual(project.config.runtime.name(.transitionHandler), "XYTransitionHandler")
        XCTAssertEqual(project.catalog.runtime, project.config.runtime)
    }

    func testWithoutRuntime_theNamesAreUnprefixed() throws {
        XCTAssertEqual(try loadedProject([:]).config.runtime, .unprefixed)
        XCTAssertEqual(RuntimeNames.unprefixed.names, RuntimeNames.baseNames)
    }

    func testPrefixThatDoublesARuntimeName_isFine() throws {
        let project = try loadedProject(["viper-gen.yml": "runtime:\n  prefix: TransitionHandler\n"]
        )

        XCTAssertEqual(
            project.config.runtime.name(.transitionHandler), "TransitionHandlerTransitionHandler")
    }

    func testUnknownKey_suggestsPrefix() {
        check(
            "runtime:\n  prefx: XY\n",
            """
            viper-gen.yml:2:3: error: unknown key 'prefx' in 'runtime'
               2 |   prefx: XY
                 |   ^~~~~
            hint: did you mean 'prefix'? Known keys: prefix

            """)
    }

    func testPrefixWithASpace_isRefused() {
        check(
            "runtime:\n  prefix: \"X Y\"\n",
            """
            viper-gen.yml:2:11: error: 'runtime.prefix' 'X Y' cannot start a type name: it contains a space; use ASCII letters, digits and '_' only
               2 |   prefix: "X Y"
                 |           ^~~~~
            hint: write a letter or '_', then letters, digits or '_', such as 'XY': the runtime's types become 'XYTransitionHandler', 'XYMock', ...

            """)
    }

    func testPrefixStartingWithADigit_isRefused() {
        let rendered = renderedDiagnostics(["viper-gen.yml": "runtime:\n  prefix: 1A\n"])
        XCTAssert(
            rendered.hasPrefix(
                "viper-gen.yml:2:11: error: 'runtime.prefix' '1A' cannot start a type name: it starts with a digit\n"
            ), rendered)
    }

    func testPrefixWithNonASCIIOrPunctuation_isRefused() {
        for prefix in ["Ä", "X-Y", "X.Y", "X$"] {
            let rendered = renderedDiagnostics([
                "viper-gen.yml": "runtime:\n  prefix: \"\(prefix)\"\n"
            ])
            XCTAssert(
                rendered.hasPrefix(
                    "viper-gen.yml:2:11: error: 'runtime.prefix' '\(prefix)' cannot start"),
                rendered)
        }
    }

    func testPrefixWithAControlCharacter_isRefused_withoutReachingTheTerminal() {
        let rendered = renderedDiagnostics(["viper-gen.yml": "runtime:\n  prefix: \"X\\e[2JY\"\n"])
        XCTAssert(rendered.hasPrefix("viper-gen.yml:2:11: error:"), rendered)
        XCTAssert(rendered.contains("control character"), rendered)
        XCTAssertFalse(rendered.contains("\u{1B}"), rendered)
    }

    func testLongPrefix_isRefused() {
        let prefix = String(repeating: "A", count: 33)
        check(
            "runtime:\n  prefix: \(prefix)\n",
            """
            viper-gen.yml:2:11: error: 'runtime.prefix' is 33 bytes long; it may be at most 32
               2 |   prefix: \(prefix)
                 |           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            hint: every runtime type's name starts with it: use a short prefix, such as 'XY'

            """)
        XCTAssertEqual(
            renderedDiagnostics(["viper-gen.yml": "runtime:\n  prefix: \(prefix.dropLast())\n"]), ""
        )
    }

    func testEmptyPrefixOrNoMapping_isRefused() {
        XCTAssert(
            renderedDiagnostics(["viper-gen.yml": "runtime:\n  prefix: \"\"\n"]).hasPrefix(
                "viper-gen.yml:2:11: error:"))
        XCTAssert(
            renderedDiagnostics(["viper-gen.yml": "runtime: XY\n"]).hasPrefix(
                "viper-gen.yml:1:10: error:"))
    }

    func testPrefixThatMakesAnAppleFrameworkName_isRefused() {
        check(
            "runtime:\n  prefix: UI\n",
            """
            viper-gen.yml:2:11: error: 'runtime.prefix' 'UI' would name the runtime's 'AlertAction' 'UIAlertAction', which Swift or an Apple framework already declares
               2 |   prefix: UI
                 |           ^~
            hint: choose another prefix

            """)
    }

    func testPrefixedRuntimeName_thatAModuleGenerates_isRefusedAtTheModule() {
        let rendered = renderedDiagnostics([
            "viper-gen.yml": "runtime:\n  prefix: VG\n",
            "Specs/Screen.viper.yml": "module: VGScreen\nui: swiftui\nnavigation: swiftui\n",
        ])

        XCTAssert(
            rendered.hasPrefix(
                "Specs/Screen.viper.yml:1:9: error: module 'VGScreen' would generate the type 'VGScreenNavigator', "
                    + "which the viper-gen runtime (with 'runtime.prefix' 'VG') already declares"),
            rendered)
        XCTAssert(
            rendered.contains("hint: choose another module name, or another 'runtime.prefix'\n"),
            rendered)
    }

    func testUnprefixedRuntimeName_isFreeForAModule_onceThePrefixIsSet() {
        let files = ["Specs/Screen.viper.yml": "module: Screen\nui: swiftui\nnavigation: swiftui\n"]
        XCTAssert(renderedDiagnostics(files).contains("ScreenNavigator"))
        XCTAssertEqual(
            renderedDiagnostics(
                files.merging(["viper-gen.yml": "runtime:\n  prefix: VG\n"]) { $1 }),
            "")
    }

    func testAProjectTraitDeclaringAPrefixedRuntimeName_isRefused() {
        let traits = """
            traits:
              calls:
                kind: interactor
                mockDeclarations: |
                  struct VGMockCalls {}

            """
        let rendered = renderedDiagnostics([
            "viper-gen.yml": "runtime:\n  prefix: VG\n", "viper-traits.yml": traits,
        ])

        XCTAssert(
            rendered.hasPrefix(
                "viper-traits.yml:4:23: error: 'mockDeclarations' of trait 'calls' declares 'VGMockCalls', "
                    + "a type the generated runtime already declares"), rendered)
        XCTAssertEqual(renderedDiagnostics(["viper-traits.yml": traits]), "")
    }

    func testAParameterNamedAsThePrefixedCallLog_isRefused() {
        let spec = "module: Login\nview:\n  show:\n    VGMockCalls: Int\n"
        let rendered = renderedDiagnostics([
            "viper-gen.yml": "runtime:\n  prefix: VG\n", "Specs/Login.viper.yml": spec,
        ])

        XCTAssert(
            rendered.hasPrefix(
                "Specs/Login.viper.yml:4:5: error: parameter 'VGMockCalls' of message 'show' "
                    + "would hide a name its generated spy uses"), rendered)
        XCTAssert(
            rendered.contains("the spy's bodies call 'VGMockCalls.text' and 'stubbed'"), rendered)
        XCTAssertEqual(renderedDiagnostics(["Specs/Login.viper.yml": spec]), "")
    }

    /// The context's `runtime` object has one key per runtime name, in the
    /// order of ``RuntimeType``: the templates' names and the list are one.
    func testRuntimeContext_hasAKeyForEveryRuntimeName() throws {
        let value = RuntimeContext(RuntimeNames(prefix: "XY")).templateValue
        guard case .object(let object) = value else { return XCTFail("not an object: \(value)") }

        let expected =
            [("prefix", "XY")]
            + RuntimeType.allCases.map { ("\($0)", "XY" + $0.rawValue) }
        XCTAssertEqual(object.names, expected.map(\.0))
        for (key, text) in expected { XCTAssertEqual(object[key], .string(text), key) }
    }
}
