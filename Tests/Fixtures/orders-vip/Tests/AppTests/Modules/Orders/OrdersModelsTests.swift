// Hand-written for viper-gen's compile tests (not generated): VIP models are
// Equatable and Sendable, so a test compares what a spy kept, and a model
// crosses into a task.

import XCTest

@testable import App

@MainActor
final class OrdersModelsTests: XCTestCase {
    func testModels_compare_andCrossIntoATask() async {
        let request = OrdersModels.FetchOrders.Request(page: 2)
        let response = OrdersModels.DeleteOrder.Response(receipt: Receipt(orderID: "7"))

        let sent = await Task.detached { request }.value

        XCTAssertEqual(sent, OrdersModels.FetchOrders.Request(page: 2))
        XCTAssertNotEqual(sent, OrdersModels.FetchOrders.Request())
        XCTAssertEqual(response, OrdersModels.DeleteOrder.Response(receipt: Receipt(orderID: "7")))
        XCTAssertEqual(
            OrdersModels.FetchOrders.ViewModel(rows: ["a"]),
            OrdersModels.FetchOrders.ViewModel(rows: ["a"], footer: nil))
    }
}
