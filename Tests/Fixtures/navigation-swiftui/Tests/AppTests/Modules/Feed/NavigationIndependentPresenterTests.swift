// Hand-written for viper-gen's compile tests: the presenters' logic, tested
// through the real presenters `assemble` wires to view and factory spies.
// navigation-uikit has this file byte for byte (NavigationFixtureTwinTests
// checks it), so one suite runs against modules generated both ways.

import XCTest

@testable import App

@MainActor
final class NavigationIndependentPresenterTests: XCTestCase {
    func testFeed_selectingAPost_pushesThePostRouteWithIt() async {
        let view = FeedViewSpy()
        let factory = FeedRouteFactorySpy()
        let presenter = FeedAssembly.assemble(view: view, routeFactory: factory)

        presenter.didSelect("first")

        XCTAssertEqual(factory.made, [#"makePost("first")"#])
        XCTAssertEqual(view.transitions, ["push"])
    }

    func testFeed_composing_presentsComposeAndHearsIt() async {
        let view = FeedViewSpy()
        let factory = FeedRouteFactorySpy()
        let presenter = FeedAssembly.assemble(view: view, routeFactory: factory)

        presenter.didTapCompose()

        XCTAssertEqual(view.transitions, ["present"])
        XCTAssertEqual(factory.made.count, 1)
        XCTAssert(
            factory.made[0].hasPrefix("makeCompose(moduleOutput: "),
            "the route hands Compose the presenter as its output: \(factory.made)")
    }

    func testFeed_settings_coverTheScreenInAStackOfTheirOwn() async {
        let view = FeedViewSpy()
        let factory = FeedRouteFactorySpy()
        let presenter = FeedAssembly.assemble(view: view, routeFactory: factory)

        presenter.didTapSettings()

        XCTAssertEqual(factory.made, ["makeSettings()"])
        XCTAssertEqual(view.transitions, ["presentModally in navigation"])
    }

    func testFeed_aPostFromCompose_isShown() async {
        let presenter = FeedAssembly.assemble(
            view: FeedViewSpy(), routeFactory: FeedRouteFactorySpy())

        presenter.didPost("hello")

        XCTAssertEqual(presenter.state.posts, ["hello"])
        XCTAssertEqual(presenter.state.lastPosted, "hello")
    }

    func testCompose_posting_tellsItsOutputThenCloses() async {
        let view = ComposeViewSpy()
        let output = ComposeModuleOutputSpy()
        let presenter = ComposeAssembly.assemble(view: view, moduleOutput: output)
        presenter.state.text = "draft"

        presenter.didTapPost()

        XCTAssertEqual(output.callsWithArguments, [#"didPost("draft")"#])
        XCTAssertEqual(view.transitions, ["dismiss"])
    }

    func testPost_showsTheValueItsInputIsGiven() async {
        let presenter = PostAssembly.assemble(view: PostViewSpy())

        presenter.show("first")

        XCTAssertEqual(presenter.state.post, "first")
    }

    func testAbout_goesBackToTheFirstScreenOfItsStack() async {
        let view = AboutViewSpy()
        let presenter = AboutAssembly.assemble(view: view)

        presenter.didTapBackToSettings()

        XCTAssertEqual(view.transitions, ["popToRoot"])
    }
}
