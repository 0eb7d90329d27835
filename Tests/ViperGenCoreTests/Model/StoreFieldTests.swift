import ViperGenCore
import XCTest

/// `store:`: fields the presenter or interactor keeps for its logic, read
/// like state fields and refused where they would clash.
final class StoreFieldTests: XCTestCase {
    func testStoreFields_areReadPerClass_withTheirDefaults() throws {
        let project = try loadedProject([
            "Specs/Feed.viper.yml": """
            module: Feed
            style: viper
            store:
              presenter:
                hasAppeared: Bool = false
              interactor:
                nextPage: Int = 1
                inFlight: Task<Void, Never>?

            """
        ])
        let store = try XCTUnwrap(project.modules.first).store
        XCTAssertEqual(store.map(\.owner), [.presenter, .interactor, .interactor])
        XCTAssertEqual(store.map(\.field.name), ["hasAppeared", "nextPage", "inFlight"])
        XCTAssertEqual(store.map(\.field.defaultValue), ["false", "1", nil])
    }

    func testClashingOrIncompleteFields_areRefused_atTheirNames() {
        let rendered = renderedDiagnostics([
            "Specs/Feed.viper.yml": """
            module: Feed
            dependencies:
              presenter:
                pageSize: Int
            store:
              presenter:
                pageSize: Int = 20
                state: Int = 0
                cursor: Int
              interactor:
                nextPage: Int = 1

            """
        ])
        for expected in [
            "Specs/Feed.viper.yml:8:5: error: store field 'state' is named like a member the generated classes already have",
            "Specs/Feed.viper.yml:9:5: error: store field 'cursor' has no default value",
            "Specs/Feed.viper.yml:10:3: error: an MVP module has no interactor: its stored fields go to the presenter",
        ] {
            XCTAssert(rendered.contains(expected), "missing \(expected) in\n\(rendered)")
        }
    }

    func testAFieldNamedLikeADependency_isRefused() {
        XCTAssert(
            renderedDiagnostics([
                "Specs/Feed.viper.yml":
                    "module: Feed\ndependencies:\n  presenter:\n    pageSize: Int\nstore:\n  presenter:\n    pageSize: Int = 20\n"
            ]).contains(
                "Specs/Feed.viper.yml:7:5: error: store field 'pageSize' has the name of a dependency"
            ))
    }
}
