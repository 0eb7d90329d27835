/// Reads the config's `layout:` section into a ``ModuleLayout``: each
/// pattern is checked on its own and refused at its line, with a hint.
enum ModuleLayoutReader {
    static func read(_ node: SpecNode, reader: inout SchemaReader) -> ModuleLayout {
        var layout = ModuleLayout.standard
        guard let mapping = reader.mapping(node, for: ModuleLayout.key) else { return layout }
        let fields = reader.fields(
            of: mapping, allowed: ModuleLayout.keys, in: "'\(ModuleLayout.key)'")
        func pattern(_ key: String) -> (text: String, location: SourceLocation)? {
            guard let entry = fields[key], let scalar = reader.text(entry.value, for: field(key))
            else { return nil }
            return (scalar.value, reader.location(of: scalar.range))
        }
        for (key, root) in [
            (ModuleLayout.moduleKey, ModuleLayout.sourcesPlaceholder),
            (ModuleLayout.testsKey, ModuleLayout.testsPlaceholder),
        ] {
            guard let (text, location) = pattern(key) else { continue }
            switch ModuleLayoutPattern.folders(in: text, root: root) {
            case .success(let folders):
                if key == ModuleLayout.moduleKey {
                    layout.sourcesFolders = folders
                } else {
                    layout.testsFolders = folders
                }
            case .failure(let problem):
                reader.report(
                    ModelDiagnostics.invalidLayoutPattern(field(key), text, problem, at: location))
            }
        }
        if let (text, location) = pattern(ModuleLayout.filesKey) {
            switch ModuleLayoutPattern.filesByLayer(in: text) {
            case .success(let byLayer): layout.filesByLayer = byLayer
            case .failure(let problem):
                reader.report(
                    ModelDiagnostics.invalidLayoutPattern(
                        field(ModuleLayout.filesKey), text, problem, at: location))
            }
        }
        return layout
    }

    /// `layout.<key>`, as diagnostics name it.
    static func field(_ key: String) -> String { ModuleLayout.key + "." + key }
}
