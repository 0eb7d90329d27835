import ViperGenCore
import XCTest

/// A trait's `store:`: state its logic keeps, which the class composing it
/// stores. Its protocol is class-bound and declares each field `{ get set }`;
/// the class and its Mock keep them, starting at their defaults.
final class TraitStoreTests: XCTestCase {
    private let counterTraits = """
        traits:
          counter:
            kind: interactor
            dependencies:
              limit: Int
            store:
              count: Int = 0
              lastError: (any Error)?
            methods:
              tick:
                body: count = min(count + 1, limit)

        """

    private func rendered(_ files: [String: String]) throws -> [String: String] {
        try MemoryProject.rendered(files)
    }

    func testATraitsStore_isDeclaredByItsProtocol_andKeptByTheClassAndItsMock() throws {
        let files = try rendered([
            "viper-traits.yml": counterTraits,
            "Specs/Feed.viper.yml": "module: Feed\nstyle: viper\ntraits: [counter]\n",
        ])
        let trait = try XCTUnwrap(files["Sources/App/Shared/Traits/CounterInteractorTrait.swift"])
        XCTAssertTrue(trait.contains("protocol CounterInteractorTrait: AnyObject {\n"), trait)
        XCTAssertTrue(trait.contains("    var count: Int { get set }\n"), trait)
        XCTAssertTrue(trait.contains("    var lastError: (any Error)? { get set }\n"), trait)
        let interactor = try XCTUnwrap(files["Sources/App/Modules/Feed/FeedInteractor.swift"])
        XCTAssertTrue(interactor.contains("    var count: Int = 0\n"), interactor)
        XCTAssertTrue(interactor.contains("    var lastError: (any Error)? = nil\n"), interactor)
        let mocks = try XCTUnwrap(files["Tests/AppTests/Modules/Feed/FeedMocks.swift"])
        XCTAssertTrue(mocks.contains("    var count: Int = 0\n"), mocks)
    }

    func testATraitWithoutStore_staysUnbound() throws {
        let files = try rendered(["Specs/Feed.viper.yml": "module: Feed\ntraits: [close]\n"])
        let trait = try XCTUnwrap(files["Sources/App/Shared/Traits/CloseRouterTrait.swift"])
        XCTAssertTrue(trait.contains("protocol CloseRouterTrait {\n"), trait)
    }

    /// A hostile traits file's store field: a line break, a brace, a comment
    /// opener, a control character or a Unicode line separator in its type or
    /// default is refused at the field, and nothing is generated.
    func testHostileStoreFields_areRefused_andGenerateNothing() {
        let values = [
            #""Int = 0 }\nfunc evil() {""#,
            #""Int = 0 } func evil() {""#,
            #""Int = 0 // hidden""#,
            #""Int /* = 0""#,
            #""Int = \e[31m0""#,
            "\"Int = 0\u{2028}func evil() {}\"",
            #""Int = 0; func evil() {}""#,
        ]
        for value in values {
            let files = [
                "viper-traits.yml":
                    "traits:\n  hostile:\n    kind: interactor\n    store:\n      count: \(value)\n",
                "Specs/Feed.viper.yml": "module: Feed\nstyle: viper\ntraits: [hostile]\n",
            ]
            let diagnostics = renderedDiagnostics(files)
            XCTAssert(diagnostics.hasPrefix("viper-traits.yml:5:"), "\(value): \(diagnostics)")
            XCTAssert(diagnostics.contains("error:"), "\(value): \(diagnostics)")
            XCTAssertThrowsError(try MemoryProject.rendered(files), value)
        }
    }

    func testStoreFieldsThatClash_areRefused_atTheirNames() {
        let diagnostics = renderedDiagnostics([
            "viper-traits.yml": """
            traits:
              counter:
                kind: interactor
                dependencies:
                  limit: Int
                store:
                  limit: Int = 0
                  output: Int = 0
                  total: Int
                  tick: Int = 0
                methods:
                  tick:
                    body: total += 1

            """
        ])
        XCTAssert(
            diagnostics.contains(
                "viper-traits.yml:7:7: error: store field 'limit' has the name of a dependency"),
            diagnostics)
        XCTAssert(
            diagnostics.contains(
                "viper-traits.yml:8:7: error: store field 'output' is named like a member the "
                    + "generated classes already have"), diagnostics)
        XCTAssert(
            diagnostics.contains("viper-traits.yml:9:7: error: store field 'total' has no default"),
            diagnostics)
        XCTAssert(
            diagnostics.contains(
                "viper-traits.yml:10:7: error: store field 'tick' has the name of the trait's "
                    + "method 'tick()'"), diagnostics)
    }

    func testASpecStoreField_namedLikeATraitsField_isRefused_inAnyClass() {
        for style in ["mvp", "viper"] {
            let diagnostics = renderedDiagnostics([
                "Specs/Feed.viper.yml": """
                module: Feed
                style: \(style)
                traits: [page]
                store:
                  presenter:
                    pageCursor: Int = 1

                """
            ])
            XCTAssert(
                diagnostics.contains(
                    "Specs/Feed.viper.yml:6:5: error: store field 'pageCursor' is named like a "
                        + "store field of trait 'page'"), "\(style): \(diagnostics)")
        }
    }

    /// Found by an adversarial review: each of these passed validation and
    /// generated a class that declared a member twice or hid a type.
    func testStoreFieldsThatWouldNotCompile_areRefused() {
        let traitDiagnostics = renderedDiagnostics([
            "viper-traits.yml": """
            traits:
              shadow:
                kind: interactor
                store:
                  MockCalls: Int = 0
                methods:
                  act:
                    body: print(1)

            """
        ])
        XCTAssert(
            traitDiagnostics.contains(
                "viper-traits.yml:5:7: error: store field 'MockCalls' starts with a capital letter"),
            traitDiagnostics)
        let diagnostics = renderedDiagnostics([
            "Specs/Child.viper.yml": "module: Child\noutput:\n  didClose:\n",
            "Specs/Feed.viper.yml": """
            module: Feed
            state:
              title: String = ""
            children:
              feed: Child
            store:
              presenter:
                feed: Int = 0
                goB: Int = 0
            events:
              goB:

            """,
        ])
        for expected in [
            "Specs/Feed.viper.yml:8:5: error: store field 'feed' is named like child 'feed'",
            "Specs/Feed.viper.yml:9:5: error: store field 'goB' is named like an event, 'goB()'",
        ] {
            XCTAssert(diagnostics.contains(expected), "\(expected)\n\(diagnostics)")
        }
        let read = renderedDiagnostics([
            "Specs/Feed.viper.yml": """
            module: Feed
            state:
              title: String = ""
            store:
              presenter:
                viewIsReady: Int = 0
                FeedPageService: Int = 1
                me: Self? = nil

            """
        ])
        for expected in [
            "Specs/Feed.viper.yml:6:5: error: store field 'viewIsReady' is named like a member "
                + "the generated classes already have",
            "Specs/Feed.viper.yml:7:5: error: store field 'FeedPageService' starts with a "
                + "capital letter",
            "Specs/Feed.viper.yml:8:9: error: 'Self?' can't be a field: a stored property can't "
                + "have a type that names 'Self'",
        ] {
            XCTAssert(read.contains(expected), "\(expected)\n\(read)")
        }
    }

    func testTwoTraitsKeepingOneFieldWithDifferentDefaults_areRefused() {
        let diagnostics = renderedDiagnostics([
            "viper-traits.yml": """
            traits:
              first:
                kind: interactor
                store:
                  shared: Int = 0
              second:
                kind: interactor
                store:
                  shared: Int = 5

            """,
            "Specs/Feed.viper.yml": "module: Feed\nstyle: viper\ntraits: [first, second]\n",
        ])
        XCTAssert(diagnostics.contains("'shared'"), diagnostics)
        XCTAssert(diagnostics.contains("error:"), diagnostics)
    }

    /// A child named like a trait's store field would be the presenter's member twice.
    func testAChildNamedLikeATraitsStoreField_isRefused() {
        let diagnostics = renderedDiagnostics([
            "Specs/Child.viper.yml": "module: Child\n",
            "Specs/Feed.viper.yml": """
            module: Feed
            traits: [page]
            children:
              pageCursor: Child

            """,
        ])
        XCTAssert(
            diagnostics.contains(
                "error: child 'pageCursor' is named like a store field of trait 'page'"),
            diagnostics)
    }
}
