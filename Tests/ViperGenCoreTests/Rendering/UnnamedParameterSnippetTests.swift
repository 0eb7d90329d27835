import XCTest

@testable import ViperGenCore

/// Issue 34, gap 7, snippet by snippet: a message's unnamed parameter
/// (`_: Type`) is unnamed in its protocol requirement, exactly as a
/// hand-written protocol declares it, and named `value`, `value2`, ... where
/// generated code implements the message and uses the value.
final class UnnamedParameterSnippetTests: XCTestCase {
    private let spec = """
        module: Pay
        style: viper
        view:
          setAccessDeniedTitle:
            _: String
          "show(_: Int, named: String)":
        events:
          didTap:
            _: Int
        interactor:
          outputs:
            "didFetch(_: [String], _: Int)":
        router:
          openReceipt:
            _: URL

        """

    func testAViewMessage_isUnnamedInTheViewProtocol_andNamedInTheViewControllerAndSpy() throws {
        let files = try MemoryProject.rendered(["Specs/Pay.viper.yml": spec])
        try assertContains(
            file("PayView.swift", in: files),
            """
            protocol PayView: AnyObject {
                func setAccessDeniedTitle(_: String)
                func show(_: Int, named: String)
            }
            """)
        try assertContains(
            file("PayViewController.swift", in: files),
            """
                    func setAccessDeniedTitle(_ value: String) {
            """)
        try assertContains(
            file("PayMocks.swift", in: files),
            """
                func setAccessDeniedTitle(_ value: String) {
                    self.calls.append("setAccessDeniedTitle(_:)")
                    self.callsWithArguments.append(MockCalls.text("setAccessDeniedTitle(_:)", value))
                }

                func show(_ value: Int, named: String) {
                    self.calls.append("show(_:named:)")
                    self.callsWithArguments.append(MockCalls.text("show(_:named:)", value, named))
                }
            """)
    }

    func testAnInteractorOutput_isUnnamedInItsProtocol_andNamedInThePresenterAndSpy() throws {
        let files = try MemoryProject.rendered(["Specs/Pay.viper.yml": spec])
        try assertContains(
            file("PayInteractor.swift", in: files),
            """
            protocol PayInteractorOutput: AnyObject {
                func didFetch(_: [String], _: Int)
            }
            """)
        try assertContains(
            file("PayPresenter+Logic.swift", in: files),
            """
                func didFetch(_ value: [String], _ value2: Int) {
                    // Show the result on `view`.
                }
            """)
        try assertContains(
            file("PayMocks.swift", in: files),
            """
                func didFetch(_ value: [String], _ value2: Int) {
                    self.calls.append("didFetch(_:_:)")
                    self.callsWithArguments.append(MockCalls.text("didFetch(_:_:)", value, value2))
                }
            """)
    }

    func testARouterMessage_isUnnamedInTheRouterProtocol_andNamedInItsScaffoldAndMock() throws {
        let files = try MemoryProject.rendered(["Specs/Pay.viper.yml": spec])
        try assertContains(
            file("PayRouter.swift", in: files),
            """
                func openReceipt(_: URL)
            }
            """)
        try assertContains(
            file("PayRouter+Logic.swift", in: files),
            """
                func openReceipt(_ value: URL) {
                    // Navigate: open a route, or call the traits.
                }
            """)
        try assertContains(
            file("PayMocks.swift", in: files),
            """
                func openReceipt(_ value: URL) {
                    self.mockCalls.record("openReceipt(_:)", value)
                }
            """)
    }

    func testAScaffoldedTest_callsAnUnnamedEventWithoutALabel() throws {
        let files = try MemoryProject.rendered(["Specs/Pay.viper.yml": spec])
        try assertContains(
            file("PayTests.swift", in: files),
            """
                    output.didTap(stubbed(Int.self))
            """)
    }

    // MARK: helpers

    private func file(_ name: String, in files: [String: String]) throws -> String {
        try XCTUnwrap(files.first { $0.key.hasSuffix("/" + name) }?.value, "no \(name)")
    }

    private func assertContains(
        _ swift: String, _ snippet: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(
            swift.contains(snippet), "missing:\n\(snippet)\nin:\n\(swift)", file: file, line: line)
    }
}
