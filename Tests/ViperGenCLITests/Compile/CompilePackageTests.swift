import ViperGenCore
import ViperGenTestSupport
import XCTest

/// How the compile package is put together, checked without compiling it.
final class CompilePackageTests: XCTestCase {
    private let project = [
        "App/Sources/Login/LoginView.swift": "protocol LoginView {}\n",
        "App/Tests/LoginTests.swift":
            "import XCTest\n\n@testable import Shop\n    @testable import Shop\n// @testable import Shop\n",
        "Specs/Login.viper.yml": "module: Login\n",
    ]

    private var config: ProjectConfig {
        var config = ProjectConfig()
        config.sources = "App/Sources"
        config.tests = "App/Tests"
        config.appModule = "Shop"
        return config
    }

    func testProject_becomesAnAppAndATestTargetAtTheConfiguredPaths() throws {
        var package = CompilePackage()

        try package.addProject(named: "CustomHeader", files: project, config: config)

        XCTAssertEqual(
            package.targets,
            [
                CompilePackage.TargetPair(
                    appTarget: "CustomHeaderApp", sourcesPath: "Projects/CustomHeader/App/Sources",
                    testsPath: "Projects/CustomHeader/App/Tests")
            ])
        XCTAssertEqual(
            package.files.keys.sorted(),
            [
                "Projects/CustomHeader/App/Sources/Login/LoginView.swift",
                "Projects/CustomHeader/App/Tests/LoginTests.swift",
            ])
    }

    func testTestableImportsOfTheAppModule_andOnlyThoseLines_areRewritten() throws {
        var package = CompilePackage()

        try package.addProject(named: "CustomHeader", files: project, config: config)

        XCTAssertEqual(
            package.files["Projects/CustomHeader/App/Tests/LoginTests.swift"],
            "import XCTest\n\n@testable import CustomHeaderApp\n    @testable import Shop\n// @testable import Shop\n"
        )
    }

    func testSwiftFileOutsideBothTargets_isAnError() {
        var package = CompilePackage()

        XCTAssertThrowsError(
            try package.addProject(named: "Stray", files: ["Other/Stray.swift": ""], config: config)
        )
    }

    func testManifest_turnsWarningsIntoErrorsAndChecksConcurrencyCompletelyInBothModes() throws {
        var package = CompilePackage()
        try package.addProject(named: "CustomHeader", files: project, config: config)

        let swift6 = package.manifest(for: .swift6)
        let swift5 = package.manifest(for: .swift5CompleteConcurrency)

        XCTAssert(swift6.contains(".swiftLanguageMode(.v6)"), swift6)
        XCTAssert(swift5.contains(".swiftLanguageMode(.v5)"), swift5)
        XCTAssert(swift5.contains(".enableUpcomingFeature(\"StrictConcurrency\")"), swift5)
        for manifest in [swift6, swift5] {
            XCTAssert(manifest.contains(".unsafeFlags([\"-warnings-as-errors\"])"), manifest)
            XCTAssert(
                manifest.contains(
                    """
                    .testTarget(name: "CustomHeaderAppTests", dependencies: ["CustomHeaderApp"], \
                    path: "Projects/CustomHeader/App/Tests", swiftSettings: settings)
                    """), manifest)
        }
    }

    /// Xcode 26's new app: Approachable Concurrency everywhere, and `MainActor`
    /// default isolation for the app target alone.
    func testManifest_withXcode26Defaults_isolatesOnlyTheAppTargetsToTheMainActor() throws {
        var package = CompilePackage()
        try package.addProject(named: "CustomHeader", files: project, config: config)

        let manifest = package.manifest(for: .swift6Xcode26Defaults, frameworks: .standIns)

        for feature in ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"] {
            XCTAssert(
                manifest.contains(
                    "let settings: [SwiftSetting] = [\n    .swiftLanguageMode(.v6),\n"), manifest)
            XCTAssert(manifest.contains("    .enableUpcomingFeature(\"\(feature)\"),\n"), manifest)
        }
        XCTAssert(
            manifest.contains(
                """
                let appSettings: [SwiftSetting] = settings + [
                    .unsafeFlags(["-default-isolation", "MainActor"]),
                ]
                """), manifest)
        XCTAssert(
            manifest.contains(
                "path: \"Projects/CustomHeader/App/Sources\", swiftSettings: appSettings)"),
            manifest)
        XCTAssert(
            manifest.contains(
                "path: \"Projects/CustomHeader/App/Tests\", swiftSettings: settings)"),
            manifest)
        XCTAssert(
            package.manifest(for: .swift6).contains(
                "let appSettings: [SwiftSetting] = settings + [\n]"))
    }

    func testManifest_withStandIns_declaresUIKitCombineAndSwiftUI_andEveryAppTargetDependsOnThem()
        throws
    {
        var package = CompilePackage()
        try package.addProject(named: "CustomHeader", files: project, config: config)

        let manifest = package.manifest(for: .swift6, frameworks: .standIns)
        let plain = package.manifest(for: .swift6)

        XCTAssert(
            manifest.contains(
                ".target(name: \"UIKit\", path: \"StandIns/UIKit\", swiftSettings: settings)"),
            manifest)
        XCTAssert(
            manifest.contains(
                """
                .target(name: "SwiftUI", dependencies: ["UIKit", "Combine"], path: "StandIns/SwiftUI", swiftSettings: settings)
                """), manifest)
        XCTAssert(
            manifest.contains(
                ".target(name: \"Combine\", path: \"StandIns/Combine\", swiftSettings: settings)"),
            manifest)
        XCTAssert(
            manifest.contains(
                """
                .target(name: "CustomHeaderApp", dependencies: ["UIKit", "Combine", "SwiftUI"], \
                path: "Projects/CustomHeader/App/Sources", swiftSettings: appSettings)
                """), manifest)
        XCTAssert(manifest.contains(".testTarget(name: \"StandInsTests\""), manifest)
        XCTAssertFalse(plain.contains("UIKit"), plain)
    }

    /// The stand-ins declare the `Preview` macros, so every target of a package
    /// that offers them loads the stand-in plugin, found from the manifest's path.
    func testManifest_withStandIns_loadsThePreviewsPluginInEveryTarget_andOnlyThen() throws {
        var package = CompilePackage()
        try package.addProject(named: "CustomHeader", files: project, config: config)

        for frameworks in [UIFrameworks.standIns, .uikitOnly] {
            let manifest = package.manifest(for: .swift6, frameworks: frameworks)
            XCTAssert(
                manifest.contains(
                    """
                    let previewsPlugin = String(#filePath.dropLast("Package.swift".count))
                        + ".previews-plugin/PreviewsMacros#PreviewsMacros"
                    """), manifest)
            XCTAssert(
                manifest.contains(
                    """
                        .unsafeFlags(["-warnings-as-errors"]),
                        .unsafeFlags(["-load-plugin-executable", previewsPlugin]),
                    ]
                    """), manifest)
        }
        let plain = package.manifest(for: .swift6)
        XCTAssertFalse(plain.contains("previewsPlugin"), plain)
        XCTAssertNotNil(
            package.allFiles(mode: .swift6, frameworks: .uikitOnly)[
                "StandIns/PreviewsMacros/PreviewsMacros.swift"])
    }

    func testAllFiles_putAProbeOfTheFrameworksInEveryAppTarget_andTheStandInsOnlyWhenOffered()
        throws
    {
        var package = CompilePackage()
        try package.addProject(named: "CustomHeader", files: project, config: config)
        let probe = "Projects/CustomHeader/App/Sources/" + UIFrameworks.probeFileName

        let compiledOut = package.allFiles(mode: .swift6, frameworks: .compiledOut)
        let standIns = package.allFiles(mode: .swift5CompleteConcurrency, frameworks: .standIns)

        XCTAssert(
            compiledOut[probe]?.contains(
                "#if canImport(UIKit) || canImport(SwiftUI) || canImport(Combine)\n    #error(")
                == true)
        XCTAssert(
            standIns[probe]?.contains(
                "#if !canImport(UIKit) || !canImport(SwiftUI) || !canImport(Combine)\n    #error(")
                == true)
        XCTAssertFalse(compiledOut.keys.contains { $0.hasPrefix("StandIns/") })
        for path in [
            "StandIns/UIKit/UIViewController.swift", "StandIns/SwiftUI/View.swift",
            "StandIns/Combine/Published.swift", "StandIns/StandInsTests/UIKitStandInTests.swift",
            "StandIns/StandInsTests/CombineStandInTests.swift",
        ] {
            XCTAssertNotNil(standIns[path], path)
        }
        XCTAssertEqual(
            standIns["Package.swift"],
            package.manifest(for: .swift5CompleteConcurrency, frameworks: .standIns))
        XCTAssertEqual(package.testMethodCount, 0, "the probe is not a test")
    }

    func testUIKitOnly_leavesOutSwiftUICombineAndTheirTests() throws {
        var package = CompilePackage()
        try package.addProject(named: "CustomHeader", files: project, config: config)

        let files = package.allFiles(mode: .swift6, frameworks: .uikitOnly)

        XCTAssertNotNil(files["StandIns/UIKit/UIViewController.swift"])
        XCTAssertNotNil(files["StandIns/StandInsTests/UIKitStandInTests.swift"])
        let leftOut = files.keys.filter {
            $0.hasPrefix("StandIns/SwiftUI/") || $0.hasPrefix("StandIns/Combine/")
                || $0.hasSuffix("SwiftUIStandInTests.swift")
                || $0.hasSuffix("CombineStandInTests.swift")
        }
        XCTAssertEqual(leftOut, [])
        XCTAssertFalse(files["Package.swift"]!.contains("Combine"))
    }

    func testTestMethodCount_countsTestFunctionsOfTestTargetsOnly() throws {
        var package = CompilePackage()
        try package.addProject(
            named: "Counted",
            files: [
                "Sources/App/Helper.swift": "func testLooksLikeATest() {}\n",
                "Tests/AppTests/OneTests.swift":
                    "    func testA() async throws {}\n    func testB() {}\n    func helper() {}\n"
                    + "    #if canImport(UIKit)\n        func testOnlyWithUIKit() {}\n    #endif\n",
                "Tests/AppTests/TwoTests.swift":
                    "@Suite struct Two {\n    @Test func testC() {}\n    @Test(\"named\") func d() {}\n}\n",
                "Sources/App/Attribute.swift": "@Test func notATestTarget() {}\n",
            ], config: ProjectConfig())

        XCTAssertEqual(package.testMethodCount, 2, "XCTest methods outside #if only")
        XCTAssertEqual(package.swiftTestingTestCount, 2)
    }

    /// The wiring mutations edit a built package in place and put the file
    /// back; a run killed in between leaves the mutation behind. The next
    /// sync restores every file it manages and removes strays there.
    func testSync_repairsAMutationLeftByAKilledRun() throws {
        var package = CompilePackage()
        try package.addProject(
            named: "Login",
            files: [
                "Sources/App/LoginAssembly.swift": "presenter.view = view\n",
                "Tests/AppTests/LoginTests.swift": "func testA() {}\n",
            ], config: ProjectConfig())
        let folder = try ProcessRunner.temporaryFolder("sync")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try package.sync(to: folder, mode: .swift6)
        let assembly = folder + "/Projects/Login/Sources/App/LoginAssembly.swift"
        try "".write(toFile: assembly, atomically: true, encoding: .utf8)
        let stray = folder + "/Projects/Login/Sources/App/Left.swift"
        try "let left = 1\n".write(toFile: stray, atomically: true, encoding: .utf8)

        try package.sync(to: folder, mode: .swift6)

        XCTAssertEqual(
            try String(contentsOfFile: assembly, encoding: .utf8), "presenter.view = view\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: stray))
    }

    func testSwiftTestingSummary_isReadFromTheLastTestRunLine() {
        let passed =
            "◇ Test run started.\n✔ Test run with 12 tests in 3 suites passed after 0.004 seconds.\n"
        let failed =
            "✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.\n"
            + "✘ Test run with 5 tests in 2 suites failed after 0.010 seconds with 1 issue.\n"

        XCTAssertEqual(
            SwiftTestingSummary(output: passed), SwiftTestingSummary(executed: 12, passed: true))
        XCTAssertEqual(
            SwiftTestingSummary(output: failed), SwiftTestingSummary(executed: 5, passed: false))
        XCTAssertNil(SwiftTestingSummary(output: "error: build failed\n"))
    }

    func testXCTestSummary_isReadFromTheAllTestsSuite() {
        let output = """
            Test Suite 'LoginTests' passed at 2026-01-01 00:00:00.000
            \t Executed 2 tests, with 0 failures (0 unexpected) in 0.001 (0.001) seconds
            Test Suite 'All tests' failed at 2026-01-01 00:00:00.000
            \t Executed 58 tests, with 1 failure (0 unexpected) in 0.1 (0.1) seconds
            """

        XCTAssertEqual(XCTestSummary(output: output), XCTestSummary(executed: 58, failures: 1))
        let skipped =
            "Test Suite 'All tests' passed at 2026-01-01 00:00:00.000\n"
            + "\t Executed 219 tests, with 2 tests skipped and 0 failures (0 unexpected) in 0.1 (0.1) seconds\n"
        XCTAssertEqual(XCTestSummary(output: skipped), XCTestSummary(executed: 219, failures: 0))
        XCTAssertNil(XCTestSummary(output: "error: emit-module command failed with exit code 1\n"))
    }

    /// The runtime-prefix fixture's golden is compiled with its own Swift
    /// files: the app and test targets declare types named as the unprefixed
    /// runtime's, beside the runtime `runtime: {prefix: VG}` generates.
    func testRuntimePrefixFixture_declaresTheAppsOwnRuntimeNamedTypes_besideThePrefixedRuntime()
        throws
    {
        let fixture = FolderSnapshot.read(PackagePaths.fixtures + "/runtime-prefix")
        let golden = FolderSnapshot.read(PackagePaths.snapshots + "/runtime-prefix")

        XCTAssert(FixtureProject.allNames.contains("runtime-prefix"))
        XCTAssertEqual(fixture["viper-gen.yml"]?.contains("prefix: VG"), true)
        let app = try XCTUnwrap(fixture["Sources/App/AppOwnTypes.swift"])
        let tests = try XCTUnwrap(fixture["Tests/AppTests/AppOwnTestTypes.swift"])
        for declaration in [
            "protocol TransitionHandler {", "struct Transition {", "enum Animator {",
        ] {
            XCTAssert(app.contains("\n" + declaration), declaration)
        }
        for declaration in ["struct Mock {}", "enum MockCalls {}", "struct Stub {}"] {
            XCTAssert(tests.contains("\n" + declaration), declaration)
        }
        XCTAssertEqual(
            golden["Sources/App/Shared/TransitionHandler.swift"]?.contains(
                "\nprotocol VGTransitionHandler: AnyObject {"), true)
        XCTAssertEqual(
            golden["Tests/AppTests/Shared/Mock.swift"]?.contains("\nprotocol VGMock: AnyObject {"),
            true)
    }

    func testMatrix_hasEveryBuiltInTraitAloneAndAllTogether_inEveryStyleAndAccessLevel() {
        let entries = CompileMatrix.entries
        let builtIns = TraitCatalog.builtIn.names

        XCTAssertEqual(builtIns.count, 13)
        XCTAssertEqual(
            entries.count,
            (builtIns.count + 1 + 3 + 2 + 2) * 2 + (builtIns.count + 1 + 3 + 2 + 2 + 1) * 2
                + (builtIns.count + 1 + 2 + 1) * 2,
            "plus a screen and its two modules each (in VIP, a screen and the module it opens), "
                + "and, but in VIP, a SwiftUI-navigation screen and the module its routes open and "
                + "a module of marker protocols with its host; in VIPER and VIP a router of its "
                + "own methods alone")
        XCTAssert(
            entries.contains {
                $0.moduleName == "MarkerHostMVPPublic" && $0.body.contains("badge: MarkerMVPPublic")
            })
        XCTAssert(
            entries.contains {
                $0.moduleName == "RouterOnlyVIPInternal" && $0.body.contains("router:")
                    && $0.body.contains("dataStore:")
            })
        XCTAssert(
            entries.contains {
                $0.moduleName == "StackHubVIPERPublic" && $0.body.contains("navigation: swiftui")
                    && $0.traits == builtIns
            })
        XCTAssertFalse(
            entries.contains { $0.moduleName.hasPrefix("StackHubVIP") && $0.style == .vip })
        XCTAssert(
            entries.contains {
                $0.moduleName == "ScreenVIPInternal" && $0.body.contains("useCases:")
            })
        for name in ["ScreenMVPInternal", "ScreenVIPERPublic", "ScreenVIPInternal"] {
            XCTAssert(
                entries.contains { $0.moduleName == name && $0.body.contains("  _: ") },
                "\(name) has messages with unnamed parameters")
        }
        XCTAssert(entries.contains { $0.moduleName == "AllTraitsVIPPublic" && $0.style == .vip })
        XCTAssert(
            entries.contains {
                $0.moduleName == "ScreenVIPERPublic" && $0.body.contains("children:")
            })
        XCTAssertEqual(Set(entries.map(\.moduleName)).count, entries.count)
        XCTAssert(
            entries.contains { $0.moduleName == "CloseMVPInternal" && $0.traits == ["close"] })
        XCTAssert(
            entries.contains {
                $0.moduleName == "AllTraitsVIPERPublic" && $0.traits == builtIns
                    && $0.style == .viper && $0.access == .public
            })
    }
}
