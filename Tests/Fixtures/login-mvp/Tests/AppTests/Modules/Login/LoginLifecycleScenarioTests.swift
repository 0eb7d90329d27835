// Hand-written for viper-gen's compile tests (not generated): the lifecycle
// contract, run on the UIKit stand-in, which loads a view controller's view on
// first access and then calls `viewDidLoad()`. State set before the view has
// loaded (by a route factory through the module's input, say) is shown once
// it has, and a state that did not change is not rendered again.

import Foundation
import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit

    /// A screen as a team writes it: its label exists only once the view has
    /// loaded, and each render records what the label showed.
    @MainActor
    private final class LabelScreen: UIViewController, LoginView {
        var output: (any LoginViewOutput)?
        private(set) var label: String?
        private(set) var shown: [String?] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            label = ""
            output?.viewIsReady()
        }

        func render(_ state: LoginState) {
            // An outlet would crash here before the view has loaded.
            shown.append(label.map { _ in state.email })
            if label != nil { label = state.email }
        }
    }
#endif

@MainActor
final class LoginLifecycleScenarioTests: XCTestCase {
    func testStateSetBeforeTheViewLoads_isShownOnceItHas() async throws {
        #if canImport(UIKit)
            let screen = LabelScreen()
            let presenter = LoginAssembly.assemble(
                view: screen, requestService: LoginService(), moduleOutput: nil)
            screen.output = presenter

            presenter.state.email = "ada@example.com"
            XCTAssertEqual(screen.shown, [], "nothing is rendered into a view that has not loaded")

            screen.loadViewIfNeeded()

            XCTAssertEqual(screen.shown, ["ada@example.com"])
            XCTAssertEqual(screen.label, "ada@example.com")
        #else
            throw XCTSkip("UIKit is not available")
        #endif
    }

    func testAStateThatDidNotChange_isNotRenderedAgain() async throws {
        #if canImport(UIKit)
            let screen = LabelScreen()
            let presenter = LoginAssembly.assemble(
                view: screen, requestService: LoginService(), moduleOutput: nil)
            screen.output = presenter
            screen.loadViewIfNeeded()

            presenter.state.email = "ada@example.com"
            presenter.state.email = "ada@example.com"
            let same = presenter.state
            presenter.state = same

            XCTAssertEqual(screen.shown, ["", "ada@example.com"])
        #else
            throw XCTSkip("UIKit is not available")
        #endif
    }

    func testTheScaffoldedScreen_tellsItsPresenterOnceItsViewHasLoaded() async throws {
        #if canImport(UIKit)
            let module = LoginAssembly.makeModule(requestService: LoginService(), moduleOutput: nil)
            let presenter = try XCTUnwrap(module.input as? LoginPresenter)
            presenter.prefillEmailForTest("ada@example.com")
            XCTAssertFalse(presenter.isViewReady)

            module.screen.loadViewIfNeeded()

            XCTAssertTrue(presenter.isViewReady)
            XCTAssertEqual(presenter.state.email, "ada@example.com")
        #else
            throw XCTSkip("UIKit is not available")
        #endif
    }
}

#if canImport(UIKit)
    /// Stands in for the presenter behind the scaffolded screen, recording
    /// what the screen tells it.
    @MainActor
    private final class RecordingOutput: LoginViewOutput {
        private(set) var calls: [String] = []

        func viewIsReady() { calls.append("viewIsReady") }
        func viewDidLoad() { calls.append("viewDidLoad") }
        func viewWillAppear() { calls.append("viewWillAppear") }
        func didTapLogin() { calls.append("didTapLogin") }
        func emailChanged(_ text: String) { calls.append("emailChanged") }
        func helpPage() -> URL { URL(fileURLWithPath: "/") }
        func select(_ index: Int) -> Bool { true }
        func select(_ name: String) -> Bool { true }
    }
#endif

extension LoginLifecycleScenarioTests {
    func testTheScaffold_forwardsTheDeclaredLifecycleEvents_afterTheReadySignal() async throws {
        #if canImport(UIKit)
            let screen = LoginViewController()
            let output = RecordingOutput()
            screen.output = output

            screen.loadViewIfNeeded()
            screen.viewWillAppear(true)

            XCTAssertEqual(output.calls, ["viewIsReady", "viewDidLoad", "viewWillAppear"])
        #else
            throw XCTSkip("UIKit is not available")
        #endif
    }
}

extension LoginPresenter {
    /// What a module input that sets the state does (the scaffolded `prefill`
    /// is the team's to write).
    fileprivate func prefillEmailForTest(_ email: String) {
        state.email = email
    }
}
