import XCTest

@testable import ViperGenCore

/// What a generated test passes for a parameter of function type (issue 14,
/// bug 1: `stubbed((@escaping (A) -> Void).self)` did not compile).
final class ClosureSampleTests: XCTestCase {
    func testFunctionTypes_becomeClosureLiteralsWithOneUnderscorePerParameter() {
        XCTAssertEqual(
            ClosureSample.literal(for: "@escaping (Result<User, any Error>) -> Void"), "{ _ in }")
        XCTAssertEqual(
            ClosureSample.literal(for: "@escaping @Sendable (Bool, [String: Int]) -> ()"),
            "{ _, _ in }")
        XCTAssertEqual(ClosureSample.literal(for: "() -> Void"), "{}")
        XCTAssertEqual(
            ClosureSample.literal(for: "@escaping (Int) async throws -> String"),
            "{ _ in stubbed(String.self) }")
        XCTAssertEqual(ClosureSample.literal(for: "@escaping ((Int) -> Void) -> Void"), "{ _ in }")
        XCTAssertEqual(
            ClosureSample.literal(for: "() -> any Error"), "{ stubbed((any Error).self) }")
    }

    func testOtherTypes_haveNoClosureLiteral() {
        for type in [
            "Int", "((Int) -> Void)?", "(Int, String)", "[(Int) -> Void]", "Result<Int, any Error>",
        ] {
            XCTAssertNil(ClosureSample.literal(for: type), type)
        }
    }

    func testASampleArgument_ofAFunctionType_isItsClosureLiteral() {
        XCTAssertEqual(
            MethodContext.sampleArgument(for: "@escaping (Bool) -> Void", associatedTypes: []),
            "{ _ in }")
        XCTAssertEqual(
            MethodContext.sampleArgument(for: "Int", associatedTypes: []), "stubbed(Int.self)")
        XCTAssertEqual(
            MethodContext.sampleArgument(for: "(() -> Void)?", associatedTypes: []), "{}")
        XCTAssertEqual(
            MethodContext.sampleArgument(for: "((Int, String) -> Bool)?", associatedTypes: []),
            "{ _, _ in stubbed(Bool.self) }")
        XCTAssertEqual(
            MethodContext.sampleArgument(for: "(Int, String)?", associatedTypes: []),
            "stubbed((Int, String)?.self)")
    }

    /// A Mock or spy records each argument; a closure as `RecordedClosure`,
    /// written `(closure)`, not as `String(describing:)` writes a function
    /// (`(Function)`), and an optional one `nil` or `(closure)`.
    func testRecordedArguments_nameEachParameter_butWriteEveryClosureAsText() {
        let method = SwiftMethod(
            name: "run",
            parameters: [
                SwiftParameter(label: "_", name: "step", type: "Int"),
                SwiftParameter(name: "body", type: "() -> Void"),
                SwiftParameter(name: "completion", type: "@escaping (Bool) -> Void"),
                SwiftParameter(name: "progress", type: "((Double) -> Void)?"),
                SwiftParameter(name: "nested", type: "(@escaping () -> Void) -> Void"),
                SwiftParameter(name: "sendable", type: "@escaping @Sendable (Int) -> Void"),
                SwiftParameter(name: "later", type: "@MainActor @escaping () -> Void"),
            ])
        XCTAssertEqual(
            MethodContext.recordedArguments(method),
            [
                "step", "RecordedClosure.present", "RecordedClosure.present",
                "RecordedClosure(progress)", "RecordedClosure.present", "RecordedClosure.present",
                "RecordedClosure.present",
            ])
    }

    /// Typed throws and an attribute with arguments still make a function type.
    func testTypedThrows_andIsolatedAny_areFunctionTypes() {
        XCTAssertEqual(ClosureSample.literal(for: "(Int) throws(LoadError) -> Void"), "{ _ in }")
        XCTAssertEqual(
            ClosureSample.literal(for: "@isolated(any) () async -> Int"), "{ stubbed(Int.self) }")
        XCTAssertTrue(ClosureSample.isNonEscapingFunctionType("@Sendable () throws(E) -> Void"))
        XCTAssertNil(ClosureSample.literal(for: "Result<Int, E>"))
    }
}
