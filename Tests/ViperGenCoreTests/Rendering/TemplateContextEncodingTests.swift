import Foundation
import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// `TemplateContexts+Encoding.swift` is what ``TemplateContextEncodingSource``
/// writes from the context declarations, and writes what they declare.
final class TemplateContextEncodingTests: XCTestCase {
    func testTheCheckedInEncoding_isGeneratedFromTheDeclarations() throws {
        let path = PackagePaths.root + "/" + TemplateContextEncodingSource.path
        let expected = try TemplateContextEncodingSource.rendered(try TemplateContextSchema.read())
        let actual = try String(contentsOfFile: path, encoding: .utf8)
        if PackagePaths.isRecording, actual != expected {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        }
        XCTAssert(
            actual == expected, "\(TemplateContextEncodingSource.path) is stale: run `make record`")
    }

    func testAnOptionalKey_isLeftOut_andAGroupsKeys_joinTheirHolder() {
        let method = MethodContext(SwiftMethod(name: "close"))
        XCTAssertNil(method.result)
        guard
            case .object(let fields) = TraitContext.Method(
                signature: method, body: "b", mockBody: "", hasMockBody: false,
                throwsAnswers: false, summary: "",
                hasSummary: false
            ).templateValue
        else { return XCTFail("not an object") }
        XCTAssertEqual(
            fields["selector"], .string("close()"), "the signature's keys are the method's")
        XCTAssertNil(fields["signature"])
        XCTAssertNil(fields["resultName"])
        XCTAssertEqual(fields["body"], .string("b"))
        XCTAssertEqual(
            LoopContext(index: "2", first: false, last: true).templateValue,
            .object(["index": .string("2"), "first": .bool(false), "last": .bool(true)]))
    }
}
