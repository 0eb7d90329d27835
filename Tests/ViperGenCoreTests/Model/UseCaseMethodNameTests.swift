import XCTest

@testable import ViperGenCore

/// Issue 34, gap 2: a use case names its own methods (`do:`, `present:`,
/// `display:`), as Clean Swift code does (`fetchOrders` ->
/// `presentFetchedOrders` -> `displayFetchedOrders`).
final class UseCaseMethodNameTests: XCTestCase {
    static let spec = """
        module: Orders
        style: vip
        useCases:
          fetchOrders:
            do: fetchOrders
            present: presentFetchedOrders
            display: displayFetchedOrders
            response:
              orders: "[String]"
          refresh:

        """

    func testNamedMethods_areTheProtocolsRequirements_andTheSpiesRecordThem() throws {
        let files = try MemoryProject.rendered(["Specs/Orders.viper.yml": Self.spec])
        let interactor = try XCTUnwrap(files["Sources/App/Modules/Orders/OrdersInteractor.swift"])
        XCTAssert(
            interactor.contains(
                "    func fetchOrders(request: OrdersModels.FetchOrders.Request)\n"),
            interactor)
        XCTAssert(
            interactor.contains("    func doRefresh(request: OrdersModels.Refresh.Request)\n"),
            interactor)
        let presenter = try XCTUnwrap(files["Sources/App/Modules/Orders/OrdersPresenter.swift"])
        XCTAssert(
            presenter.contains(
                "    func presentFetchedOrders(response: OrdersModels.FetchOrders.Response)\n"),
            presenter)
        XCTAssert(
            presenter.contains(
                "    func displayFetchedOrders(viewModel: OrdersModels.FetchOrders.ViewModel)\n"),
            presenter)
        let logic = try XCTUnwrap(files["Sources/App/Modules/Orders/OrdersInteractor+Logic.swift"])
        XCTAssert(
            logic.contains("func fetchOrders(request: OrdersModels.FetchOrders.Request)"), logic)
        XCTAssert(logic.contains("presenter.presentFetchedOrders(response: "), logic)
        let mocks = try XCTUnwrap(files["Tests/AppTests/Modules/Orders/OrdersMocks.swift"])
        XCTAssert(mocks.contains("calls.append(\"fetchOrders(request:)\")"), mocks)
        XCTAssert(mocks.contains("calls.append(\"displayFetchedOrders(viewModel:)\")"), mocks)
        XCTAssertFalse(mocks.contains("doFetchOrders"), mocks)
    }

    func testMethodNames_areSwiftNames_eachUsedOnce() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Orders.viper.yml": """
                module: Orders
                style: vip
                useCases:
                  fetch:
                    do: load
                    present: class
                  reload:
                    do: load
                    display: show-it

                """
            ]),
            """
            Specs/Orders.viper.yml:6:14: error: 'class' can't name the use case's 'present' method: it is a Swift keyword
               6 |     present: class
                 |              ^~~~~
            hint: write a Swift name such as 'presentFetchedOrders'
            Specs/Orders.viper.yml:7:3: error: use case 'reload' names its 'do' method 'load', as another use case does
               7 |   reload:
                 |   ^~~~~~
            Specs/Orders.viper.yml:4:3: note: that use case is here
               4 |   fetch:
                 |   ^~~~~
            hint: give one of them another name with 'do:'
            Specs/Orders.viper.yml:9:14: error: 'show-it' can't name the use case's 'display' method: it contains '-'
               9 |     display: show-it
                 |              ^~~~~~~
            hint: write a Swift name such as 'displayFetchedOrders'

            """)
    }
}
