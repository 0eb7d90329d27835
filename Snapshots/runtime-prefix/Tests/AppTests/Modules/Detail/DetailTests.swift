// Tests for the Detail module.
// Written once by viper-gen from Specs/Detail.viper.yml; this file is yours to edit.

import XCTest

@testable import App

extension DetailResponse: VGStub {
    static var stub: DetailResponse { DetailResponse() }
}

extension DetailService: VGStub {
    static var stub: DetailService { DetailService() }
}

@MainActor
final class DetailTests: XCTestCase {
    /// Calling the traits through `DetailPresenterLogic`, as the module's logic does,
    /// reaches the VGMock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = DetailPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "performRequest()",
            "performLatestRequest()",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: DetailPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        _ = try await logic.performRequest()
        _ = try await logic.performLatestRequest()
        logic.open(.web)
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testPresenterPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = DetailPresenterMock()
        mock.mockCalls.answer("performRequest()", throwing: VGMockError("offline"), once: true)

        do {
            _ = try await mock.performRequest()
            XCTFail("performRequest() returned instead of throwing")
        } catch {
            XCTAssertEqual(error as? VGMockError, VGMockError("offline"))
        }
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenWeb_isRecordedWithItsParameters() {
        let mock = DetailPresenterMock()

        mock.open(.web)

        XCTAssertEqual(mock.mockCalls.calls, ["open(web)"])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = DetailViewSpy()

        let presenter = DetailAssembly.assemble(
            view: view,
            requestService: stubbed(DetailService.self),
            routeFactory: DetailRouteFactorySpy()
        )

        XCTAssert(presenter.view === view)
    }

    /// Opening `web` on the real presenter asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    func testOpenWeb_buildsTheDestinationAndShowsIt() async {
        let view = DetailViewSpy()
        let routeFactory = DetailRouteFactorySpy()
        let presenter = DetailAssembly.assemble(
            view: view,
            requestService: stubbed(DetailService.self),
            routeFactory: routeFactory
        )

        presenter.open(.web)

        let destination = VGMockCalls.text("makeWeb()")
        XCTAssertEqual(routeFactory.made, [destination])
        XCTAssertEqual(view.transitions, ["presentModally"])
    }

    #if canImport(SwiftUI) && canImport(Combine)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: DetailPresenter?
            do {
                let screen = DetailAssembly.makeModule(
                    requestService: stubbed(DetailService.self),
                    routeFactory: DetailRouteFactorySpy()
                )

                let controller = screen as? DetailNavigator
                presenter = controller?.output as? DetailPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif
}
