import ViperGenCore
import XCTest

/// `viper-gen.yml`: every key optional, every problem located.
final class ConfigValidationTests: XCTestCase {
    private func check(
        _ config: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            renderedDiagnostics(["viper-gen.yml": config]), expected, file: file, line: line)
    }

    func testEveryKey_isRead() throws {
        let project = try loadedProject([
            "viper-gen.yml": """
            specs: Design/Specs
            sources: App/Sources
            tests: App/Tests
            shared: App/Sources/Support
            appModule: Shop
            access: public
            indentation: tab
            header: "Made by viper-gen from ${source}"
            traitsFile: Design/traits.yml
            templates: Design/Templates
            platform: iOS 15.4
            defaultIsolation: MainActor
            testFramework: swift-testing

            """, "Design/traits.yml": "traits:\n  nothing:\n    kind: router\n",
        ])
        var expected = ProjectConfig()
        expected.specs = "Design/Specs"
        expected.sources = "App/Sources"
        expected.tests = "App/Tests"
        expected.shared = "App/Sources/Support"
        expected.appModule = "Shop"
        expected.access = .public
        expected.indentation = .tab
        expected.header = "Made by viper-gen from ${source}"
        expected.traitsFile = "Design/traits.yml"
        expected.traitsFileIsExplicit = true
        expected.templates = "Design/Templates"
        expected.platform = DeploymentTarget(major: 15, minor: 4)
        expected.defaultIsolation = .mainActor
        expected.testFramework = .swiftTesting
        XCTAssertEqual(project.config.appModuleLocation?.line, 5)
        XCTAssertEqual(project.config.appModuleLocation?.column, 12)
        expected.appModuleLocation = project.config.appModuleLocation
        XCTAssertEqual(project.config, expected)
        XCTAssertNotNil(project.catalog.trait(named: "nothing"))
    }

    func testAnUnknownTestFramework_isRefusedWithTheChoices() {
        let diagnostics = renderedDiagnostics(["viper-gen.yml": "testFramework: quick\n"])
        XCTAssert(diagnostics.contains("viper-gen.yml:1:16: error:"), diagnostics)
        XCTAssert(diagnostics.contains("xctest"), diagnostics)
        XCTAssert(diagnostics.contains("swift-testing"), diagnostics)
        let hostile = renderedDiagnostics(["viper-gen.yml": "testFramework: \"xctest\\e[2J\"\n"])
        XCTAssert(hostile.contains("viper-gen.yml:1:16: error:"), hostile)
        XCTAssertFalse(hostile.contains("\u{1B}"), "the escape reaches the terminal: \(hostile)")
    }

    func testOldPlaceholderSpelling_isStillRead_withAWarning() throws {
        let files = ["viper-gen.yml": "header: Made from {source}, do not edit\n"]
        XCTAssertEqual(try loadedProject(files).config.header, "Made from ${source}, do not edit")
        XCTAssertEqual(
            renderedDiagnostics(files),
            """
            viper-gen.yml:1:9: warning: '{source}' in 'header' is the old placeholder spelling
               1 | header: Made from {source}, do not edit
                 |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            hint: write '${source}', as placeholders are written in traits files; '{source}' is still read

            """)
    }

    func testPlatform_isIOSAndAVersion_defaultingToIOS16() throws {
        XCTAssertEqual(
            try loadedProject([:]).config.platform, DeploymentTarget(major: 16, minor: 0))
        for (text, major, minor) in [("iOS 17", 17, 0), ("iOS 15.0", 15, 0), ("iOS 16.4.1", 16, 4)]
        {
            let config = try loadedProject(["viper-gen.yml": "platform: \(text)\n"]).config
            XCTAssertEqual(config.platform, DeploymentTarget(major: major, minor: minor), text)
        }
    }

    func testPlatform_belowIOS15_orNotIOS_isRefused() {
        check(
            "platform: iOS 14.5\n",
            """
            viper-gen.yml:1:11: error: 'platform' is iOS 14.5; viper-gen's code needs iOS 15.0 or later
               1 | platform: iOS 14.5
                 |           ^~~~~~~~
            hint: raise the app's deployment target, or keep older modules out of viper-gen

            """)
        for text in [
            "macOS 14.0", "iOS", "16.0", "iOS 16.x", "iOS  16", "ios 16", "iOS 16.0.0.1", "iOS 016",
            "iOS 16.04", "iOS 16.", "iOS １６",
        ] {
            XCTAssert(
                renderedDiagnostics(["viper-gen.yml": "platform: \(text)\n"]).contains(
                    "error: 'platform' must be 'iOS' and a version, such as 'iOS 16.0'"), text)
        }
    }

    func testNoConfig_meansEveryDefault() throws {
        XCTAssertEqual(try loadedProject([:]).config, ProjectConfig())
    }

    func testSchemasAddress_isAtMostAsLongAsAConfiguredPath() {
        let address = "https://example.com/" + String(repeating: "s", count: 1_100)
        XCTAssert(
            renderedDiagnostics(["viper-gen.yml": "schemas: \(address)\n"]).contains(
                "error: 'schemas' is an address 1120 bytes long; it may be at most 1024"))
        XCTAssertEqual(
            try loadedProject(["viper-gen.yml": "schemas: https://example.com/s\n"]).config
                .schemas, "https://example.com/s")
    }

    func testUnknownKey_suggestsTheRightOne() {
        check(
            "source: App\n",
            """
            viper-gen.yml:1:1: error: unknown key 'source' in the config
               1 | source: App
                 | ^~~~~~
            hint: did you mean 'sources'? Known keys: access, appModule, defaultIsolation, generation, header, indentation, layout, minimumVersion, naming, navigation, platform, runtime, schemas, shared, sources, specs, templates, testFramework, tests, traitsFile, ui, version, xcode

            """)
    }

    func testOutputRootLeavingTheProject_isRefused() {
        check(
            "sources: ../Elsewhere\ntests: /tmp/tests\n",
            """
            viper-gen.yml:1:10: error: 'sources' must be a folder inside the project, not '../Elsewhere'
               1 | sources: ../Elsewhere
                 |          ^~~~~~~~~~~~
            hint: write a relative path without '..', e.g. 'Sources/App'
            viper-gen.yml:2:8: error: 'tests' must be a folder inside the project, not '/tmp/tests'
               2 | tests: /tmp/tests
                 |        ^~~~~~~~~~
            hint: write a relative path without '..', e.g. 'Sources/App'

            """)
    }

    func testIndentation_acceptsSpacesOrTab() {
        check(
            "indentation: 9\n",
            """
            viper-gen.yml:1:14: error: '9' is not a valid indentation
               1 | indentation: 9
                 |              ^
            hint: write a number of spaces from 1 to 8, or 'tab'

            """)
    }

    func testHeader_mustBeOneLine() {
        check(
            "header: |\n  one\n  two\n",
            """
            viper-gen.yml:1:9: error: 'header' contains a line break (U+000A)
               1 | header: |
                 |         ^
            hint: this value is written on one line of Swift; remove the character

            """)
    }

    func testExplicitTraitsFileThatDoesNotExist_isReported() {
        check(
            "traitsFile: traits.yml\n",
            """
            viper-gen.yml: error: traits file 'traits.yml' does not exist
            hint: create it, or remove 'traitsFile' from the config to use only the built-in traits

            """)
    }

    func testAppModule_mustBeAnIdentifier() {
        check(
            "appModule: My App\n",
            """
            viper-gen.yml:1:12: error: 'My App' is not a valid module name: it contains a space
               1 | appModule: My App
                 |            ^~~~~~
            hint: try 'MyApp'

            """)
    }
}

/// Issue 35, items 3 and 6: `header:` cannot imitate the generated-file
/// marker, and is bounded, so what it adds to every file is.
final class ConfigHeaderLimitTests: XCTestCase {
    func testAHeaderHoldingTheMarker_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-gen.yml": "header: \"x @generated by viper-gen ${source}\"\n"
            ]),
            """
            viper-gen.yml:1:9: error: 'header' may not contain '@generated by viper-gen'
               1 | header: "x @generated by viper-gen ${source}"
                 |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            hint: viper-gen puts that line after the header of every generated file itself, and deletes only files that carry it; write the header without it

            """)
    }

    func testALongHeader_isRefused_withTheLimit() {
        let header = String(repeating: "a", count: ProjectConfig.maximumHeaderLength + 1)
        let rendered = renderedDiagnostics(["viper-gen.yml": "header: \(header)\n"])
        XCTAssert(
            rendered.hasPrefix(
                "viper-gen.yml:1:9: error: 'header' is 1025 bytes long; it may be at most 1024\n"),
            rendered)
        XCTAssertEqual(
            renderedDiagnostics(["viper-gen.yml": "header: \(header.dropFirst())\n"]), "")
    }

    func testAHeaderNamingItsSpecTooOften_isRefused() {
        let rendered = renderedDiagnostics([
            "viper-gen.yml": "header: \"${source} {source} ${source} ${source} ${source}\"\n"
        ])
        XCTAssert(
            rendered.hasPrefix(
                "viper-gen.yml:1:9: error: 'header' uses '${source}' 5 times; it may use it at most 4 times\n"
            ),
            rendered)
    }

    func testAConfiguredPathLongerThanALimit_isRefused() {
        let path = (0..<5).map { _ in String(repeating: "d", count: 250) }.joined(separator: "/")
        let rendered = renderedDiagnostics(["viper-gen.yml": "sources: \(path)\n"])
        XCTAssert(
            rendered.hasPrefix(
                "viper-gen.yml:1:10: error: 'sources' is 1254 bytes long; a configured path "
                    + "may be at most 1024\n"), rendered)
    }
}
