/// Reads a module spec's `protocols:`: each protocol's name, then its
/// `inherits`, `mainActor`, `properties` and `methods`; and checks the names
/// against what the module and its spies already declare.
enum DeclaredProtocolReader {
    static let key = "protocols"
    static let protocolKeys = ["inherits", "mainActor", "properties", "methods"]
    static let propertyKeys = ["type", "settable"]
    /// What a spy that subclasses `NSObject` already has: a stored property can't take it.
    static let nsObjectMembers: Set<String> = [
        "description", "debugDescription", "hash", "hashValue", "superclass", "classForCoder",
    ]

    /// - Parameter generated: the module's own type names, which a declared
    ///   protocol can't refine.
    static func read(
        _ node: SpecNode, generated: Set<String>, reader: inout SchemaReader
    ) -> [DeclaredProtocol] {
        if node.isEmptyScalar { return [] }
        guard let mapping = reader.mapping(node, for: key) else { return [] }
        var result: [DeclaredProtocol] = []
        for entry in mapping.entries {
            guard let name = reader.identifier(entry.key, what: "protocol name") else { continue }
            var declared = DeclaredProtocol(
                name: name, location: reader.location(of: entry.key.range))
            if entry.value.isEmptyScalar {
                result.append(declared)
                continue
            }
            guard let body = reader.mapping(entry.value, for: name) else { continue }
            let fields = reader.fields(of: body, allowed: protocolKeys, in: "protocol '\(name)'")
            if let node = fields["inherits"]?.value {
                declared.inherits = reader.protocolNames(
                    node, generated: generated.union([name]), allowsAnyObject: true)
            }
            if let node = fields["mainActor"]?.value {
                declared.isMainActor = reader.bool(node, for: "mainActor") ?? false
            }
            if let node = fields["inherits"]?.value,
                let refused = refusedInheritance(declared)
            {
                reader.report(
                    ModelDiagnostics.declaredProtocolRefinesActorOrSendable(
                        declared.name, refining: refused, at: reader.location(of: node)))
            }
            if let node = fields["properties"]?.value {
                declared.properties = properties(node, reader: &reader)
            }
            if let node = fields["methods"]?.value {
                declared.methods = reader.messages(node, for: "methods")
            }
            result.append(declared)
        }
        return result
    }

    /// What the spy, a main-actor class, can't conform to: an actor protocol,
    /// or `Sendable` off the main actor (an isolated conformance can't be
    /// `Sendable`).
    private static func refusedInheritance(_ declared: DeclaredProtocol) -> String? {
        declared.inherits.first { name in
            // `Swift.Sendable` is `Sendable`; `Error` refines it.
            let last = name.split(separator: ".").last.map(String.init) ?? name
            return ["Actor", "AnyActor", "DistributedActor"].contains(last)
                || (!declared.isMainActor
                    && ["Sendable", "SendableMetatype", "Error"].contains(last))
        }
    }

    /// `name: Type` (`{ get }`), or `name:` with `type:` and `settable: true` under it (`{ get set }`).
    private static func properties(_ node: SpecNode, reader: inout SchemaReader)
        -> [DeclaredProtocol.Property]
    {
        if node.isEmptyScalar { return [] }
        guard let mapping = reader.mapping(node, for: "properties") else { return [] }
        var result: [DeclaredProtocol.Property] = []
        for entry in mapping.entries {
            let location = reader.location(of: entry.key.range)
            guard let name = reader.identifier(entry.key, what: "property name") else { continue }
            var typeNode = entry.value
            var isSettable = false
            if case .mapping(let form) = entry.value {
                let fields = reader.fields(
                    of: form, allowed: propertyKeys, required: ["type"],
                    in: "property '\(name)'")
                guard let type = fields["type"]?.value else { continue }
                typeNode = type
                isSettable =
                    fields["settable"].flatMap { reader.bool($0.value, for: "settable") }
                    ?? false
            }
            guard let type = reader.type(typeNode, for: name) else { continue }
            if let problem = SignatureTypeRules.problem(with: type, as: .field) {
                reader.report(
                    ModelDiagnostics.unsupportedType(
                        type, as: .field, problem: problem, at: reader.location(of: typeNode)))
                continue
            }
            result.append(
                DeclaredProtocol.Property(
                    name: name, type: type, isSettable: isSettable, location: location))
        }
        return result
    }

    /// Names a declared protocol can't take, or give its members: the
    /// module's own types and their spies, the runtime's, the traits' and the
    /// platform's types; another declared protocol's spy; a member named like
    /// one of its spy's, or like a method without parameters.
    static func problems(in module: ModuleDefinition, catalog: TraitCatalog) -> [Diagnostic] {
        guard !module.declaredProtocols.isEmpty else { return [] }
        let names = module.names
        var taken: [String: String] = [:]
        // A renamed role's built-in name is not generated (`naming: {assembly: ...}`).
        let renamedSuffixes = Set(
            module.namedRoles.filter { module.naming.templates[$0] != nil }.map(\.defaultSuffix))
        for suffix in ModuleDefinition.typeNameSuffixes where !renamedSuffixes.contains(suffix) {
            taken[module.name + suffix] = "a type the module generates"
        }
        for role in module.namedRoles { taken[names[role]] = role.summary }
        for (name, owner) in catalog.sharedTypeNames.owners { taken[name] = owner }
        for use in module.traits {
            for name in catalog.sharedTypeNames.scaffoldTypes(of: use, module: module.name) {
                taken[name] = "a starter type of trait '\(use.trait.name)'"
            }
        }
        for declared in module.declaredProtocols {
            taken[declared.spyName] = "the spy of protocol '\(declared.name)'"
        }
        var problems: [Diagnostic] = []
        for declared in module.declaredProtocols {
            if let owner = taken[declared.name] {
                problems.append(
                    ModelDiagnostics.declaredProtocolNameTaken(
                        declared.name, owner: owner, at: declared.location))
            }
            problems += memberProblems(
                of: declared, in: module.declaredProtocols, runtime: module.runtime)
            problems += refinementProblems(of: declared, in: module.declaredProtocols)
        }
        return problems + weakDependencyProblems(in: module)
    }

    /// A weak dependency of a declared protocol that is not class-bound:
    /// `weak` takes only a class-bound type.
    private static func weakDependencyProblems(in module: ModuleDefinition) -> [Diagnostic] {
        let all = module.declaredProtocols
        let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let classBounds: Set<String> = ["AnyObject", "NSObject", "NSObjectProtocol"]
        return module.dependencies.compactMap { dependency in
            var type = dependency.type.trimmingWhitespace
            if type.hasPrefix("any ") { type.removeFirst(4) }
            guard dependency.isWeak, let declared = byName[type],
                !([declared] + declared.ancestors(in: all)).contains(where: {
                    !classBounds.isDisjoint(with: $0.inherits)
                })
            else { return nil }
            return ModelDiagnostics.weakDependencyOfValueProtocol(
                dependency.name, protocol: declared.name, at: dependency.location)
        }
    }

    /// A protocol that refines itself through others, or one on the main actor
    /// and one off it (a spy conforms to both, and can't cross).
    private static func refinementProblems(
        of declared: DeclaredProtocol, in all: [DeclaredProtocol]
    ) -> [Diagnostic] {
        let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for name in declared.inherits {
            guard let parent = byName[name] else { continue }
            if parent.name == declared.name
                || parent.ancestors(in: all).contains(where: { $0.name == declared.name })
            {
                return [
                    ModelDiagnostics.declaredProtocolCycle(
                        declared.name, through: name, at: declared.location)
                ]
            }
            if parent.isMainActor != declared.isMainActor {
                return [
                    ModelDiagnostics.declaredProtocolIsolationDiffers(
                        declared.name, refining: name, parentIsMainActor: parent.isMainActor,
                        at: declared.location)
                ]
            }
        }
        return []
    }

    /// A property named like a member of the spy or like a method without
    /// parameters (methods are checked as messages are; the parser refuses a
    /// key listed twice).
    private static func memberProblems(
        of declared: DeclaredProtocol, in all: [DeclaredProtocol], runtime: RuntimeNames
    ) -> [Diagnostic] {
        // The spy implements the refined protocols' members beside its own.
        let (_, methods) = declared.spiedMembers(in: all)
        let results = Set(SpyMemberNames.results(of: methods).compactMap { $0 })
        let bareMethods = Set(methods.filter(\.parameters.isEmpty).map(\.name))
        let refinesNSObject = ([declared] + declared.ancestors(in: all)).contains {
            $0.inherits.contains("NSObject") || $0.inherits.contains("NSObjectProtocol")
        }
        return SpyMemberNames.problems(in: declared.methods, isView: false, runtime: runtime)
            + declared.properties.filter { property in
                SpyMemberNames.fixed.contains(property.name) || results.contains(property.name)
                    || bareMethods.contains(property.name)
                    || SwiftName.reservedMemberNames.contains(property.name)
                    || (refinesNSObject && nsObjectMembers.contains(property.name))
            }.map { property in
                ModelDiagnostics.propertyNamedLikeMember(
                    property.name, protocol: declared.name, at: property.location)
            }
    }
}
