// Tests for the CardForm module.
// Written once by viper-gen from Specs/CardForm.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class CardFormTests: XCTestCase {
    /// `assemble` builds the real presenter and wires it to the view.
    /// The presenter tells the caller through the module output it was given.
    func testAssemble_wiresTheRealPresenter() async {
        let view = CardFormViewSpy()
        let output = CardFormModuleOutputSpy()

        let presenter = CardFormAssembly.assemble(view: view, moduleOutput: output)

        XCTAssert(presenter.view === view)
        XCTAssert(presenter.moduleOutput === output)
    }

    #if canImport(SwiftUI) && canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: CardFormPresenter?
            do {
                let screen = CardFormAssembly.makeModule(moduleOutput: nil).screen

                let controller = screen as? CardFormHostingController
                presenter = controller?.output as? CardFormPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif
}
