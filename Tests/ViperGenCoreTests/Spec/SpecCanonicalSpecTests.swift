import Foundation
import XCTest

@testable import ViperGenCore

/// The shape every module spec has parses into the tree later stages expect.
final class SpecCanonicalSpecTests: XCTestCase {
    private let canonical = """
        # Login module
        module: Login
        style: mvp
        traits:
          - close
          - request:
              service: LoginService
        routes:
          profile:
            transition: push
            parameters:
              userID: String
        view:
          - showError(message: String)

        """

    func testCanonicalSpec_givesTheExpectedEvents() throws {
        let result = SpecTestSupport.parse(canonical)
        let document = try XCTUnwrap(result.document)
        XCTAssertEqual(
            SpecEventPrinter.events(for: document),
            """
            +STR
            +DOC
            +MAP
            =VAL :module
            =VAL :Login
            =VAL :style
            =VAL :mvp
            =VAL :traits
            +SEQ
            =VAL :close
            +MAP
            =VAL :request
            +MAP
            =VAL :service
            =VAL :LoginService
            -MAP
            -MAP
            -SEQ
            =VAL :routes
            +MAP
            =VAL :profile
            +MAP
            =VAL :transition
            =VAL :push
            =VAL :parameters
            +MAP
            =VAL :userID
            =VAL :String
            -MAP
            -MAP
            -MAP
            =VAL :view
            +SEQ
            +MAP
            =VAL :showError(message
            =VAL :String)
            -MAP
            -SEQ
            -MAP
            -DOC
            -STR

            """)
        // As in YAML, the unquoted signature is a one-entry mapping: said in a warning.
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(result.diagnostics.first?.location?.line, 14)
    }

    func testCanonicalSpec_nodesPointBackAtTheirText() throws {
        let source = SourceFile(path: SpecTestSupport.path, text: canonical)
        let root = try XCTUnwrap(SpecParser.parse(source).document?.root?.mapping)
        let request = try XCTUnwrap(root["traits"]?.sequence?.items[1].mapping)
        let service = try XCTUnwrap(request["request"]?.mapping?.entry(forKey: "service"))
        let keyLocation = source.location(of: service.key.range)
        XCTAssertEqual([keyLocation.line, keyLocation.column, keyLocation.length], [7, 7, 7])
        let valueLocation = source.location(of: service.value.range)
        XCTAssertEqual(
            [valueLocation.line, valueLocation.column, valueLocation.length], [7, 16, 12])
        let userID = try XCTUnwrap(
            root["routes"]?.mapping?["profile"]?.mapping?["parameters"]?.mapping?.entry(
                forKey: "userID"))
        XCTAssertEqual(source.location(of: userID.value.range).line, 12)
    }

    func testQuotedSignature_isOneString() throws {
        let result = SpecTestSupport.parse("view:\n  - \"showError(message: String)\"\n")
        XCTAssertEqual(result.diagnostics, [])
        let item = try XCTUnwrap(
            result.document?.root?.mapping?["view"]?.sequence?.items.first?.scalar)
        XCTAssertEqual(item.value, "showError(message: String)")
    }

    func testEveryParserFixture_parsesWithoutErrors() throws {
        let folder = SpecTestSupport.packageRoot().appendingPathComponent("Tests/Fixtures/parser")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".yml")
        }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let result = SpecParser.parse(SourceFile(path: name, bytes: Array(data)))
            let errors = result.diagnostics.filter(\.isError)
            XCTAssertEqual(DiagnosticFormatter().rendered(errors), "", name)
            XCTAssertNotNil(result.document?.root, name)
        }
    }
}
