/// What the validate stage produces: a complete, valid ``Project``, the
/// modules the run is about, and every input file (for build-system lists).
public struct ValidatedProject: Equatable, Sendable {
    public var project: Project
    /// The modules the command line selected (`nil`: all of them).
    public var selectedModules: Set<String>?
    /// Every input file (config, traits file, specs), relative to the root.
    public var inputs: [String]

    public init(project: Project, selectedModules: Set<String>? = nil, inputs: [String] = []) {
        self.project = project
        self.selectedModules = selectedModules
        self.inputs = inputs
    }

    /// The project with `modules` (from specs `new` or `adopt` is about to
    /// write) in place of any of the same name, each spec among the inputs and
    /// the run about them alone. Refuses what only the whole project can show
    /// and a new spec may break: two build-time files of one name, or a file
    /// of the templates' manifest landing on one of the module's own.
    mutating func admit(_ modules: [ModuleDefinition]) throws(DiagnosticList) {
        let names = Set(modules.map(\.name))
        let next = project.with(
            modules: project.modules.filter { !names.contains($0.name) } + modules)
        let clashes =
            BuildTimeFileNameValidator.problems(in: next.modules, mode: next.config.generation)
            + ModuleFilePlacementValidator.problems(in: modules, config: next.config)
        guard clashes.isEmpty else { throw DiagnosticList(clashes) }
        project = next
        for module in modules where !inputs.contains(module.specPath) {
            inputs.append(module.specPath)
        }
        selectedModules = names
    }
}
