import ViperGenCore
import XCTest

/// `viper-gen new`, run in process: what it writes, what it refuses, and that a
/// refused command writes nothing.
final class NewCommandTests: XCTestCase {
    private let loginFiles = [
        "Sources/App/Modules/Login/LoginAssembly.swift",
        "Sources/App/Modules/Login/LoginPresenter+Logic.swift",
        "Sources/App/Modules/Login/LoginPresenter.swift",
        "Sources/App/Modules/Login/LoginServices.swift",
        "Sources/App/Modules/Login/LoginView.swift",
        "Sources/App/Modules/Login/LoginViewController.swift",
        "Sources/App/Shared/Routing.swift",
        "Sources/App/Shared/Traits/CloseRouterTrait.swift",
        "Sources/App/Shared/Traits/RequestInteractorTrait.swift",
        "Sources/App/Shared/TransitionHandler.swift",
        "Specs/Login.viper.yml",
        "Tests/AppTests/Modules/Login/LoginMocks.swift",
        "Tests/AppTests/Modules/Login/LoginTests.swift",
        "Tests/AppTests/Shared/Mock.swift",
        "Tests/AppTests/Shared/Traits/CloseRouterTrait+Mock.swift",
        "Tests/AppTests/Shared/Traits/RequestInteractorTrait+Mock.swift",
    ]

    func testNew_writesTheSpecSharedTraitsModuleAndTests_andPrintsThem() {
        let runner = CommandRunner()
        let result = runner.run("new", "Login", "--traits", "close,request")

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, loginFiles.map { "create    \($0)\n" }.joined())
        XCTAssertEqual(runner.files.keys.sorted(), loginFiles)
        XCTAssertEqual(
            runner.files["Specs/Login.viper.yml"]?.contains("traits:\n  - close\n  - request\n"),
            true)
    }

    func testNew_uiNone_writesNoViewController_andSaysSoInTheSpec() {
        let runner = CommandRunner()
        let result = runner.run("new", "Login", "--traits", "close", "--ui", "none")

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(runner.files["Specs/Login.viper.yml"]?.contains("\nui: none\n"), true)
        XCTAssertNil(runner.files["Sources/App/Modules/Login/LoginViewController.swift"])
        XCTAssertEqual(
            runner.files["Sources/App/Modules/Login/LoginAssembly.swift"]?.contains(
                "static func makeModule"), false)
        XCTAssertEqual(
            runner.files["Sources/App/Modules/Login/LoginView.swift"]?.contains("LoginViewOutput"),
            false)
    }

    func testNew_uiKit_writesAViewControllerThatOwnsItsPresenter_andAMakeModule() throws {
        let runner = CommandRunner()
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close", "--ui", "uikit").status, 0)

        let controller = try XCTUnwrap(
            runner.files["Sources/App/Modules/Login/LoginViewController.swift"])
        XCTAssert(
            controller.contains("final class LoginViewController: UIViewController, LoginView {"),
            controller)
        XCTAssert(controller.contains("    var output: (any LoginViewOutput)?\n"), controller)
        let assembly = try XCTUnwrap(runner.files["Sources/App/Modules/Login/LoginAssembly.swift"])
        XCTAssert(assembly.contains("static func makeModule() -> UIViewController {"), assembly)
        XCTAssert(
            assembly.contains(
                "let presenter = assemble(view: viewController)\n            viewController.output = presenter\n"
            ), assembly)
    }

    func testNew_swiftUINavigation_writesANavigator_theRuntime_andMakeView() throws {
        let runner = CommandRunner()
        let status = runner.run(
            "new", "Feed", "--traits", "close", "--ui", "swiftui", "--navigation", "swiftui"
        ).status
        XCTAssertEqual(status, 0)

        let spec = try XCTUnwrap(runner.files["Specs/Feed.viper.yml"])
        XCTAssert(spec.contains("\nui: swiftui\nnavigation: swiftui\n"), spec)
        let navigator = try XCTUnwrap(
            runner.files["Sources/App/Modules/Feed/FeedNavigator.swift"])
        XCTAssert(
            navigator.contains("final class FeedNavigator: ScreenNavigator, FeedView {"), navigator)
        XCTAssertNil(runner.files["Sources/App/Modules/Feed/FeedHostingController.swift"])
        let runtime = try XCTUnwrap(runner.files["Sources/App/Shared/SwiftUINavigation.swift"])
        XCTAssert(
            runtime.contains(
                "class ScreenNavigator:\n        Combine.ObservableObject, TransitionHandler"),
            runtime)
        let assembly = try XCTUnwrap(runner.files["Sources/App/Modules/Feed/FeedAssembly.swift"])
        XCTAssert(assembly.contains("static func makeModule() -> ScreenNavigator {"), assembly)
        XCTAssert(assembly.contains("static func makeView() -> NavigationRoot {"), assembly)
        XCTAssertEqual(runner.run("check").status, 0, "a second look finds no drift")
    }

    func testNew_swiftUI_belowIOS17_writesAnObservableObject_andAScreenThatObservesIt() throws {
        let runner = CommandRunner()
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close", "--ui", "swiftui").status, 0)

        let presenter = try XCTUnwrap(
            runner.files["Sources/App/Modules/Login/LoginPresenter.swift"])
        XCTAssertFalse(presenter.contains("Observation"), presenter)
        XCTAssert(
            presenter.contains("extension LoginPresenter: Combine.ObservableObject {}\n"), presenter
        )
        let screen = try XCTUnwrap(runner.files["Sources/App/Modules/Login/LoginScreen.swift"])
        XCTAssert(
            screen.contains("        @SwiftUI.ObservedObject var model: Model\n"),
            screen)
    }

    func testNew_swiftUI_writesAnObservablePresenter_aHostingControllerAndAScreenScaffold() throws {
        let runner = CommandRunner(files: ["viper-gen.yml": "platform: iOS 17.0\n"])
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close", "--ui", "swiftui").status, 0)

        let presenter = try XCTUnwrap(
            runner.files["Sources/App/Modules/Login/LoginPresenter.swift"])
        XCTAssert(presenter.contains("import Observation\n"), presenter)
        XCTAssert(presenter.contains("@Observable\nfinal class LoginPresenter"), presenter)
        XCTAssert(
            presenter.contains(
                "    @ObservationIgnored weak var transitionHandler: (any TransitionHandler)?\n"),
            presenter)
        let hosting = try XCTUnwrap(
            runner.files["Sources/App/Modules/Login/LoginHostingController.swift"])
        XCTAssert(
            hosting.contains(
                """
                    final class LoginHostingController:
                        UIHostingController<LoginScreen<LoginPresenter>?>, LoginView
                    {
                """
            ), hosting)
        XCTAssertNotNil(runner.files["Sources/App/Modules/Login/LoginScreen.swift"])
        XCTAssertNil(runner.files["Sources/App/Modules/Login/LoginViewController.swift"])
        let assembly = try XCTUnwrap(runner.files["Sources/App/Modules/Login/LoginAssembly.swift"])
        XCTAssert(
            assembly.contains("viewController.rootView = LoginScreen(model: presenter)\n"),
            assembly)
    }

    func testNew_unknownUIKind_isAUsageError_andWritesNothing() {
        let runner = CommandRunner()
        let result = runner.run("new", "Login", "--ui", "appkit")

        XCTAssertEqual(result.status, 64)
        XCTAssert(result.stderr.contains("'appkit'"), result.stderr)
        XCTAssertEqual(runner.files, [:])
    }

    func testNew_twiceWithTheSameArguments_writesNothingTheSecondTime() {
        let runner = CommandRunner()
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close,request").status, 0)
        let writes = runner.fileSystem.writes.count
        let before = runner.files

        let second = runner.run("new", "Login", "--traits", "close,request")

        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(second.stdout, "Login: nothing to change\n")
        XCTAssertEqual(runner.fileSystem.writes.count, writes, "the second run wrote files")
        XCTAssertEqual(runner.files, before)
    }

    func testNew_neverOverwritesScaffoldedFiles_withoutForce() {
        let runner = CommandRunner()
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close").status, 0)
        let logicPath = "/project/Sources/App/Modules/Login/LoginPresenter+Logic.swift"
        try? runner.fileSystem.writeAtomically(Array("// my logic\n".utf8), to: logicPath)

        let again = runner.run("new", "Login", "--traits", "close")
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(
            runner.files["Sources/App/Modules/Login/LoginPresenter+Logic.swift"], "// my logic\n")

        let forced = runner.run("new", "Login", "--traits", "close", "--force")
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertNotEqual(
            runner.files["Sources/App/Modules/Login/LoginPresenter+Logic.swift"], "// my logic\n")
    }

    func testNew_withDifferentArgumentsForAnExistingModule_isRefusedUnlessForced() {
        let runner = CommandRunner()
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close").status, 0)
        let before = runner.files

        let refused = runner.run("new", "Login", "--traits", "close,request")

        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(
            refused.stderr,
            """
            error: module 'Login' already exists with a different spec (Specs/Login.viper.yml)
            hint: edit the spec and run `viper-gen generate`, or pass --force to replace the spec and its scaffolds

            """)
        XCTAssertEqual(runner.files, before)
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close,request", "--force").status, 0)
        XCTAssertEqual(runner.files["Specs/Login.viper.yml"]?.contains("  - request\n"), true)
    }

    /// Found by an adversarial run: `new LoGin` beside `Login` wrote a second
    /// module whose folder is the first's on macOS; `validate` then passed.
    func testNew_aNameDifferingOnlyInCaseFromAModule_isRefused_andValidateRefusesSuchSpecs() {
        let runner = CommandRunner()
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close").status, 0)
        let before = runner.files

        let refused = runner.run("new", "LoGin", "--traits", "close")

        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(
            refused.stderr,
            """
            error: module 'LoGin' differs from module 'Login' (Specs/Login.viper.yml) only in letter case
            hint: on a case-insensitive file system (macOS's default) their folders are one: choose another name

            """)
        XCTAssertEqual(runner.files, before)

        var files = runner.files
        files["Specs/LOGIN.viper.yml"] = "module: LOGIN\n"
        let validate = CommandRunner(files: files).run("validate")
        XCTAssertEqual(validate.status, 2)
        XCTAssert(
            validate.stderr.contains(
                "error: module 'Login' differs from module 'LOGIN' only in letter case"),
            validate.stderr)
    }

    func testNew_dryRun_printsThePlanAndWritesNothing() {
        let runner = CommandRunner()
        let result = runner.run("new", "Login", "--traits", "close,request", "--dry-run")

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, loginFiles.map { "create    \($0)\n" }.joined())
        XCTAssertEqual(runner.files, [:])
        XCTAssertEqual(runner.fileSystem.writes, [])
    }

    func testNew_viperStyle_writesRouterInteractorAndAssembly() {
        let runner = CommandRunner()
        let result = runner.run(
            "new", "Profile", "--style", "viper", "--traits", "close,request", "--access", "public")

        XCTAssertEqual(result.status, 0, result.stderr)
        let files = runner.files
        for name in ["Presenter", "Interactor", "Router", "Assembly", "Interactor+Logic"] {
            XCTAssertNotNil(files["Sources/App/Modules/Profile/Profile\(name).swift"], name)
        }
        XCTAssertEqual(
            files["Specs/Profile.viper.yml"]?.contains("style: viper\naccess: public\n"), true)
        XCTAssertEqual(
            files["Sources/App/Modules/Profile/ProfileRouter.swift"]?.contains(
                "public final class ProfileRouter"),
            true)
    }

    func testNew_vipStyle_writesTheScenesFiles_andASpecThatSuggestsUseCases() throws {
        let runner = CommandRunner()
        let result = runner.run("new", "Checkout", "--style", "vip", "--traits", "close,request")

        XCTAssertEqual(result.status, 0, result.stderr)
        let written = Set(runner.files.keys.filter { $0.contains("/Checkout/") })
        XCTAssertEqual(
            written,
            Set(
                [
                    "Models", "Interactor", "Presenter", "Router", "Assembly", "Interactor+Logic",
                    "Presenter+Logic",
                    "ViewController", "Services",
                ].map { "Sources/App/Modules/Checkout/Checkout\($0).swift" } + [
                    "Tests/AppTests/Modules/Checkout/CheckoutMocks.swift",
                    "Tests/AppTests/Modules/Checkout/CheckoutTests.swift",
                ]))
        let spec = try XCTUnwrap(runner.files["Specs/Checkout.viper.yml"])
        XCTAssert(spec.contains("style: vip\n"))
        XCTAssert(spec.contains("# useCases:\n#   loadOrders async:\n"))
        XCTAssertFalse(spec.contains("# state:"), "a VIP spec has no state to suggest")
    }

    /// Regression: the error named the spec `new` had not written.
    func
        testNew_vipStyle_whenTheConfigDefaultsToSwiftUI_isRefusedWithoutALocation_andWritesNothing()
    {
        let runner = CommandRunner(files: ["viper-gen.yml": "ui: swiftui\n"])
        let result = runner.run("new", "Orders", "--style", "vip")

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            """
            error: style 'vip' has no SwiftUI screen, and the config's 'ui' is swiftui
            hint: add '--ui uikit' for a scaffolded view controller, or '--ui none' to write your own view

            """)
        XCTAssertEqual(runner.fileSystem.writes, [])
        XCTAssertEqual(runner.run("new", "Orders", "--style", "vip", "--ui", "uikit").status, 0)
    }

    /// Every refused command: its exit status and its whole message; none writes a byte.
    func testRefusedCommands_printAClearErrorAndWriteNothing() {
        let cases: [(arguments: [String], status: Int32, stderr: String)] = [
            (
                ["new"], 64,
                """
                error: missing module name
                hint: write `viper-gen new Login --traits close,request`; see 'viper-gen help new'

                """
            ),
            (
                ["new", "1Login"], 2,
                """
                error: '1Login' is not a valid module name: it starts with a digit
                hint: a module name is a Swift identifier: letters, digits and '_', not starting with a digit

                """
            ),
            (
                ["new", "Orders", "--style", "vip", "--ui", "swiftui"], 2,
                """
                error: style 'vip' has no SwiftUI screen
                hint: add '--ui uikit' for a scaffolded view controller, or '--ui none' to write your own view

                """
            ),
            (
                ["new", "Feed", "--navigation", "swiftui"], 2,
                """
                error: '--navigation swiftui' needs a SwiftUI screen, and the module's would be 'uikit'
                hint: add '--ui swiftui', or leave '--navigation' out to navigate with UIKit

                """
            ),
            (
                ["new", "Login", "--traits", "clsoe"], 2,
                """
                error: unknown trait 'clsoe'
                hint: did you mean 'close'? Known traits: alert, cache, close, openURL, page, persist, pop, popToRoot, present, push, request, share, track

                """
            ),
            (
                ["new", ""], 2,
                """
                error: '' is not a valid module name: it is empty
                hint: a module name is a Swift identifier: letters, digits and '_', not starting with a digit

                """
            ),
            (
                ["new", "Log/in"], 2,
                """
                error: 'Log/in' is not a valid module name: it contains '/'
                hint: try 'LogIn'

                """
            ),
            (
                ["new", "Log.in"], 2,
                """
                error: 'Log.in' is not a valid module name: it contains '.'
                hint: try 'LogIn'

                """
            ),
            (
                ["new", "Log in"], 2,
                """
                error: 'Log in' is not a valid module name: it contains a space
                hint: try 'LogIn'

                """
            ),
            (
                ["new", "class"], 2,
                """
                error: 'class' is not a valid module name: it is a Swift keyword
                hint: try 'Class'

                """
            ),
            (
                ["new", "login"], 2,
                """
                error: module name 'login' must start with an uppercase letter
                hint: module names become type names: write 'Login'

                """
            ),
            (
                ["new", "Login", "--traits", "close,close"], 2,
                """
                error: trait 'close' is listed twice
                hint: list each trait once

                """
            ),
            (
                ["new", "Login", "--style", "mvvm"], 64,
                """
                error: 'mvvm' is not a value of '--style'
                hint: write '--style mvp', '--style viper' or '--style vip'; see 'viper-gen help new'

                """
            ),
            (
                ["new", "Login", "--trait", "close"], 64,
                """
                error: unknown option '--trait'
                hint: did you mean '--traits'? options here: --traits, --style, --access, --ui, --navigation, --spec-dir, --dry-run, --force, --no-wait, --color, --help; see 'viper-gen help new'

                """
            ),
            (
                ["new", "Login", "--traits"], 64,
                """
                error: option '--traits' needs a value
                hint: write '--traits <list>'; see 'viper-gen help new'

                """
            ),
            (
                ["new", "Login", "Logout"], 64,
                """
                error: too many arguments: Logout
                hint: write `viper-gen new Login --traits close,request`; see 'viper-gen help new'

                """
            ),
            (
                ["new", "Login", "--access", "open"], 64,
                """
                error: 'open' is not a value of '--access'
                hint: write '--access internal' or '--access public'; see 'viper-gen help new'

                """
            ),
            (
                ["genrate"], 64,
                """
                error: unknown command 'genrate'
                hint: did you mean 'generate'? commands: new, adopt, generate, check, validate, init, traits, templates, dump, filelist, emit, parse, graph, schema, completions, help; see 'viper-gen --help'

                """
            ),
            (
                ["--colour", "never"], 64,
                """
                error: unknown option '--colour'
                hint: put command options after the command name; see 'viper-gen --help'

                """
            ),
            // Issue 36, item 5: what an option declares is enforced by the parser.
            (
                ["generate", "--depfile-target", "stamp"], 64,
                """
                error: '--depfile-target' needs '--depfile'
                hint: write '--depfile <file> --depfile-target <target>'; see 'viper-gen help generate'

                """
            ),
            (
                ["parse", "viper-gen.yml"], 64,
                """
                error: missing '--events'
                hint: write '--events'; see 'viper-gen help parse'

                """
            ),
            (
                ["schema", "--dry-run"], 64,
                """
                error: '--dry-run' needs '--write'
                hint: write '--write --dry-run'; see 'viper-gen help schema'

                """
            ),
            (
                ["check", "--format", "yaml"], 64,
                """
                error: 'yaml' is not a value of '--format'
                hint: write '--format text' or '--format json'; see 'viper-gen help check'

                """
            ),
            (
                ["check", "--color", "sometimes"], 64,
                """
                error: 'sometimes' is not a value of '--color'
                hint: write '--color auto', '--color always' or '--color never'; see 'viper-gen help check'

                """
            ),
        ]
        for testCase in cases {
            let runner = CommandRunner()
            let result = runner.run(testCase.arguments)
            XCTAssertEqual(result.status, testCase.status, "\(testCase.arguments)")
            XCTAssertEqual(result.stderr, testCase.stderr, "\(testCase.arguments)")
            XCTAssertEqual(result.stdout, "", "\(testCase.arguments)")
            XCTAssertEqual(runner.fileSystem.writes, [], "\(testCase.arguments) wrote files")
        }
    }

    func testNew_withAnInvalidSpecElsewhereInTheProject_writesNothing() {
        let runner = CommandRunner(files: [
            "Specs/Broken.viper.yml": "module: Broken\ntraits: [clsoe]\n"
        ])
        let result = runner.run("new", "Login", "--traits", "close")

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            """
            Specs/Broken.viper.yml:2:10: error: unknown trait 'clsoe'
               2 | traits: [clsoe]
                 |          ^~~~~
            hint: did you mean 'close'? Known traits: alert, cache, close, openURL, page, persist, pop, popToRoot, present, push, request, share, track

            """)
        XCTAssertEqual(runner.fileSystem.writes, [])
    }

    func testNew_usesTheProjectsOwnTraits() {
        let runner = CommandRunner(files: [
            "viper-traits.yml": """
            traits:
              vibrate:
                kind: router
                summary: Vibrates.
                methods:
                  buzz:
                    body: print("buzz")

            """
        ])
        let result = runner.run("new", "Login", "--traits", "vibrate,close")

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNotNil(runner.files["Sources/App/Shared/Traits/VibrateRouterTrait.swift"])
    }
}
