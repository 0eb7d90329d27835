import XCTest

@testable import ViperGenCore

/// The type names a trait's Swift snippets declare, which shared and scaffold
/// type clashes are checked against.
final class DeclaredTypeNamesTests: XCTestCase {
    func testTheNameAfterEachDeclaringKeyword() {
        let text = """
            public protocol PageService: Sendable { func page(_ index: Int) async throws -> [Item] }
            struct Item: Equatable { let id: Int }
            final class LiveLoginService {}
            enum LoginError: Error { case offline }
            actor Cache<Value> {}
            typealias Handler = (Int) -> Void
            """
        XCTAssertEqual(
            TypeNameClashValidator.declaredTypeNames(in: text),
            ["PageService", "Item", "LiveLoginService", "LoginError", "Cache", "Handler"])
    }

    func testKeywordsInsideOtherWords_andAtTheEnd_declareNothing() {
        XCTAssertEqual(
            TypeNameClashValidator.declaredTypeNames(
                in: "let structure = classic; var myenum = 1 // struct"),
            [])
        XCTAssertEqual(
            TypeNameClashValidator.declaredTypeNames(in: "class\tA\nstruct\u{00E9}B"), ["A", "B"])
    }

    func testTheBuiltInCatalogsSharedNames() {
        let owners = TraitCatalog.builtIn.sharedTypeNames.owners
        XCTAssertEqual(owners["CloseRouterTrait"], "trait 'close'")
        XCTAssertEqual(owners["URLOpenerSpy"], "the viper-gen runtime")
        XCTAssertEqual(owners["AnalyticsTrackerSpy"], "trait 'track'")
    }
}
