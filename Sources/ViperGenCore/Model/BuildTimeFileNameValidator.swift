/// With `generation: build`, each spec's generated code becomes one file of
/// the plugin's work folder, named after the spec (``BuildTimeFiles``): two
/// specs whose file names differ only in folder or letter case, or a spec
/// named like the shared file, would write the same file.
enum BuildTimeFileNameValidator {
    static func problems(in modules: [ModuleDefinition], mode: GenerationMode) -> [Diagnostic] {
        guard mode == .build else { return [] }
        var firstByName: [String: Int] = [BuildTimeFiles.sharedFile.lowercased(): -1]
        var diagnostics: [Diagnostic] = []
        for index in modules.indices {
            let name = BuildTimeFiles.fileName(forSpec: modules[index].specPath)
            guard let first = firstByName[name.lowercased()] else {
                firstByName[name.lowercased()] = index
                continue
            }
            diagnostics.append(
                ModelDiagnostics.buildTimeFileClash(
                    name, spec: modules[index].specPath, at: modules[index].nameLocation,
                    first: first < 0 ? nil : modules[first]))
        }
        return diagnostics
    }
}
