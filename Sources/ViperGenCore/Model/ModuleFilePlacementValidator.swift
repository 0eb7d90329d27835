/// Where a file the templates folder's manifest adds lands in each module
/// it applies to: not on one of the module's own files (letter case aside,
/// for case-insensitive disks), where one run would write two files at one
/// path; and with names the file system takes once `{Module}` is the
/// module's name (a temporary name beside it included). Reported once per
/// manifest entry, for the first module it fails in.
enum ModuleFilePlacementValidator {
    /// The longest name of a module file, so that the temporary file written
    /// beside it (`.<name>.viper-gen-new-<16 hex digits>`) is a name too.
    static let maximumNameLength = ProjectConfig.maximumPathComponent - 32

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
                let relative = file.path(forModule: module.name)
                let folder =
                    file.side == .sources
                    ? folders.sources(of: module.name) : folders.tests(of: module.name)
                if let long = relative.split(separator: "/").first(where: {
                    $0.utf8.count > maximumNameLength
                }) {
                    reported.insert(index)
                    diagnostics.append(
                        ModelDiagnostics.moduleFileNameTooLong(
                            String(long), module: module.name, limit: maximumNameLength,
                            at: file.location))
                    continue
                }
                guard builtIn.contains(PathText.join(folder, relative).lowercased()) else {
                    continue
                }
                reported.insert(index)
                diagnostics.append(
                    ModelDiagnostics.moduleFileClash(
                        relative, module: module.name, at: file.location))
            }
        }
        return diagnostics
    }
}
