import ViperGenCore
import XCTest

final class SwiftDeclarationScannerTests: XCTestCase {
    private func scan(_ text: String) throws -> [SwiftDeclaration] {
        try SwiftDeclarationScanner.declarations(in: SourceFile(path: "Login.swift", text: text))
    }

    private func error(_ text: String) -> String {
        do {
            _ = try scan(text)
            return "no error"
        } catch let diagnostic as Diagnostic {
            return DiagnosticFormatter().rendered(diagnostic)
        } catch {
            return "\(error)"
        }
    }

    /// An import names its module, whatever it imports from it; one inside a
    /// type is not an import, and a keyword alone on its line names nothing.
    func testImports_nameTheirModule() throws {
        let declarations = try scan(
            """
            @testable import Kit
            import struct Payments.Card
            import Foundation.NSURL
            import
            Loose
            struct S { func f() { let import_ = 1 } }
            """)
        XCTAssertEqual(
            declarations.filter { $0.kind == .import }.map(\.name),
            ["Kit", "Payments", "Foundation"])
        XCTAssertEqual(declarations.filter { $0.kind == .import }.map(\.line), [1, 2, 3])
    }

    /// A byte order mark before the first declaration hides nothing.
    func testAByteOrderMark_isSkipped() throws {
        let declarations = try SwiftDeclarationScanner.declarations(
            in: SourceFile(
                path: "A.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("protocol P {}\n".utf8)))
        XCTAssertEqual(declarations.map(\.name), ["P"])
    }

    func testProtocolMethodsKeepTheirSignatures() throws {
        let declarations = try scan(
            """
            import UIKit

            // A comment with a brace {
            protocol LoginViewInput: AnyObject, Loading {
                func show(
                    items: [String: Int],
                    _ title: String?
                )
                func load(for id: Int) async throws -> [Item]
                func run(_ completion: @escaping (Bool) -> Void)
                var isBusy: Bool { get set }
            }
            """)
        XCTAssertEqual(declarations.map(\.kind), [.import, .protocol])
        XCTAssertEqual(declarations[0].name, "UIKit")
        let proto = declarations[1]
        XCTAssertEqual(proto.name, "LoginViewInput")
        XCTAssertEqual(proto.inherits, ["AnyObject", "Loading"])
        XCTAssertEqual(
            proto.members.map(\.signature),
            [
                "func show(items: [String: Int], _ title: String?)",
                "func load(for id: Int) async throws -> [Item]",
                "func run(_ completion: @escaping (Bool) -> Void)",
                "var isBusy: Bool { get set }",
            ])
        XCTAssertEqual(proto.members[0].selector, "show(items:_:)")
        XCTAssertEqual(proto.members[1].line, 9)
    }

    func testClassesKeepStoredPropertiesAndWiringStatements() throws {
        let declarations = try scan(
            #"""
            final class LoginPresenter: LoginViewOutput {
                weak var view: LoginViewInput?
                var interactor: LoginInteractorInput!
                private let title = "a \(x.map { "}" }) b"
                var count: Int { items.count }
                init(router: LoginRouterInput) { self.router = router }
            }
            enum LoginAssembly {
                static func build() -> UIViewController {
                    let presenter = LoginPresenter(router: router, title)
                    presenter.view = viewController
                    interactor?.output = presenter
                    return viewController
                }
            }
            """#)
        let presenter = try XCTUnwrap(declarations.first)
        XCTAssertEqual(presenter.inherits, ["LoginViewOutput"])
        XCTAssertEqual(
            presenter.members.map {
                "\($0.kind) \($0.name) \($0.type) weak=\($0.isWeak) computed=\($0.isComputed)"
            },
            [
                "property view LoginViewInput? weak=true computed=false",
                "property interactor LoginInteractorInput! weak=false computed=false",
                "property title  weak=false computed=false",
                "property count Int weak=false computed=true",
                "initializer init  weak=false computed=false",
            ])
        XCTAssertEqual(presenter.members[4].parameters.map(\.text), ["router: LoginRouterInput"])
        let build = try XCTUnwrap(declarations.last?.members.first)
        XCTAssertEqual(build.modifiers, ["static"])
        XCTAssertEqual(build.type, "UIViewController")
        XCTAssertEqual(
            build.statements,
            [
                .binding(
                    name: "presenter", type: "LoginPresenter",
                    arguments: [
                        .init(label: "router", value: "router"), .init(label: nil, value: "title"),
                    ],
                    line: 10),
                .assignment(holder: "presenter", member: "view", value: "viewController", line: 11),
                .assignment(holder: "interactor", member: "output", value: "presenter", line: 12),
            ])
    }

    func testNestedTypesExtensionsAndEnumCases() throws {
        let declarations = try scan(
            """
            enum ListOrders {
                enum FetchOrders {
                    struct Request {}
                    struct Response { var orders: [Order] }
                }
                case loading, loaded(items: [Item], Int)
            }
            extension ListOrdersPresenter: ListOrdersPresentationLogic where T: Equatable {
                func presentFetchedOrders(response: ListOrders.FetchOrders.Response) {}
            }
            """)
        XCTAssertEqual(declarations.map(\.name), ["ListOrders", "ListOrdersPresenter"])
        let outer = declarations[0]
        XCTAssertEqual(outer.members.map(\.name), ["FetchOrders", "loading", "loaded"])
        XCTAssertEqual(outer.members[0].members.map(\.name), ["Request", "Response"])
        XCTAssertEqual(outer.members[2].parameters.map(\.text), ["items: [Item]", "_: Int"])
        XCTAssertEqual(declarations[1].kind, .extension)
        XCTAssertTrue(declarations[1].isGeneric)
        XCTAssertEqual(declarations[1].inherits, ["ListOrdersPresentationLogic"])
    }

    func testSpacingAndLineBreaksDoNotChangeASignature() throws {
        let one = try scan("protocol P { func a(x :[ String:Int ] ,y:(Int)->Void)->Int? }")
        let two = try scan("protocol P {\n func a(x: [String: Int],\n y: (Int) -> Void) -> Int?\n}")
        XCTAssertEqual(
            one[0].members[0].signature, "func a(x: [String: Int], y: (Int) -> Void) -> Int?")
        XCTAssertEqual(one[0].members[0].signature, two[0].members[0].signature)
    }

    func testMalformedSourceIsALocatedError() {
        XCTAssertEqual(
            error("protocol P {\n  func a()\n"),
            """
            Login.swift:1:12: error: '{' is never closed
               1 | protocol P {
                 |            ^

            """)
        XCTAssertTrue(
            error("class A { let s = \"abc\n }").contains(
                "1:19: error: unterminated string literal"))
        XCTAssertTrue(error("/* open").contains("1:1: error: unterminated comment"))
        XCTAssertTrue(error("class A { ) }").contains("1:11: error: ')' does not close '{'"))
        XCTAssertTrue(error("}").contains("1:1: error: '}' closes nothing"))
        XCTAssertTrue(error("protocol P").contains("1:1: error: 'protocol P' has no body"))
        XCTAssertTrue(error("class").contains("error: expected a name after 'class'"))
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let depth = SwiftDeclarationScanner.maximumNestingDepth + 1
        let text =
            String(repeating: "struct S {", count: depth) + String(repeating: "}", count: depth)
        XCTAssertTrue(error(text).contains("declarations nested more than 64 deep"))
        let brackets =
            String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        XCTAssertEqual(error("let x = " + brackets), "no error")
        let strings = String(repeating: "\"\\(", count: 40) + String(repeating: ")\"", count: 40)
        XCTAssertTrue(
            error("let s = " + strings).contains("string interpolations nested more than 16 deep"))
    }

    /// Regex literals are one token each (an adversarial review found `/"/` read as a string).
    func testRegexLiterals_areOneToken_andDivisionStaysDivision() throws {
        let declarations = try scan(
            #"""
            enum Patterns {
                static let quote = /"/
                static let brace = #/[{]/#
                static let paren = /\)/
                static let half = total / 2
                static let ratio = a/b
                func value() -> Int { return /x/.count }
            }
            """#)
        XCTAssertEqual(
            declarations[0].members.map(\.name),
            ["quote", "brace", "paren", "half", "ratio", "value"])
        XCTAssertEqual(declarations[0].members[3].initialValue, "total / 2")
    }

    /// String literals keep their text, so a default value survives adoption.
    func testAStringLiteral_keepsItsText() throws {
        let declarations = try scan(
            #"struct R { var title: String = "Hello, world"; var k = ["a", "b"] }"#)
        XCTAssertEqual(
            declarations[0].members.map(\.initialValue), [#""Hello, world""#, #"["a", "b"]"#])
    }
}
