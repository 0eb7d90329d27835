/// Stage 3, templates: the templates a project renders with: the built-in ones embedded in the
/// binary, each replaced by a file of the same name in the project's
/// `templates` folder when there is one (extra `.tmpl` files there can be
/// included as partials).
public struct TemplateSet: Equatable, Sendable {
    public enum Origin: Equatable, Sendable {
        case builtIn
        /// A project file (path relative to the project root).
        case project(String)
    }

    public struct Entry: Equatable, Sendable {
        public var name: String
        public var origin: Origin
        public var text: String
        /// True when the name is also a built-in template's.
        public var replacesBuiltIn: Bool
    }

    public static let templateSuffix = ".tmpl"

    public private(set) var entries: [Entry]

    /// Only the embedded templates.
    public static let builtIn = TemplateSet(
        entries: DefaultTemplates.all.filter { $0.name.hasSuffix(templateSuffix) }
            .map { Entry(name: $0.name, origin: .builtIn, text: $0.text, replacesBuiltIn: false) })

    init(entries: [Entry]) {
        self.entries = entries.sorted { $0.name < $1.name }
    }

    /// The built-in templates with the project's overrides applied.
    public static func resolve(
        rootPath: String, config: ProjectConfig,
        fileSystem: FileSystem
    ) throws(DiagnosticList) -> TemplateSet {
        guard let folder = config.templates else { return builtIn }
        let absolute = PathText.join(rootPath, folder)
        // Confined: a folder behind a link out is refused by the scan below, whatever is at its end.
        let kind: FileKind?
        do {
            kind = try fileSystem.kind(of: absolute, beneath: rootPath)
        } catch {
            kind = .directory
        }
        guard kind == .directory else {
            throw DiagnosticList([
                .error(
                    "templates folder '\(folder)' does not exist",
                    hint:
                        "run `viper-gen templates eject \(folder)` to copy the built-in templates there, "
                        + "or remove 'templates' from viper-gen.yml")
            ])
        }
        var byName: [String: Entry] = [:]
        for entry in builtIn.entries { byName[entry.name] = entry }
        let scan = InputFolderScan(
            absolute, beneath: rootPath, suffix: templateSuffix, what: "templates",
            refusesLinks: true,
            fileSystem: fileSystem
        ) { path in
            PathText.join(folder, PathText.relative(path, to: absolute) ?? path)
        }
        var diagnostics = scan.diagnostics
        for full in scan.files {
            let path = PathText.relative(full, to: absolute) ?? full
            do {
                let bytes = try fileSystem.read(
                    full, beneath: rootPath, limit: ProjectLoader.maximumInputSize)
                byName[path] = Entry(
                    name: path, origin: .project(PathText.join(folder, path)),
                    text: String(decoding: bytes, as: UTF8.self),
                    replacesBuiltIn: byName[path] != nil)
            } catch {
                diagnostics.append(
                    .error("cannot read template '\(PathText.join(folder, path))': \(error.reason)")
                )
            }
        }
        // The manifest's module files each name a template: one the set has.
        for file in config.moduleFiles where byName[file.template] == nil {
            diagnostics.append(
                ModelDiagnostics.unknownModuleFileTemplate(
                    file.template, at: file.templateLocation,
                    suggestion: SpellingSuggestion.closest(
                        to: file.template, in: Array(byName.keys))))
        }
        guard diagnostics.isEmpty else { throw DiagnosticList(diagnostics) }
        return TemplateSet(entries: Array(byName.values))
    }

    /// The parsed templates, for a whole run: the built-in ones come parsed
    /// (once per process); only the project's own files are parsed here.
    public func library() throws(DiagnosticList) -> TemplateLibrary {
        let builtIn = try TemplateLibrary.builtIn.get()
        let projectSources = entries.filter { $0.origin != .builtIn }.map { entry in
            TemplateSource(name: entry.name, displayPath: displayPath(of: entry), text: entry.text)
        }
        return projectSources.isEmpty
            ? builtIn : try TemplateLibrary(base: builtIn, sources: projectSources)
    }

    /// How diagnostics name a template's file.
    public func displayPath(of entry: Entry) -> String {
        switch entry.origin {
        case .builtIn: return "Templates/" + entry.name
        case .project(let path): return path
        }
    }
}
