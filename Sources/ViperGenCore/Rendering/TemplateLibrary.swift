/// A set of parsed templates that can include one another by name.
///
/// A project's own templates are parsed when the library is made, and their
/// unknown partials and include cycles found up front, whether or not the
/// include would run with a given context. The built-in templates are parsed
/// on first use, once per process: the test suite parses and checks every one
/// of them (`DefaultTemplatesEmbeddingTests`), so a run pays only for what it
/// renders. Rendering walks the parsed form.
public struct TemplateLibrary: Sendable {
    /// The templates, shared by every copy of the library.
    private final class Storage: @unchecked Sendable {
        /// Parsed up front.
        let own: [String: Template]
        /// Parsed on first use (the built-in templates).
        let deferred: [String: TemplateSource]
        /// Where names that neither has are looked up: the built-in library
        /// under a project's own templates.
        let fallback: Storage?
        /// The names and texts it was made from: two libraries made from the
        /// same sources are the same library.
        let sourceTexts: [String: String]
        let parsedNames: [String]
        private let lock = PosixLock()
        /// Guarded by `lock`: the deferred templates parsed so far, and each
        /// rendered template with every template it includes.
        private var parsed: [String: Template] = [:]
        /// How many times a deferred template was parsed: once each, even
        /// when renders on several threads need it first at once.
        private var parseCount = 0
        private var closures: [String: [String: Template]] = [:]

        init(
            own: [String: Template], deferred: [String: TemplateSource], fallback: Storage?,
            sourceTexts: [String: String], parsedNames: [String]
        ) {
            self.own = own
            self.deferred = deferred
            self.fallback = fallback
            self.sourceTexts = sourceTexts
            self.parsedNames = parsedNames
        }

        var names: Set<String> {
            Set(own.keys).union(deferred.keys).union(fallback?.names ?? [])
        }

        /// The deferred templates parsed so far, sorted.
        var lazilyParsedNames: [String] { lock.withLock { parsed.keys.sorted() } }

        var lockedParseCount: Int { lock.withLock { parseCount } }

        /// The template of `name`, parsing it if it is deferred.
        func template(named name: String) throws(DiagnosticList) -> Template? {
            if let template = own[name] { return template }
            if let source = deferred[name] {
                let result = lock.withLock { () -> Result<Template, DiagnosticList> in
                    if let template = parsed[name] { return .success(template) }
                    let result = TemplateParser.parse(
                        name: source.name,
                        file: SourceFile(path: source.displayPath, text: source.text))
                    guard result.diagnostics.isEmpty else {
                        return .failure(DiagnosticList(result.diagnostics.sortedByLocation()))
                    }
                    parsed[name] = result.template
                    parseCount += 1
                    return .success(result.template)
                }
                return try result.get()
            }
            return try fallback?.template(named: name)
        }

        /// `name`'s template and every template it includes, directly or
        /// not, by name: what rendering it needs (worked out once per name).
        func closure(of name: String) throws(DiagnosticList) -> [String: Template] {
            if let known = lock.withLock({ closures[name] }) { return known }
            var found: [String: Template] = [:]
            var pending = [name]
            while let next = pending.popLast() {
                guard found[next] == nil, let template = try template(named: next) else { continue }
                found[next] = template
                pending += template.includes.map(\.name)
            }
            lock.withLock { closures[name] = found }
            return found
        }
    }

    private let storage: Storage

    /// The templates this library parsed up front, sorted (its base's were
    /// parsed before, and the built-in ones are parsed on first use): what
    /// shows that a run parses each of a project's templates once.
    public var parsedNames: [String] { storage.parsedNames }

    /// The built-in templates parsed so far in this process, sorted.
    var lazilyParsedNames: [String] { (storage.fallback ?? storage).lazilyParsedNames }

    /// How many parses of built-in templates this process has made.
    var lazyParseCount: Int { (storage.fallback ?? storage).lockedParseCount }

    /// Parses every source. Throws every parse diagnostic, sorted, if any
    /// template is invalid, two sources share a name, a partial is unknown, or
    /// templates include each other in a cycle.
    public init(sources: [TemplateSource]) throws(DiagnosticList) {
        try self.init(base: nil, sources: sources)
    }

    /// Keeps `sources` to parse each on first use: for templates the test
    /// suite has parsed and checked.
    init(deferring sources: [TemplateSource]) {
        var deferred: [String: TemplateSource] = [:]
        for source in sources { deferred[source.name] = source }
        storage = Storage(
            own: [:], deferred: deferred, fallback: nil,
            sourceTexts: deferred.mapValues(\.text), parsedNames: [])
    }

    /// `base`'s templates, with `sources` parsed and put in place of the
    /// templates of the same name (only `sources` are parsed up front).
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
        var own = base?.storage.own ?? [:]
        var sourceTexts = base?.storage.sourceTexts ?? [:]
        // Each template parses on its own: on every core, in a fixed order.
        let toParse = chosen.values.sorted { $0.name < $1.name }
        let parsed = ParallelMap.map(toParse) { source in
            TemplateParser.parse(
                name: source.name, file: SourceFile(path: source.displayPath, text: source.text))
        }
        for (source, result) in zip(toParse, parsed) {
            own[source.name] = result.template
            sourceTexts[source.name] = source.text
            diagnostics += result.diagnostics
        }
        let storage = Storage(
            own: own, deferred: [:], fallback: base.map { $0.storage.fallback ?? $0.storage },
            sourceTexts: sourceTexts, parsedNames: chosen.keys.sorted())
        // What the own templates reach: the built-ins they include are parsed to check them too.
        var reached: [String: Template] = [:]
        for name in own.keys.sorted() {
            reached.merge(try storage.closure(of: name)) { first, _ in first }
        }
        diagnostics += Self.includeProblems(in: reached, known: storage.names)
        guard diagnostics.isEmpty else {
            throw DiagnosticList(diagnostics.sortedByLocation())
        }
        self.storage = storage
    }

    /// True when both are the very same templates (not parsed twice).
    func sharesParsedTemplates(with other: TemplateLibrary) -> Bool {
        storage === other.storage
    }

    /// The built-in templates, each parsed on first use, once per process.
    public static let builtIn: Result<TemplateLibrary, DiagnosticList> = .success(
        TemplateLibrary(
            deferring: DefaultTemplates.all.filter { $0.name.hasSuffix(TemplateSet.templateSuffix) }
                .map(\.source)))

    /// The names of all templates, sorted.
    public var names: [String] { storage.names.sorted() }

    /// The parsed template of `name`, if the library has one.
    func template(named name: String) -> Template? { try? storage.template(named: name) }

    /// Renders the template called `name`; `context` must be an object whose keys
    /// are the top-level names. Throws every render error, located in the
    /// template where it occurred.
    public func render(_ name: String, context: TemplateValue) throws(DiagnosticList) -> String {
        let templates = try storage.closure(of: name)
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
    private static func includeProblems(in templates: [String: Template], known names: Set<String>)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        let known = SpellingCandidates(names.sorted(), kind: "templates")
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
