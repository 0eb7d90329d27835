import XCTest
@testable import ViperGenCore

/// Adding and removing files: what changes, where, and what is refused.
final class XcodeProjectEditorTests: XCTestCase {
    func testExplore() throws {
        let model = try XcodeFixtures.model("classic-56")
        var editor = XcodeProjectEditor(model: model)
        let app = try XCTUnwrap(model.target(named: "App"))
        let tests = try XCTUnwrap(model.target(named: "AppTests"))
        XCTAssertEqual(try editor.add("Sources/App/Modules/Login/LoginView.swift", to: app), .added)
        XCTAssertEqual(try editor.add("Sources/App/Modules/Login/LoginPresenter.swift", to: app), .added)
        XCTAssertEqual(try editor.add("Sources/App/Shared/Routing.swift", to: app), .added)
        XCTAssertEqual(try editor.add("Sources/App/Formatting.swift", to: app), .alreadyInTarget)
        XCTAssertEqual(try editor.add("Tests/AppTests/Modules/Login/LoginMocks.swift", to: tests), .added)
        let edited = editor.editedBytes()
        let diff = UnifiedDiff(old: String(decoding: model.file.bytes, as: UTF8.self), new: String(decoding: edited, as: UTF8.self))
        print(diff.rendered(oldLabel: "a", newLabel: "b"))
    }
}
