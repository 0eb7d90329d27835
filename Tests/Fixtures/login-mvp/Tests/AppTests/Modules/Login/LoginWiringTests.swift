// Hand-written for viper-gen's compile tests (not generated): the generated
// wiring of a module with state, events, a module input and output, run as an app would.

import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

@MainActor
final class LoginWiringTests: XCTestCase {
    func testStateChangesOfTheRealPresenter_areRenderedOnTheView() async {
        let view = LoginViewSpy()
        let presenter = LoginAssembly.assemble(view: view, requestService: LoginService(), moduleOutput: nil)
        presenter.viewIsReady()

        presenter.state.email = "ada@example.com"
        presenter.state.isLoading = true

        XCTAssertEqual(view.renderedStates.map(\.email), ["", "ada@example.com", "ada@example.com"])
        XCTAssertEqual(view.renderedStates.last?.isLoading, true)
    }

    func testModuleOutput_receivesWhatThePresenterReports_andIsHeldWeakly() async {
        let view = LoginViewSpy()
        var caller: LoginModuleOutputSpy? = LoginModuleOutputSpy()
        let presenter = LoginAssembly.assemble(view: view, requestService: LoginService(), moduleOutput: caller)

        presenter.moduleOutput?.didLogIn("42")
        XCTAssertEqual(caller?.calls, ["didLogIn(_:)"])
        caller = nil

        XCTAssertNil(presenter.moduleOutput)
    }

    func testModuleInputAndEvents_reachThePresentersLogic() async {
        let view = LoginViewSpy()
        let presenter = LoginAssembly.assemble(view: view, requestService: LoginService(), moduleOutput: nil)
        let input: any LoginModuleInput = presenter
        let output: any LoginViewOutput = presenter

        input.prefill(email: "ada@example.com")
        output.emailChanged("ada@example.com")
        output.didTapLogin()

        XCTAssertEqual(presenter.state, LoginState())
        XCTAssertEqual(view.transitions, [])
    }

    func testMakeModule_theScreenKeepsItsPresenter_whichIsFreedWithTheScreen() async throws {
        #if canImport(UIKit)
            var screen: UIViewController? = LoginAssembly.makeModule(
                requestService: LoginService(), moduleOutput: nil
            ).screen
            weak var presenter: AnyObject?
            presenter = (screen as? LoginViewController)?.output

            XCTAssertNotNil(presenter)
            screen = nil

            XCTAssertNil(presenter)
        #else
            throw XCTSkip("makeModule is compiled only with UIKit (or its stand-in)")
        #endif
    }

    func testTraitCallAfterTheScreenIsGone_doesNothingAndDoesNotCrash() async throws {
        #if canImport(UIKit)
            var screen: UIViewController? = LoginAssembly.makeModule(
                requestService: LoginService(), moduleOutput: nil
            ).screen
            let presenter = try XCTUnwrap((screen as? LoginViewController)?.output as? LoginPresenter)

            screen = nil

            XCTAssertNil(presenter.view)
            XCTAssertNil(presenter.transitionHandler)
            presenter.close()
        #else
            throw XCTSkip("makeModule is compiled only with UIKit (or its stand-in)")
        #endif
    }
}
