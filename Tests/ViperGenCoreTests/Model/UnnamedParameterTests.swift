import XCTest

@testable import ViperGenCore

/// Issue 34, gap 7: a message's parameter key `_` (`_: Order`) is an unnamed
/// parameter. Its protocol requirement names none (`func didLoad(_: Order)`);
/// implementations name it `value`, `value2`, ... (`UnnamedParameterNames`).
final class UnnamedParameterTests: XCTestCase {
    func testUnderscoreKey_isAnUnnamedParameter_underAKeyAndInIt() throws {
        let module = try XCTUnwrap(
            loadedProject([
                "Specs/Pay.viper.yml": """
                module: Pay
                events:
                  didLoad:
                    _: Order
                  "adjust(_: Int, named: String)":
                  "pair(_: Int, _: String)":
                  "pick(_: Int, value: String)":

                """
            ]).modules.first)
        XCTAssertEqual(
            module.events.map(\.requirement),
            [
                "func didLoad(_: Order)",
                "func adjust(_: Int, named: String)",
                "func pair(_: Int, _: String)",
                "func pick(_: Int, value: String)",
            ])
        XCTAssertEqual(
            module.events.map(\.declaration),
            [
                "func didLoad(_ value: Order)",
                "func adjust(_ value: Int, named: String)",
                "func pair(_ value: Int, _ value2: String)",
                "func pick(_ value2: Int, value: String)",
            ])
        XCTAssertEqual(
            module.events.map(\.selector),
            ["didLoad(_:)", "adjust(_:named:)", "pair(_:_:)", "pick(_:value:)"])
    }

    func testEveryMessageList_takesUnnamedParameters() throws {
        let module = try XCTUnwrap(
            loadedProject([
                "Specs/Pay.viper.yml": """
                module: Pay
                style: viper
                view:
                  setTitle:
                    _: String
                events:
                  didTap:
                    _: Int
                input:
                  configure:
                    _: Int
                output:
                  didFinish:
                    _: Bool
                interactor:
                  inputs:
                    fetch:
                      _: Int
                  outputs:
                    didFetch:
                      _: "[String]"
                router:
                  openTerms:
                    _: URL

                """
            ]).modules.first)
        let lists = [
            module.viewOutputs, module.events, module.moduleInputs, module.moduleOutputs,
            module.interactorInputs, module.interactorOutputs, module.routerMessages,
        ]
        XCTAssertEqual(
            lists.flatMap { $0.map(\.requirement) },
            [
                "func setTitle(_: String)", "func didTap(_: Int)", "func configure(_: Int)",
                "func didFinish(_: Bool)", "func fetch(_: Int)", "func didFetch(_: [String])",
                "func openTerms(_: URL)",
            ])
    }

    /// `f(_:)` of `Int` and of `String` are overloads; of `Int` twice, a clash,
    /// whether the parameter is named or not.
    func testOverloadsThatShareASelector_mixNamedAndUnnamed() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Pay.viper.yml": """
                module: Pay
                output:
                  "show(_: Int)":
                  "show(_ text: String)":
                  "show(_ number: Int)":

                """
            ]),
            """
            Specs/Pay.viper.yml:5:3: error: message 'show(_:)' is listed twice
               5 |   "show(_ number: Int)":
                 |   ^~~~~~~~~~~~~~~~~~~~~
            Specs/Pay.viper.yml:3:3: note: first listed here
               3 |   "show(_: Int)":
                 |   ^~~~~~~~~~~~~~
            hint: remove one of them

            """)
    }

    /// A trait's method with the selector of an unnamed message clashes as a named one does.
    func testUnnamedMessage_clashesWithATraitMethodOfItsSelector() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Pay.viper.yml": """
                module: Pay
                traits: [notice]
                events:
                  showNotice:
                    _: String

                """,
                "viper-traits.yml": """
                traits:
                  notice:
                    kind: router
                    methods:
                      "showNotice(_ text: String)":
                        body: _ = text

                """,
            ]),
            """
            Specs/Pay.viper.yml:4:3: error: event 'showNotice(_:)' has the name of a method of trait 'notice'
               4 |   showNotice:
                 |   ^~~~~~~~~~
            hint: give the event another name, e.g. 'didTap...' or '...Changed'

            """)
    }

    func testRefusals_emptyType_twoUnderscores_andUnnamedOutsideMessages() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Pay.viper.yml": """
                module: Pay
                events:
                  didLoad:
                    _:
                  "pick(_ _: Int)":
                  drop:
                    _ _: Int
                routes:
                  detail:
                    parameters:
                      _: Int

                """
            ]),
            """
            Specs/Pay.viper.yml:4:7: error: '_' is empty
               4 |     _:
                 |       ^
            hint: write a value after '_:'
            Specs/Pay.viper.yml:5:3: error: '_ _' is not a parameter name
               5 |   "pick(_ _: Int)":
                 |   ^~~~~~~~~~~~~~~~
            hint: write 'name: Type', 'label name: Type' or '_ name: Type'
            Specs/Pay.viper.yml:7:5: error: '_ _' is not a parameter name
               7 |     _ _: Int
                 |     ^~~
            hint: write 'name: Type', 'label name: Type' or '_ name: Type'
            Specs/Pay.viper.yml:11:7: error: only a message's parameter can be unnamed ('_')
              11 |       _: Int
                 |       ^
            hint: name it: '_ name: Type' is called without a label too

            """)
    }

    func testUnnamedInTraitMethod_isRefused() {
        XCTAssert(
            renderedDiagnostics([
                "Specs/Pay.viper.yml": "module: Pay\n",
                "viper-traits.yml": """
                traits:
                  lookup:
                    kind: interactor
                    methods:
                      "score(_: Int)":
                        body: return

                """,
            ]).contains("error: only a message's parameter can be unnamed ('_')"))
    }

    /// A route hands its value to an input whose parameter is unnamed, by type.
    func testRoute_handsItsValueToAnUnnamedInputParameterOfItsType() throws {
        let project = try loadedProject([
            "Specs/Shop.viper.yml": """
            module: Shop
            routes:
              detail:
                module: Detail
                parameters:
                  itemID: String

            """,
            "Specs/Detail.viper.yml": """
            module: Detail
            input:
              "show(_: Int)":
              "show(_: String)":

            """,
        ])
        let detail = try XCTUnwrap(project.modules.first { $0.name == "Detail" })
        let route = try XCTUnwrap(project.modules.first { $0.name == "Shop" }?.routes.first)
        XCTAssertEqual(
            RouteDestinationValidator.inputTaking(route.parameters, in: detail)?.requirement,
            "func show(_: String)")
    }

    /// An input whose unnamed parameter has another type takes no value, and
    /// the hint shows it as its protocol declares it.
    func testRouteOfAnotherType_isRefused_showingTheInputUnnamed() {
        XCTAssert(
            renderedDiagnostics([
                "Specs/Shop.viper.yml": """
                module: Shop
                routes:
                  item:
                    module: Item
                    parameters:
                      itemID: Int

                """,
                "Specs/Item.viper.yml": "module: Item\ninput:\n  show:\n    _: String\n",
            ]).contains(
                "hint: 'Item' has: func show(_: String); match one's parameter names and types"))
    }
}
