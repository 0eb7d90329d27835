// Tests for the Composer module.
// Written once by viper-gen from Specs/Composer.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class ComposerTests: XCTestCase {
    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = ComposerViewSpy()

        let presenter = ComposerAssembly.assemble(view: view, moduleOutput: nil)

        XCTAssert(presenter.view === view)
    }

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
