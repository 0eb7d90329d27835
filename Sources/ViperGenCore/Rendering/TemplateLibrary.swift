/// A set of parsed templates that can include one another by name.
///
/// Every template is parsed once, when the library is made; rendering walks the
/// parsed form. Unknown partials and include cycles are found up front, whether
/// or not the include would run with a given context.
public struct TemplateLibrary: Sendable {
    /// The parsed templates, shared by every copy of the library.
    private final class Storage: Sendable {
        let templates: [String: Template]
        /// The names and texts it was made from: two libraries made from the
        /// same sources are the same library.
        let sourceTexts: [String: String]
        let parsedNames: [String]

        init(templates: [String: Template], sourceTexts: [String: String], parsedNames: [String]) {
            self.templates = templates
            self.sourceTexts = sourceTexts
            self.parsedNames = parsedNames
        }
    }

    private let storage: Storage
    private var templates: [String: Template] { storage.templates }

    /// The templates this library parsed itself, sorted (those it took from
    /// its base were parsed before): what shows that a run parses each once.
    public var parsedNames: [String] { storage.parsedNames }

    /// Parses every source. Throws every parse diagnostic, sorted, if any
    /// template is invalid, two sources share a name, a partial is unknown, or
    /// templates include each other in a cycle.
    public init(sources: [TemplateSource]) throws(DiagnosticList) {
        try self.init(base: nil, sources: sources)
    }

    /// `base`'s templates, with `sources` parsed and put in place of the
    /// templates of the same name (only `sources` are parsed).
    init(base: TemplateLibrary?, sources: [TemplateSource]) throws(DiagnosticList) {
        var chosen: [String: TemplateSource] = [:]
        var diagnostics: [Diagnostic] = []
        for source in sources {
            if let existing = chosen[source.name] {
                diagnostics.append(
                    TemplateDiagnostics.duplicateTemplate(
                        source.name, path: source.displayPath, firstPath: existing.displayPath))
            } else {
                chosen[source.name] = source
            }
        }
        var templates = base?.templates ?? [:]
        var sourceTexts = base?.storage.sourceTexts ?? [:]
        // Each template parses on its own: on every core, in a fixed order.
        let toParse = chosen.values.sorted { $0.name < $1.name }
        let parsed = ParallelMap.map(toParse) { source in
            TemplateParser.parse(
                name: source.name, file: SourceFile(path: source.displayPath, text: source.text))
        }
        for (source, result) in zip(toParse, parsed) {
            templates[source.name] = result.template
            sourceTexts[source.name] = source.text
            diagnostics += result.diagnostics
        }
        diagnostics += Self.includeProblems(in: templates)
        guard diagnostics.isEmpty else {
            throw DiagnosticList(diagnostics.sortedByLocation())
        }
        storage = Storage(
            templates: templates, sourceTexts: sourceTexts, parsedNames: chosen.keys.sorted())
    }

    /// True when both are the very same parsed templates (not parsed twice).
    func sharesParsedTemplates(with other: TemplateLibrary) -> Bool {
        storage === other.storage
    }

    /// The built-in templates, parsed once per process.
    public static let builtIn: Result<TemplateLibrary, DiagnosticList> = Result {
        () throws(DiagnosticList) in
        try TemplateLibrary(
            sources: DefaultTemplates.all.filter { $0.name.hasSuffix(TemplateSet.templateSuffix) }
                .map(\.source))
    }

    /// The names of all templates, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// The parsed template of `name`, if the library has one.
    func template(named name: String) -> Template? { templates[name] }

    /// Renders the template called `name`; `context` must be an object whose keys
    /// are the top-level names. Throws every render error, located in the
    /// template where it occurred.
    public func render(_ name: String, context: TemplateValue) throws(DiagnosticList) -> String {
        guard let template = templates[name] else {
            throw DiagnosticList([
                TemplateDiagnostics.unknownTemplate(
                    name, known: SpellingCandidates(names, kind: "templates"), at: nil)
            ])
        }
        guard case .object(let root) = context else {
            throw DiagnosticList([TemplateDiagnostics.contextNotObject(context, template: name)])
        }
        var renderer = TemplateRenderer(templates: templates, root: root)
        let output = renderer.render(template)
        guard renderer.diagnostics.isEmpty else {
            throw DiagnosticList(renderer.diagnostics.sortedByLocation())
        }
        return output
    }

    /// Includes of unknown templates, then include cycles (each reported once,
    /// at the include that starts it in the alphabetically first template).
    private static func includeProblems(in templates: [String: Template]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let known = SpellingCandidates(Array(templates.keys), kind: "templates")
        for template in templates.values {
            for include in template.includes where templates[include.name] == nil {
                diagnostics.append(
                    TemplateDiagnostics.unknownTemplate(
                        include.name, known: known,
                        at: template.file.location(of: include.nameRange)))
            }
        }
        var finished: Set<String> = []
        var stack: [(name: String, include: Template.Include?)] = []
        func visit(_ name: String) {
            guard let template = templates[name] else { return }
            for include in template.includes where templates[include.name] != nil {
                if let start = stack.firstIndex(where: { $0.name == include.name }) {
                    diagnostics.append(
                        cycleDiagnostic(Array(stack[start...]), closing: include, in: templates))
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
    private static func cycleDiagnostic(
        _ path: [(name: String, include: Template.Include?)],
        closing: Template.Include,
        in templates: [String: Template]
    ) -> Diagnostic {
        var edges: [(from: String, to: String, location: SourceLocation)] = []
        for (index, step) in path.enumerated() {
            let include = index + 1 < path.count ? path[index + 1].include! : closing
            let file = templates[step.name]!.file
            edges.append((step.name, include.name, file.location(of: include.nameRange)))
        }
        let names = path.map(\.name) + [path[0].name]
        return TemplateDiagnostics.includeCycle(
            names, at: edges[0].location, edges: Array(edges.dropFirst()))
    }
}

extension TemplateLibrary: Equatable {
    public static func == (lhs: TemplateLibrary, rhs: TemplateLibrary) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.sourceTexts == rhs.storage.sourceTexts
    }
}
