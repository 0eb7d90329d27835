import ViperGenCore
import XCTest

/// Module specs checked against their schema: every error located, with the
/// line, a caret and a hint; all errors of a spec reported together.
final class ModuleSpecValidationTests: XCTestCase {
    private func check(
        _ spec: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            renderedDiagnostics(["Specs/Login.viper.yml": spec]), expected, file: file, line: line)
    }

    func testValidSpecWithEveryKey_isAccepted() throws {
        let project = try loadedProject([
            "Specs/Profile.viper.yml": """
            module: Profile
            style: viper
            access: public
            traits:
              - close
              - request:
                  service: ProfileAPI
            view:
              showName:
                name: String
            interactor:
              inputs:
                load async throws:
                  _ id: String
              outputs:
                didLoad:
            routes:
              settings: present
              detail:
                transition: modal
                animated: false
                parameters:
                  _ index: Int

            """
        ])
        let module = try XCTUnwrap(project.modules.first)
        XCTAssertEqual(module.name, "Profile")
        XCTAssertEqual(module.style, .viper)
        XCTAssertEqual(module.access, .public)
        XCTAssertEqual(module.traits.map(\.trait.name), ["close", "request"])
        XCTAssertEqual(module.traits[1].arguments, ["service": "ProfileAPI"])
        XCTAssertFalse(module.traits[1].usesDefaults)
        XCTAssertEqual(module.viewOutputs.map(\.declaration), ["func showName(name: String)"])
        XCTAssertEqual(
            module.interactorInputs.map(\.declaration), ["func load(_ id: String) async throws"])
        XCTAssertEqual(module.interactorOutputs.map(\.declaration), ["func didLoad()"])
        XCTAssertEqual(module.routes.map(\.name), ["settings", "detail"])
        XCTAssertEqual(module.routes[1].transition, .modal)
        XCTAssertEqual(module.routes[1].animated, false)
    }

    func testScalarsAreNeverTyped_aBooleanFieldTakesOnlyTrueOrFalse() {
        check(
            """
            module: Login
            routes:
              home:
                animated: yes

            """,
            """
            Specs/Login.viper.yml:4:15: error: 'animated' must be true or false, not 'yes'
               4 |     animated: yes
                 |               ^~~
            hint: spec values are never guessed: write exactly 'true' or 'false'

            """)
    }

    func testUnknownKey_isReportedWithASuggestion() {
        check(
            "module: Login\ntrait: [close]\n",
            """
            Specs/Login.viper.yml:2:1: error: unknown key 'trait' in the module spec
               2 | trait: [close]
                 | ^~~~~
            hint: did you mean 'traits'? Known keys: access, children, dataStore, dependencies, events, imports, input, interactor, module, naming, navigation, output, protocols, requests, router, routes, state, store, style, traits, ui, useCases, view, xib

            """)
    }

    func testMissingModuleName_isReportedAtTheStartOfTheSpec() {
        check(
            "style: mvp\n",
            """
            Specs/Login.viper.yml:1:1: error: the module spec has no 'module'
               1 | style: mvp
                 | ^
            hint: add 'module: ...'

            """)
    }

    func testMappingWhereAListIsExpected_namesBoth() {
        check(
            "module: Login\ntraits:\n  close: true\n",
            """
            Specs/Login.viper.yml:3:3: error: expected a list for 'traits', found a mapping
               3 |   close: true
                 |   ^~~~~
            hint: write each item of 'traits' on its own line starting with '- ', or as [a, b]

            """)
    }

    func testUnknownTrait_suggestsTheClosestKnownTrait() {
        check(
            "module: Login\ntraits:\n  - clsoe\n",
            """
            Specs/Login.viper.yml:3:5: error: unknown trait 'clsoe'
               3 |   - clsoe
                 |     ^~~~~
            hint: did you mean 'close'? Known traits: alert, cache, close, openURL, page, persist, pop, popToRoot, present, push, request, share, track

            """)
    }

    func testDuplicateTrait_pointsAtBothOccurrences() {
        check(
            "module: Login\ntraits: [close, push, close]\n",
            """
            Specs/Login.viper.yml:2:23: error: trait 'close' is listed twice
               2 | traits: [close, push, close]
                 |                       ^~~~~
            Specs/Login.viper.yml:2:10: note: first listed here
               2 | traits: [close, push, close]
                 |          ^~~~~
            hint: remove one of them

            """)
    }

    func testUnknownTraitParameter_listsTheTraitsParameters() {
        check(
            "module: Login\ntraits:\n  - request:\n      servce: API\n",
            """
            Specs/Login.viper.yml:4:7: error: trait 'request' has no parameter 'servce'
               4 |       servce: API
                 |       ^~~~~~
            hint: did you mean 'service'? Known parameters of 'request': parameters, response, service

            """)
    }

    func testInvalidModuleNames_areRefused() {
        check(
            "module: 1Login\n",
            """
            Specs/Login.viper.yml:1:9: error: '1Login' is not a valid module name: it starts with a digit
               1 | module: 1Login
                 |         ^~~~~~
            hint: a module name is a Swift identifier: letters, digits and '_', not starting with a digit

            """)
        check(
            "module: struct\n",
            """
            Specs/Login.viper.yml:1:9: error: 'struct' is not a valid module name: it is a Swift keyword
               1 | module: struct
                 |         ^~~~~~
            hint: try 'Struct'

            """)
        check(
            "module: login\n",
            """
            Specs/Login.viper.yml:1:9: error: module name 'login' must start with an uppercase letter
               1 | module: login
                 |         ^~~~~
            hint: module names become type names: write 'Login'

            """)
    }

    func testInvalidStyle_listsTheStyles() {
        check(
            "module: Login\nstyle: mvc\n",
            """
            Specs/Login.viper.yml:2:8: error: 'mvc' is not a valid style
               2 | style: mvc
                 |        ^~~
            hint: did you mean 'mvp'? Expected one of: mvp, viper, vip

            """)
    }

    func testInteractorMessages_needTheVIPERStyle() {
        check(
            "module: Login\ninteractor:\n  inputs:\n    load:\n",
            """
            Specs/Login.viper.yml:2:1: error: 'interactor' is only used by style 'viper'
               2 | interactor:
                 | ^~~~~~~~~~
            hint: set 'style: viper', or move these messages to the view or the presenter's logic

            """)
    }

    func testInvalidParameterTypeAndName_areLocated() {
        check(
            """
            module: Login
            view:
              show:
                2name: String
                title: Array<String

            """,
            """
            Specs/Login.viper.yml:4:5: error: '2name' is not a parameter name
               4 |     2name: String
                 |     ^~~~~
            hint: write 'name: Type', 'label name: Type' or '_ name: Type'
            Specs/Login.viper.yml:5:12: error: 'Array<String' is not a valid Swift type: '<' is not closed
               5 |     title: Array<String
                 |            ^~~~~~~~~~~~
            hint: write the type as in Swift, e.g. 'String', '[Item]' or 'any AnalyticsService'

            """)
    }

    func testMethodKey_allowsOnlyAsyncThrowsAndAResult() {
        check(
            "module: Login\nview:\n  show later:\n",
            """
            Specs/Login.viper.yml:3:3: error: 'show later' is not a method name
               3 |   show later:
                 |   ^~~~~~~~~~
            hint: write the name, optionally followed by 'async', 'throws' and '-> Type', e.g. \
            'loadProfile async throws -> Profile'

            """)
    }

    func testAViewMessageNamedLikeAUIViewControllerMethod_isRefused_withAName() {
        check(
            "module: Login\nview:\n  loadView:\n",
            """
            Specs/Login.viper.yml:3:3: error: view message 'loadView()' is a UIViewController method: the view controller would override it without 'override', and the scaffold would not compile
               3 |   loadView:
                 |   ^~~~~~~~
            hint: give the message another name, e.g. 'showLoadView'

            """)
    }

    func testAnExistentialService_forTheRequestTrait_isRefused() {
        check(
            "module: Feed\ntraits:\n  - request:\n      service: any FeedServicing\n",
            """
            Specs/Login.viper.yml:3:5: error: trait 'request' needs a concrete type for 'service', not 'any FeedServicing': it becomes the trait's associated type, which an existential can't be
               3 |   - request:
                 |     ^~~~~~~
            hint: name the struct or class that conforms (e.g. 'FeedService'), or leave 'service' out for the module's own

            """)
    }

    func testAnEventNamedLikeTheReadySignal_isRefused() {
        check(
            "module: Login\nstate:\n  title: String = \"\"\nevents:\n  viewIsReady:\n",
            """
            Specs/Login.viper.yml:5:3: error: event 'viewIsReady()' is the message a UIKit view with state sends once it has loaded
               5 |   viewIsReady:
                 |   ^~~~~~~~~~~
            hint: leave the event out (the generated presenter declares it and renders the state on it) or give it another name

            """)
    }

    func testViewMessageWithATransitionHandlersSignature_isRefused() {
        check(
            "module: Login\nview:\n  pop:\n    animated: Bool\n",
            """
            Specs/Login.viper.yml:3:3: error: view message 'pop(animated:)' is a TransitionHandler method, which the view controller already has
               3 |   pop:
                 |   ^~~
            hint: give the message another name; navigation goes through the router traits

            """)
    }

    func testRouteParameterWithALabel_isRefused() {
        check(
            """
            module: Login
            routes:
              cart:
                parameters:
                  with items: "[String]"

            """,
            """
            Specs/Login.viper.yml:5:7: error: route parameter 'items' cannot have the label 'with'
               5 |       with items: "[String]"
                 |       ^~~~~~~~~~
            hint: enum cases take one name per parameter: write 'items: [String]' or '_ items: [String]'

            """)
    }

    func testInvalidTransition_suggestsOne() {
        check(
            "module: Login\nroutes:\n  home: pushh\n",
            """
            Specs/Login.viper.yml:3:9: error: 'pushh' is not a valid transition
               3 |   home: pushh
                 |         ^~~~~
            hint: did you mean 'push'? Expected one of: push, present, modal

            """)
    }

    func testEmptySpec_saysWhatToWrite() {
        check(
            "# nothing yet\n",
            """
            Specs/Login.viper.yml:1:1: error: module spec is empty
               1 | # nothing yet
                 | ^
            hint: write at least 'module: Name'

            """)
    }

    func testByteOrderMark_isNotCountedInColumns() {
        check(
            "\u{FEFF}module: 1Login\n",
            """
            Specs/Login.viper.yml:1:9: error: '1Login' is not a valid module name: it starts with a digit
               1 | module: 1Login
                 |         ^~~~~~
            hint: a module name is a Swift identifier: letters, digits and '_', not starting with a digit

            """)
    }

    func testMultiByteCharactersBeforeAnError_countAsOneColumnEach() {
        check(
            "module: Login\nview:\n  show:\n    café: Strin g\n",
            """
            Specs/Login.viper.yml:4:5: error: 'café' is not a parameter name
               4 |     café: Strin g
                 |     ^~~~
            hint: write 'name: Type', 'label name: Type' or '_ name: Type'

            """)
    }

    func testSeveralErrors_areAllReportedInOrder() {
        let rendered = renderedDiagnostics([
            "Specs/Login.viper.yml": "module: Login\nstyle: mvc\ntraits: [clsoe]\nextra: 1\n"
        ])
        let headlines = rendered.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(
            headlines,
            [
                "Specs/Login.viper.yml:2:8: error: 'mvc' is not a valid style",
                "Specs/Login.viper.yml:3:10: error: unknown trait 'clsoe'",
                "Specs/Login.viper.yml:4:1: error: unknown key 'extra' in the module spec",
            ])
    }

    func testTwoSpecsForOneModule_areRefused() {
        let rendered = renderedDiagnostics([
            "Specs/A/Login.viper.yml": "module: Login\n",
            "Specs/B/Login.viper.yml": "module: Login\n",
        ])
        XCTAssertEqual(
            rendered,
            """
            Specs/B/Login.viper.yml:1:9: error: module 'Login' is defined by two specs
               1 | module: Login
                 |         ^~~~~
            Specs/A/Login.viper.yml:1:9: note: also defined here
               1 | module: Login
                 |         ^~~~~
            hint: each module needs exactly one spec; rename or delete one of them

            """)
    }

    /// Issue 14, bug 3: `returns:` under a message silently became a parameter.
    func testReturnsUnderAMessage_isRefused_butALabelledParameterNamedReturnsIsKept() throws {
        check(
            """
            module: Wallet
            view:
              getWalletDisplayName:
                returns: String?

            """,
            """
            Specs/Login.viper.yml:4:5: error: 'returns' under message 'getWalletDisplayName' would be a parameter \
            named 'returns'
               4 |     returns: String?
                 |     ^~~~~~~
            hint: write the result type in the key, e.g. 'getWalletDisplayName -> String', or, for a parameter \
            really named 'returns', write '_ returns: Type' or give it a label

            """)
        let project = try loadedProject([
            "Specs/W.viper.yml": "module: W\nview:\n  show:\n    _ returns: Int\n"
        ])
        XCTAssertEqual(
            project.modules.first?.viewOutputs.first?.declaration, "func show(_ returns: Int)")
    }
}

/// Module names whose generated types would clash with shared ones.
final class TypeNameClashTests: XCTestCase {
    func testModuleWhoseScaffoldWouldRedeclareATraitsProtocol_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics(["Specs/Request.viper.yml": "module: Request\ntraits: [request]\n"]
            ),
            """
            Specs/Request.viper.yml:1:9: error: module 'Request' would generate the type 'RequestService', which trait 'request' already declares
               1 | module: Request
                 |         ^~~~~~~
            hint: choose another module name

            """)
    }

    func testModuleWhoseTypesWouldRedeclareATypeOfACustomTrait_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-traits.yml": """
                traits:
                  deepLink:
                    kind: router
                    declarations: |
                      protocol SettingsRoute {}

                """,
                "Specs/Settings.viper.yml": "module: Settings\n",
            ]),
            """
            Specs/Settings.viper.yml:1:9: error: module 'Settings' would generate the type 'SettingsRoute', which trait 'deepLink' already declares
               1 | module: Settings
                 |         ^~~~~~~~
            hint: choose another module name

            """)
    }

    func testModuleNamedLikeATraitWithoutItsScaffold_isAccepted() throws {
        XCTAssertEqual(
            try loadedProject(["Specs/Page.viper.yml": "module: Page\ntraits: [close]\n"]).modules
                .count, 1)
    }

}
