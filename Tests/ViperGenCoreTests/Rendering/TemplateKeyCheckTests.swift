import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// Every key a built-in template names is a key of its context's type: the
/// templates are walked, every branch and loop body, with each loop variable
/// bound to its list's item type, through every include, and each path is
/// looked up in ``TemplateContextSchema`` (read from the typed context
/// declarations). A misspelt key in a branch no fixture takes fails here,
/// with the template's line.
final class TemplateKeyCheckTests: XCTestCase {
    /// What each built-in template renders with, by the folder it is in.
    static let roots: [(folder: String, type: String)] = [
        ("Module/", "ModuleFileContext"), ("MVP/", "ModuleFileContext"),
        ("VIPER/", "ModuleFileContext"),
        ("VIP/", "ModuleFileContext"), ("UIKit/", "ModuleFileContext"),
        ("SwiftUI/", "ModuleFileContext"),
        ("Trait/", "TraitFileContext"), ("Shared/", "FileHeaderContext"),
        ("Spec/", "SpecFileContext"),
        ("Project/", "ConfigFileContext"),
    ]

    func testEveryKeyOfEveryBuiltInTemplate_isAKeyOfItsContextType() throws {
        let schema = try TemplateContextSchema.read()
        let library = try TemplateLibrary.builtIn.get()
        var checked = 0
        var problems: [String] = []
        for name in library.names where !name.hasPrefix("Partials/") {
            let root = try XCTUnwrap(
                Self.roots.first { name.hasPrefix($0.folder) }?.type,
                "\(name): no context type is known for its folder")
            var checker = KeyChecker(schema: schema, library: library, root: root)
            checker.check(try XCTUnwrap(library.template(named: name)))
            checked += checker.pathsChecked
            problems += checker.problems
        }
        XCTAssertEqual(problems, [])
        XCTAssertGreaterThan(checked, 1_000, "the walk must reach the templates' paths")
    }

    func testAMisspeltKeyInABranchNoFixtureTakes_isFound_withItsLine() throws {
        let schema = try TemplateContextSchema.read()
        let source = TemplateSource(
            name: "Module/Broken.swift.tmpl", displayPath: "Templates/Module/Broken.swift.tmpl",
            text: """
                {{ module.name }}
                {% if module.isVIP %}
                {% for useCase in module.vip.useCases %}{{ useCase.bussinessMethod }}{% endfor %}
                {% endif %}
                {{ loop.index }}
                """)
        let library = try TemplateLibrary(sources: [source])
        var checker = KeyChecker(schema: schema, library: library, root: "ModuleFileContext")
        checker.check(try XCTUnwrap(library.template(named: "Module/Broken.swift.tmpl")))
        XCTAssertEqual(
            checker.problems,
            [
                "Templates/Module/Broken.swift.tmpl:3: 'useCase.bussinessMethod': VIPContext.UseCase has no key 'bussinessMethod'",
                "Templates/Module/Broken.swift.tmpl:5: 'loop.index': no 'loop' here",
            ])
    }

    func testTheSchemaReader_refusesAnUndocumentedKey() throws {
        let folder = NSTemporaryDirectory() + "/schema-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "struct A: Encodable {\n    let name: String\n}\n".write(
            toFile: folder + "/A.swift", atomically: true,
            encoding: .utf8)
        XCTAssertThrowsError(try TemplateContextSchema.read(folder: folder)) { error in
            XCTAssertEqual(
                "\(error)", "A.swift:2: every context property needs a doc comment (its docs)")
        }
    }
}

/// Walks one template and the partials it includes, with the names in scope.
private struct KeyChecker {
    let schema: TemplateContextSchema
    let library: TemplateLibrary
    let root: String
    private(set) var problems: [String] = []
    private(set) var pathsChecked = 0
    /// Loop variables, innermost last: the item kind, or `nil` for `loop`.
    private var bindings: [(name: String, kind: TemplateContextSchema.Kind?)] = []
    private var includeDepth = 0

    init(schema: TemplateContextSchema, library: TemplateLibrary, root: String) {
        self.schema = schema
        self.library = library
        self.root = root
    }

    mutating func check(_ template: Template) {
        walk(template.nodes, in: template)
    }

    private mutating func walk(_ nodes: [Template.Node], in template: Template) {
        for node in nodes {
            switch node {
            case .text:
                break
            case .output(let output):
                if case .path(let path) = output.expression { _ = resolve(path, in: template) }
            case .conditional(let conditional):
                for branch in conditional.branches {
                    _ = resolve(branch.condition.path, in: template)
                    walk(branch.body, in: template)
                }
                walk(conditional.otherwise, in: template)
            case .loop(let loop):
                let item: TemplateContextSchema.Kind?
                switch resolve(loop.sequence, in: template) {
                case .list(let kind)?: item = kind
                case let other?:
                    problems.append(
                        "\(place(loop.sequence, in: template)): '\(loop.sequence.text)' is a \(other), not a list"
                    )
                    item = nil
                case nil: item = nil
                }
                // An unknown sequence was reported; its item takes any key.
                bindings.append((loop.variable, item ?? .object("*")))
                bindings.append(("loop", nil))
                walk(loop.body, in: template)
                bindings.removeLast(2)
            case .include(let include):
                guard includeDepth < TemplateRenderer.maximumIncludeDepth,
                    let partial = library.template(named: include.name)
                else { continue }
                includeDepth += 1
                walk(partial.nodes, in: partial)
                includeDepth -= 1
            }
        }
    }

    /// The kind of `path`'s value; a problem, and `nil`, when it has none.
    private mutating func resolve(_ path: Template.Path, in template: Template)
        -> TemplateContextSchema.Kind?
    {
        pathsChecked += 1
        let first = path.segments[0]
        var kind: TemplateContextSchema.Kind
        if let binding = bindings.last(where: { $0.name == first }) {
            guard let bound = binding.kind else {
                guard path.segments.count == 2,
                    ["index", "first", "last"].contains(path.segments[1])
                else {
                    problems.append(
                        "\(place(path, in: template)): '\(path.text)': `loop` has index, first and last"
                    )
                    return nil
                }
                return path.segments[1] == "index" ? .string : .flag
            }
            kind = bound
        } else if let field = schema.keys(of: root).first(where: { $0.name == first }) {
            kind = field.kind
        } else {
            let reason = first == "loop" ? "no 'loop' here" : "\(root) has no key '\(first)'"
            problems.append("\(place(path, in: template)): '\(path.text)': \(reason)")
            return nil
        }
        for segment in path.segments.dropFirst() {
            guard case .object(let type) = kind else {
                problems.append(
                    "\(place(path, in: template)): '\(path.text)': a \(kind) has no key '\(segment)'"
                )
                return nil
            }
            if type == "*" { return .object("*") }
            guard let field = schema.keys(of: type).first(where: { $0.name == segment }) else {
                problems.append(
                    "\(place(path, in: template)): '\(path.text)': \(type) has no key '\(segment)'")
                return nil
            }
            kind = field.kind
        }
        return kind
    }

    private func place(_ path: Template.Path, in template: Template) -> String {
        let location = template.file.location(of: path.range)
        return "\(location.path):\(location.line)"
    }
}
