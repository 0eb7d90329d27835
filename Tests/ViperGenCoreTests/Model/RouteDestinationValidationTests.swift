import ViperGenCore
import XCTest

/// Routes that name the module they open (`module:`): checked against the
/// project's modules, every problem located at the route's `module:` value.
final class RouteDestinationValidationTests: XCTestCase {
    func testUnknownModule_noScreen_andParametersNoInputTakes_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Home.viper.yml": """
                module: Home
                routes:
                  settings:
                    module: Setings
                  sync:
                    module: Sync
                  item:
                    module: Item
                    parameters:
                      itemID: Int

                """,
                "Specs/Settings.viper.yml": "module: Settings\n",
                "Specs/Sync.viper.yml": "module: Sync\nui: none\n",
                "Specs/Item.viper.yml": "module: Item\ninput:\n  show:\n    itemID: String\n",
            ]),
            """
            Specs/Home.viper.yml:4:13: error: route 'settings' opens module 'Setings', which no spec defines
               4 |     module: Setings
                 |             ^~~~~~~
            hint: did you mean 'Settings'? name a module of the project, or leave 'module' out and build the \
            destination in the route factory
            Specs/Home.viper.yml:6:13: error: route 'sync' opens module 'Sync', which has no screen to show ('ui: none')
               6 |     module: Sync
                 |             ^~~~
            hint: give 'Sync' 'ui: uikit' or 'ui: swiftui', or leave 'module' out and build it in the route factory
            Specs/Home.viper.yml:8:13: error: route 'item' passes (itemID: Int), but module 'Item' has no input that \
            takes them
               8 |     module: Item
                 |             ^~~~
            hint: 'Item' has: func show(itemID: String); match one's parameter names and types

            """)
    }

    /// Found while making random specs route to modules: the public factory
    /// protocol asked for `ItemService`, internal, and did not compile.
    func testAPublicModulesRouteToAnInternalModuleWithDependencies_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Home.viper.yml":
                    "module: Home\naccess: public\nroutes:\n  item:\n    module: Item\n  plain:\n    module: Plain\n",
                "Specs/Item.viper.yml": "module: Item\ntraits: [request]\n",
                "Specs/Plain.viper.yml": "module: Plain\n",
            ]),
            """
            Specs/Home.viper.yml:5:13: error: route 'item' opens internal module 'Item', which public module 'Home' \
            would name in its route factory or presenter
               5 |     module: Item
                 |             ^~~~
            hint: give 'Item' 'access: public', or leave 'module' out and build it in the route factory

            """)
    }

    func testRouteToAModule_isRead_andItsInputTakingTheParametersIsFound() throws {
        let project = try loadedProject([
            "Specs/Home.viper.yml":
                "module: Home\nroutes:\n  item:\n    module: Item\n    parameters:\n      _ id: String\n",
            "Specs/Item.viper.yml":
                "module: Item\ninput:\n  reset:\n  show:\n    itemID id: String\n",
        ])
        let home = try XCTUnwrap(project.module(named: "Home"))
        let item = try XCTUnwrap(project.module(named: "Item"))
        XCTAssertEqual(home.routes.first?.module, "Item")
        XCTAssertEqual(
            RouteDestinationValidator.inputTaking(home.routes[0].parameters, in: item)?.selector,
            "show(itemID:)")
        XCTAssertNil(project.module(named: "Nope"))
    }
}

/// Found by an adversarial review: the route factory's members, named after
/// routes and the destinations' dependencies, could collide and not compile.
final class RouteFactoryNameClashTests: XCTestCase {
    func testPropertiesAndFactoryMethodsNamedAlike_areRefusedAtTheRoute() {
        let diagnostics = renderedDiagnostics([
            "Specs/One.viper.yml":
                "module: One\ndependencies:\n  presenter:\n    bC: Int\n    settings: Int\n",
            "Specs/Two.viper.yml": "module: Two\ndependencies:\n  presenter:\n    c: Int\n",
            "Specs/Main.viper.yml": """
            module: Main
            routes:
              a:
                module: One
              aB:
                module: Two
              make:
                module: One
              settings: present

            """,
        ])
        let headlines = diagnostics.split(separator: "\n").filter { $0.contains(" error: ") }
        XCTAssertEqual(
            headlines,
            [
                "Specs/Main.viper.yml:6:13: error: route 'aB' asks its route factory for 'aBC', which route 'a' names too",
                "Specs/Main.viper.yml:8:13: error: route 'make' asks its route factory for 'makeSettings', which the factory method of route 'settings' names too",
            ], diagnostics)
    }
}

/// A route to a module with outputs hands it the presenter as its output:
/// the outputs join the presenter's methods, and two names join the routes'.
final class RouteOutputHandOverTests: XCTestCase {
    func
        testOutputsClashingWithThePresenter_internalModulesOfPublicOnes_andParametersNamedOutput_areRefused()
    {
        let diagnostics = renderedDiagnostics([
            "Specs/Home.viper.yml": """
            module: Home
            events:
              didPick:
            routes:
              item:
                module: Item
                parameters:
                  output: String

            """,
            "Specs/Item.viper.yml":
                "module: Item\ninput:\n  show:\n    output: String\noutput:\n  didPick:\n",
            "Specs/Shop.viper.yml":
                "module: Shop\naccess: public\nroutes:\n  cart:\n    module: Cart\n",
            "Specs/Cart.viper.yml": "module: Cart\noutput:\n  didPay:\n",
        ])
        let headlines = diagnostics.split(separator: "\n").filter { $0.contains(" error: ") }
        XCTAssertEqual(
            headlines,
            [
                "Specs/Home.viper.yml:6:13: error: route 'item': output 'didPick()' of module 'Item' has the name of an event",
                "Specs/Home.viper.yml:8:7: error: route 'item' has a parameter named 'output', the name the generated "
                    + "code gives the output the routes hand over",
                "Specs/Shop.viper.yml:5:13: error: route 'cart' opens internal module 'Cart', which public module 'Shop' "
                    + "would name in its route factory or presenter",
            ], diagnostics)
    }

    func testTheModuleARouteOpens_isHeardOnce_evenWhenItIsAlsoAChild() throws {
        let project = try loadedProject([
            "Specs/Wallet.viper.yml": """
            module: Wallet
            children:
              card: Card
            routes:
              newCard:
                module: Card
              again:
                module: Card
              plain:
                module: Plain

            """,
            "Specs/Card.viper.yml": "module: Card\noutput:\n  didEnter:\n",
            "Specs/Plain.viper.yml": "module: Plain\n",
        ])
        let wallet = try XCTUnwrap(project.module(named: "Wallet"))
        let modules = Dictionary(uniqueKeysWithValues: project.modules.map { ($0.name, $0) })
        XCTAssertEqual(wallet.heardModules(in: modules).map(\.module.name), ["Card"])
        XCTAssertEqual(wallet.heardModules(in: modules).map(\.source), [.child("card")])
        XCTAssertEqual(
            wallet.routes.map { wallet.handsOutput($0, in: modules) }, [true, true, false])
    }

    /// Found by a review: a parameter named `factory` shadowed the factory in
    /// `destination(using:)`, and one named `module` the built destination.
    func testRouteParametersNamedFactoryOrModule_areRefused() {
        let diagnostics = renderedDiagnostics([
            "Specs/Home.viper.yml": """
            module: Home
            routes:
              item:
                module: Item
                parameters:
                  module: String
              search:
                parameters:
                  factory: String
                  module: String

            """,
            "Specs/Item.viper.yml": "module: Item\ninput:\n  show:\n    module: String\n",
        ])
        XCTAssertEqual(
            diagnostics.split(separator: "\n").filter { $0.contains(" error: ") },
            [
                "Specs/Home.viper.yml:6:7: error: route 'item' has a parameter named 'module', the name the generated "
                    + "code gives the module the route builds",
                "Specs/Home.viper.yml:9:7: error: route 'search' has a parameter named 'factory', the name the generated "
                    + "code gives the route factory",
            ], diagnostics)
    }
}
