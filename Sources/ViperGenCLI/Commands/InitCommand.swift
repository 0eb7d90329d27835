import ViperGenCore

/// `viper-gen init`: starts a project with a commented config and the shared runtime.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "Start a project here: a commented viper-gen.yml and the shared runtime files"
    static let usage = "init [--dry-run]"
    static let discussion = """
    Writes viper-gen.yml (every key commented, with its default) in the working folder,
    and generates the shared runtime: TransitionHandler, routing support and, in the
    tests, the Mock protocol. Refuses to overwrite an existing viper-gen.yml.
    """
    static let signature = CommandSignature(options: [
        .init(name: "dry-run", valueName: nil, help: "Print what would be written; write nothing"),
    ])

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        let root = environment.workingDirectory
        let configPath = PathText.join(root, ProjectConfig.fileName)
        if environment.fileSystem.kind(of: configPath) != nil {
            return environment.fail([.error("\(ProjectConfig.fileName) already exists here",
                                            hint: "edit it, or delete it first to start over")])
        }
        let project = Project(rootPath: root, catalog: ProjectLoader.builtInCatalog())
        let rendered: [RenderedFile]
        do {
            let library = try TemplateSet.builtIn.library().get()
            let renderer = ProjectRenderer(library: library)
            rendered = try renderer.render(project) + [
                RenderedFile(path: ProjectConfig.fileName, contents: try renderer.renderedConfig(),
                             ownership: .scaffolded, template: "Project/viper-gen.yml.tmpl"),
            ]
        } catch let error as DiagnosticList {
            return environment.fail(error)
        } catch let error as TemplateErrors {
            return environment.fail(error.diagnostics)
        } catch {
            return environment.fail([.error("\(error)")])
        }
        let plan: WritePlan
        switch WritePlanner(fileSystem: environment.fileSystem, project: project)
            .plan(rendered, options: .init(findsOrphans: false)) {
        case .success(let value): plan = value
        case .failure(let error): return environment.fail(error)
        }
        let shown = { (path: String) in environment.shown(path, root: root) }
        if let status = PlanPrinter.apply(plan, root: root, dryRun: arguments.has("dry-run"), in: environment) {
            return status
        }
        environment.stdout.write(PlanPrinter.lines(plan, actions: [.create, .update], shown: shown))
        return .success
    }
}
