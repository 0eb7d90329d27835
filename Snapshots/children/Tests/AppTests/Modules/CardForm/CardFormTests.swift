// Tests for the CardForm module.
// Written once by viper-gen from Specs/CardForm.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class CardFormTests: XCTestCase {
    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = CardFormViewSpy()

        let presenter = CardFormAssembly.assemble(view: view, moduleOutput: nil)

        XCTAssert(presenter.view === view)
    }
}
