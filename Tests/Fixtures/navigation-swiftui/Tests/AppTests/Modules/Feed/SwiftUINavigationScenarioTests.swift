// Hand-written for viper-gen's compile tests (not generated): the modules of
// navigation-swiftui, built by their assemblies and routed by the generated
// factories, navigate as SwiftUI state. What SwiftUI does on the user's
// behalf (the back button, a swipe that dismisses a sheet) is a write to the
// binding SwiftUI was given, which the tests make as SwiftUI would.

import XCTest

@testable import App

#if canImport(SwiftUI) && canImport(Combine)
    import SwiftUI

    /// The app's route factory: the generated extensions build every module.
    @MainActor
    final class AppRoutes: FeedRouteFactory, SettingsRouteFactory {
        var settingsRouteFactory: any SettingsRouteFactory { self }
    }

    @MainActor
    final class SwiftUINavigationScenarioTests: XCTestCase {
        private var root: NavigationRoot!
        private var stack: NavigationStackModel { root.model }
        private var feedScreen: ScreenNavigator { stack.root }
        private var feed: FeedPresenter { (feedScreen as! FeedNavigator).output as! FeedPresenter }

        override func setUp() async throws {
            root = FeedAssembly.makeView(routeFactory: AppRoutes())
        }

        override func tearDown() async throws {
            root = nil
        }

        func testMakeView_buildsTheModuleOnceWhenFirstShown() async {
            var built = 0
            let view = NavigationRoot(
                {
                    built += 1
                    return FeedAssembly.makeModule(routeFactory: AppRoutes())
                }())
            XCTAssertEqual(built, 0, "nothing is built before SwiftUI shows the view")

            let first = view.model.root
            _ = view.body
            let again = view.model.root

            XCTAssertEqual(built, 1)
            XCTAssert(first === again)
            XCTAssert(first is FeedNavigator)
        }

        func testPush_appendsThePostToThePath_withTheRoutesValue() async throws {
            feed.didSelect("first")

            XCTAssertEqual(stack.path.count, 1)
            let post = try XCTUnwrap(stack.path.first as? PostNavigator)
            XCTAssert(post.stack === stack, "the pushed screen is on the feed's stack")
            let presenter = try XCTUnwrap(post.output as? PostPresenter)
            XCTAssertEqual(presenter.state.post, "first", "the route's value reached its input")
        }

        func testClose_popsThePushedScreen_andItsPresenterGoes() async throws {
            feed.didSelect("first")
            weak let post = (stack.path.first as? PostNavigator)?.output as? PostPresenter
            XCTAssertNotNil(post)

            post?.didTapBack()

            XCTAssertEqual(stack.path, [])
            XCTAssertNil(post, "the popped module is released")
        }

        func testTheBackButton_popsAsSwiftUIWritesThePath() async {
            feed.didSelect("first")
            feed.didSelect("second")
            XCTAssertEqual(stack.path.count, 2)

            NavigationStackScreen(stack: stack).$stack.path.wrappedValue.removeLast()

            XCTAssertEqual(stack.path.count, 1)
            XCTAssertEqual(((stack.path[0] as? PostNavigator)?.output as? PostPresenter)?.state.post, "first")
        }

        func testClosingAPoppedScreen_closesNothing_andNeverCompletes() async throws {
            feed.didSelect("first")
            let post = try XCTUnwrap(stack.path.first)
            stack.path.removeAll()
            feed.didTapCompose()
            var completed = false

            post.close(animated: true) { completed = true }

            XCTAssertFalse(completed)
            XCTAssertNotNil(feedScreen.sheet, "the feed's sheet stays")
        }

        func testAPoppedScreen_neitherPushesNorPopsTheStackItLeft() async throws {
            feed.didSelect("first")
            let popped = try XCTUnwrap(stack.path.first)
            NavigationStackScreen(stack: stack).$stack.path.wrappedValue.removeLast()
            feed.didSelect("second")
            let shown = stack.path

            popped.push(AboutAssembly.makeModule(), animated: true)
            popped.popToRoot(animated: true)
            popped.pop(animated: true)

            XCTAssertEqual(stack.path, shown, "the user's stack is as it was")
            XCTAssertNil(popped.stack)
            XCTAssertNil(feedScreen.sheet)
        }

        func testPresent_showsComposeAsASheet_thatReportsToTheFeed() async throws {
            feed.didTapCompose()

            let sheet = try XCTUnwrap(feedScreen.sheet)
            XCTAssertNil(feedScreen.cover)
            XCTAssertNil(sheet.stack, "the route doesn't embed it in navigation")
            let compose = try XCTUnwrap((sheet.screen as? ComposeNavigator)?.output as? ComposePresenter)
            XCTAssert(compose.moduleOutput === feed, "the feed hears Compose's output")

            compose.state.text = "hello"
            compose.didTapPost()

            XCTAssertEqual(feed.state.lastPosted, "hello")
            XCTAssertNil(feedScreen.sheet, "Compose closed its sheet")
        }

        func testASwipe_dismissesTheSheet_asSwiftUIClearsItsItem() async throws {
            feed.didTapCompose()
            weak let compose = (feedScreen.sheet?.screen as? ComposeNavigator)?.output as? ComposePresenter
            XCTAssertNotNil(compose)

            NavigatedScreen(screen: feedScreen).$screen.sheet.wrappedValue = nil

            XCTAssertNil(compose, "the dismissed module is released")
            XCTAssertNil(feedScreen.sheet)
        }

        func testModal_showsSettingsFullScreen_inAStackOfTheirOwn() async throws {
            feed.didTapSettings()

            XCTAssertNil(feedScreen.sheet)
            let cover = try XCTUnwrap(feedScreen.cover)
            let settingsStack = try XCTUnwrap(cover.stack)
            XCTAssert(settingsStack.root === cover.screen)
            XCTAssert(cover.screen is SettingsNavigator)
        }

        func testAPushInsideTheCover_goesOnTheCoversStack_notTheFeeds() async throws {
            feed.didTapSettings()
            let settingsStack = try XCTUnwrap(feedScreen.cover?.stack)
            let settings = try XCTUnwrap((settingsStack.root as? SettingsNavigator)?.output as? SettingsPresenter)

            settings.didTapAbout()

            XCTAssertEqual(stack.path, [], "the feed's stack is untouched")
            XCTAssertEqual(settingsStack.path.count, 1)
            XCTAssert(settingsStack.path[0] is AboutNavigator)
        }

        func testPopToRoot_returnsToTheCoversFirstScreen() async throws {
            feed.didTapSettings()
            let settingsStack = try XCTUnwrap(feedScreen.cover?.stack)
            ((settingsStack.root as? SettingsNavigator)?.output as? SettingsPresenter)?.didTapAbout()
            let about = try XCTUnwrap((settingsStack.path.first as? AboutNavigator)?.output as? AboutPresenter)

            about.didTapBackToSettings()

            XCTAssertEqual(settingsStack.path, [])
            XCTAssertNotNil(feedScreen.cover, "the cover stays")
        }

        func testClosingTheCoversFirstScreen_dismissesTheCover() async throws {
            feed.didTapSettings()
            let settings = try XCTUnwrap((feedScreen.cover?.screen as? SettingsNavigator)?.output as? SettingsPresenter)

            settings.didTapDone()

            XCTAssertNil(feedScreen.cover)
        }

        func testDismissFromAPushedScreen_dismissesItsWholePresentedStack() async throws {
            feed.didTapSettings()
            let settingsStack = try XCTUnwrap(feedScreen.cover?.stack)
            ((settingsStack.root as? SettingsNavigator)?.output as? SettingsPresenter)?.didTapAbout()
            let about = try XCTUnwrap(settingsStack.path.first)
            var completed = 0

            about.dismiss(animated: true) { completed += 1 }

            XCTAssertNil(feedScreen.cover)
            XCTAssertEqual(completed, 1)
        }

        func testClosingTheAppsFirstScreen_closesNothing() async {
            var completed = false

            feedScreen.close(animated: true) { completed = true }

            XCTAssertFalse(completed)
            XCTAssertEqual(stack.path, [])
        }

        func testPushWithoutAStack_presentsTheDestinationInAStackOfItsOwn() async throws {
            feed.didTapCompose()
            let composeScreen = try XCTUnwrap(feedScreen.sheet?.screen)
            let pushed = AboutAssembly.makeModule()

            composeScreen.push(pushed, animated: true)

            let presented = try XCTUnwrap(composeScreen.sheet)
            XCTAssert(presented.screen === pushed)
            XCTAssert(presented.stack?.root === pushed, "it can push further and close itself")
        }

        func testAlert_showsThenClears_whenSwiftUISetsItsBindingToFalse() async throws {
            feed.showAlert(
                title: "Delete?", message: "It can't be undone",
                actions: [AlertAction(title: "Delete", style: .destructive), AlertAction(title: "Cancel", style: .cancel)])

            let alert = try XCTUnwrap(feedScreen.alert)
            XCTAssertEqual(alert.title, "Delete?")
            XCTAssertEqual(alert.actions.map(\.title), ["Delete", "Cancel"])
            XCTAssertEqual(alert.actions.map(\.style.buttonRole), [.destructive, .cancel])
            XCTAssertTrue(feedScreen.isShowingAlert)

            NavigatedScreen(screen: feedScreen).$screen.isShowingAlert.wrappedValue = false

            XCTAssertNil(feedScreen.alert)
        }

        func testShare_showsTheShareSheetWithTheItems() async throws {
            feed.share(["a post"])

            let sharing = try XCTUnwrap(feedScreen.sharing)
            XCTAssertEqual(sharing.items as? [String], ["a post"])
        }

        func testADismissedScreen_takesWhatItShowedWithIt() async throws {
            feed.didTapCompose()
            let compose = try XCTUnwrap(feedScreen.sheet?.screen)
            compose.push(AboutAssembly.makeModule(), animated: true)
            let about = try XCTUnwrap(compose.sheet?.screen)
            compose.showAlert(title: "Discard?", message: nil, actions: [])

            compose.close(animated: true, completion: nil)

            XCTAssertNil(feedScreen.sheet)
            XCTAssertNil(compose.sheet, "shown again, Compose would show About again")
            XCTAssertNil(compose.alert)
            var completed = false
            about.close(animated: true) { completed = true }
            XCTAssertFalse(completed, "About went with Compose: it closes nothing")
        }

        func testAPoppedScreen_takesWhatItShowedWithIt() async throws {
            feed.didSelect("first")
            let post = try XCTUnwrap(stack.path.first)
            post.present(AboutAssembly.makeModule(), animated: true, completion: nil)
            let about = try XCTUnwrap(post.sheet?.screen)

            NavigationStackScreen(stack: stack).$stack.path.wrappedValue.removeLast()
            var completed = false
            about.close(animated: true) { completed = true }

            XCTAssertNil(post.sheet)
            XCTAssertFalse(completed)
        }

        func testAScreenPushedInADismissedStack_takesWhatItShowedWithIt() async throws {
            feed.didTapSettings()
            let settingsStack = try XCTUnwrap(feedScreen.cover?.stack)
            ((settingsStack.root as? SettingsNavigator)?.output as? SettingsPresenter)?.didTapAbout()
            let about = try XCTUnwrap(settingsStack.path.first)
            about.presentModally(PostAssembly.makeModule().screen, animated: true)
            let post = try XCTUnwrap(about.cover?.screen)

            feedScreen.dismiss(animated: true, completion: nil)
            var completed = false
            post.close(animated: true) { completed = true }

            XCTAssertNil(about.cover)
            XCTAssertEqual(settingsStack.path.count, 1, "the stack doesn't pop while it goes")
            XCTAssertFalse(completed)
        }

        func testAPresentationReplacesTheOneShowing() async throws {
            feed.didTapCompose()

            feed.didTapSettings()

            XCTAssertNil(feedScreen.sheet)
            XCTAssertNotNil(feedScreen.cover)
        }
    }
#endif
