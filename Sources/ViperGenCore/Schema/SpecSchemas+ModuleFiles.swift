/// The schema of a templates folder's `module-files.yml` (``ModuleTemplateFilesReader``).
extension SpecSchemas {
    public static let moduleFiles = SchemaObject(
        keys: [ModuleTemplateFilesReader.filesKey], required: [ModuleTemplateFilesReader.filesKey],
        shapes: [
            ModuleTemplateFilesReader.filesKey: (
                .list(.object(moduleFile)),
                "The files added to every module (or to those `ui` and `style` pick), at most "
                    + "\(ModuleTemplateFilesReader.maximumFiles)"
            )
        ])

    static let moduleFile = SchemaObject(
        keys: ModuleTemplateFilesReader.keys, required: ModuleTemplateFilesReader.required,
        shapes: [
            "path": (
                .text(),
                "Where the file goes in the module's folder; {Module} is the module's name"
            ),
            "template": (
                .text(pattern: #"\.tmpl$"#),
                "The template of the templates folder that writes it"
            ),
            "ownership": (
                .choice([
                    RenderedFile.Ownership.generated.rawValue,
                    RenderedFile.Ownership.scaffolded.rawValue,
                ]),
                "generated: rewritten and checked; scaffolded: written once, then yours"
            ),
            "folder": (
                .choice(ModuleTemplateFile.Side.allCases.map(\.rawValue)),
                "The module's source folder (default) or its test folder"
            ),
            "ui": (
                oneOrMore(UIKind.allCases.map(\.rawValue)),
                "Only modules with these screens (default: every module)"
            ),
            "style": (
                oneOrMore(ModuleDefinition.Style.allCases.map(\.rawValue)),
                "Only modules of these styles (default: every module)"
            ),
        ])

    /// One word of `words`, or a list of them.
    private static func oneOrMore(_ words: [String]) -> SchemaShape {
        .anyOf([.choice(words), .list(.choice(words))])
    }
}
