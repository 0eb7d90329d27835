import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// docs/templates.md must describe every key a template can see: this test
/// collects the keys of the contexts of every fixture and fails on any the
/// reference does not name. Keys are named by path (`` `module.view.name` ``,
/// list items written `[]`), and values that share a shape are named by the
/// shape: `component.` (presenter, router, interactor, each mock), `method.`,
/// `parameter.`, `dependency.` and `route.`.
final class TemplateContextReferenceTests: XCTestCase {
    func testReference_documentsEveryContextKey() throws {
        let reference = try String(contentsOfFile: PackagePaths.root + "/docs/templates.md", encoding: .utf8)
        let missing = try Self.allContextKeys().filter { !reference.contains("`\($0)`") }
        XCTAssertEqual(missing, [], "docs/templates.md does not describe these context keys")
    }

    func testReference_namesNoKeyThatDoesNotExist() throws {
        let reference = try String(contentsOfFile: PackagePaths.root + "/docs/templates.md", encoding: .utf8)
        guard let section = reference.components(separatedBy: "## The context").last else {
            return XCTFail("docs/templates.md has no 'The context' section")
        }
        let keys = Set(try Self.allContextKeys())
        let documented = section.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
        XCTAssertFalse(documented.isEmpty)
        XCTAssertEqual(documented.filter { !keys.contains($0) }, [], "documented keys that no context has")
    }

    /// Every key path of the module, trait and spec contexts of all fixtures.
    static func allContextKeys() throws -> [String] {
        var keys: Set<String> = []
        for name in FixtureProject.allNames {
            let fixture = FixtureProject(name)
            let project = try fixture.pipeline.validatedProject().project
            for module in project.modules {
                collect(ContextBuilder.context(for: module, in: project), "", into: &keys)
            }
            for trait in project.usedTraits {
                collect(ContextBuilder.context(for: trait, in: project), "", into: &keys)
            }
        }
        collect(NewModuleRequest(name: "Login", traits: ["close"], style: .mvp, access: .public).specContext, "",
                into: &keys)
        return keys.sorted()
    }

    private static func collect(_ value: TemplateValue, _ path: String, into keys: inout Set<String>) {
        switch value {
        case .object(let fields):
            for (key, field) in fields {
                let child = path.isEmpty ? key : path + "." + key
                keys.insert(child)
                collect(field, shaped(child), into: &keys)
            }
        case .list(let items):
            for item in items { collect(item, shaped(path + "[]"), into: &keys) }
        case .string, .bool:
            break
        }
    }

    /// The path of a value that has a named shape becomes the shape's name.
    private static func shaped(_ path: String) -> String {
        let shapes: [(suffixes: [String], shape: String)] = [
            (["module.presenter", "module.router", "module.interactor", "module.mocks[]"], "component"),
            ([".methods[]", ".inputs[]", ".outputs[]", ".events[]", ".messages[]"], "method"),
            (["method.parameters[]"], "parameter"),
            ([".dependencies[]", ".initParameters[]", ".specDependencies[]"], "dependency"),
            (["module.routes.cases[]"], "route"),
        ]
        for (suffixes, shape) in shapes where suffixes.contains(where: { path.hasSuffix($0) }) {
            return shape
        }
        return path
    }
}
