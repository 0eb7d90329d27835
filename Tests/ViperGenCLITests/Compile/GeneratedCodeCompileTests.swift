import Foundation
import ViperGenTestSupport
import XCTest

/// Proves that generated code compiles without a warning, under complete
/// concurrency checking, in both language modes, and that its generated tests
/// pass: every golden, the matrix of built-in traits, modules scaffolded by
/// `viper-gen new` and a random project, in one SwiftPM package per mode.
/// Every golden, the matrix and the scaffolded modules are built twice: without
/// UI frameworks (the `#if canImport(UIKit)` and `canImport(SwiftUI)` branches
/// compiled out) and with the test-only stand-ins of `Tests/Standins` (compiled
/// in), whose own tests run in that package too; and again, rendered with
/// `defaultIsolation: MainActor`, with a new Xcode 26 app's settings.
final class GeneratedCodeCompileTests: XCTestCase {
    /// The packages' contents, assembled once for all seven runs.
    private static let contents: Result<CompilePackageContents, CompilePackageContents.SetupError> =
        Result {
            () throws(CompilePackageContents.SetupError) in
            try CompilePackageContents.assemble(
                seed: RandomSpecGenerator.seed(from: ProcessInfo.processInfo.environment))
        }

    func testSwift6Mode_compilesEveryGeneratedFileWithoutWarnings_andItsTestsPass() throws {
        try assertCompilesAndPasses(.swift6, frameworks: .compiledOut)
    }

    func
        testSwift5ModeWithCompleteConcurrencyChecking_compilesEveryGeneratedFileWithoutWarnings_andItsTestsPass()
        throws
    {
        try assertCompilesAndPasses(.swift5CompleteConcurrency, frameworks: .compiledOut)
    }

    func testSwift6Mode_withUIKitAndSwiftUIStandIns_compilesTheCanImportBranches_andTestsPass()
        throws
    {
        try assertCompilesAndPasses(.swift6, frameworks: .standIns)
    }

    func testSwift5Mode_withUIKitAndSwiftUIStandIns_compilesTheCanImportBranches_andTestsPass()
        throws
    {
        try assertCompilesAndPasses(.swift5CompleteConcurrency, frameworks: .standIns)
    }

    /// UIKit without SwiftUI: code that needs both is compiled out and code
    /// that needs UIKit alone is compiled in, so their conditions must agree
    /// (an adversarial review found a view controller calling members
    /// declared only where SwiftUI exists too).
    func testSwift6Mode_withTheUIKitStandInAlone_compilesAndTestsPass() throws {
        try assertCompilesAndPasses(.swift6, frameworks: .uikitOnly)
    }

    /// A new Xcode 26 app's settings: `MainActor` default isolation in the app
    /// targets, and the Approachable Concurrency upcoming features everywhere;
    /// the projects say `defaultIsolation: MainActor` in their config.
    func testSwift6Mode_withXcode26Defaults_andStandIns_compilesAndTestsPass() throws {
        try assertCompilesAndPasses(.swift6Xcode26Defaults, frameworks: .standIns)
    }

    func testSwift5Mode_withXcode26Defaults_andStandIns_compilesAndTestsPass() throws {
        try assertCompilesAndPasses(.swift5Xcode26Defaults, frameworks: .standIns)
    }

    private func assertCompilesAndPasses(
        _ mode: CompilePackage.LanguageMode, frameworks: UIFrameworks,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let contents = try Self.contents.get()
        let withStandIns = frameworks != .compiledOut
        let package =
            mode.hasXcode26Defaults
            ? contents.xcode26Package : withStandIns ? contents.standInsPackage : contents.package
        let expectedTests =
            withStandIns ? contents.expectedStandInsTests : contents.expectedGeneratedTests
        XCTAssertGreaterThanOrEqual(contents.matrixModules, 56, file: file, line: line)
        XCTAssertGreaterThanOrEqual(contents.randomModules, 100, file: file, line: line)
        XCTAssertGreaterThanOrEqual(
            package.testMethodCount, expectedTests,
            "the test scaffolds declare fewer tests than the specs call for "
                + "(\(contents.reproduction))", file: file, line: line)

        let folder =
            PackagePaths.compileTests + "/" + mode.rawValue
            + (withStandIns ? "-" + frameworks.rawValue : "")
        let run = try package.buildAndTest(mode: mode, frameworks: frameworks, in: folder)
        print(
            """
            compile package \(mode.rawValue), \(frameworks.rawValue): \(package.targets.count * 2) targets, \
            \(package.files.count) Swift files (\(contents.matrixModules) matrix modules, \
            \(withStandIns ? 0 : contents.randomModules) random modules, \(package.testMethodCount) test methods, \
            at least \(expectedTests) from the non-golden specs; \(contents.reproduction)); \
            swift test (build and run) took \(run.seconds)
            """)
        let runPlace =
            "\(mode.rawValue), \(frameworks.rawValue), \(contents.reproduction), package at \(run.folder)"
        XCTAssertEqual(
            run.result.status, 0,
            """
            swift test failed (\(runPlace)):
            \(run.errors.isEmpty ? String(run.result.combined.suffix(4000)) : run.errors.joined(separator: "\n"))
            """, file: file, line: line)
        XCTAssertEqual(run.warnings, [], "warnings (\(runPlace))", file: file, line: line)
        let summary = XCTestSummary(output: run.result.combined)
        XCTAssertNotNil(
            summary, "no XCTest summary in the output (\(runPlace))", file: file, line: line)
        if withStandIns {
            for suite in frameworks == .uikitOnly
                ? ["UIKitStandInTests"]
                : [
                    "UIKitStandInTests", "CombineStandInTests", "SwiftUIStandInTests",
                    "SwiftUINavigationStandInTests",
                ]
            {
                XCTAssert(
                    run.result.combined.contains("Test Suite '\(suite)' passed"),
                    "the stand-ins' own tests did not pass: \(suite) (\(runPlace))", file: file,
                    line: line)
            }
        }
        if mode == .swift6, frameworks == .standIns, run.result.status == 0 {
            try assertDoublesInSeparateProcesses(in: run.folder, file: file, line: line)
            try assertPreviewBodiesAreTypeChecked(in: run.folder, file: file, line: line)
            try assertWiringTestsCatchBrokenWiring(in: run.folder, file: file, line: line)
        }
        if let summary {
            XCTAssertGreaterThanOrEqual(
                summary.executed, package.testMethodCount,
                "fewer tests ran than were generated (\(runPlace))", file: file, line: line)
            XCTAssertEqual(
                summary.failures, 0, "generated tests failed (\(runPlace))", file: file, line: line)
        }
        let swiftTesting = SwiftTestingSummary(output: run.result.combined)
        XCTAssertGreaterThanOrEqual(
            swiftTesting?.executed ?? 0, package.swiftTestingTestCount,
            "fewer Swift Testing tests ran than the package declares (\(runPlace))", file: file,
            line: line)
        XCTAssertEqual(
            swiftTesting?.passed, true, "Swift Testing tests failed (\(runPlace))", file: file,
            line: line)
    }

    /// Runs tests of the built package (profile-viper's hand-written ones) in
    /// new processes: the call log of a dictionary and a set is the same text
    /// in three runs while the dictionary's own text is not, and a missing
    /// answer fails an XCTest test and a Swift Testing test.
    private func assertDoublesInSeparateProcesses(
        in folder: String, file: StaticString, line: UInt
    ) throws {
        var logTexts: Set<String> = []
        var describedTexts: Set<String> = []
        for _ in 0..<3 {
            let run = try ProcessRunner.run(
                "/usr/bin/env",
                ["swift", "test", "--skip-build", "--filter", "ProfileCallLogProcessTests"],
                in: folder)
            XCTAssertEqual(run.status, 0, run.combined, file: file, line: line)
            for printed in run.combined.split(separator: "\n") {
                if printed.hasPrefix("CALL-LOG-TEXT: ") { logTexts.insert(String(printed)) }
                if printed.hasPrefix("DESCRIBED-TEXT: ") { describedTexts.insert(String(printed)) }
            }
        }
        XCTAssertEqual(
            logTexts.count, 1, "the call log differs between runs", file: file, line: line)
        XCTAssertGreaterThan(
            describedTexts.count, 1,
            "String(describing:) of the dictionary was the same in three runs, so this proves nothing",
            file: file, line: line)

        let failing = try ProcessRunner.run(
            "/usr/bin/env",
            ["swift", "test", "--skip-build", "--filter", "MissingAnswer"], in: folder,
            environment: ["VIPER_GEN_EXPECTED_FAILURES": "1"])
        XCTAssertNotEqual(failing.status, 0, failing.combined, file: file, line: line)
        let message = "unanswered() has no answer (Unstubbed has no stub)"
        XCTAssert(
            failing.combined.contains(
                "ProfileMissingAnswerXCTests.testAMissingAnswer_failsTheTest_evenThroughTry' failed"
            ),
            "the XCTest test did not fail: \(failing.combined.suffix(3000))", file: file, line: line
        )
        XCTAssert(
            failing.combined.contains("Test aMissingAnswer_failsTheTest_evenThroughTry() failed")
                && failing.combined.contains(message),
            "the Swift Testing test did not fail: \(failing.combined.suffix(3000))", file: file,
            line: line)
    }

    /// The stand-in plugin expands `#Preview` to nothing, so a preview proves
    /// something only if the compiler still type-checks its body: a type error
    /// put into one `#Preview` of a SwiftUI screen and one of a view controller
    /// (the children golden's platform is iOS 17) must fail the build, naming
    /// that file. Each file is put back; the wiring check's rebuild follows.
    private func assertPreviewBodiesAreTypeChecked(
        in folder: String, file: StaticString, line: UInt
    ) throws {
        let modules = "Projects/Children/Sources/App/Modules/"
        let mutations: [(path: String, preview: String, broken: String)] = [
            (
                modules + "Composer/ComposerScreen.swift",
                "model: ComposerPreviewPresenter(state: .preview)",
                "model: ComposerPreviewPresenter(state: 42)"
            ),
            (
                modules + "Feed/FeedViewController.swift",
                "    #Preview {\n        FeedViewController()\n",
                "    #Preview {\n        FeedViewController(nibName: 42)\n"
            ),
        ]
        for (path, preview, broken) in mutations {
            let url = URL(fileURLWithPath: folder + "/" + path)
            let original = try String(contentsOf: url, encoding: .utf8)
            XCTAssert(
                original.contains(preview), "\(path) has no \(preview)", file: file, line: line)
            try original.replacingOccurrences(of: preview, with: broken).write(
                to: url, atomically: true, encoding: .utf8)
            let build = try ProcessRunner.run("/usr/bin/env", ["swift", "build"], in: folder)
            try original.write(to: url, atomically: true, encoding: .utf8)
            XCTAssertNotEqual(
                build.status, 0, "the build passed with a type error in a preview of \(path)",
                file: file, line: line)
            XCTAssert(
                build.combined.contains(path + ":") && build.combined.contains("error:"),
                "the build did not fail in \(path): \(build.combined.suffix(2000))", file: file,
                line: line)
        }
    }

    /// Breaks one piece of wiring at a time in a built golden (a line of its
    /// assembly, a route's values or transition, a weak reference made strong)
    /// and runs the scaffolded test that names it, which must then fail; the
    /// file is put back (and rebuilt) afterwards.
    private func assertWiringTestsCatchBrokenWiring(
        in folder: String, file: StaticString, line: UInt
    ) throws {
        let profile = "Projects/ProfileViper/Sources/App/Modules/Profile/Profile"
        let search = "Projects/ScreensSwiftui/Sources/App/Modules/Search/Search"
        let mutations: [(path: String, wiring: String, broken: String, test: String)] = [
            (
                "Projects/LoginMvp/Sources/App/Modules/Login/LoginAssembly.swift",
                "        presenter.view = view\n", "",
                "LoginTests/testAssemble_wiresTheRealPresenter"
            ),
            (
                profile + "Assembly.swift", "        interactor.output = presenter\n", "",
                "ProfileTests/testAssemble_wiresTheRealPresenter"
            ),
            (
                profile + "Assembly.swift", "        presenter.moduleOutput = moduleOutput\n", "",
                "ProfileTests/testAssemble_wiresTheRealPresenter"
            ),
            (
                profile + "Assembly.swift", "        router.transitionHandler = view\n", "",
                "ProfileTests/testOpenEditor_buildsTheDestinationAndShowsIt"
            ),
            (
                profile + "Route.swift", "factory.makeEditor(profileID: profileID)",
                "factory.makeEditor(profileID: profileID + \"!\")",
                "ProfileTests/testOpenEditor_buildsTheDestinationAndShowsIt"
            ),
            (
                profile + "Route.swift", ".modal(animated: false, inNavigation: true)",
                ".modal(animated: false)",
                "ProfileTests/testOpenEditor_buildsTheDestinationAndShowsIt"
            ),
            (
                profile + "Assembly.swift", "            viewController.output = presenter\n", "",
                "ProfileTests/testMakeModule_returnsAScreenThatKeepsItsPresenter"
            ),
            (
                profile + "Presenter.swift", "    weak var view: (any ProfileView)?",
                "    var view: (any ProfileView)?",
                "ProfileTests/testMakeModule_returnsAScreenThatKeepsItsPresenter"
            ),
            (
                search + "Assembly.swift", "            viewController.output = presenter\n", "",
                "SearchTests/testMakeModule_returnsAScreenThatKeepsItsPresenter"
            ),
            // The state the built-in traits keep.
            (
                "Projects/CatalogViper/Sources/App/Shared/Traits/RequestInteractorTrait.swift",
                "        latestRequest?.cancel()\n", "",
                "EverythingTraitStateTests/testALatestRequest_cancelsTheOneBefore"
            ),
            (
                "Projects/CatalogViper/Sources/App/Shared/Traits/PageInteractorTrait.swift",
                "        guard hasMorePages else { return [] }\n", "",
                "EverythingTraitStateTests/testThePageAtTheCursor_movesTheCursor_andStopsAskingAfterAnEmptyPage"
            ),
            // A Swift Testing suite (requests-mvp's `testFramework: swift-testing`).
            (
                "Projects/RequestsMvp/Sources/App/Modules/Account/AccountAssembly.swift",
                "        presenter.view = view\n", "",
                "AccountTests/testAssemble_wiresTheRealPresenter"
            ),
        ]
        for (path, wiring, replacement, test) in mutations {
            let url = URL(fileURLWithPath: folder + "/" + path)
            let original = try String(contentsOf: url, encoding: .utf8)
            XCTAssert(original.contains(wiring), "\(path) has no \(wiring)", file: file, line: line)
            try original.replacingOccurrences(of: wiring, with: replacement).write(
                to: url, atomically: true, encoding: .utf8)
            let broken = try ProcessRunner.run(
                "/usr/bin/env", ["swift", "test", "--filter", test], in: folder)
            try original.write(to: url, atomically: true, encoding: .utf8)
            XCTAssertNotEqual(
                broken.status, 0, "\(test) passed with '\(wiring)' broken in \(path)", file: file,
                line: line)
            let name = test.split(separator: "/").last.map(String.init) ?? test
            XCTAssert(
                broken.combined.contains("error: \(test.replacingOccurrences(of: "/", with: "."))")
                    || broken.combined.contains("Test \(name)() recorded an issue"),
                "\(test) did not fail as a test: \(broken.combined.suffix(2000))", file: file,
                line: line)
        }
        let rebuilt = try ProcessRunner.run(
            "/usr/bin/env", ["swift", "build", "--build-tests"], in: folder)
        XCTAssertEqual(rebuilt.status, 0, rebuilt.combined, file: file, line: line)
    }
}
