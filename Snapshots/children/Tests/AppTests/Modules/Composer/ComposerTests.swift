// Tests for the Composer module.
// Written once by viper-gen from Specs/Composer.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class ComposerTests: XCTestCase {
    /// `assemble` builds the real presenter and wires it to the view.
    /// The presenter tells the caller through the module output it was given.
    func testAssemble_wiresTheRealPresenter() async {
        let view = ComposerViewSpy()
        let output = ComposerModuleOutputSpy()

        let presenter = ComposerAssembly.assemble(view: view, moduleOutput: output)

        XCTAssert(presenter.view === view)
        XCTAssert(presenter.moduleOutput === output)
    }

    #if canImport(SwiftUI) && canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: ComposerPresenter?
            do {
                let screen = ComposerAssembly.makeModule(moduleOutput: nil)

                let controller = screen as? ComposerHostingController
                presenter = controller?.output as? ComposerPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The view's events reach the presenter's logic through `ComposerViewOutput`.
    /// Write what each does in ComposerPresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let presenter = ComposerPresenterMock()
        let view = ComposerViewSpy()
        presenter.view = view
        let output: any ComposerViewOutput = presenter

        output.textChanged(stubbed(String.self))

        XCTAssertEqual(presenter.state, ComposerState())
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(presenter.mockCalls.names, [])
    }
}
