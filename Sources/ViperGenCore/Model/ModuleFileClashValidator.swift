/// A file the templates folder's manifest adds may not land where viper-gen
/// writes one of the module's own files (letter case aside, for
/// case-insensitive disks): one run would write two files at one path.
/// Reported once per manifest entry, for the first module it clashes in.
enum ModuleFileClashValidator {
    static func problems(in modules: [ModuleDefinition], config: ProjectConfig) -> [Diagnostic] {
        guard !config.moduleFiles.isEmpty else { return [] }
        var builtInConfig = config
        builtInConfig.moduleFiles = []
        let folders = ModuleFolders(config: config)
        var reported: Set<Int> = []
        var diagnostics: [Diagnostic] = []
        for module in modules {
            let builtIn = Set(
                ContextBuilder.layout(of: module, config: builtInConfig).map {
                    $0.path.lowercased()
                })
            for (index, file) in config.moduleFiles.enumerated()
            where !reported.contains(index) && file.applies(to: module) {
                let folder =
                    file.side == .sources
                    ? folders.sources(of: module.name) : folders.tests(of: module.name)
                let path = PathText.join(folder, file.path(forModule: module.name))
                guard builtIn.contains(path.lowercased()) else { continue }
                reported.insert(index)
                diagnostics.append(
                    ModelDiagnostics.moduleFileClash(
                        file.path(forModule: module.name), module: module.name, at: file.location))
            }
        }
        return diagnostics
    }
}
