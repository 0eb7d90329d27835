import XCTest

@testable import ViperGenCore

/// Issue 34: a VIP module's data store (`dataStore:`), Clean Swift's
/// `<Module>DataStore`, which the interactor keeps and the router reads
/// through `<Module>DataPassing` to pass data to the next scene.
final class DataStoreTests: XCTestCase {
    static let spec = """
        module: Orders
        style: vip
        router:
          routeToDetail:
        dataStore:
          orders: "[String]?"
          page: Int = 1
        useCases:
          load:

        """

    private func file(_ name: String, spec: String = spec) throws -> String {
        let files = try MemoryProject.rendered(["Specs/Orders.viper.yml": spec])
        return try XCTUnwrap(
            files["Sources/App/Modules/Orders/\(name)"]
                ?? files["Tests/AppTests/Modules/Orders/\(name)"])
    }

    func testTheDataStore_isDeclared_andKeptByTheInteractor() throws {
        let interactor = try file("OrdersInteractor.swift")
        XCTAssert(
            interactor.contains(
                """
                @MainActor
                protocol OrdersDataStore: AnyObject {
                    var orders: [String]? { get set }
                    var page: Int { get set }
                }
                """), interactor)
        XCTAssert(
            interactor.contains(
                "protocol OrdersInteractorLogic: OrdersBusinessLogic, OrdersDataStore {"),
            interactor)
        XCTAssert(
            interactor.contains("    var orders: [String]? = nil\n    var page: Int = 1\n"),
            interactor)
    }

    func testTheRouter_passesDataOn_throughTheInteractorsDataStore() throws {
        let router = try file("OrdersRouter.swift")
        XCTAssert(
            router.contains(
                """
                @MainActor
                protocol OrdersDataPassing: AnyObject {
                    var dataStore: (any OrdersDataStore)? { get }
                }
                """), router)
        XCTAssert(
            router.contains("protocol OrdersRoutingLogic: AnyObject, OrdersDataPassing {"), router)
        XCTAssert(router.contains("    weak var dataStore: (any OrdersDataStore)?\n"), router)
        let assembly = try file("OrdersAssembly.swift")
        XCTAssert(assembly.contains("        router.dataStore = interactor\n"), assembly)
        let mocks = try file("OrdersMocks.swift")
        XCTAssert(mocks.contains("    weak var dataStore: (any OrdersDataStore)?\n"), mocks)
        XCTAssert(mocks.contains("    var page: Int = 1\n"), mocks)
    }

    func testAnEmptyDataStore_withoutARouter_isAMarkerProtocol_andNoDataPassing() throws {
        let files = try MemoryProject.rendered([
            "Specs/Orders.viper.yml": "module: Orders\nstyle: vip\ndataStore:\nuseCases:\n  load:\n"
        ])
        let interactor = try XCTUnwrap(files["Sources/App/Modules/Orders/OrdersInteractor.swift"])
        XCTAssert(
            interactor.contains("protocol OrdersDataStore: AnyObject {\n}\n"), interactor)
        XCTAssertNil(files["Sources/App/Modules/Orders/OrdersRouter.swift"])
        XCTAssertFalse(files.values.contains { $0.contains("DataPassing") })
    }

    func testADataStore_isRefusedOutsideVIP_andItsFieldsAreChecked() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Feed.viper.yml": """
                module: Feed
                style: viper
                dataStore:
                  items: "[String]?"

                """,
                "Specs/Orders.viper.yml": """
                module: Orders
                style: vip
                router:
                  routeToDetail:
                store:
                  interactor:
                    page: Int = 0
                dataStore:
                  page: Int = 1
                  count: Int
                dependencies:
                  router:
                    dataStore: String

                """,
            ]),
            """
            Specs/Feed.viper.yml:3:1: error: 'dataStore' is only used by style 'vip'
               3 | dataStore:
                 | ^~~~~~~~~
            hint: set 'style: vip', or keep the fields under 'store: interactor:' and pass data through the module's 'input'
            Specs/Orders.viper.yml:9:3: error: data store field 'page' is also an interactor store field
               9 |   page: Int = 1
                 |   ^~~~
            Specs/Orders.viper.yml:7:5: note: the store field is here
               7 |     page: Int = 0
                 |     ^~~~
            hint: remove it from 'store: interactor:': the interactor keeps the data store's fields too, and its logic reads and sets them
            Specs/Orders.viper.yml:10:3: error: data store field 'count' has no default value
              10 |   count: Int
                 |   ^~~~~
            hint: the class starts with it: write 'count: Int = <value>', or make it optional ('Int?')

            """)
    }

    func testARouterDependencyNamedDataStore_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Orders.viper.yml": """
                module: Orders
                style: vip
                router:
                  routeToDetail:
                dataStore:
                dependencies:
                  router:
                    dataStore: String

                """
            ]),
            """
            Specs/Orders.viper.yml:8:5: error: the router's dependency 'dataStore' has the name of the data store it passes on
               8 |     dataStore: String
                 |     ^~~~~~~~~
            hint: rename the dependency: with 'dataStore:', the router reads the interactor's fields through its 'dataStore'

            """)
    }
}
