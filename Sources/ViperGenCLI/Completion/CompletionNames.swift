import ViperGenCore

/// The names completion scripts ask for while the user types: the project's
/// traits and spec files. Quiet by design: outside a valid project there are
/// none, and no error reaches the terminal under the user's command line.
enum CompletionNames {
    /// The built-in traits and the project's own, sorted.
    static func traits(in environment: CommandEnvironment) -> [String] {
        guard let validated = try? environment.pipeline.validatedProject(.none) else {
            return TraitCatalog.builtIn.names.sorted()
        }
        return validated.project.catalog.names.sorted()
    }

    /// The project's spec files, as paths from the working folder, sorted;
    /// a path with a control character (a line break would split it) is left out.
    static func specs(in environment: CommandEnvironment) -> [String] {
        let loader = environment.loader
        guard let validated = try? environment.pipeline.validatedProject(.none) else { return [] }
        let folder = PathText.join(validated.project.rootPath, validated.project.config.specs)
        return loader.specFiles(in: folder).map(loader.displayPath).filter {
            UnicodeText.firstControl(in: $0) == nil
        }
    }
}
