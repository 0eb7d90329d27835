/// What the module's assembly takes, and the trait snippets it fills in.
extension ModuleDefinition {
    /// What `assemble(view:...)` and `makeModule(...)` take, in order: the
    /// traits' dependencies (but the view), the spec's, the route factory,
    /// the module output; with the class each goes to.
    public var assemblyParameters: [(name: String, type: String, owner: String)] {
        var parameters: [(name: String, type: String, owner: String)] = []
        var seen: Set<String> = []
        for use in traits {
            let owner = style == .mvp ? "presenter" : use.trait.kind.rawValue
            for dependency in use.trait.dependencies where dependency.type != "any TransitionHandler" {
                let type = dependency.moduleType.map { substituted($0, for: use) } ?? dependency.type
                if seen.insert(owner + "." + dependency.name).inserted {
                    parameters.append((dependency.name, type, owner))
                }
            }
        }
        for dependency in dependencies {
            let owner = style == .mvp ? "presenter" : dependency.owner.rawValue
            parameters.append((dependency.name, dependency.type, owner))
        }
        if !routes.isEmpty {
            parameters.append(("routeFactory", "any \(name)RouteFactory", style == .mvp ? "presenter" : "router"))
        }
        if !moduleOutputs.isEmpty {
            parameters.append(("moduleOutput", "(any \(name)ModuleOutput)?", "presenter"))
        }
        return parameters
    }

    /// A trait snippet with `${module}`, `${access}` and the trait's parameters filled in.
    func substituted(_ snippet: String, for use: TraitUse) -> String {
        var values = ["module": name, "access": access.modifier]
        for parameter in use.trait.parameters {
            values[parameter.name] = use.arguments[parameter.name]
                ?? Placeholders.substituted(parameter.defaultValue, ["module": name])
        }
        return Placeholders.substituted(snippet, values)
    }
}
