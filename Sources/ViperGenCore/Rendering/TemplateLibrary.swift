/// A set of parsed templates that can include one another by name.
///
/// Every template is parsed once, when the library is made; rendering walks the
/// parsed form. Unknown partials and include cycles are found up front, whether
/// or not the include would run with a given context.
public struct TemplateLibrary: Sendable {
    private let templates: [String: Template]

    /// Parses every source. Throws every parse diagnostic, sorted, if any
    /// template is invalid, two sources share a name, a partial is unknown, or
    /// templates include each other in a cycle.
    public init(sources: [TemplateSource]) throws(TemplateErrors) {
        var chosen: [String: TemplateSource] = [:]
        var diagnostics: [Diagnostic] = []
        for source in sources {
            if let existing = chosen[source.name] {
                diagnostics.append(TemplateDiagnostics.duplicateTemplate(
                    source.name, path: source.displayPath, firstPath: existing.displayPath))
            } else {
                chosen[source.name] = source
            }
        }
        var templates: [String: Template] = [:]
        for source in chosen.values {
            let file = SourceFile(path: source.displayPath, text: source.text)
            let parsed = TemplateParser.parse(name: source.name, file: file)
            templates[source.name] = parsed.template
            diagnostics += parsed.diagnostics
        }
        diagnostics += Self.includeProblems(in: templates)
        guard diagnostics.isEmpty else {
            throw TemplateErrors(diagnostics: diagnostics.sortedByLocation())
        }
        self.templates = templates
    }

    /// The names of all templates, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// Renders the template called `name`; `context` must be an object whose keys
    /// are the top-level names. Throws every render error, located in the
    /// template where it occurred.
    public func render(_ name: String, context: TemplateValue) throws(TemplateErrors) -> String {
        guard let template = templates[name] else {
            throw TemplateErrors(diagnostics: [TemplateDiagnostics.unknownTemplate(name, known: names, at: nil)])
        }
        guard case .object(let root) = context else {
            throw TemplateErrors(diagnostics: [TemplateDiagnostics.contextNotObject(context, template: name)])
        }
        var renderer = TemplateRenderer(templates: templates, root: root)
        let output = renderer.render(template)
        guard renderer.diagnostics.isEmpty else {
            throw TemplateErrors(diagnostics: renderer.diagnostics.sortedByLocation())
        }
        return output
    }

    /// Includes of unknown templates, then include cycles (each reported once,
    /// at the include that starts it in the alphabetically first template).
    private static func includeProblems(in templates: [String: Template]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let known = Array(templates.keys)
        for template in templates.values {
            for include in template.includes where templates[include.name] == nil {
                diagnostics.append(TemplateDiagnostics.unknownTemplate(
                    include.name, known: known, at: template.file.location(of: include.nameRange)))
            }
        }
        var finished: Set<String> = []
        var stack: [(name: String, include: Template.Include?)] = []
        func visit(_ name: String) {
            guard let template = templates[name] else { return }
            for include in template.includes where templates[include.name] != nil {
                if let start = stack.firstIndex(where: { $0.name == include.name }) {
                    diagnostics.append(cycleDiagnostic(Array(stack[start...]), closing: include, in: templates))
                } else if !finished.contains(include.name) {
                    stack.append((include.name, include))
                    visit(include.name)
                    stack.removeLast()
                }
            }
            finished.insert(name)
        }
        for name in templates.keys.sorted() where !finished.contains(name) {
            stack = [(name, nil)]
            visit(name)
        }
        return diagnostics
    }

    /// `path[i].include` is the include in `path[i - 1]` that leads to `path[i]`;
    /// `closing` is the include in the last template that leads back to the first.
    private static func cycleDiagnostic(_ path: [(name: String, include: Template.Include?)],
                                        closing: Template.Include,
                                        in templates: [String: Template]) -> Diagnostic {
        var edges: [(from: String, to: String, location: SourceLocation)] = []
        for (index, step) in path.enumerated() {
            let include = index + 1 < path.count ? path[index + 1].include! : closing
            let file = templates[step.name]!.file
            edges.append((step.name, include.name, file.location(of: include.nameRange)))
        }
        let names = path.map(\.name) + [path[0].name]
        return TemplateDiagnostics.includeCycle(names, at: edges[0].location, edges: Array(edges.dropFirst()))
    }
}
