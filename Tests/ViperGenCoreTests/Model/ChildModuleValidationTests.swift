import ViperGenCore
import XCTest

/// `children:`: read in both forms, checked against the project's modules,
/// every problem located at the child's line.
final class ChildModuleValidationTests: XCTestCase {
    private let feed = "module: Feed\ninput:\n  show:\n    postID: String\noutput:\n  didSelect:\n    _ id: String\n"

    func testBothForms_areRead_andMakeModuleTakesTheChildrensNeeds() throws {
        let project = try loadedProject([
            "Specs/Post.viper.yml": "module: Post\nchildren:\n  feed: Feed\n  card:\n    module: Card\n",
            "Specs/Feed.viper.yml": "module: Feed\ntraits: [request]\noutput:\n  didSelect:\n",
            "Specs/Card.viper.yml": "module: Card\ndependencies:\n  presenter:\n    pageSize: Int\noutput:\n  didEnter:\n",
        ])
        let post = try XCTUnwrap(project.module(named: "Post"))
        XCTAssertEqual(post.children.map(\.name), ["feed", "card"])
        XCTAssertEqual(post.children.map(\.module), ["Feed", "Card"])
        let modules = Dictionary(uniqueKeysWithValues: project.modules.map { ($0.name, $0) })
        XCTAssertEqual(post.screenParameters(in: modules).map(\.name), ["feedRequestService", "cardPageSize"])
        XCTAssertEqual(post.screenParameters(in: modules).map(\.type), ["FeedService", "Int"])
    }

    func testUnknownModule_noScreen_noOutput_andAParentWithoutScreen_areEachLocated() {
        XCTAssertEqual(renderedDiagnostics([
            "Specs/Post.viper.yml": "module: Post\nchildren:\n  feed: Fed\n  sync: Sync\n  card: Card\n",
            "Specs/Feed.viper.yml": feed,
            "Specs/Sync.viper.yml": "module: Sync\nui: none\noutput:\n  didSync:\n",
            "Specs/Card.viper.yml": "module: Card\n",
            "Specs/Job.viper.yml": "module: Job\nui: none\nchildren:\n  feed: Feed\n",
        ]), """
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
            hint: add 'output:' messages to 'Card' (what it tells the screen that embeds it, e.g. 'didSelect: \
            {_ item: String}'); the parent's presenter implements them

            """)
    }

    func testAModuleThatContainsItself_orIsEmbeddedTwice_isRefused() {
        XCTAssertEqual(renderedDiagnostics([
            "Specs/Post.viper.yml": "module: Post\noutput:\n  done:\nchildren:\n  me: Post\n  feed: Feed\n",
            "Specs/Feed.viper.yml": feed + "children:\n  post: Post\n",
            "Specs/Page.viper.yml": "module: Page\nchildren:\n  top: Feed2\n  bottom: Feed2\n",
            "Specs/Feed2.viper.yml": "module: Feed2\noutput:\n  didScroll:\n",
        ]), """
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
            Specs/Post.viper.yml:5:7: error: child 'me' embeds module 'Post', the module itself
               5 |   me: Post
                 |       ^~~~
            hint: a screen can't contain itself; remove one of the children
            Specs/Post.viper.yml:6:9: error: child 'feed' embeds module 'Feed', which embeds 'Post' again: \
            Post > Feed > Post
               6 |   feed: Feed
                 |         ^~~~
            hint: a screen can't contain itself; remove one of the children

            """)
    }

    func testOutputsThatClashWithThePresentersMethods_andNamesMakeModuleUsesTwice_areRefused() {
        XCTAssertEqual(renderedDiagnostics([
            "Specs/Post.viper.yml": """
                module: Post
                events:
                  didSelect:
                    _ id: String
                children:
                  feed: Feed

                """,
            "Specs/Feed.viper.yml": "module: Feed\ntraits: [request]\noutput:\n  didSelect:\n    _ id: String\n",
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
        ]), """
            Specs/Deck.viper.yml:4:11: error: child 'bottom': output 'didEnter()' of module 'Bottom' has the name \
            of an output of child 'top' ('Top')
               4 |   bottom: Bottom
                 |           ^~~~~~
            hint: the parent's presenter implements the child's outputs beside its own methods: rename the output \
            in 'Bottom', or the other method
            Specs/Post.viper.yml:6:9: error: child 'feed': output 'didSelect(_:)' of module 'Feed' has the name of \
            an event
               6 |   feed: Feed
                 |         ^~~~
            hint: the parent's presenter implements the child's outputs beside its own methods: rename the output \
            in 'Feed', or the other method
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
        XCTAssertEqual(renderedDiagnostics([
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
        ]), """
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
        XCTAssertEqual(renderedDiagnostics([
            "Specs/Post.viper.yml": "module: Post\naccess: public\nchildren:\n  top: Top\n",
            "Specs/Top.viper.yml": "module: Top\noutput:\n  didEnter:\n",
            "Specs/Bad.viper.yml": "module: Bad\nchildren:\n  a:\n    modul: Top\n  b: top\n  c: [Top]\n",
        ]), """
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
