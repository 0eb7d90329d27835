// Tests for the Profile module.
// Written once by viper-gen from Specs/Profile.viper.yml; this file is yours to edit.

import Foundation
import Observation
import XCTest

@testable import App

extension ProfileResponse: Stub {
    static var stub: ProfileResponse { ProfileResponse() }
}

extension ProfileService: Stub {
    static var stub: ProfileService { ProfileService() }
}

@MainActor
final class ProfileTests: XCTestCase {
    /// Calling the traits through `ProfileRouterInput`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = ProfileRouterMock()

        try await callRouterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "push(_:)",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callRouterTraits<Logic: ProfileRouterInput>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        logic.push(TransitionHandlerSpy())
        logic.open(.settings)
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenEditor_isRecordedWithItsParameters() {
        let mock = ProfileRouterMock()

        mock.openEditor(profileID: "sample")

        XCTAssertEqual(mock.mockCalls.calls, [#"open(editor(profileID: "sample"))"#])
    }

    /// Calling the traits through `ProfileInteractorLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testInteractorTraits_runTheirMockOverrides() async throws {
        let mock = ProfileInteractorMock()

        try await callInteractorTraits(of: mock)

        let expectedCalls = [
            "performRequest()",
            "performLatestRequest()",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callInteractorTraits<Logic: ProfileInteractorLogic>(
        of logic: Logic
    ) async throws {
        _ = try await logic.performRequest()
        _ = try await logic.performLatestRequest()
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testInteractorPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = ProfileInteractorMock()
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
        let presenter = ProfilePresenter(
            interactor: ProfileInteractorMock(),
            router: ProfileRouterMock(),
            pageSize: stubbed(Int.self)
        )
        let view = ProfileViewSpy()
        presenter.view = view

        presenter.state = ProfileState()
        XCTAssertEqual(view.renderedStates, [], "the view has not loaded yet")

        presenter.viewIsReady()

        XCTAssertEqual(view.renderedStates, [ProfileState()])
    }

    /// `assemble` builds the real presenter and wires it to the view and to
    /// the real interactor, which reports back to it.
    /// The presenter tells the caller through the module output it was given.
    func testAssemble_wiresTheRealPresenter() async {
        let view = ProfileViewSpy()
        let output = ProfileModuleOutputSpy()

        let presenter = ProfileAssembly.assemble(
            view: view,
            requestService: stubbed(ProfileService.self),
            pageSize: stubbed(Int.self),
            baseURL: stubbed(URL.self),
            onSaved: { _ in },
            profileDelegate: nil,
            routeFactory: ProfileRouteFactorySpy(),
            moduleOutput: output
        )

        XCTAssert(presenter.view === view)
        XCTAssert(presenter.moduleOutput === output)
        let interactor = presenter.interactor as? ProfileInteractor
        XCTAssert(interactor?.output === presenter)
        presenter.viewIsReady()
        XCTAssertEqual(view.renderedStates, [presenter.state], "the real presenter renders")
    }

    /// Opening `editor` on the real router asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    func testOpenEditor_buildsTheDestinationAndShowsIt() async {
        let view = ProfileViewSpy()
        let routeFactory = ProfileRouteFactorySpy()
        let presenter = ProfileAssembly.assemble(
            view: view,
            requestService: stubbed(ProfileService.self),
            pageSize: stubbed(Int.self),
            baseURL: stubbed(URL.self),
            onSaved: { _ in },
            profileDelegate: nil,
            routeFactory: routeFactory,
            moduleOutput: nil
        )

        presenter.router.openEditor(profileID: "sample")

        let destination = MockCalls.text("makeEditor(profileID:)", "sample")
        XCTAssertEqual(routeFactory.made, [destination])
        XCTAssertEqual(view.transitions, ["presentModally in navigation"])
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: ProfilePresenter?
            do {
                let screen = ProfileAssembly.makeModule(
                    requestService: stubbed(ProfileService.self),
                    pageSize: stubbed(Int.self),
                    baseURL: stubbed(URL.self),
                    onSaved: { _ in },
                    profileDelegate: nil,
                    routeFactory: ProfileRouteFactorySpy(),
                    moduleOutput: nil
                ).screen

                let controller = screen as? ProfileViewController
                presenter = controller?.output as? ProfilePresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The view's events reach the presenter's logic through `ProfileViewOutput`.
    /// Write what each does in ProfilePresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let interactor = ProfileInteractorMock()
        let router = ProfileRouterMock()
        let presenter = ProfilePresenter(
            interactor: interactor,
            router: router,
            pageSize: stubbed(Int.self)
        )
        let view = ProfileViewSpy()
        presenter.view = view
        let output: any ProfileViewOutput = presenter

        await output.didAppear()
        output.didTapEdit()
        _ = output.numberOfSections()

        XCTAssertEqual(presenter.state, ProfileState())
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(interactor.mockCalls.names, [])
        XCTAssertEqual(router.mockCalls.names, [])
    }

    /// The real interactor reports to its presenter through `ProfileInteractorOutput`,
    /// held weakly: the presenter owns the interactor, not the other way round.
    func testInteractorOutput_isHeldWeakly() async {
        let interactor = ProfileInteractor(
            requestService: stubbed(ProfileService.self),
            baseURL: stubbed(URL.self),
            onSaved: { _ in }
        )
        var output = Optional(ProfileInteractorOutputSpy())
        interactor.output = output

        XCTAssert(interactor.output === output)
        output = nil

        XCTAssertNil(interactor.output)
    }
}
