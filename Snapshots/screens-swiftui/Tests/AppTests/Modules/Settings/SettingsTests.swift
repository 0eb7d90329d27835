// Tests for the Settings module.
// Written once by viper-gen from Specs/Settings.viper.yml; this file is yours to edit.

import Foundation
import XCTest

@testable import App

@MainActor
final class SettingsTests: XCTestCase {
    /// Calling the traits through `SettingsRouterInput`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = SettingsRouterMock()

        try await callRouterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callRouterTraits<Logic: SettingsRouterInput>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
    }

    /// Calling the traits through `SettingsInteractorLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testInteractorTraits_runTheirMockOverrides() async throws {
        let mock = SettingsInteractorMock()

        try await callInteractorTraits(of: mock)

        let expectedCalls = [
            "save(_:forKey:)",
            "loadData(forKey:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callInteractorTraits<Logic: SettingsInteractorLogic>(
        of logic: Logic
    ) async throws {
        try await logic.save(stubbed(Data.self), forKey: stubbed(String.self))
        _ = try await logic.loadData(forKey: stubbed(String.self))
    }

    /// A Mock records each call with its arguments, as `String(describing:)`
    /// writes them, and as they were passed: assert what the logic under test asked for.
    func testInteractorLoadData_isRecordedWithItsArguments() async throws {
        let mock = SettingsInteractorMock()

        _ = try await mock.loadData(forKey: "sample")

        XCTAssertEqual(mock.mockCalls.calls, [#"loadData(forKey: "sample")"#])
        let recorded = mock.mockCalls.last("loadData(forKey:)")
        XCTAssertEqual(recorded?.argument("forKey", as: String.self), "sample")
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testInteractorSave_throwsTheErrorTheTestSets() async {
        let mock = SettingsInteractorMock()
        mock.mockCalls.answer("save(_:forKey:)", throwing: MockError("offline"), once: true)

        do {
            try await mock.save(stubbed(Data.self), forKey: "sample")
            XCTFail("save(_:forKey:) returned instead of throwing")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
    }

    /// The view's events reach the presenter's logic through `SettingsViewOutput`.
    /// Write what each does in SettingsPresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let interactor = SettingsInteractorMock()
        let router = SettingsRouterMock()
        let presenter = SettingsPresenter(interactor: interactor, router: router)
        let view = SettingsViewSpy()
        presenter.view = view
        let output: any SettingsViewOutput = presenter

        output.notificationsToggled(stubbed(Bool.self))

        XCTAssertEqual(presenter.state, SettingsState())
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(interactor.mockCalls.names, [])
        XCTAssertEqual(router.mockCalls.names, [])
    }

    /// The real interactor reports to its presenter through `SettingsInteractorOutput`,
    /// held weakly: the presenter owns the interactor, not the other way round.
    func testInteractorOutput_isHeldWeakly() async {
        let interactor = SettingsInteractor(
            storage: stubbed((any KeyValueStorage).self)
        )
        var output = Optional(SettingsInteractorOutputSpy())
        interactor.output = output

        XCTAssert(interactor.output === output)
        output = nil

        XCTAssertNil(interactor.output)
    }
}
