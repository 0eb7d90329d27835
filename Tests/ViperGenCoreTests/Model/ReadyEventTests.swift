import ViperGenCore
import XCTest

/// A `viewIsReady` event (Generamba's "the view has loaded") in a module
/// without state: an ordinary event the UIKit scaffold sends from `viewDidLoad()`.
final class ReadyEventTests: XCTestCase {
    private func generated(_ spec: String) throws -> [String: String] {
        let pipeline = GenerationPipeline(
            fileSystem: InMemoryFileSystem(files: ["/p/Specs/Login.viper.yml": spec]),
            workingDirectory: "/p")
        var files: [String: String] = [:]
        for file in try pipeline.generate().rendered { files[file.path] = file.contents }
        return files
    }

    private let folder = "Sources/App/Modules/Login/"

    func testAReadyEventWithoutState_isDeclared_andSentFromViewDidLoad() throws {
        let files = try generated(
            "module: Login\nevents:\n  viewIsReady:\n  viewDidLoad:\n  didTapLogin:\n")
        XCTAssert(
            try XCTUnwrap(files[folder + "LoginView.swift"]).contains(
                """
                protocol LoginViewOutput: AnyObject {
                    func viewIsReady()
                    func viewDidLoad()
                    func didTapLogin()
                }
                """))
        XCTAssert(
            try XCTUnwrap(files[folder + "LoginViewController.swift"]).contains(
                """
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            output?.viewIsReady()
                            output?.viewDidLoad()
                        }
                """))
    }

    func testAnAsyncReadyEvent_isSentInATask() throws {
        let files = try generated("module: Login\nevents:\n  viewIsReady async:\n")
        XCTAssert(
            try XCTUnwrap(files[folder + "LoginViewController.swift"]).contains(
                "super.viewDidLoad()\n            Task { await output?.viewIsReady() }\n"))
    }

    func testAReadyEventWithParameters_isNotSent() throws {
        let files = try generated("module: Login\nevents:\n  viewIsReady:\n    animated: Bool\n")
        XCTAssertFalse(
            try XCTUnwrap(files[folder + "LoginViewController.swift"]).contains("viewDidLoad"))
    }

    func testASwiftUIModuleWithState_mayNameAnEventViewIsReady() throws {
        let files = try generated(
            "module: Login\nui: swiftui\nstate:\n  title: String = \"\"\nevents:\n  viewIsReady:\n")
        XCTAssert(
            try XCTUnwrap(files[folder + "LoginView.swift"]).contains("    func viewIsReady()\n"))
    }
}
