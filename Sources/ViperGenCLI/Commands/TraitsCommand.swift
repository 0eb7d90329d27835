import ViperGenCore

/// `viper-gen traits`: lists the traits a module can use, or shows one's code.
enum TraitsCommand: Command {
    static let name = "traits"
    static let summary =
        "List the available traits, or show the code one generates (`traits show <name>`)"
    static let discussion = """
        Lists the built-in traits and the project's own (from its traits file), with
        their kind and a one-line description. `traits show <name>` prints the Swift the
        trait generates: its protocol and default implementation, and its Mock override,
        then an example of its use.
        """
    static let signature = CommandSignature(arguments: [
        .init(
            name: "name", help: "A trait whose code to show (after `show`)", isOptional: true,
            keyword: "show",
            completion: .trait)
    ])

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        let pipeline = environment.pipeline
        guard
            let settings = environment.value({ () throws(DiagnosticList) in
                try pipeline.validatedProject(.none)
            })
        else {
            return .invalidInput
        }
        let catalog = settings.project.catalog
        switch arguments.positionals.count {
        case 0:
            let width = catalog.names.map(\.count).max() ?? 0
            for trait in catalog.traits {
                let origin: String = if case .project = trait.origin { " (project)" } else { "" }
                environment.stdout.write(
                    trait.name.padded(to: width) + "  " + trait.kind.rawValue.padded(to: 10)
                        + "  " + trait.summary + origin + "\n")
            }
            return .success
        case 2 where arguments.positionals[0] == "show":
            let name = arguments.positionals[1]
            guard let trait = catalog.trait(named: name) else {
                return environment.fail([
                    .error(
                        "unknown trait '\(name)'",
                        hint: SpellingSuggestion.hint(
                            for: name, among: catalog.names,
                            kind: "traits"))
                ])
            }
            let project = settings.project.with(modules: [
                ModuleDefinition(
                    name: "Example",
                    traits: [TraitUse(trait: trait)], specPath: "")
            ])
            let traitFiles = ContextBuilder.outputs(
                for: project, selection: .init(modules: [], includesBuildTimeFiles: true)
            )
            .filter { $0.template.hasPrefix("Trait/") }
            guard
                let rendered = environment.value({ () throws(DiagnosticList) in
                    try ProjectRenderer(
                        library: try pipeline.templates(for: project).library,
                        indentation: project.config.indentation
                    ).render(traitFiles)
                })
            else {
                return .invalidInput
            }
            for file in rendered {
                environment.stdout.write("// \(file.path)\n" + file.contents + "\n")
            }
            if let example = trait.example {
                let owner =
                    trait.kind == .router ? "router (VIPER, VIP)" : "interactor (VIPER, VIP)"
                environment.stdout.write(
                    "// Example: in a presenter (MVP) or \(owner) that has the trait\n" + example
                        + "\n")
            }
            return .success
        default:
            return environment.fail(
                UsageError(
                    message:
                        "unexpected arguments: \(arguments.positionals.joined(separator: " "))",
                    hint: "write `viper-gen traits` or `viper-gen traits show close`"),
                command: name)
        }
    }
}
