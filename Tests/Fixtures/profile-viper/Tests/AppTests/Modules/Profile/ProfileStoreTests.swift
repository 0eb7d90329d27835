// Hand-written for viper-gen's compile tests (not generated): `store:` fields
// are kept by the real presenter and interactor and by the Mocks, declared
// `{ get set }` by the composition protocols, so logic in their extensions
// keeps a cursor or a task, and they are never rendered.

import XCTest

@testable import App

/// Logic as an extension would write it: it reads and changes a stored field.
@MainActor
private func nextPage<Logic: ProfileInteractorLogic>(of logic: Logic) -> Int {
    defer { logic.nextPage += 1 }
    return logic.nextPage
}

@MainActor
final class ProfileStoreTests: XCTestCase {
    func testTheRealInteractorAndItsMock_keepTheStoredFields() async {
        let interactor = ProfileInteractor(
            requestService: ProfileService(), baseURL: URL(string: "https://example.com")!, onSaved: { _ in })
        let mock = ProfileInteractorMock()

        XCTAssertEqual([nextPage(of: interactor), nextPage(of: interactor)], [1, 2])
        XCTAssertEqual(nextPage(of: mock), 1)
        XCTAssertNil(interactor.inFlight)
        interactor.inFlight = Task {}
        XCTAssertNotNil(interactor.inFlight)
    }

    func testTheRealPresenter_keepsItsField_withoutRendering() async {
        let view = ProfileViewSpy()
        let presenter = ProfilePresenter(interactor: ProfileInteractorMock(), router: ProfileRouterMock(), pageSize: 20)
        presenter.view = view
        presenter.viewIsReady()
        let rendered = view.renderedStates.count

        presenter.hasAppeared = true

        XCTAssertTrue(presenter.hasAppeared)
        XCTAssertEqual(view.renderedStates.count, rendered, "a stored field is never rendered")
    }
}
