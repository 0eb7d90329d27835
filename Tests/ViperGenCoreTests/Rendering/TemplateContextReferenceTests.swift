import Foundation
import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// docs/templates.md's key tables are written from the typed context
/// declarations (``TemplateContextSchema``), and those declarations are what
/// the encoder really writes: every context of every fixture has exactly the
/// keys its type declares (an optional's may be left out).
final class TemplateContextReferenceTests: XCTestCase {
    private static let document = PackagePaths.root + "/docs/templates.md"

    func testReference_isTheTablesWrittenFromTheContextTypes() throws {
        let text = try String(contentsOfFile: Self.document, encoding: .utf8)
        let tables = TemplateContextReference.markdown(try TemplateContextSchema.read())
        let updated = try XCTUnwrap(
            TemplateContextReference.replacingTables(in: text, with: tables),
            "docs/templates.md lost the markers of its generated tables")
        if PackagePaths.isRecording, updated != text {
            try updated.write(toFile: Self.document, atomically: true, encoding: .utf8)
        }
        XCTAssert(updated == text, "docs/templates.md's key tables are stale: run `make record`")
    }

    func testEveryFixturesContexts_haveExactlyTheKeysTheirTypesDeclare() throws {
        let schema = try TemplateContextSchema.read()
        var problems: [String] = []
        var objects = 0
        for name in FixtureProject.allNames {
            let project = try FixtureProject(name).pipeline.validatedProject().project
            for module in project.modules {
                let context = ContextBuilder.context(for: module, in: project)
                compare(
                    context, .object("ModuleFileContext"), "\(name)/\(module.name)", schema,
                    &problems, &objects)
            }
            for trait in project.usedTraits {
                compare(
                    ContextBuilder.context(for: trait, in: project), .object("TraitFileContext"),
                    "\(name)/\(trait.name)", schema, &problems, &objects)
            }
        }
        let request = NewModuleRequest(
            name: "Login", traits: ["close"], style: .mvp, access: .public)
        compare(
            request.specContext, .object("SpecFileContext"), "spec", schema, &problems, &objects)
        XCTAssertEqual(Array(problems.prefix(20)), [], "\(problems.count) problems")
        XCTAssertGreaterThan(objects, 1_000)
    }

    func testTheTables_namesEveryContextType_onceEach() throws {
        let schema = try TemplateContextSchema.read()
        let tables = TemplateContextReference.markdown(schema)
        for type in schema.types {
            XCTAssertEqual(
                tables.components(separatedBy: "### `\(type.name)`\n").count, 2, type.name)
        }
        XCTAssertTrue(tables.contains("| `vip` | [`VIPContext`](#vipcontext), or absent |"))
    }

    /// Compares `value` with `kind`, the way a template would read it.
    private func compare(
        _ value: TemplateValue, _ kind: TemplateContextSchema.Kind, _ path: String,
        _ schema: TemplateContextSchema, _ problems: inout [String], _ objects: inout Int
    ) {
        switch (value, kind) {
        case (.string, .string), (.bool, .flag):
            break
        case (.list(let items), .list(let item)):
            for (index, element) in items.enumerated() {
                compare(element, item, "\(path).\(index)", schema, &problems, &objects)
            }
        case (.object(let fields), .object(let type)):
            objects += 1
            let declared = schema.keys(of: type)
            for (name, field) in fields {
                guard let key = declared.first(where: { $0.name == name }) else {
                    problems.append("\(path).\(name): \(type) declares no such key")
                    continue
                }
                compare(field, key.kind, "\(path).\(name)", schema, &problems, &objects)
            }
            for key in declared where !key.isOptional && fields[key.name] == nil {
                problems.append(
                    "\(path).\(key.name): declared by \(type), missing from the context")
            }
        default:
            problems.append("\(path): \(value.kindDescription) where \(kind) is declared")
        }
    }
}
