// Hand-written for viper-gen's compile tests (not generated): the spies of
// the protocols a spec declares under `protocols:` record what they are asked
// through the protocol, keep the properties a test sets, and answer as the
// module's other spies do.

import Foundation
import XCTest

@testable import App

@MainActor
final class ProfileDeclaredProtocolsTests: XCTestCase {
    func testServiceSpy_recordsCalls_throughTheProtocol_andKeepsTheClosure() async throws {
        let spy = ProfileAvatarServiceSpy()
        let service: any ProfileAvatarService = spy

        service.fetchAvatar(userID: "ada") { _ in }
        spy.uploadResult = URL(string: "https://example.com/a.png")
        // An `async` requirement off the main actor is called on the spy itself: through
        // `any ProfileAvatarService` the call would leave the main actor, sending the spy.
        let uploaded = try await spy.upload(Data("x".utf8))

        XCTAssertEqual(uploaded, URL(string: "https://example.com/a.png"))
        XCTAssertEqual(spy.calls, ["fetchAvatar(userID:completion:)", "upload(_:)"])
        XCTAssertEqual(spy.callsWithArguments.first, #"fetchAvatar(userID: "ada", completion: (closure))"#)
    }

    func testServiceSpy_throwsTheErrorATestAnswers() async {
        let spy = ProfileAvatarServiceSpy()
        spy.answers.answer("upload(_:)", throwing: MockError("offline"))

        do {
            _ = try await spy.upload(Data())
            XCTFail("upload should throw the answered error")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
    }

    func testPresenterSpy_keepsItsProperties_andTheCellItHolds() {
        let presenter = ProfileBadgePresenterSpy()
        let cell = ProfileBadgeSpy()
        presenter.title = "Badges"
        presenter.badge = cell

        let declared: any ProfileBadgePresenter = presenter
        declared.startLoading()
        declared.badge?.show(count: 3)

        XCTAssertEqual(declared.title, "Badges")
        XCTAssertTrue(declared.badge === cell)
        XCTAssertEqual(presenter.calls, ["startLoading()"])
        XCTAssertEqual(cell.callsWithArguments, ["show(count: 3)"])
    }

    func testMarkerProtocol_isDeclared() {
        let section: any ProfileSection = ProfileSectionSpy()
        XCTAssertTrue(section is ProfileSectionSpy)
    }
}
