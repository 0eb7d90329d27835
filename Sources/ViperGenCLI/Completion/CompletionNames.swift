import ViperGenCore

/// The names completion scripts ask for while the user types: the project's
/// traits, spec files and modules, each with a one-line description for the
/// shells that show one (zsh, fish). Quiet by design: outside a valid project
/// (or in one pinned to another viper-gen) there are none, but for the built-in
/// traits of a project that doesn't validate, and no error reaches the terminal
/// under the user's command line.
enum CompletionNames {
    /// One name, and what it is.
    struct Name: Equatable {
        var text: String
        var description: String

        /// `text`, or `text<Tab>description` with every control character of
        /// the description (a tab or line break would split the line) made a space.
        func line(described: Bool) -> String {
            guard described else { return text }
            var shown = ""
            for scalar in description.unicodeScalars {
                shown.unicodeScalars.append(UnicodeText.isControl(scalar) ? " " : scalar)
            }
            return text + "\t" + shown
        }
    }

    /// What `completions --list` prints names of.
    enum Kind: String, CaseIterable {
        case traits
        case specs
        case modules
    }

    static func names(_ kind: Kind, in environment: CommandEnvironment, described: Bool)
        -> [Name]
    {
        // Another viper-gen's project: its names are that version's to give.
        guard environment.loader.versionPinProblem() == nil else { return [] }
        let names: [Name]
        switch kind {
        case .traits: names = traits(in: environment)
        case .specs: names = specs(in: environment, described: described)
        case .modules: names = modules(in: environment)
        }
        // A name with a control character (a line break would split it) is left out.
        return names.filter { UnicodeText.firstControl(in: $0.text) == nil }
    }

    /// The built-in traits and the project's own, sorted, described by their summaries.
    static func traits(in environment: CommandEnvironment) -> [Name] {
        let catalog =
            (try? environment.pipeline.validatedProject(.none))?.project.catalog ?? .builtIn
        return catalog.traits.sorted { $0.name < $1.name }.map {
            Name(text: $0.name, description: $0.summary)
        }
    }

    /// The project's spec files, as paths from the working folder, sorted,
    /// described by the module each defines (`module Login`); when a spec does
    /// not validate, or `described` is false, by `module spec`.
    static func specs(in environment: CommandEnvironment, described: Bool) -> [Name] {
        let loader = environment.loader
        guard let validated = try? environment.pipeline.validatedProject(.none) else { return [] }
        let root = validated.project.rootPath
        let folder = PathText.join(root, validated.project.config.specs)
        var modules: [String: String] = [:]
        if described, let whole = try? environment.pipeline.validatedProject(.all) {
            for module in whole.project.modules {
                modules[PathText.join(root, module.specPath)] = module.name
            }
        }
        return loader.specFiles(in: folder).map { path in
            Name(
                text: loader.displayPath(path),
                description: modules[path].map { "module \($0)" } ?? "module spec")
        }
    }

    /// The project's modules, sorted, described by their spec's path from the
    /// working folder; none when a spec does not validate (as `graph` then draws nothing).
    static func modules(in environment: CommandEnvironment) -> [Name] {
        let loader = environment.loader
        guard let validated = try? environment.pipeline.validatedProject(.all) else { return [] }
        let root = validated.project.rootPath
        return validated.project.modules.map {
            Name(
                text: $0.name,
                description: loader.displayPath(PathText.join(root, $0.specPath)))
        }
    }
}
