/// Reads a spec's `store:`: fields the presenter or interactor keeps for its
/// logic and never renders (a page cursor, a task to cancel), each
/// `name: Type = default`, under the class that keeps them.
enum StoreReader {
    /// The classes that may keep fields.
    static let owners: [ModuleDependency.Owner] = [.presenter, .interactor]

    static func read(_ node: SpecNode, style: ModuleDefinition.Style, reader: inout SchemaReader)
        -> [StoreField]
    {
        guard let mapping = reader.mapping(node, for: "store") else { return [] }
        let fields = reader.fields(of: mapping, allowed: owners.map(\.rawValue), in: "'store'")
        var result: [StoreField] = []
        var seen: [String: SourceLocation] = [:]
        for owner in owners {
            guard let entry = fields[owner.rawValue] else { continue }
            if style == .mvp, owner != .presenter {
                reader.report(
                    ModelDiagnostics.dependencyNeedsVIPER(
                        owner.rawValue, what: "stored fields",
                        at: reader.location(of: entry.key.range)))
                continue
            }
            let read = ScreenSpecReader.fields(
                entry.value, for: owner.rawValue, what: "store field", requiresDefaults: true,
                reader: &reader)
            for field in read {
                let location = field.location ?? reader.location(of: entry.key.range)
                if let problem = nameProblem(of: field.name, at: location) {
                    reader.report(problem)
                    continue
                }
                if let first = seen[field.name] {
                    reader.report(
                        ModelDiagnostics.duplicate(
                            "store field", field.name, at: location, first: first))
                    continue
                }
                seen[field.name] = location
                result.append(StoreField(owner: owner, field: field))
            }
        }
        return result
    }

    /// Why a store field (a spec's or a trait's) can't take `name`: a capital
    /// first letter (it would hide a type of that name in its class), or a
    /// member the generated classes already have. `nil` when it can.
    /// - Parameter reserved: more names the field can't take.
    static func nameProblem(
        of name: String, at location: SourceLocation, reserved: [String] = []
    ) -> Diagnostic? {
        if name.first?.isUppercase == true {
            return ModelDiagnostics.capitalizedStoreField(name, at: location)
        }
        if ModuleDependencyReader.reservedNames.contains(name) || reserved.contains(name) {
            return ModelDiagnostics.reservedDependencyName(name, kind: "store field", at: location)
        }
        return nil
    }

    /// A store field named like one of the module's dependencies or children,
    /// or like a member the module's traits or messages give its classes (a
    /// dependency or store field of a trait, a method without parameters):
    /// both would be members of the classes and their Mocks.
    static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        guard !module.store.isEmpty else { return [] }
        let dependencies = Dictionary(
            module.dependencies.map { ($0.name, $0.location) },
            uniquingKeysWith: { first, _ in first })
        var taken = ModuleDependencyReader.memberNames(of: module)
        for child in module.children { taken[child.name] = "child '\(child.name)'" }
        return module.store.compactMap { stored in
            let name = stored.field.name
            if let dependency = dependencies[name] {
                return ModelDiagnostics.storeFieldNamedLikeADependency(
                    name, at: stored.field.location, dependency: dependency)
            }
            return taken[name].map {
                ModelDiagnostics.dependencyClash(
                    name, kind: "store field", with: $0, at: stored.field.location)
            }
        }
    }
}

/// A field of `store:` (or of a VIP module's `dataStore:`) and the class that keeps it.
public struct StoreField: Equatable, Sendable {
    public var owner: ModuleDependency.Owner
    public var field: StateField
    /// True for a field of `dataStore:`: the interactor keeps it, and `<Module>DataStore`
    /// declares it for the router to read and set.
    public var inDataStore: Bool

    public init(owner: ModuleDependency.Owner, field: StateField, inDataStore: Bool = false) {
        self.owner = owner
        self.field = field
        self.inDataStore = inDataStore
    }
}
