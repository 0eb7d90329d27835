/// Everything a run knows about a project once its inputs are read and valid.
public struct Project: Equatable, Sendable {
    /// Absolute path of the project root (the folder holding the config).
    public let rootPath: String
    public let config: ProjectConfig
    public let catalog: TraitCatalog
    /// Every module spec of the project, sorted by module name.
    public let modules: [ModuleDefinition]
    /// The config file, relative to the root, when the project has one.
    public let configPath: String?
    /// The project traits file, relative to the root, when it exists.
    public let traitsFilePath: String?
    /// The access level of shared files: public as soon as one module is public.
    public let sharedAccess: AccessLevel
    /// The traits at least one module uses, sorted by name.
    public let usedTraits: [TraitDefinition]
    /// The Xcode project file as the load stage parsed it, if it did.
    public let xcodeModel: XcodeProjectModelCache

    public init(
        rootPath: String,
        config: ProjectConfig = ProjectConfig(),
        catalog: TraitCatalog,
        modules: [ModuleDefinition] = [],
        configPath: String? = nil,
        traitsFilePath: String? = nil,
        xcodeModel: XcodeProjectModelCache = XcodeProjectModelCache()
    ) {
        self.xcodeModel = xcodeModel
        self.rootPath = rootPath
        self.config = config
        self.catalog = catalog
        // By index, not by element: a module is a large value, and copying
        // each one out adds up in a project of thousands.
        let inOrder = modules.indices.dropFirst().allSatisfy {
            modules[$0 - 1].name < modules[$0].name
        }
        self.modules = inOrder ? modules : modules.sorted { $0.name < $1.name }
        self.configPath = configPath
        self.traitsFilePath = traitsFilePath
        sharedAccess =
            config.access == .public || modules.indices.contains { modules[$0].access == .public }
            ? .public : .internal
        var byName: [String: TraitDefinition] = [:]
        for index in modules.indices {
            for use in modules[index].traits { byName[use.trait.name] = use.trait }
        }
        usedTraits = byName.keys.sorted().map { byName[$0]! }
    }

    /// The same project with other modules.
    public func with(modules: [ModuleDefinition]) -> Project {
        Project(
            rootPath: rootPath, config: config, catalog: catalog, modules: modules,
            configPath: configPath,
            traitsFilePath: traitsFilePath, xcodeModel: xcodeModel)
    }

    /// The module called `name` (``modules`` is sorted by name: a binary search).
    public func module(named name: String) -> ModuleDefinition? {
        var low = 0
        var high = modules.count
        while low < high {
            let middle = (low + high) / 2
            if modules[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low < modules.count && modules[low].name == name ? modules[low] : nil
    }
}
