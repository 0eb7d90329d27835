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
        let generation = try MemoryProject(files).pipeline.generate()
        return Dictionary(uniqueKeysWithValues: generation.rendered.map { ($0.path, $0.contents) })
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

    func testASpecStoreField_namedLikeATraitsField_isRefused() {
        let diagnostics = renderedDiagnostics([
            "Specs/Feed.viper.yml": """
            module: Feed
            traits: [page]
            store:
              presenter:
                pageCursor: Int = 1

            """
        ])
        XCTAssert(
            diagnostics.contains(
                "Specs/Feed.viper.yml:5:5: error: store field 'pageCursor' has the name of a "
                    + "member of trait 'page'"), diagnostics)
    }

    /// In VIPER the interactor composes `page`: the presenter may keep a field of that name.
    func testASpecStoreField_onAnotherClass_isAccepted() throws {
        let project = try loadedProject([
            "Specs/Feed.viper.yml": """
            module: Feed
            style: viper
            traits: [page]
            store:
              presenter:
                pageCursor: Int = 1

            """
        ])
        XCTAssertEqual(project.modules.first?.store.first?.field.name, "pageCursor")
    }
}
