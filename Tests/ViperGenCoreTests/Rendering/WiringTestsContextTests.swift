import XCTest

@testable import ViperGenCore

/// The scaffolded tests of a module's real parts: the route test expects what
/// the factory spy and the transition handler spy record for the route's own
/// transition, a module output is wired to a spy, and the `makeModule` test
/// appears only where every value it passes exists.
final class WiringTestsContextTests: XCTestCase {
    private func testFile(_ spec: String, module: String = "Profile") throws -> String {
        let files = try MemoryProject.rendered(["Specs/\(module).viper.yml": spec])
        return try XCTUnwrap(files["Tests/AppTests/Modules/\(module)/\(module)Tests.swift"])
    }

    private func routeSpec(_ route: String, style: String = "mvp") -> String {
        "module: Profile\nstyle: \(style)\nroutes:\n  editor:\n" + route + "\n"
    }

    func testEachTransition_isExpectedAsTheTransitionHandlerSpyRecordsIt() throws {
        let cases = [
            ("    transition: push\n", "[\"push\"]"),
            ("    transition: push\n    animator: fade\n", "[\"push with FadeAnimator\"]"),
            ("    transition: push\n    animator: slide\n", "[\"push with SlideAnimator\"]"),
            ("    transition: present\n", "[\"present\"]"),
            ("    transition: present\n    presentation: automatic\n", "[\"present\"]"),
            (
                "    transition: present\n    presentation: overFullScreen\n    embedInNavigation: true\n",
                "[\"present overFullScreen in navigation\"]"
            ),
            ("    transition: modal\n", "[\"presentModally\"]"),
            (
                "    transition: modal\n    embedInNavigation: true\n",
                "[\"presentModally in navigation\"]"
            ),
        ]
        for (route, expected) in cases {
            let tests = try testFile(routeSpec(route))
            XCTAssertTrue(
                tests.contains("        XCTAssertEqual(view.transitions, \(expected))\n"),
                "\(route): \(tests)")
        }
    }

    func testAPushWithTheAppsOwnAnimator_expectsOneTransitionOfUnknownName() throws {
        let tests = try testFile(routeSpec("    transition: push\n    animator: bounce\n"))
        XCTAssertTrue(
            tests.contains(
                "        XCTAssertEqual(view.transitions.count, 1, \"the destination is shown once\")"
            ),
            tests)
        XCTAssertFalse(tests.contains("XCTAssertEqual(view.transitions, ["), tests)
    }

    func testTheRouteTest_opensTheFirstRouteWithLiteralValues_onTheRealRouterInVIPER() throws {
        let tests = try testFile(
            """
            module: Profile
            style: viper
            routes:
              avatar:
                parameters:
                  image: Data
              editor:
                parameters:
                  profileID: String
                  _ index: Int

            """)
        XCTAssertTrue(
            tests.contains(
                """
                        let routeFactory = ProfileRouteFactorySpy()
                        let presenter = ProfileAssembly.assemble(view: view, routeFactory: routeFactory)

                        presenter.router.open(.editor(profileID: "sample", 7))

                        let destination = MockCalls.text("makeEditor(profileID:_:)", "sample", 7)
                        XCTAssertEqual(routeFactory.made, [destination])
                        XCTAssertEqual(view.transitions, ["push"])
                """), tests)
    }

    func testARouteToAModuleWithOutputs_expectsThePresenterAsTheDestinationsOutput() throws {
        let files = try MemoryProject.rendered([
            "Specs/Home.viper.yml": """
            module: Home
            routes:
              post:
                module: Post
                parameters:
                  postID: String

            """,
            "Specs/Post.viper.yml": """
            module: Post
            input:
              show:
                postID: String
            output:
              didClose:

            """,
        ])
        let tests = try XCTUnwrap(files["Tests/AppTests/Modules/Home/HomeTests.swift"])
        XCTAssertTrue(
            tests.contains(
                "let destination = MockCalls.text(\"makePost(postID:moduleOutput:)\", \"sample\", presenter)"
            ), tests)
    }

    func testAModuleOutput_isAnOutputSpyTheWiringTestChecks() throws {
        let tests = try testFile("module: Profile\noutput:\n  didFinish:\n")
        XCTAssertTrue(tests.contains("        let output = ProfileModuleOutputSpy()\n"), tests)
        XCTAssertTrue(tests.contains("assemble(view: view, moduleOutput: output)\n"), tests)
        XCTAssertTrue(
            tests.contains("        XCTAssert(presenter.moduleOutput === output)\n"), tests)
    }

    func testTheMakeModuleTest_keepsAWeakReferenceToTheRealPresenter() throws {
        let tests = try testFile("module: Profile\nstyle: viper\ninput:\n  show:\n    id: String\n")
        XCTAssertTrue(
            tests.contains(
                """
                    #if canImport(UIKit)
                        /// `makeModule` returns a screen that keeps its presenter; the presenter
                        /// goes with the screen (nothing else keeps it).
                        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
                            weak var presenter: ProfilePresenter?
                            do {
                                let screen = ProfileAssembly.makeModule().screen

                                let controller = screen as? ProfileViewController
                                presenter = controller?.output as? ProfilePresenter
                                withExtendedLifetime(screen) {
                                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                                }
                            }
                            XCTAssertNil(presenter, "the presenter goes with its screen")
                        }
                """), tests)
    }

    /// No screen, VIP, or a dependency no test can make: no `makeModule` test.
    func testTheMakeModuleTest_isLeftOutWhereItCannotBeWritten() throws {
        let specs = [
            "module: Profile\nui: none\n",
            "module: Profile\nstyle: vip\nuseCases:\n  load:\n",
            "module: Profile\ndependencies:\n  presenter:\n    observer: any Observer\n",
        ]
        for spec in specs {
            let tests = try testFile(spec)
            XCTAssertFalse(tests.contains("testMakeModule"), "\(spec): \(tests)")
            XCTAssertFalse(tests.contains("import UIKit"), "\(spec): \(tests)")
        }
    }
}
