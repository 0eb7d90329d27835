import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// `children:`: read in both forms, checked against the project's modules,
/// every problem located at the child's line.
final class ChildModuleValidationTests: XCTestCase {
    private let feed =
        "module: Feed\ninput:\n  show:\n    postID: String\noutput:\n  didSelect:\n    _ id: String\n"

    func testBothForms_areRead_andMakeModuleTakesTheChildrensNeeds() throws {
        let project = try loadedProject([
            "Specs/Post.viper.yml":
                "module: Post\nchildren:\n  feed: Feed\n  card:\n    module: Card\n",
            "Specs/Feed.viper.yml": "module: Feed\ntraits: [request]\noutput:\n  didSelect:\n",
            "Specs/Card.viper.yml":
                "module: Card\ndependencies:\n  presenter:\n    pageSize: Int\noutput:\n  didEnter:\n",
        ])
        let post = try XCTUnwrap(project.module(named: "Post"))
        XCTAssertEqual(post.children.map(\.name), ["feed", "card"])
        XCTAssertEqual(post.children.map(\.module), ["Feed", "Card"])
        let modules = Dictionary(uniqueKeysWithValues: project.modules.map { ($0.name, $0) })
        XCTAssertEqual(
            post.screenParameters(in: modules).map(\.name), ["feedRequestService", "cardPageSize"])
        XCTAssertEqual(post.screenParameters(in: modules).map(\.type), ["FeedService", "Int"])
    }

    func testUnknownModule_noScreen_noOutput_andAParentWithoutScreen_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Post.viper.yml":
                    "module: Post\nchildren:\n  feed: Fed\n  sync: Sync\n  card: Card\n",
                "Specs/Feed.viper.yml": feed,
                "Specs/Sync.viper.yml": "module: Sync\nui: none\noutput:\n  didSync:\n",
                "Specs/Card.viper.yml": "module: Card\n",
                "Specs/Job.viper.yml": "module: Job\nui: none\nchildren:\n  feed: Feed\n",
            ]),
            """
            Specs/Job.viper.yml:4:3: error: module 'Job' has no screen ('ui: none') to show child 'feed' in
               4 |   feed: Feed
                 |   ^~~~
            hint: give 'Job' 'ui: uikit' or 'ui: swiftui', or leave 'children' out
            Specs/Post.viper.yml:3:9: error: child 'feed' embeds module 'Fed', which no spec defines
               3 |   feed: Fed
                 |         ^~~
            hint: did you mean 'Feed'? name a module of the project (a spec of its own, 'module: Fed')
            Specs/Post.viper.yml:4:9: error: child 'sync' embeds module 'Sync', which has no screen to show ('ui: none')
               4 |   sync: Sync
                 |         ^~~~
            hint: give 'Sync' 'ui: uikit' or 'ui: swiftui'
            Specs/Post.viper.yml:5:9: error: child 'card' embeds module 'Card', which has no output for the parent \
            to hear
               5 |   card: Card
                 |         ^~~~
            hint: add 'output:' messages to 'Card', what it tells the screen that embeds it (e.g. 'didSelect:'); \
            the parent's presenter implements them

            """)
    }

    func testAModuleThatContainsItself_orIsEmbeddedTwice_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Post.viper.yml": "module: Post\noutput:\n  done:\nchildren:\n  feed: Feed\n",
                "Specs/Solo.viper.yml": "module: Solo\noutput:\n  done:\nchildren:\n  me: Solo\n",
                "Specs/Feed.viper.yml": feed + "children:\n  post: Post\n",
                "Specs/Page.viper.yml": "module: Page\nchildren:\n  top: Feed2\n  bottom: Feed2\n",
                "Specs/Feed2.viper.yml": "module: Feed2\noutput:\n  didScroll:\n",
            ]),
            """
            Specs/Feed.viper.yml:9:9: error: child 'post' embeds module 'Post', which embeds 'Feed' again: \
            Feed > Post > Feed
               9 |   post: Post
                 |         ^~~~
            hint: a screen can't contain itself; remove one of the children
            Specs/Page.viper.yml:4:11: error: child 'bottom' embeds module 'Feed2' a second time
               4 |   bottom: Feed2
                 |           ^~~~~
            Specs/Page.viper.yml:3:8: note: the first child of module 'Feed2' is here
               3 |   top: Feed2
                 |        ^~~~~
            hint: the presenter is the output of both and could not tell them apart; embed 'Feed2' once
            Specs/Solo.viper.yml:5:7: error: child 'me' embeds module 'Solo', the module itself
               5 |   me: Solo
                 |       ^~~~
            hint: a screen can't contain itself; remove one of the children

            """, "each cycle is reported once, at the first module on it")
    }

    func testOutputsThatClashWithThePresentersMethods_andNamesMakeModuleUsesTwice_areRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Post.viper.yml": """
                module: Post
                events:
                  didSelect:
                    _ id: String
                children:
                  feed: Feed

                """,
                "Specs/Feed.viper.yml":
                    "module: Feed\ntraits: [request]\noutput:\n  didSelect:\n    _ id: String\n",
                "Specs/Wall.viper.yml": """
                module: Wall
                dependencies:
                  presenter:
                    feedRequestService: String
                    topModule: Int
                children:
                  feed: Feed
                  top: Top

                """,
                "Specs/Deck.viper.yml": "module: Deck\nchildren:\n  top: Top\n  bottom: Bottom\n",
                "Specs/Top.viper.yml": "module: Top\noutput:\n  didEnter:\n",
                "Specs/Bottom.viper.yml": "module: Bottom\noutput:\n  didEnter:\n",
            ]),
            """
            Specs/Deck.viper.yml:4:11: error: child 'bottom': output 'didEnter()' of module 'Bottom' has the name \
            of an output of child 'top' ('Top')
               4 |   bottom: Bottom
                 |           ^~~~~~
            hint: the presenter implements the outputs of its children and of the modules its routes open beside its \
            own methods: rename the output in 'Bottom', or the other method
            Specs/Post.viper.yml:6:9: error: child 'feed': output 'didSelect(_:)' of module 'Feed' has the name of \
            an event
               6 |   feed: Feed
                 |         ^~~~
            hint: the presenter implements the outputs of its children and of the modules its routes open beside its \
            own methods: rename the output in 'Feed', or the other method
            Specs/Wall.viper.yml:7:3: error: child 'feed' needs 'feedRequestService' from 'makeModule', which is \
            already the module's own parameter
               7 |   feed: Feed
                 |   ^~~~
            hint: rename child 'feed', or the other name
            Specs/Wall.viper.yml:8:3: error: 'makeModule' would build child 'top' in a constant 'topModule', which \
            is already the module's own parameter
               8 |   top: Top
                 |   ^~~
            hint: rename child 'top', or the other name

            """)
    }

    func testChildNamedLikeAMember_aDependency_orAMethod_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Grid.viper.yml": """
                module: Grid
                traits: [request]
                events:
                  reload:
                dependencies:
                  presenter:
                    pageSize: Int
                children:
                  performRequest: Top
                  reload: Top
                  pageSize: Top

                """,
                "Specs/Top.viper.yml": "module: Top\noutput:\n  didEnter:\n",
                "Specs/List.viper.yml": "module: List\nchildren:\n  view: Top\n",
            ]),
            """
            Specs/Grid.viper.yml:9:3: error: child 'performRequest' is named like a method of trait 'request'
               9 |   performRequest: Top
                 |   ^~~~~~~~~~~~~~
            hint: choose another name: the class would have two members named 'performRequest'
            Specs/Grid.viper.yml:10:3: error: child 'reload' is named like an event, 'reload()'
              10 |   reload: Top
                 |   ^~~~~~
            hint: choose another name: the class would have two members named 'reload'
            Specs/Grid.viper.yml:11:3: error: child 'pageSize' is named like dependency 'pageSize'
              11 |   pageSize: Top
                 |   ^~~~~~~~
            hint: choose another name: the class would have two members named 'pageSize'
            Specs/List.viper.yml:3:3: error: child 'view' is named like a member the generated classes already have
               3 |   view: Top
                 |   ^~~~
            hint: choose another name; 'view' is generated for every module that needs it

            """)
    }

    func testAPublicParentOfAnInternalChild_andMalformedChildren_areRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Post.viper.yml": "module: Post\naccess: public\nchildren:\n  top: Top\n",
                "Specs/Top.viper.yml": "module: Top\noutput:\n  didEnter:\n",
                "Specs/Bad.viper.yml":
                    "module: Bad\nchildren:\n  a:\n    modul: Top\n  b: top\n  c: [Top]\n",
            ]),
            """
            Specs/Bad.viper.yml:4:5: error: unknown key 'modul' in child 'a'
               4 |     modul: Top
                 |     ^~~~~
            hint: did you mean 'module'? Known keys: module
            Specs/Bad.viper.yml:4:5: error: child 'a' has no 'module'
               4 |     modul: Top
                 |     ^
            hint: add 'module: ...'
            Specs/Bad.viper.yml:5:6: error: module name 'top' must start with an uppercase letter
               5 |   b: top
                 |      ^~~
            hint: module names become type names: write 'Top'
            Specs/Bad.viper.yml:6:6: error: expected a single value for 'c', found a list
               6 |   c: [Top]
                 |      ^
            hint: write 'c: value' on one line
            Specs/Post.viper.yml:4:8: error: public module 'Post' can't embed internal module 'Top' (child 'top')
               4 |   top: Top
                 |        ^~~
            hint: the public presenter is the output of 'Top', so 'Top' must be public too: give it 'access: public'

            """)
    }
}

/// Found by an adversarial review of `children:`: specs that validated but
/// generated code that did not compile, or took exponential time.
final class ChildModuleReviewTests: XCTestCase {
    private let card = "module: Card\nui: swiftui\noutput:\n  didEnter:\n"

    func
        testNamesTheScreenOrObservationUse_andViewMessagesNamedLikeTheControllersMembers_areRefused()
    {
        let diagnostics = renderedDiagnostics([
            "Specs/Wallet.viper.yml":
                "module: Wallet\nui: swiftui\nchildren:\n  presenter: Card\n  body: Card\n",
            "Specs/Safe.viper.yml": "module: Safe\nui: swiftui\nchildren:\n  _state: Card\n",
            "Specs/Vault.viper.yml":
                "module: Vault\ndependencies:\n  presenter:\n    _state: Int\n",
            "Specs/Post.viper.yml": """
            module: Post
            view:
              feedScreen:
              showChildScreen:
                _ child: Int
                in container: Int
            children:
              feed: Card

            """,
            "Specs/Card.viper.yml": card,
        ])
        let headlines = diagnostics.split(separator: "\n").filter { $0.contains(" error: ") }
        XCTAssertEqual(
            headlines,
            [
                "Specs/Post.viper.yml:3:3: error: view message 'feedScreen()' has the name of child 'feed''s screen",
                "Specs/Post.viper.yml:4:3: error: view message 'showChildScreen(_:in:)' has the name of the view "
                    + "controller's method for showing a child",
                "Specs/Safe.viper.yml:4:3: error: child '_state' is named like a member the generated classes already have",
                "Specs/Vault.viper.yml:4:5: error: dependency '_state' is named like a member the generated classes "
                    + "already have",
                "Specs/Wallet.viper.yml:4:3: error: child 'presenter' is named like a member the generated classes "
                    + "already have",
                "Specs/Wallet.viper.yml:5:3: error: child 'body' is named like a member the generated classes already have",
            ], diagnostics)
    }

    /// Found by an adversarial run: the cycle search walked the graph again
    /// for every child (a ring of 2,000 modules took 53 s).
    func testARingOfModules_isReportedOnce() {
        var files: [String: String] = [:]
        for index in 0..<500 {
            files["Specs/R\(index).viper.yml"] =
                "module: R\(index)\noutput:\n  done:\nchildren:\n  next: R\((index + 1) % 500)\n"
        }
        let headlines = renderedDiagnostics(files).split(separator: "\n").filter {
            $0.contains(" error: ")
        }
        XCTAssertEqual(headlines.count, 1)
        XCTAssert(
            headlines[0].hasPrefix(
                "Specs/R0.viper.yml:5:9: error: child 'next' embeds module 'R1', which embeds "
                    + "'R0' again: R0 > R1 > R2 > R3 > R4 > R5 > R6 > R7 > R8 > R9 > … > R0"),
            String(headlines[0]))
    }

    func testDiamondsOfChildren_areRefusedPastTheScreenLimit_inLinearTime() {
        // X0 embeds X1 and Y1, each of which embeds X2 and Y2, ... 2^31 screens in all.
        var files: [String: String] = [:]
        for level in 0...30 {
            let children = level == 30 ? "" : "children:\n  x: X\(level + 1)\n  y: Y\(level + 1)\n"
            for name in ["X\(level)", "Y\(level)"] {
                files["Specs/\(name).viper.yml"] =
                    "module: \(name)\noutput:\n  done\(name):\n" + children
            }
        }
        let headlines = renderedDiagnostics(files).split(separator: "\n").filter {
            $0.contains(" error: ")
        }
        XCTAssertEqual(
            headlines.first,
            "Specs/X0.viper.yml:5:3: error: module 'X0' would build more than 100 "
                + "screens through its children and theirs")
        XCTAssertEqual(
            headlines.count, 50, "levels 0 to 24 of both columns embed 2^7 - 1 screens or more")
    }

    func testAChildOrRouteModuleWhoseSpecHasErrors_isNotAlsoCalledUndefined() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Post.viper.yml":
                    "module: Post\nroutes:\n  card:\n    module: Card\nchildren:\n  card: Card\n",
                "Specs/Card.viper.yml": "module: Card\noutput:\n  didEnter:\nstyle: vipr\n",
            ]).split(separator: "\n").filter { $0.contains(" error: ") },
            [
                "Specs/Card.viper.yml:4:8: error: 'vipr' is not a valid style"
            ])
    }

    func testAChildsImports_reachTheParentsFiles_andNoTwoModulesDeclareOneType() throws {
        let files = try FixtureProject(
            name: "review",
            inputs: [
                "Specs/Kid.viper.yml":
                    "module: Kid\nimports: [Observation]\noutput:\n  got:\n    _ t: Int\n",
                "Specs/Parent.viper.yml": "module: Parent\nchildren:\n  kid: Kid\n",
                "Specs/Wallet.viper.yml": "module: Wallet\nui: swiftui\nchildren:\n  card: Card\n",
                "Specs/WalletChild.viper.yml":
                    "module: WalletChild\nui: swiftui\nstate:\n  x: Int = 0\n",
                "Specs/Card.viper.yml": card,
            ]
        ).renderedFiles()
        let assembly = try XCTUnwrap(files["Sources/App/Modules/Parent/ParentAssembly.swift"])
        XCTAssert(assembly.contains("import Observation\n"), assembly)
        let logic = try XCTUnwrap(files["Sources/App/Modules/Parent/ParentPresenter+Logic.swift"])
        XCTAssert(logic.contains("import Observation\n"), logic)

        var declared: [String: String] = [:]
        let declaration =
            /(?m)^ *(?:public )?(?:final )?(?:struct|class|enum|protocol) ([A-Za-z_][A-Za-z0-9_]*)/
        for (path, text) in files where path.hasPrefix("Sources/") {
            for match in text.matches(of: declaration) {
                let name = String(match.1)
                XCTAssertNil(
                    declared[name], "\(name) is declared in \(path) and \(declared[name] ?? "")")
                declared[name] = path
            }
        }
        XCTAssertNotNil(declared["WalletChildContainer"])
        XCTAssertNotNil(declared["WalletChildScreen"])
    }

    func testTheViewControllersChildMembers_needOnlyUIKit_likeTheScaffoldThatCallsThem() throws {
        let files = try FixtureProject("children").renderedFiles()
        let assembly = try XCTUnwrap(files["Sources/App/Modules/Post/PostAssembly.swift"])
        let extensionStart = try XCTUnwrap(assembly.range(of: "extension PostViewController {"))
        let before = assembly[..<extensionStart.lowerBound]
        let lastCondition = try XCTUnwrap(before.range(of: "#if ", options: .backwards))
        XCTAssertEqual(
            before[lastCondition.lowerBound...].prefix(while: { $0 != "\n" }),
            "#if canImport(UIKit)")
        let composerLookup = [
            "            #if canImport(SwiftUI)",
            "                return children.first { $0 is ComposerHostingController }",
            "            #else",
            "                return nil",
            "            #endif",
        ].joined(separator: "\n")
        XCTAssert(assembly.contains(composerLookup), assembly)
    }
}
