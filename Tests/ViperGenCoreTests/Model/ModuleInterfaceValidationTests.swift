import ViperGenCore
import XCTest

/// `input:` and `output:` that used to be read wrongly or silently (issue 34,
/// B2 and B3), a VIP route's parameters (B1), and one dependency under two
/// classes: each a located message that says what to do.
final class ModuleInterfaceValidationTests: XCTestCase {
    /// B2: `inherits:` was read as a message named `inherits`, and following
    /// the hint generated `func inherits(x: X)`.
    func testInheritsUnderInputOrOutput_isRefused_notReadAsAMessage() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Card.viper.yml": """
                module: Card
                input:
                  inherits: [Sendable]
                  show:
                    id: String
                output:
                  inherits:
                    x: Sendable

                """
            ]),
            """
            Specs/Card.viper.yml:3:3: error: 'input' takes no 'inherits' (only 'events' and 'view' do)
               3 |   inherits: [Sendable]
                 |   ^~~~~~~~
            hint: remove it, and declare the conformance in an extension of the protocol
            Specs/Card.viper.yml:7:3: error: 'output' takes no 'inherits' (only 'events' and 'view' do)
               7 |   inherits:
                 |   ^~~~~~~~
            hint: remove it, and declare the conformance in an extension of the protocol

            """)
    }

    /// B3: no protocol was generated, and nothing said so. Now (issue 34, gap 7)
    /// `input:` and `output:` with nothing under them are marker protocols: each
    /// is generated, empty, and everything that names one (the presenter, the
    /// assembly, a route to the module and a child of it) does.
    func testInputOrOutputWithoutMessages_areMarkerProtocols() throws {
        XCTAssertEqual(
            renderedDiagnostics(["Specs/Card.viper.yml": "module: Card\ninput:\noutput:\n"]), "")
        let files = try MemoryProject.rendered([
            "Specs/Card.viper.yml": "module: Card\ninput:\noutput:\n",
            "Specs/Wallet.viper.yml": """
            module: Wallet
            routes:
              card:
                module: Card
            children:
              badge: Card

            """,
        ])
        let interface = try XCTUnwrap(files["Sources/App/Modules/Card/CardModuleInterface.swift"])
        XCTAssert(interface.contains("protocol CardModuleInput: AnyObject {\n}"), interface)
        XCTAssert(interface.contains("protocol CardModuleOutput: AnyObject {\n}"), interface)
        let presenter = try XCTUnwrap(files["Sources/App/Modules/Card/CardPresenter.swift"])
        XCTAssert(presenter.contains("weak var moduleOutput: (any CardModuleOutput)?"), presenter)
        let host = try XCTUnwrap(files["Sources/App/Modules/Wallet/WalletPresenter.swift"])
        XCTAssert(host.contains("var badge: (any CardModuleInput)?"), host)
        XCTAssert(host.contains("CardModuleOutput"), host)
    }

    /// B1: the hint asked for an input, which a VIP module can't have.
    func testAVIPRoutesParameters_toAVIPModule_pointToTheRouteFactory() {
        let rendered = renderedDiagnostics([
            "Specs/List.viper.yml":
                "module: List\nstyle: vip\nuseCases:\n  load:\nroutes:\n  detail:\n    module: Detail\n    parameters:\n      id: String\n",
            "Specs/Detail.viper.yml": "module: Detail\nstyle: vip\nuseCases:\n  show:\n",
        ])
        XCTAssert(
            rendered.contains(
                "hint: 'Detail' is a VIP module, which takes no input: leave 'module' out, so that "
                    + "the route factory's method receives the values and builds it, or pass none"),
            rendered)
        XCTAssertFalse(rendered.contains("add an input"), rendered)
    }

    /// Refused as "listed twice", whose hint, "remove one of them", broke the
    /// module: both classes need the value. Of one type, the classes share it
    /// (issue 34, gap 7); of two types, the error says so.
    func testADependencyOfTwoClasses_isShared_whenItsTypeIsOne() throws {
        let files = try MemoryProject.rendered([
            "Specs/Feed.viper.yml": """
            module: Feed
            style: viper
            dependencies:
              presenter:
                pageSize: Int
              interactor:
                pageSize: Swift.Int

            """
        ])
        let assembly = try XCTUnwrap(files["Sources/App/Modules/Feed/FeedAssembly.swift"])
        XCTAssertEqual(assembly.components(separatedBy: "pageSize: Int").count - 1, 2, assembly)
        XCTAssert(
            assembly.contains(
                "        let interactor = FeedInteractor(\n            pageSize: pageSize\n        )"
            ), assembly)
        XCTAssert(
            assembly.contains(
                "        let presenter = FeedPresenter(\n            interactor: interactor,\n            router: router,\n            pageSize: pageSize\n        )"
            ), assembly)
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Feed.viper.yml": """
                module: Feed
                style: viper
                dependencies:
                  presenter:
                    pageSize: Int
                  interactor:
                    pageSize: Int32

                """
            ]),
            """
            Specs/Feed.viper.yml:7:5: error: dependency 'pageSize' of the interactor is a 'Int32', and the presenter's a 'Int'
               7 |     pageSize: Int32
                 |     ^~~~~~~~
            Specs/Feed.viper.yml:5:5: note: the presenter's is here
               5 |     pageSize: Int
                 |     ^~~~~~~~
            hint: the assembly takes each dependency as one parameter, which classes may share when \
            it is of one type: give the interactor's another name (e.g. 'interactorPageSize'), or the same type

            """)
    }

    /// Found by an adversarial review of adopt: a message type naming `Self`
    /// anywhere (`Self?`), and a view refining one of the module's own types
    /// (its presenter, a class), were accepted and generated code that can't build.
    func testSelfInAMessageType_andInheritingTheModulesOwnTypes_areRefused() {
        let rendered = renderedDiagnostics([
            "Specs/Profile.viper.yml": """
            module: Profile
            view:
              inherits: [ProfilePresenter, ProfileAssembly, ProfileViewController]
              show:
                item: Self?
              showAll:
                all: "[Self]"

            """
        ])
        for expected in [
            "Specs/Profile.viper.yml:3:14: error: the protocol can't inherit 'ProfilePresenter'",
            "Specs/Profile.viper.yml:3:32: error: the protocol can't inherit 'ProfileAssembly'",
            "Specs/Profile.viper.yml:3:49: error: the protocol can't inherit 'ProfileViewController'",
            "Specs/Profile.viper.yml:5:5: error: 'Self?' can't be a message's parameter: it names 'Self'",
            "Specs/Profile.viper.yml:7:5: error: '[Self]' can't be a message's parameter: it names 'Self'",
        ] {
            XCTAssert(rendered.contains(expected), "missing \(expected) in\n\(rendered)")
        }
    }
}
