// Tests for the Login module.
// Written once by viper-gen from Specs/Login.viper.yml; this file is yours to edit.

import Foundation
import XCTest

@testable import App

extension LoginResponse: Stub {
    static var stub: LoginResponse { LoginResponse() }
}

extension LoginService: Stub {
    static var stub: LoginService { LoginService() }
}

@MainActor
final class LoginTests: XCTestCase {
    /// Calling the traits through `LoginPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = LoginPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "performRequest()",
            "performLatestRequest()",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: LoginPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        _ = try await logic.performRequest()
        _ = try await logic.performLatestRequest()
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testPresenterPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = LoginPresenterMock()
        mock.mockCalls.answer("performRequest()", throwing: MockError("offline"), once: true)

        do {
            _ = try await mock.performRequest()
            XCTFail("performRequest() returned instead of throwing")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
    }

    /// The state reaches the view once it has loaded: the presenter renders it then.
    func testStateChange_isRenderedOnTheView() async {
        let presenter = LoginPresenterMock()
        let view = LoginViewSpy()
        presenter.view = view

        presenter.state = LoginState()
        XCTAssertEqual(view.renderedStates, [], "the view has not loaded yet")

        presenter.viewIsReady()

        XCTAssertEqual(view.renderedStates, [LoginState()])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    /// The presenter tells the caller through the module output it was given.
    func testAssemble_wiresTheRealPresenter() async {
        let view = LoginViewSpy()
        let output = LoginModuleOutputSpy()

        let presenter = LoginAssembly.assemble(
            view: view,
            requestService: stubbed(LoginService.self),
            moduleOutput: output
        )

        XCTAssert(presenter.view === view)
        XCTAssert(presenter.moduleOutput === output)
        presenter.viewIsReady()
        XCTAssertEqual(view.renderedStates, [presenter.state], "the real presenter renders")
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: LoginPresenter?
            do {
                let screen = LoginAssembly.makeModule(
                    requestService: stubbed(LoginService.self),
                    moduleOutput: nil
                ).screen

                let controller = screen as? LoginViewController
                presenter = controller?.output as? LoginPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The view's events reach the presenter's logic through `LoginViewOutput`.
    /// Write what each does in LoginPresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let presenter = LoginPresenterMock()
        let view = LoginViewSpy()
        presenter.view = view
        let output: any LoginViewOutput = presenter

        output.viewDidLoad()
        output.viewWillAppear()
        output.didTapLogin()
        output.emailChanged(stubbed(String.self))
        // `helpPage()` stops until its logic returns a URL: call it here then.
        _ = output.select(stubbed(Int.self))
        _ = output.select(stubbed(String.self))

        XCTAssertEqual(presenter.state, LoginState())
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(presenter.mockCalls.names, [])
    }
}
