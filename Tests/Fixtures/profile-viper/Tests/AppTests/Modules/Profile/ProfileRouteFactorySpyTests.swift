// Hand-written for viper-gen's compile tests (not generated): the route
// factory spy the Mocks file declares stands in for the app's factory when a
// test drives the real router.

import XCTest

@testable import App

@MainActor
final class ProfileRouteFactorySpyTests: XCTestCase {
    func testTheRealRouter_asksTheFactoryForTheRoutesDestination_withItsParameters() async {
        let factory = ProfileRouteFactorySpy()
        let router = ProfileRouter(routeFactory: factory)
        let screen = TransitionHandlerSpy()
        router.transitionHandler = screen

        router.open(.editor(profileID: "42"))
        router.open(.settings)

        XCTAssertEqual(factory.made, ["makeEditor(profileID: \"42\")", "makeSettings()"])
        XCTAssertEqual(screen.transitions, ["presentModally in navigation", "present pageSheet in navigation"])
    }

    func testAMockRouter_holdsTheFactorySpy() async {
        XCTAssertTrue(ProfileRouterMock().routeFactory is ProfileRouteFactorySpy)
    }
}
