import XCTest

@testable import ViperGenCore

/// The encoding check finds every byte that is not allowed, wherever it sits
/// (it reads eight bytes at a time, so positions around word edges matter).
final class SpecTextValidatorTests: XCTestCase {
    private let forbidden: [UInt8] =
        Array(0x00...0x08) + [0x0B, 0x0C] + Array(0x0E...0x1F) + [
            0x7F, 0x80, 0xBF, 0xC0, 0xF5, 0xFF,
        ]

    func testEveryForbiddenByte_isFoundAtEveryOffset() {
        for byte in forbidden {
            for offset in 0..<20 {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: 24)
                bytes[offset] = byte
                let result = SpecTestSupport.parse(bytes: bytes)
                XCTAssertNil(result.document, "byte \(byte) at \(offset)")
                XCTAssertEqual(result.diagnostics.count, 1, "byte \(byte) at \(offset)")
                XCTAssertEqual(
                    result.diagnostics.first?.location?.column, offset + 1,
                    "byte \(byte) at \(offset)")
            }
        }
    }

    func testPrintableASCIIAndLineBreaks_passAtEveryOffset() {
        let allowed: [UInt8] = [0x09, 0x0A] + Array(0x20...0x7E)
        for byte in allowed {
            for offset in 0..<20 {
                var bytes = Array("a: |\n".utf8) + Array(repeating: UInt8(ascii: " "), count: 24)
                bytes[5 + offset] = byte
                let problems = bytes.withUnsafeBufferPointer { text in
                    SpecTextValidator.problems(in: text) { _, _ in
                        SourceLocation(path: "", line: 1, column: 1)
                    }
                }
                XCTAssertEqual(problems, [], "byte \(byte) at \(offset)")
            }
        }
    }

    func testMultiByteCharacters_passAndBadSequencesAreFound() {
        XCTAssertEqual(SpecTestSupport.parse("a: é ☺ 😀 \u{2028}\n").diagnostics, [])
        let cases: [[UInt8]] = [
            [0xC3], [0xE2, 0x98], [0xED, 0xA0, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x90, 0x80, 0x80], [0xC2, 0x85], [0xEF, 0xBF, 0xBE],
        ]
        for sequence in cases {
            let result = SpecTestSupport.parse(
                bytes: Array("a: xy".utf8) + sequence + Array(" z\n".utf8))
            XCTAssertNil(result.document, "\(sequence)")
            XCTAssertEqual(result.diagnostics.first?.location?.column, 6, "\(sequence)")
        }
    }

    func testReportsAreLimitedToOnePerLineAndTwentyInAll() {
        let text = String(repeating: "a\u{1}\u{1}\n", count: 30)
        let result = SpecTestSupport.parse(text)
        XCTAssertEqual(result.diagnostics.count, SpecTextValidator.reportLimit)
        XCTAssertEqual(result.diagnostics.map { $0.location?.line }, (1...20).map { $0 })
    }
}
