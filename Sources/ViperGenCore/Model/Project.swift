/// Everything a run knows about a project once its inputs are read and valid.
public struct Project: Equatable, Sendable {
    /// Absolute path of the project root (the folder holding the config).
    public var rootPath: String
    public var config: ProjectConfig
    public var catalog: TraitCatalog
    /// Every module spec of the project, sorted by module name.
    public var modules: [ModuleDefinition]
    /// The config file, relative to the root, when the project has one.
    public var configPath: String?
    /// The project traits file, relative to the root, when it exists.
    public var traitsFilePath: String?

    public init(
        rootPath: String,
        config: ProjectConfig = ProjectConfig(),
        catalog: TraitCatalog,
        modules: [ModuleDefinition] = [],
        configPath: String? = nil,
        traitsFilePath: String? = nil
    ) {
        self.rootPath = rootPath
        self.config = config
        self.catalog = catalog
        self.modules = modules.sorted { $0.name < $1.name }
        self.configPath = configPath
        self.traitsFilePath = traitsFilePath
    }

    /// The access level of shared files: public as soon as one module is public.
    public var sharedAccess: AccessLevel {
        config.access == .public || modules.contains { $0.access == .public } ? .public : .internal
    }

    /// The traits at least one module uses, sorted by name.
    public var usedTraits: [TraitDefinition] {
        var byName: [String: TraitDefinition] = [:]
        for module in modules {
            for use in module.traits { byName[use.trait.name] = use.trait }
        }
        return byName.keys.sorted().map { byName[$0]! }
    }
}
