/// Reads a spec's `children:` (`name: Module`, or `name: {module: Module}`)
/// and checks the children's names against the module's members.
enum ChildModuleReader {
    static let keys = ["module"]

    static func read(_ node: SpecNode, reader: inout SchemaReader) -> [ChildModule] {
        if case .scalar(let scalar) = node, scalar.value.isEmpty { return [] }
        guard let mapping = reader.mapping(node, for: "children") else { return [] }
        var children: [ChildModule] = []
        for entry in mapping.entries {
            let location = reader.location(of: entry.key.range)
            guard let name = reader.identifier(entry.key, what: "child name") else { continue }
            if ModuleDependencyReader.reservedNames.contains(name) {
                reader.report(ModelDiagnostics.reservedDependencyName(name, kind: "child", at: location))
                continue
            }
            var moduleNode = entry.value
            var field = name
            if case .mapping(let details) = entry.value {
                let fields = reader.fields(of: details, allowed: keys, required: keys, in: "child '\(name)'")
                guard let value = fields["module"]?.value else { continue }
                moduleNode = value
                field = "module"
            }
            guard let scalar = reader.text(moduleNode, for: field) else { continue }
            let moduleLocation = reader.location(of: scalar.range)
            if let problem = ModelDiagnostics.moduleNameProblem(scalar.value, at: moduleLocation) {
                reader.report(problem)
                continue
            }
            children.append(ChildModule(name: name, module: scalar.value, location: location,
                                        moduleLocation: moduleLocation))
        }
        return children
    }

    /// Children named like a dependency (the spec's or a trait's) or like a
    /// method without parameters: the presenter would have two members so named.
    static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        var taken = ModuleDependencyReader.memberNames(of: module)
        for dependency in module.dependencies { taken[dependency.name] = "dependency '\(dependency.name)'" }
        return module.children.compactMap { child in
            taken[child.name].map {
                ModelDiagnostics.dependencyClash(child.name, kind: "child", with: $0, at: child.location)
            }
        }
    }
}
