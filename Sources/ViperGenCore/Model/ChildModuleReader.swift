/// Reads a spec's `children:` (`name: Module`, or `name:` with `module: Module` under it)
/// and checks the children's names against the module's members.
enum ChildModuleReader {
    static let keys = ["module"]
    /// Names a child can't take besides the dependencies' reserved ones: the
    /// SwiftUI screen's members, beside which it stores each child's screen.
    static let reservedNames = ModuleDependencyReader.reservedNames.union(["presenter", "body"])

    static func read(_ node: SpecNode, reader: inout SchemaReader) -> [ChildModule] {
        if case .scalar(let scalar) = node, scalar.value.isEmpty { return [] }
        guard let mapping = reader.mapping(node, for: "children") else { return [] }
        var children: [ChildModule] = []
        for entry in mapping.entries {
            let location = reader.location(of: entry.key.range)
            guard let name = reader.identifier(entry.key, what: "child name") else { continue }
            if reservedNames.contains(name) {
                reader.report(
                    ModelDiagnostics.reservedDependencyName(name, kind: "child", at: location))
                continue
            }
            var moduleNode = entry.value
            var field = name
            if case .mapping(let details) = entry.value {
                let fields = reader.fields(
                    of: details, allowed: keys, required: keys, in: "child '\(name)'")
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
            children.append(
                ChildModule(
                    name: name, module: scalar.value, location: location,
                    moduleLocation: moduleLocation))
        }
        return children
    }

    /// Children named like a dependency (the spec's or a trait's) or like a
    /// method without parameters: the presenter would have two members so
    /// named; and view messages named like the members the view controller
    /// gets for its children (`<child>Screen`, `showChildScreen`).
    static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        guard !module.children.isEmpty else { return [] }
        var taken = ModuleDependencyReader.memberNames(of: module)
        for dependency in module.dependencies {
            taken[dependency.name] = "dependency '\(dependency.name)'"
        }
        var diagnostics = module.children.compactMap { child in
            taken[child.name].map {
                ModelDiagnostics.dependencyClash(
                    child.name, kind: "child", with: $0, at: child.location)
            }
        }
        var controllerMembers = [
            "showChildScreen": "the view controller's method for showing a child"
        ]
        for child in module.children {
            controllerMembers[child.name + "Screen"] = "child '\(child.name)''s screen"
        }
        for message in module.viewOutputs {
            if let owner = controllerMembers[message.name] {
                diagnostics.append(
                    ModelDiagnostics.viewMessageClashesWithChildren(
                        message.selector, with: owner,
                        at: message.location))
            }
        }
        return diagnostics
    }
}
