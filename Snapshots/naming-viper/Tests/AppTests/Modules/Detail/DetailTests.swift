// Tests for the Detail module.
// Written once by viper-gen from Specs/Detail.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class DetailTests: XCTestCase {
    /// `assemble` builds the real presenter and wires it to the view and to
    /// the real interactor, which reports back to it.
    /// The presenter tells the caller through the module output it was given.
    func testAssemble_wiresTheRealPresenter() async {
        let view = DetailViewSpy()
        let output = DetailModuleOutputSpy()

        let presenter = DetailBuilder.assemble(view: view, moduleOutput: output)

        XCTAssert(presenter.view === view)
        XCTAssert(presenter.moduleOutput === output)
        let interactor = presenter.interactor as? DetailInteractor
        XCTAssert(interactor?.output === presenter)
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: DetailPresenter?
            do {
                let screen = DetailBuilder.makeModule(moduleOutput: nil).screen

                let controller = screen as? DetailViewController
                presenter = controller?.output as? DetailPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The real interactor reports to its presenter through `DetailInteractorOutput`,
    /// held weakly: the presenter owns the interactor, not the other way round.
    func testInteractorOutput_isHeldWeakly() async {
        let interactor = DetailInteractor()
        var output = Optional(DetailInteractorOutputSpy())
        interactor.output = output

        XCTAssert(interactor.output === output)
        output = nil

        XCTAssertNil(interactor.output)
    }
}
