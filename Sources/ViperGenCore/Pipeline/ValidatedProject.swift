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
}
