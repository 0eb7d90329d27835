// Tests for the Summary module.
// Written once by viper-gen from Specs/Summary.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class SummaryTests: XCTestCase {
    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = SummaryViewSpy()

        let presenter = SummaryAssembly.assemble(view: view)

        XCTAssert(presenter.view === view)
    }

    #if canImport(SwiftUI) && canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: SummaryPresenter?
            do {
                let screen = SummaryAssembly.makeModule()

                let controller = screen as? SummaryHostingController
                presenter = controller?.output as? SummaryPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif
}
