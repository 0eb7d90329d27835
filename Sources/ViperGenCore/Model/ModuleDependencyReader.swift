/// Reads a spec's `dependencies:` (the class, then `name: Type` or
/// `name: {type: Type, weak: true}` entries) and checks their names against
/// what the module's classes already have.
enum ModuleDependencyReader {
    /// The keys of a dependency written as a mapping.
    static let entryKeys = ["type", "weak"]

    /// Members the generated classes declare themselves; a dependency can't take their names.
    static let reservedNames: Set<String> = [
        "view", "interactor", "router", "presenter", "viewController", "output", "state",
        "moduleOutput", "mockCalls", "routeFactory", "routeOutput",
        "transitionHandler", "stubbed", "Type", "Protocol",
        // `@Observable` and `@Published` store a SwiftUI presenter's `state` in
        // `_state`; an `ObservableObject` (below iOS 17) has `objectWillChange`.
        "_state", "objectWillChange",
        // A UIKit presenter's `viewIsReady()` and the flag it sets.
        "viewIsReady", "isViewReady",
    ]

    static func read(
        _ node: SpecNode, style: ModuleDefinition.Style,
        reader: inout SchemaReader
    ) -> [ModuleDependency] {
        guard let mapping = reader.mapping(node, for: "dependencies") else { return [] }
        let owners = ModuleDependency.Owner.allCases.map(\.rawValue)
        let fields = reader.fields(of: mapping, allowed: owners, in: "'dependencies'")
        var result: [ModuleDependency] = []
        var seen:
            [String: (owner: ModuleDependency.Owner, type: String, location: SourceLocation)] = [:]
        for owner in ModuleDependency.Owner.allCases {
            guard let entry = fields[owner.rawValue] else { continue }
            if style == .mvp, owner != .presenter, owner != .view {
                reader.report(
                    ModelDiagnostics.dependencyNeedsVIPER(
                        owner.rawValue,
                        at: reader.location(of: entry.key.range)))
                continue
            }
            if case .scalar(let scalar) = entry.value, scalar.value.isEmpty { continue }
            guard let list = reader.mapping(entry.value, for: owner.rawValue) else { continue }
            for item in list.entries {
                let location = reader.location(of: item.key.range)
                guard let name = reader.identifier(item.key, what: "dependency name"),
                    let (typeNode, isWeak) = typeAndStrength(of: item.value, name, &reader),
                    let type = reader.type(typeNode, for: name)
                else { continue }
                if reservedNames.contains(name) {
                    reader.report(ModelDiagnostics.reservedDependencyName(name, at: location))
                    continue
                }
                if let problem = SignatureTypeRules.problem(with: type, as: .dependency) {
                    reader.report(
                        ModelDiagnostics.unsupportedType(
                            type, as: .dependency, problem: problem,
                            at: reader.location(of: typeNode)))
                    continue
                }
                if isWeak, let problem = WeakDependencyRules.problem(with: type) {
                    reader.report(
                        ModelDiagnostics.weakValueDependency(
                            name, type: type, problem: problem,
                            at: reader.location(of: typeNode)))
                    continue
                }
                let dependency = ModuleDependency(
                    owner: owner, name: name, type: type, isWeak: isWeak, location: location)
                // The assembly takes every dependency as a parameter named after it: two
                // classes may share one only when it is of one type.
                if let first = seen[name] {
                    if first.owner != owner,
                        TypeSpelling.canonical(first.type)
                            == TypeSpelling.canonical(dependency.storedType)
                    {
                        result.append(dependency)
                        continue
                    }
                    reader.report(
                        first.owner == owner
                            ? ModelDiagnostics.duplicate(
                                "dependency", name, at: location, first: first.location)
                            : ModelDiagnostics.dependencyOfTwoClasses(
                                name, owners: (first.owner.rawValue, owner.rawValue),
                                types: (first.type, dependency.storedType), at: location,
                                first: first.location))
                    continue
                }
                seen[name] = (owner, dependency.storedType, location)
                result.append(dependency)
            }
        }
        return result
    }

    /// The node of an entry's type, and whether it is weak: `name: Type`, or
    /// `name: {type: Type, weak: true}`; `nil` when the mapping has no type.
    private static func typeAndStrength(
        of node: SpecNode, _ name: String, _ reader: inout SchemaReader
    ) -> (SpecNode, Bool)? {
        guard case .mapping(let details) = node else { return (node, false) }
        let fields = reader.fields(
            of: details, allowed: entryKeys, required: ["type"], in: "dependency '\(name)'")
        guard let type = fields["type"]?.value else { return nil }
        let isWeak = fields["weak"].flatMap { reader.bool($0.value, for: "weak") } ?? false
        return (type, isWeak)
    }

    /// Dependencies named like a dependency of one of the module's traits, or
    /// like a method without parameters of the class (a trait's, a message):
    /// Swift can't tell the property from the method.
    /// A view dependency in a module without a UIKit view controller of its
    /// own making (`ui: swiftui` or `none`, or `xib: true`).
    static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        guard !module.dependencies.isEmpty else { return [] }
        let taken = memberNames(of: module)
        return module.dependencies.compactMap { dependency in
            guard dependency.owner == .view else {
                return taken[dependency.name].map {
                    ModelDiagnostics.dependencyClash(
                        dependency.name, with: $0, at: dependency.location)
                }
            }
            if ViewControllerMembers.properties.contains(dependency.name) {
                return ModelDiagnostics.dependencyClash(
                    dependency.name, with: "a property of UIViewController",
                    at: dependency.location)
            }
            if ViewControllerMembers.methodNames.contains(dependency.name) {
                return ModelDiagnostics.dependencyClash(
                    dependency.name, with: "a method of UIViewController", at: dependency.location)
            }
            // The view controller implements the view messages.
            if module.viewOutputs.contains(where: {
                $0.parameters.isEmpty && $0.name == dependency.name
            }) {
                return ModelDiagnostics.dependencyClash(
                    dependency.name, with: "a view message", at: dependency.location)
            }
            if module.ui != .uikit {
                return ModelDiagnostics.viewDependencyNeedsUIKitScreen(
                    dependency.name, ui: module.ui, at: dependency.location)
            }
            return module.loadsXIB
                ? ModelDiagnostics.viewDependencyWithXIB(dependency.name, at: dependency.location)
                : nil
        }
    }

    /// The names the module's classes already use for their traits'
    /// dependencies and store fields and for methods without parameters, each
    /// with what it is.
    static func memberNames(of module: ModuleDefinition) -> [String: String] {
        var taken: [String: String] = [:]
        for use in module.traits {
            for dependency in use.trait.dependencies {
                taken[dependency.name] = "a dependency of \(use.trait.described)"
            }
            for method in use.trait.methods where method.signature.parameters.isEmpty {
                taken[method.signature.name] = "a method of \(use.trait.described)"
            }
            for field in use.trait.store {
                taken[field.name] = "a store field of \(use.trait.described)"
            }
        }
        let messages = [
            ("an event", module.events), ("a module input", module.moduleInputs),
            ("an interactor input", module.interactorInputs),
            ("an interactor output", module.interactorOutputs),
            ("a router message", module.routerMessages),
            ("a route method", module.routes.compactMap(\.methodSignature)),
        ]
        for (kind, list) in messages {
            for message in list where message.parameters.isEmpty {
                taken[message.name] = "\(kind), '\(message.selector)'"
            }
        }
        return taken
    }
}
