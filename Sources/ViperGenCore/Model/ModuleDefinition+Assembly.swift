/// What the module's assembly takes, and the trait snippets it fills in.
extension ModuleDefinition {
    /// What `assemble(view:...)` and `makeModule(...)` take, in order: the
    /// traits' dependencies (but the view), the spec's, the route factory,
    /// the module output; with the class each goes to (the first, when a
    /// router and an interactor trait share a dependency: both get it).
    public var assemblyParameters: [(name: String, type: String, owner: String)] {
        var parameters: [(name: String, type: String, owner: String)] = []
        var seen: Set<String> = []
        for use in traits {
            let owner = style == .mvp ? "presenter" : use.trait.kind.rawValue
            for dependency in use.trait.dependencies
            where dependency.type != runtime.transitionHandlerType {
                let type =
                    dependency.moduleType.map { substituted($0, for: use) } ?? dependency.type
                // One parameter per name: a router trait and an interactor trait that
                // both need `hapticPlayer` (of one type, as validation ensures) share it.
                if seen.insert(dependency.name).inserted {
                    parameters.append((dependency.name, type, owner))
                }
            }
        }
        // A dependency two classes share is one parameter, as a trait's is.
        for dependency in dependencies
        where dependency.owner != .view && seen.insert(dependency.name).inserted {
            let owner = style == .mvp ? "presenter" : dependency.owner.rawValue
            parameters.append((dependency.name, dependency.storedType, owner))
        }
        if !routes.isEmpty {
            parameters.append(
                ("routeFactory", "any \(name)RouteFactory", style == .mvp ? "presenter" : "router"))
        }
        if hasModuleOutput {
            parameters.append(("moduleOutput", "(any \(names.moduleOutput))?", "presenter"))
        }
        return parameters
    }

    /// What `makeModule(...)` takes, in order: the assembly's parameters but
    /// the module output, the view controller's (`dependencies: view:`), then what each child's `makeModule` takes but its
    /// module output (the presenter), named `<child><Parameter>`, then the
    /// module output. A child missing from `modules`, one that embeds its
    /// parent again, or one past ``ChildModuleValidator/maximumEmbeddedScreens``
    /// adds nothing (the project's validation refuses all three).
    /// - Parameter modules: the project's modules by name.
    public func screenParameters(in modules: [String: ModuleDefinition])
        -> [(name: String, type: String, owner: String)]
    {
        var budget = ChildModuleValidator.maximumEmbeddedScreens
        return screenParameters(in: modules, embedding: [name], budget: &budget)
    }

    /// `budget`: how many more children may be walked, so a project the
    /// validation refuses for embedding too many screens costs no more.
    private func screenParameters(
        in modules: [String: ModuleDefinition], embedding: Set<String>,
        budget: inout Int
    ) -> [(name: String, type: String, owner: String)] {
        let own = assemblyParameters
        var parameters = own.filter { $0.name != "moduleOutput" }
        // The view controller's init takes the view's: one parameter per name, as above.
        var seen = Set(parameters.map(\.name))
        for dependency in dependencies
        where dependency.owner == .view && seen.insert(dependency.name).inserted {
            parameters.append((dependency.name, dependency.storedType, "view"))
        }
        for child in children {
            guard budget > 0, let module = modules[child.module], !embedding.contains(child.module)
            else { continue }
            budget -= 1
            for parameter in module.screenParameters(
                in: modules, embedding: embedding.union([child.module]),
                budget: &budget)
            where parameter.name != "moduleOutput" {
                parameters.append((child.name + parameter.name.upperFirst, parameter.type, "child"))
            }
        }
        return parameters + own.filter { $0.name == "moduleOutput" }
    }

    /// True when the module's screen, or one its children embed, is SwiftUI:
    /// its `makeModule` then needs SwiftUI besides UIKit.
    public func screenNeedsSwiftUI(in modules: [String: ModuleDefinition]) -> Bool {
        var pending = [self]
        var seen: Set<String> = []
        while let module = pending.popLast() {
            guard seen.insert(module.name).inserted else { continue }
            if module.ui == .swiftui { return true }
            pending += module.children.compactMap { modules[$0.module] }
        }
        return false
    }

    /// The `#if` condition around the module's `makeModule`: what its screen,
    /// and its children's, are built with.
    public func makeModuleCondition(in modules: [String: ModuleDefinition]) -> String {
        if navigation == .swiftui { return "canImport(SwiftUI) && canImport(Combine)" }
        return screenNeedsSwiftUI(in: modules)
            ? "canImport(SwiftUI) && canImport(UIKit)" : "canImport(UIKit)"
    }

    /// A trait snippet with `${module}`, `${access}`, `${nonisolated}` (the modifier
    /// of scaffolded value types under `isolation`) and the trait's parameters filled in.
    func substituted(
        _ snippet: String, for use: TraitUse, isolation: DefaultIsolation = .nonisolated
    ) -> String {
        var values = [
            "module": name, "access": access.modifier,
            TraitScaffold.nonisolatedPlaceholder: isolation.valueTypeModifier,
        ]
        for parameter in use.trait.parameters {
            values[parameter.name] =
                use.arguments[parameter.name]
                ?? Placeholders.substituted(parameter.defaultValue, ["module": name])
        }
        return Placeholders.substituted(snippet, values)
    }
}
