import XCTest

@testable import ViperGenCore

/// Issue 34: `dependencies: view:` lists what a UIKit view controller takes
/// in its `init`; `makeModule` takes each and builds the screen with them.
final class ViewDependencyTests: XCTestCase {
    private func files(_ spec: String) throws -> [String: String] {
        let project = MemoryProject(["Specs/Cards.viper.yml": spec])
        return Dictionary(
            uniqueKeysWithValues: try project.pipeline.generate().rendered.map {
                (String($0.path.split(separator: "/").last ?? ""), $0.contents)
            })
    }

    private let spec = """
        module: Cards
        style: viper
        dependencies:
          presenter:
            customerKey: String
          view:
            customerKey: String
            layout: CardsLayout
            scannerDelegate:
              type: any ScannerDelegate
              weak: true

        """

    func testMakeModule_takesTheViewsDependencies_andBuildsTheScreenWithThem() throws {
        let assembly = try XCTUnwrap(try files(spec)["CardsAssembly.swift"])
        XCTAssert(
            assembly.contains(
                """
                        static func makeModule(
                            customerKey: String,
                            layout: CardsLayout,
                            scannerDelegate: (any ScannerDelegate)?
                        ) -> UIViewController {
                            let viewController = CardsViewController(
                                customerKey: customerKey,
                                layout: layout,
                                scannerDelegate: scannerDelegate
                            )
                            let presenter = assemble(
                                view: viewController,
                                customerKey: customerKey
                            )
                """), assembly)
        // `assemble` gets the view built: it takes none of the view's.
        XCTAssertFalse(assembly.contains("        layout: CardsLayout,\n    ) -> CardsPresenter"))
    }

    func testTheScaffoldedViewController_storesThemAndHasTheMatchingInit() throws {
        let controller = try XCTUnwrap(try files(spec)["CardsViewController.swift"])
        XCTAssert(
            controller.contains(
                """
                        var output: (any CardsViewOutput)?
                        let customerKey: String
                        let layout: CardsLayout
                        weak var scannerDelegate: (any ScannerDelegate)?

                        /// `CardsAssembly.makeModule` gives the screen what the spec's
                        /// `dependencies: view:` lists.
                        init(
                            customerKey: String,
                            layout: CardsLayout,
                            scannerDelegate: (any ScannerDelegate)?
                        ) {
                            self.customerKey = customerKey
                            self.layout = layout
                            self.scannerDelegate = scannerDelegate
                            super.init(nibName: nil, bundle: nil)
                        }

                        /// The screen is built in code, by `makeModule`, not from a storyboard.
                        required init?(coder: NSCoder) {
                            return nil
                        }
                """), controller)
        XCTAssertFalse(controller.contains("Preview"), controller)
    }

    func testAVIPViewController_takesAClosureEscaping() throws {
        let files = try files(
            """
            module: Cards
            style: vip
            useCases:
              load:
            dependencies:
              view:
                onPick: (Int) -> Void

            """)
        let controller = try XCTUnwrap(files["CardsViewController.swift"])
        XCTAssert(controller.contains("        let onPick: (Int) -> Void\n"), controller)
        XCTAssert(controller.contains("            onPick: @escaping (Int) -> Void\n"), controller)
        let assembly = try XCTUnwrap(files["CardsAssembly.swift"])
        XCTAssert(
            assembly.contains(
                """
                            let viewController = CardsViewController(
                                onPick: onPick
                            )
                """), assembly)
    }

    func testViewDependenciesWithoutAUIKitViewControllerOfOurOwn_areRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Cards.viper.yml": """
                module: Cards
                ui: swiftui
                dependencies:
                  view:
                    layout: CardsLayout

                """,
                "Specs/Pins.viper.yml": """
                module: Pins
                xib: true
                dependencies:
                  view:
                    layout: PinsLayout
                    title: String

                """,
            ]),
            """
            Specs/Cards.viper.yml:5:5: error: view dependency 'layout' is given to a UIKit view controller's init, and this module has 'ui: swiftui'
               5 |     layout: CardsLayout
                 |     ^~~~~~
            hint: add 'ui: uikit', or move it under 'presenter:'
            Specs/Pins.viper.yml:5:5: error: view dependency 'layout' needs the view controller's own init, and 'xib: true' loads it with init(nibName:bundle:)
               5 |     layout: PinsLayout
                 |     ^~~~~~
            hint: remove 'xib', or move it under 'presenter:'
            Specs/Pins.viper.yml:6:5: error: dependency 'title' is named like a property of UIViewController
               6 |     title: String
                 |     ^~~~~
            hint: choose another name: the class would have two members named 'title'

            """)
    }

    /// The view controller implements the view messages and inherits UIKit's
    /// members: a view dependency can't take one of their names.
    func testViewDependenciesNamedLikeMembersOfTheViewController_areRefused() {
        let diagnostics = renderedDiagnostics([
            "Specs/Cards.viper.yml": """
            module: Cards
            view:
              show:
            dependencies:
              view:
                show: Int
                viewDidLoad: Int
                undoManager: Int
                description: String

            """
        ])
        for (line, name, what) in [
            (6, "show", "a view message"), (7, "viewDidLoad", "a method of UIViewController"),
            (8, "undoManager", "a property of UIViewController"),
            (9, "description", "a property of UIViewController"),
        ] {
            XCTAssert(
                diagnostics.contains(
                    "Specs/Cards.viper.yml:\(line):5: error: dependency '\(name)' is named like \(what)"
                ),
                "\(name)\n\(diagnostics)")
        }
    }
}
