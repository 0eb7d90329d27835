import Foundation
import ViperGenCore
import XCTest

/// `docs/schemas/` holds the schemas as this version prints them, for
/// editors that point at the repository. They must stay what `viper-gen schema
/// <kind>` prints: `VIPER_GEN_RECORD=1` rewrites them (the test still fails).
final class PublishedSchemaTests: XCTestCase {
    func testPublishedSchemas_equalWhatTheBinaryPrints() throws {
        let folder = SpecTestSupport.packageRoot().appendingPathComponent("docs/schemas")
        let published = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json")
        }
        XCTAssertEqual(published.sorted(), SchemaKind.allCases.map(\.fileName).sorted())
        for kind in SchemaKind.allCases {
            let file = folder.appendingPathComponent(kind.fileName)
            let text = try String(contentsOf: file, encoding: .utf8)
            if text != kind.schemaText,
                ProcessInfo.processInfo.environment["VIPER_GEN_RECORD"] == "1"
            {
                try Data(kind.schemaText.utf8).write(to: file)
                XCTFail("docs/schemas/\(kind.fileName) re-recorded; run the tests again")
                continue
            }
            XCTAssertEqual(
                text, kind.schemaText,
                "docs/schemas/\(kind.fileName) is stale: VIPER_GEN_RECORD=1 swift test --filter PublishedSchemaTests"
            )
        }
    }
}
