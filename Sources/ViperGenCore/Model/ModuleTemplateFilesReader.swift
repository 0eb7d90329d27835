/// Reads a templates folder's manifest (`module-files.yml`) into
/// ``ModuleTemplateFile``s, reporting every problem at its line:
///
/// ```yaml
/// files:
///   - path: "{Module}ViewController.xib"
///     template: Extra/ViewController.xib.tmpl
///     ownership: scaffolded
///     folder: sources        # or tests; sources when left out
///     ui: [uikit]            # optional: only modules with these screens
///     style: [viper, vip]    # optional: only modules of these styles
/// ```
///
/// A path stays inside the module's folder, and a generated file must be of
/// a kind that can carry viper-gen's marker (``GeneratedFileMarker/syntax(forPath:)``).
public enum ModuleTemplateFilesReader {
    static let filesKey = "files"
    static let keys = ["path", "template", "ownership", "folder", "ui", "style"]
    static let required = ["path", "template", "ownership"]
    /// The most files a manifest may list: a module's folder stays a module's.
    public static let maximumFiles = 64

    /// The manifest's files. `config` says whether generated files are
    /// compiled at build time (only Swift then) and what their header says
    /// (an XML comment may not hold `--`).
    public static func read(_ source: SourceFile, config: ProjectConfig) -> (
        files: [ModuleTemplateFile], diagnostics: [Diagnostic]
    ) {
        let parsed = SpecParser.parse(source)
        guard let root = parsed.document?.root else { return ([], parsed.diagnostics) }
        var reader = SchemaReader(source: source, diagnostics: parsed.diagnostics)
        guard let mapping = reader.mapping(root, for: "the module files manifest") else {
            return ([], reader.diagnostics)
        }
        let top = reader.fields(
            of: mapping, allowed: [filesKey], required: [filesKey], in: "the module files manifest")
        guard let entry = top[filesKey], !entry.value.isEmptyScalar,
            let list = reader.sequence(entry.value, for: filesKey)
        else { return ([], reader.diagnostics) }
        if list.items.count > maximumFiles {
            reader.report(
                ModelDiagnostics.tooManyModuleTemplateFiles(
                    list.items.count, limit: maximumFiles, at: reader.location(of: entry.value)))
            return ([], reader.diagnostics)
        }
        var files: [ModuleTemplateFile] = []
        for item in list.items {
            guard let file = self.file(item, config: config, reader: &reader) else { continue }
            if let other = files.first(where: { $0.overlaps(file) }) {
                reader.report(
                    ModelDiagnostics.moduleTemplateFileTwice(
                        file.path, at: file.location, other: other.location))
                continue
            }
            files.append(file)
        }
        return (files, reader.diagnostics)
    }

    private static func file(_ node: SpecNode, config: ProjectConfig, reader: inout SchemaReader)
        -> ModuleTemplateFile?
    {
        guard let mapping = reader.mapping(node, for: "a module file") else { return nil }
        let fields = reader.fields(
            of: mapping, allowed: keys, required: required, in: "a module file")
        guard let pathEntry = fields["path"], let templateEntry = fields["template"],
            let ownershipEntry = fields["ownership"],
            let pathScalar = reader.text(pathEntry.value, for: "path"),
            let templateScalar = reader.text(templateEntry.value, for: "template"),
            let ownershipText = reader.choice(
                ownershipEntry.value, from: ["generated", "scaffolded"], for: "ownership")
        else { return nil }
        let location = reader.location(of: pathScalar.range)
        let path = pathScalar.value
        if let problem = ModuleTemplateFilePath.problem(with: path) {
            reader.report(
                ModelDiagnostics.invalidModuleTemplateFilePath(path, problem, at: location))
            return nil
        }
        let template = templateScalar.value
        if let problem = ModuleTemplateFilePath.templateProblem(with: template) {
            reader.report(
                ModelDiagnostics.invalidModuleTemplateName(
                    template, problem, at: reader.location(of: templateScalar.range)))
            return nil
        }
        let ownership = RenderedFile.Ownership(rawValue: ownershipText)!
        if ownership == .generated {
            guard let syntax = GeneratedFileMarker.syntax(forPath: path) else {
                reader.report(ModelDiagnostics.generatedFileWithoutMarker(path, at: location))
                return nil
            }
            if config.generation == .build, !path.hasSuffix(".swift") {
                reader.report(ModelDiagnostics.generatedResourceInBuildMode(path, at: location))
                return nil
            }
            if syntax == .xmlComments, config.header.contains("--") {
                reader.report(ModelDiagnostics.headerBreaksXMLComment(path, at: location))
                return nil
            }
        }
        var side = ModuleTemplateFile.Side.sources
        if let entry = fields["folder"] {
            guard
                let text = reader.choice(
                    entry.value, from: ModuleTemplateFile.Side.allCases.map(\.rawValue),
                    for: "folder")
            else { return nil }
            side = ModuleTemplateFile.Side(rawValue: text)!
        }
        var ui: Set<UIKind>?
        if let entry = fields["ui"] {
            guard
                let words = choices(
                    entry.value, from: UIKind.allCases.map(\.rawValue), for: "ui", reader: &reader)
            else { return nil }
            ui = Set(words.compactMap(UIKind.init(rawValue:)))
        }
        var styles: Set<ModuleDefinition.Style>?
        if let entry = fields["style"] {
            guard
                let words = choices(
                    entry.value, from: ModuleDefinition.Style.allCases.map(\.rawValue),
                    for: "style", reader: &reader)
            else { return nil }
            styles = Set(words.compactMap(ModuleDefinition.Style.init(rawValue:)))
        }
        return ModuleTemplateFile(
            path: path, template: template, ownership: ownership, side: side, ui: ui,
            styles: styles, location: location,
            templateLocation: reader.location(of: templateScalar.range))
    }

    /// One word, or a list of them, each from `choices`; `nil` after reporting a wrong one.
    private static func choices(
        _ node: SpecNode, from choices: [String], for field: String, reader: inout SchemaReader
    ) -> [String]? {
        let items: [SpecNode]
        if case .sequence(let list) = node { items = list.items } else { items = [node] }
        var words: [String] = []
        for item in items {
            guard let word = reader.choice(item, from: choices, for: field) else { return nil }
            words.append(word)
        }
        return words
    }
}

extension ModuleTemplateFile {
    /// True when some module could get both files at the same path.
    func overlaps(_ other: ModuleTemplateFile) -> Bool {
        func meet<T>(_ a: Set<T>?, _ b: Set<T>?) -> Bool {
            guard let a, let b else { return true }
            return !a.isDisjoint(with: b)
        }
        return side == other.side && path.lowercased() == other.path.lowercased()
            && meet(ui, other.ui) && meet(styles, other.styles)
    }
}
