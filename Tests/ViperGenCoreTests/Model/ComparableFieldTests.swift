import ViperGenCore
import XCTest

/// A field synthesized `Equatable` can't compare (a function, an existential):
/// an error in the state, which must be `Equatable`, and a warning in a VIP
/// model, which then is neither `Equatable` nor `Sendable`.
final class ComparableFieldTests: XCTestCase {
    func testAStateFieldHoldingAFunction_isAnError_atTheField() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Feed.viper.yml": "module: Feed\nstate:\n  onTap: (() -> Void)?\n"
            ]),
            """
            Specs/Feed.viper.yml:3:3: error: state field 'onTap' can't be compared: '(() -> Void)?' \
            holds a function
               3 |   onTap: (() -> Void)?
                 |   ^~~~~
            hint: the state is Equatable, so the presenter renders only a change: keep it under \
            'store:', which is never rendered or compared, or give it an Equatable type of your own

            """)
    }

    func testAStateFieldHoldingAnExistential_isAnError_andOneWithTheWordInsideAName_isNot() {
        let diagnostics = renderedDiagnostics([
            "Specs/Feed.viper.yml": """
            module: Feed
            state:
              observer: (any Observer)? = nil
              company: Dictionary<String, Company>? = nil
              someone: Someone? = nil

            """
        ])
        XCTAssert(
            diagnostics.contains(
                "error: state field 'observer' can't be compared: '(any Observer)?' holds an existential"
            ),
            diagnostics)
        XCTAssertFalse(diagnostics.contains("'company'"), diagnostics)
        XCTAssertFalse(diagnostics.contains("'someone'"), diagnostics)
    }

    func testTheSameFieldUnderStore_isAccepted() throws {
        let project = try loadedProject([
            "Specs/Feed.viper.yml": "module: Feed\nstore:\n  presenter:\n    onTap: (() -> Void)?\n"
        ])
        XCTAssertEqual(project.modules.first?.store.first?.field.name, "onTap")
    }

    func testAVIPModelFieldHoldingAFunction_isAWarning_namingTheModel() throws {
        let files = [
            "Specs/Orders.viper.yml": """
            module: Orders
            style: vip
            useCases:
              load:
                response:
                  handler: (Int) -> Void
                viewModel:
                  title: String

            """
        ]
        XCTAssertEqual(
            renderedDiagnostics(files),
            """
            Specs/Orders.viper.yml:6:7: warning: field 'handler' keeps OrdersModels.Load.Response from \
            being Equatable and Sendable: '(Int) -> Void' holds a function
               6 |       handler: (Int) -> Void
                 |       ^~~~~~~
            hint: tests can't compare it with XCTAssertEqual; pass the value another way (a \
            dependency), or leave it if no test compares this model

            """)
        XCTAssertNoThrow(try loadedProject(files), "a warning, not an error")
    }
}
