import XCTest

@testable import ViperGenCore

/// The rule trait snippets are renamed by under `runtime: {prefix: XY}`:
/// whole identifiers only, never in string literals or after a `.`.
final class SwiftTextRenamerTests: XCTestCase {
    private let runtime = RuntimeNames(prefix: "XY")

    func testRenaming_followsTheTokenRule() {
        let cases: [(String, String, UInt)] = [
            ("var handler: any TransitionHandler", "var handler: any XYTransitionHandler", #line),
            ("extension T where Self: Mock {}", "extension T where Self: XYMock {}", #line),
            ("LoginMock MockCalls2 _Mock ÄMock", "LoginMock MockCalls2 _Mock ÄMock", #line),
            ("MockCalls.text(a)", "XYMockCalls.text(a)", #line),
            ("Foo.Mock .Mock", "Foo.Mock .Mock", #line),
            ("SlideAnimator.Edge", "XYSlideAnimator.Edge", #line),
            ("\"TransitionHandler\" + Mock", "\"TransitionHandler\" + XYMock", #line),
            ("\"a \\\"Mock\\\" b\" Stub", "\"a \\\"Mock\\\" b\" XYStub", #line),
            ("\"\\(Mock.self)\" Stub", "\"\\(Mock.self)\" XYStub", #line),
            ("#\"Mock\"# Stub", "#\"Mock\"# XYStub", #line),
            ("\"\"\"\nMock\n\"\"\" Stub", "\"\"\"\nMock\n\"\"\" XYStub", #line),
            ("// a Mock's \"call\nStub", "// a XYMock's \"call\nXYStub", #line),
            ("/* Mock /* Stub */ \" */ Animator", "/* XYMock /* XYStub */ \" */ XYAnimator", #line),
            ("${module}Mock Mock${suffix} ${Mock}", "${module}Mock Mock${suffix} ${Mock}", #line),
            ("`Mock` $Mock @Mock #Mock", "`Mock` $Mock @Mock #Mock", #line),
            ("(any Animator)?, [Stub]", "(any XYAnimator)?, [XYStub]", #line),
            ("", "", #line),
        ]
        for (text, expected, line) in cases {
            XCTAssertEqual(runtime.renamed(inSwift: text), expected, line: line)
        }
    }

    func testWithoutAPrefix_theTextIsAsWritten() {
        XCTAssertEqual(
            RuntimeNames.unprefixed.renamed(inSwift: "any TransitionHandler"),
            "any TransitionHandler")
    }

    func testAnUnclosedStringOrComment_endsTheText() {
        XCTAssertEqual(runtime.renamed(inSwift: "Stub \"Mock"), "XYStub \"Mock")
        XCTAssertEqual(runtime.renamed(inSwift: "Stub /* Mock"), "XYStub /* XYMock")
        XCTAssertEqual(runtime.renamed(inSwift: "Stub \"Mock\nStub"), "XYStub \"Mock\nXYStub")
    }
}
