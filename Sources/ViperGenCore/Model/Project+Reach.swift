extension Project {
    /// Every module that `module` reaches through its routes that name a module
    /// and its children, and theirs in turn, sorted by name, without `module`
    /// itself. A run on `module`'s spec with only these specs beside it
    /// renders `module`'s files as a run on the whole project does: its files
    /// are built from the modules its routes open and the children they embed
    /// (``ContextBuilder``'s related modules), and each spec read is validated
    /// whole, so every module those name must be there too.
    public func modulesReached(from module: ModuleDefinition) -> [ModuleDefinition] {
        var reached: [String: ModuleDefinition] = [:]
        var pending = Self.neighbours(of: module)
        while let name = pending.popLast() {
            guard name != module.name, reached[name] == nil, let found = self.module(named: name)
            else { continue }
            reached[name] = found
            pending += Self.neighbours(of: found)
        }
        return reached.keys.sorted().map { reached[$0]! }
    }

    private static func neighbours(of module: ModuleDefinition) -> [String] {
        module.routes.compactMap(\.module) + module.children.map(\.module)
    }
}
