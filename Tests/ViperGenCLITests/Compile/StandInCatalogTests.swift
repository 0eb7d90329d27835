import Foundation
import ViperGenTestSupport
import XCTest

/// Every declaration of the UIKit and SwiftUI stand-ins cites the Apple page
/// it mirrors, and `docs/stubbed-api.md` lists exactly those declarations.
final class StandInCatalogTests: XCTestCase {
    private let catalog = StandInCatalog.read()
    private let document = PackagePaths.root + "/docs/stubbed-api.md"
    private let begin = "<!-- stubbed-api table: begin (VIPER_GEN_RECORD=1 rewrites it) -->\n"
    private let end = "<!-- stubbed-api table: end -->"

    func testEveryStandInDeclaration_citesAnApplePage() {
        XCTAssertGreaterThan(catalog.declarations.count, 100)
        XCTAssertEqual(
            catalog.uncited, [],
            "declarations without an `Apple: https://developer.apple.com/...` comment")
    }

    func testStubbedAPIDocument_listsEveryStandInDeclarationWithItsPage() throws {
        let text = try String(contentsOfFile: document, encoding: .utf8)
        guard let start = text.range(of: begin), let stop = text.range(of: end) else {
            return XCTFail("docs/stubbed-api.md has no table markers")
        }
        let table = String(text[start.upperBound..<stop.lowerBound])
        if PackagePaths.isRecording {
            try Data(
                (text[..<start.upperBound] + catalog.renderedTable + text[stop.lowerBound...]).utf8
            )
            .write(to: URL(fileURLWithPath: document))
            XCTFail(
                "re-recorded the table of docs/stubbed-api.md; review it and run again without VIPER_GEN_RECORD"
            )
        }
        XCTAssertEqual(
            table, catalog.renderedTable,
            "docs/stubbed-api.md is stale: rerun with VIPER_GEN_RECORD=1")
    }

    /// Regression: `1 << 0` was read as a generic bracket, so six rows ran on
    /// into the next declarations; a head the formatter wrapped lost its
    /// result, its where clause, or (a protocol's) its members.
    func testParse_readsShiftsAndWrappedHeads_asWritten() {
        let source = """
            public struct Mask {
                public static let a = Mask(rawValue: 1 << 0)
                public static let b = Mask(rawValue: 1 << 1)
                public static func build<each C>(_ c: repeat each C) -> Tuple<
                    (repeat each C)
                >
                where repeat each C: View {
                    Tuple()
                }
                public func f<T>(_ t: T)
                    -> Box<T>
                where
                    T: Equatable,
                    T: Sendable
                { Box(t) }
            }
            public protocol R: View
            where Self.Body == Never {
                associatedtype Kind: AnyObject
            }
            """

        XCTAssertEqual(
            StandInCatalog.parse(source, module: "SwiftUI", file: "M.swift").map(\.signature),
            [
                "public struct Mask", "public static let a = Mask(rawValue: 1 << 0)",
                "public static let b = Mask(rawValue: 1 << 1)",
                "public static func build<each C>(_ c: repeat each C) -> Tuple<(repeat each C)>"
                    + " where repeat each C: View",
                "public func f<T>(_ t: T) -> Box<T> where T: Equatable, T: Sendable",
                "public protocol R: View where Self.Body == Never",
                "associatedtype Kind: AnyObject",
            ])
    }

    func testParse_findsPublicMembersCasesOfPublicEnumsAndConformances_withTheirCitations() {
        let source = """
            /// Apple: https://developer.apple.com/documentation/uikit/a
            @MainActor open class A: NSObject {
                /// Apple: https://developer.apple.com/documentation/uikit/a/f(_:) (page not read; reason)
                @discardableResult
                open func f(
                    _ x: Int
                ) -> Int { x }
                enum Hidden {
                    case internalCase
                }
                /// no citation
                public var v = 1
            }
            /// Apple: https://developer.apple.com/documentation/uikit/e
            public enum E: Int {
                /// Apple: https://developer.apple.com/documentation/uikit/e/one
                case one = 1
            }
            extension A: Sendable {}
            extension A where Self: AnyObject {}
            /// Apple: https://developer.apple.com/documentation/uikit/p
            @MainActor public protocol P {
                /// Apple: https://developer.apple.com/documentation/uikit/p/body
                @ViewBuilder var body: Int { get }
            }
            """

        let declarations = StandInCatalog.parse(source, module: "UIKit", file: "A.swift")

        XCTAssertEqual(
            declarations.map { $0.signature },
            [
                "@MainActor open class A: NSObject",
                "@discardableResult open func f(_ x: Int) -> Int",
                "public var v = 1", "public enum E: Int", "case one = 1", "extension A: Sendable",
                "@MainActor public protocol P", "@ViewBuilder var body: Int",
            ])
        XCTAssertEqual(
            declarations.map { $0.page },
            [
                "https://developer.apple.com/documentation/uikit/a",
                "https://developer.apple.com/documentation/uikit/a/f(_:)", nil,
                "https://developer.apple.com/documentation/uikit/e",
                "https://developer.apple.com/documentation/uikit/e/one",
                nil, "https://developer.apple.com/documentation/uikit/p",
                "https://developer.apple.com/documentation/uikit/p/body",
            ])
        XCTAssertEqual(
            declarations.map { $0.pageRead }, [true, false, true, true, true, true, true, true])
        XCTAssertEqual(declarations.map { $0.location }[5], "A.swift:19")
    }
}
