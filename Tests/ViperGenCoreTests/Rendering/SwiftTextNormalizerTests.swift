import ViperGenCore
import XCTest

/// The one place that lays out generated Swift: template text in, the
/// project's indentation and blank-line rules out.
final class SwiftTextNormalizerTests: XCTestCase {
    private func normalized(_ text: String, _ indentation: Indentation = .spaces(4)) -> String {
        SwiftTextNormalizer(indentation: indentation).normalized(text)
    }

    func testTrailingSpacesAndDoubledBlankLines_go() {
        XCTAssertEqual(
            normalized("let a = 1   \n\n\n\nlet b = 2\t\r\n"), "let a = 1\n\nlet b = 2\n")
    }

    func testBlankLinesJustInsideBraces_go() {
        XCTAssertEqual(
            normalized("struct A {\n\n    let x = 1\n\n}\n"), "struct A {\n    let x = 1\n}\n")
    }

    func testLeadingBlankLines_go_andExactlyOneFinalNewline() {
        XCTAssertEqual(normalized("\n\nimport Foundation"), "import Foundation\n")
        XCTAssertEqual(normalized("x\n\n\n"), "x\n")
    }

    func testFourSpaceLevels_becomeTheProjectsIndentation_andTheRestStays() {
        let text = "enum E {\n    case a\n        // deep\n      // six\n}\n"
        XCTAssertEqual(normalized(text, .tab), "enum E {\n\tcase a\n\t\t// deep\n\t  // six\n}\n")
        XCTAssertEqual(
            normalized(text, .spaces(2)), "enum E {\n  case a\n    // deep\n    // six\n}\n")
    }
}
