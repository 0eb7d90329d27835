import XCTest

@testable import ViperGenCore

/// The schema table and the readers agree on keys, and the JSON is well formed.
final class SchemaTableTests: XCTestCase {
    /// Every mapping of the table: its keys are a reader's key list, each with a shape.
    func testEveryKeyTheValidatorAllows_hasAShape_andNoOtherKeyDoes() {
        for kind in SchemaKind.allCases {
            for (path, object) in Self.objects(in: .object(kind.object), path: kind.rawValue) {
                XCTAssertEqual(
                    object.missingShapes, [],
                    "\(path): keys the reader allows but the schema table does not describe")
                XCTAssertEqual(
                    object.extraShapes, [],
                    "\(path): keys the schema table describes but the reader refuses")
                for field in object.fields {
                    XCTAssertFalse(field.summary.isEmpty, "\(path).\(field.name) has no summary")
                }
            }
        }
    }

    func testTopLevelKeys_areTheReadersOwn() {
        XCTAssertEqual(SpecSchemas.module.keys, ModuleSpecReader.keys)
        XCTAssertEqual(SpecSchemas.module.required, ModuleSpecReader.requiredKeys)
        XCTAssertEqual(SpecSchemas.config.keys, ConfigReader.keys)
        XCTAssertEqual(SpecSchemas.traits.keys, TraitCatalogReader.fileKeys)
        XCTAssertEqual(SpecSchemas.trait.keys, TraitCatalogReader.traitKeys)
    }

    func testSchemaText_startsWithTheDraft_andIsDeterministic() {
        for kind in SchemaKind.allCases {
            let text = kind.schemaText
            XCTAssert(
                text.hasPrefix(
                    "{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"), text)
            XCTAssertEqual(text, kind.schemaText)
            XCTAssert(text.contains("\"additionalProperties\": false"))
        }
    }

    func testSchemaReference_isRelativeToTheFile_orUnderAnAddress() {
        XCTAssertEqual(
            SchemaLocation.reference(
                to: .module, from: "Specs/Login.viper.yml", schemas: "schemas"),
            "../schemas/module.schema.json")
        XCTAssertEqual(
            SchemaLocation.reference(
                to: .module, from: "App/Specs/Auth/SignIn.viper.yml", schemas: "App/schemas"),
            "../../schemas/module.schema.json")
        XCTAssertEqual(
            SchemaLocation.reference(to: .config, from: "viper-gen.yml", schemas: "schemas"),
            "schemas/config.schema.json")
        XCTAssertEqual(
            SchemaLocation.reference(to: .module, from: "Specs/A.viper.yml", schemas: "Specs"),
            "module.schema.json")
        XCTAssertEqual(
            SchemaLocation.line(for: .traits, at: "x.yml", schemas: "https://example.com/s/"),
            "# yaml-language-server: $schema=https://example.com/s/traits.schema.json")
    }

    static func objects(in shape: SchemaShape, path: String) -> [(String, SchemaObject)] {
        switch shape {
        case .object(let object):
            return [(path, object)]
                + object.fields.flatMap { objects(in: $0.shape, path: path + "." + $0.name) }
        case .names(_, let value), .single(_, let value), .list(let value),
            .uniqueList(let value, _):
            return objects(in: value, path: path + "[]")
        case .singleOf(let fields, let others):
            return fields.flatMap { objects(in: $0.shape, path: path + "." + $0.name) }
                + (others.map { objects(in: $0.value, path: path + "[]") } ?? [])
        case .namesWith(let key, let fixed, _, let value):
            return objects(in: fixed, path: path + "." + key)
                + objects(in: value, path: path + "[]")
        case .anyOf(let shapes):
            return shapes.flatMap { objects(in: $0, path: path) }
        case .text, .block, .choice, .words, .boolean, .integer, .empty:
            return []
        }
    }
}
