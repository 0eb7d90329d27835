/// Turns a hand-written module's declarations into an ``AdoptedSpec``: the
/// role protocols' methods become messages, the classes' stored services
/// become dependencies. What the spec language can't say becomes a note at
/// its declaration, never a silent omission.
public struct ModuleAdopter {
    public private(set) var notes: [Diagnostic] = []
    private let module: ScannedModule
    private let shape: ModuleShape

    /// Names the generated classes use for their wiring: never a dependency.
    static let wiringNames: Set<String> = [
        "view", "interactor", "router", "presenter", "viewController", "output", "moduleOutput",
        "transitionHandler", "routeFactory", "routeOutput", "state", "dataStore",
    ]

    /// Effects a message may have in a spec.
    static let effects: Set<String> = ["async", "throws"]

    public static func adopt(_ module: ScannedModule, shape: ModuleShape, folder: String)
        -> (spec: AdoptedSpec, notes: [Diagnostic])
    {
        var adopter = ModuleAdopter(module: module, shape: shape)
        let spec = adopter.spec(folder: folder)
        return (spec, adopter.notes)
    }

    private init(module: ScannedModule, shape: ModuleShape) {
        self.module = module
        self.shape = shape
    }

    private mutating func spec(folder: String) -> AdoptedSpec {
        var spec = AdoptedSpec(module: shape.name, style: shape.style, ui: ui(), folder: folder)
        spec.imports = imports()
        let sections: [(ModuleRole, [String])]
        var models: String?
        switch shape.style {
        case .vip:
            sections = [(.router, ["router"])]
            (spec.useCases, models) = VIPUseCaseAdopter.useCases(
                module, shape: shape, notes: &notes)
            spec.dataStore = DataStoreAdopter.fields(module, shape: shape, notes: &notes)
        case .viper:
            sections = [
                (.view, ["view"]), (.viewOutput, ["events"]), (.moduleInput, ["input"]),
                (.moduleOutput, ["output"]), (.interactorInput, ["interactor", "inputs"]),
                (.interactorOutput, ["interactor", "outputs"]), (.router, ["router"]),
            ]
        case .mvp:
            sections = [
                (.view, ["view"]), (.viewOutput, ["events"]), (.moduleInput, ["input"]),
                (.moduleOutput, ["output"]),
            ]
        }
        for (role, path) in sections {
            guard let found = shape.protocols[role] else { continue }
            var section = section(
                found, path: path, inheritable: role == .view || role == .viewOutput)
            section.keepsWhenEmpty = role == .moduleInput || role == .moduleOutput
            spec.sections.append(section)
        }
        if shape.style == .vip,
            let note = DataStoreAdopter.passingNote(shape: shape, adopted: spec.dataStore != nil)
        {
            notes.append(note)
        }
        // VIP's data store and data passing are adopted (or noted) above.
        var assemblyProtocol: Found?
        let leftRoles: [ModuleRole] =
            shape.style == .vip
            ? [.router, .assembly] : [.router, .assembly, .dataStore, .dataPassing]
        for role in leftRoles {
            guard let found = shape.protocols[role], role != .router || shape.style == .mvp else {
                continue
            }
            if role == .assembly {
                assemblyProtocol = found
                continue
            }
            let methods = found.declaration.members.filter { $0.kind == .function }
            notes.append(
                found.note(
                    role == .router
                        ? "'\(Self.shown(found.declaration.name))' (\(methods.count) methods) has no place in an mvp module, which has no router: adopt with --style viper to keep it"
                        : "'\(Self.shown(found.declaration.name))' is left to you: the generated module passes data through module input, not a data store"
                ))
        }
        if shape.style == .mvp,
            let found = shape.protocols[.interactorOutput] ?? shape.protocols[.interactorInput]
        {
            notes.append(
                found.note(
                    "'\(Self.shown(found.declaration.name))' has no place in an mvp module; adopt with --style viper to keep it"
                ))
        }
        spec.protocols += shape.otherProtocols.compactMap { ownProtocol($0) }
        spec.dependencies = dependencies(
            dataStore: Set((spec.dataStore ?? []).map(\.name)))
        spec.dependencies += ViewDependencyAdopter.dependencies(
            module, shape: shape, ui: spec.ui, notes: &notes)
        spec.naming = NamingAdopter.naming(shape: shape, models: models)
        if let found = assemblyProtocol { adoptAssemblyProtocol(found, into: &spec) }
        return spec
    }

    // MARK: - Protocols of the module's own

    /// The assembly's protocol is its callers' API: declared under `protocols:`
    /// for them (a type of the team's keeps its entry points and calls the
    /// generated `makeModule`), unless it has the generated assembly's name.
    private mutating func adoptAssemblyProtocol(_ found: Found, into spec: inout AdoptedSpec) {
        let template = spec.naming.first { $0.role == Naming.Role.assembly.rawValue }?.template
        let assembly = (template ?? "{Module}Assembly").replacingEvery(
            "{Module}", with: shape.name)
        let name = Self.shown(found.declaration.name)
        guard found.declaration.name != assembly, let own = ownProtocol(found) else {
            notes.append(
                found.note("'\(name)' is replaced by the generated assembly (`\(assembly)`)"))
            return
        }
        spec.protocols.insert(own, at: 0)
        notes.append(
            found.note(
                "'\(name)' is declared under `protocols:` for its callers, and the generated `\(assembly)` builds the module: conform a type of yours to '\(name)' whose methods call `\(assembly).makeModule`"
            ))
    }

    /// What the class-bound spellings and the isolation of a protocol become in
    /// a spec; `Sendable` goes only with the main actor (the spy's conformance
    /// to a protocol off it is isolated).
    private mutating func ownProtocol(_ found: Found) -> AdoptedSpec.OwnProtocol? {
        let declaration = found.declaration
        guard SwiftName.isValidIdentifier(declaration.name) else {
            notes.append(
                found.note(
                    "protocol '\(Self.shown(declaration.name))' is left out: a spec names a protocol with a Swift name (ASCII, no keywords)"
                ))
            return nil
        }
        if let associated = declaration.members.first(where: { $0.kind == .associatedType }) {
            notes.append(
                found.note(
                    "protocol '\(Self.shown(declaration.name))' is left out: it has an associated type ('\(Self.shown(associated.name))'), which a declared protocol can't have; it stays yours"
                ))
            return nil
        }
        var own = AdoptedSpec.OwnProtocol(name: declaration.name, origin: found)
        own.isMainActor = declaration.attributes.contains("@MainActor")
        for attribute in declaration.attributes where attribute != "@MainActor" {
            notes.append(
                found.note(
                    "'\(Self.shown(attribute))' on '\(Self.shown(declaration.name))' is left out: a declared protocol has no attributes but '@MainActor' (`mainActor: true`)"
                ))
        }
        if declaration.isGeneric {
            notes.append(
                found.note(
                    "the 'where' clause of '\(Self.shown(declaration.name))' is left out: a declared protocol has none"
                ))
        }
        for name in declaration.inherits {
            let spelled = name == "class" ? "AnyObject" : name
            if ["Sendable", "SendableMetatype"].contains(spelled), !own.isMainActor {
                notes.append(
                    found.note(
                        "'\(Self.shown(declaration.name))' refines '\(spelled)': left out, as the spy of a protocol off the main actor can't be Sendable; declare it in an extension"
                    ))
                continue
            }
            if !own.inherits.contains(spelled) { own.inherits.append(spelled) }
        }
        for member in declaration.members {
            let origin = Found(declaration: member, file: found.file)
            if member.kind == .property, !member.isStatic {
                if member.isComputed
                    || member.accessors.contains(where: { $0 != "get" && $0 != "set" })
                {
                    notes.append(
                        origin.note(
                            "property '\(Self.shown(member.name))' is left out: a declared property is '{ get }' or '{ get set }', with no effects"
                        ))
                    continue
                }
                own.properties.append(
                    AdoptedSpec.Property(
                        name: member.name, type: member.type,
                        isSettable: member.accessors.contains("set"), origin: origin))
            } else if let method = message(member, origin: origin) {
                let dropped = member.attributes + member.modifiers
                if !dropped.isEmpty {
                    notes.append(
                        origin.note(
                            "'\(dropped.map(Self.shown).joined(separator: " "))' on '\(Self.shown(member.signature))' is left out: a declared method has none"
                        ))
                }
                own.methods.append(method)
            }
        }
        return own
    }

    /// The modules the files import, which the generated files then import
    /// too: the types the spec names come from them. Foundation (which every
    /// generated file imports), the standard library and the test frameworks
    /// aside; a name the spec can't hold is a note.
    private mutating func imports() -> [Found] {
        let implied: Set<String> = ["Foundation", "Swift", "XCTest", "Testing"]
        return module.imports.filter { found in
            let name = found.declaration.name
            guard !implied.contains(name) else { return false }
            guard SwiftName.isValidIdentifier(name) else {
                notes.append(
                    found.note(
                        "the import of '\(Self.shown(name))' is left out: a spec's imports are Swift names"
                    ))
                return false
            }
            return true
        }
    }

    private func ui() -> UIKind {
        guard let view = shape.classes[.view]?.declaration else { return .uikit }
        if view.kind == .struct, module.conformances(of: view.name).contains("View") {
            return .swiftui
        }
        return .uikit
    }

    // MARK: - Messages

    private mutating func section(_ found: Found, path: [String], inheritable: Bool)
        -> AdoptedSpec.Section
    {
        var section = AdoptedSpec.Section(path: path, origin: found)
        if found.declaration.isGeneric {
            notes.append(
                found.note(
                    "the 'where' clause of '\(Self.shown(found.declaration.name))' is left out: a generated protocol has none"
                ))
        }
        let roleNames = Set(shape.protocols.values.map(\.declaration.name))
        let implicit: Set<String> = ["AnyObject", "class", "NSObjectProtocol", "Sendable"]
        for name in found.declaration.inherits
        where !implicit.contains(name) && !roleNames.contains(name) {
            if inheritable {
                section.inherits.append(name)
            } else {
                notes.append(
                    found.note(
                        "'\(Self.shown(found.declaration.name))' refines '\(Self.shown(name))': declare that conformance in an extension of the generated protocol"
                    ))
            }
        }
        for member in found.declaration.members {
            let origin = Found(declaration: member, file: found.file)
            if let message = message(member, origin: origin) {
                section.messages.append(message)
            }
        }
        return section
    }

    private mutating func message(_ member: SwiftDeclaration, origin: Found) -> AdoptedSpec.Message?
    {
        let name = member.name
        switch member.kind {
        case .function:
            break
        case .property:
            notes.append(
                origin.note(
                    "property '\(Self.shown(name))' is left out: a spec's messages are methods (write it as a method, or keep it in an extension)"
                ))
            return nil
        case .associatedType, .typeAlias:
            notes.append(
                origin.note(
                    "'\(Self.shown(name))' is left out: generated protocols have no associated types"
                ))
            return nil
        default:
            notes.append(
                origin.note(
                    "'\(Self.shown(member.signature))' is left out: a spec's messages are methods"))
            return nil
        }
        if member.isGeneric {
            notes.append(
                origin.note(
                    "'\(Self.shown(member.signature))' is left out: a message can't be generic"))
            return nil
        }
        if member.isStatic {
            notes.append(
                origin.note(
                    "'\(Self.shown(member.signature))' is left out: a message can't be static"))
            return nil
        }
        if let effect = member.effects.first(where: { !Self.effects.contains($0) }) {
            notes.append(
                origin.note(
                    "'\(Self.shown(member.signature))' is left out: a message can't be '\(Self.shown(effect))'"
                ))
            return nil
        }
        if member.parameters.contains(where: { !$0.defaultValue.isEmpty }) {
            notes.append(
                origin.note(
                    "'\(Self.shown(member.signature))': the parameters' default values are left out (a protocol requirement has none)"
                ))
        }
        let namesAreSpecNames =
            SwiftName.isValidIdentifier(name)
            && member.parameters.allSatisfy { parameter in
                (parameter.label.map(SwiftName.isValidArgumentLabel) ?? true)
                    && (parameter.name.isEmpty || SwiftName.isValidIdentifier(parameter.name))
            }
        guard namesAreSpecNames else {
            notes.append(
                origin.note(
                    "'\(Self.shown(member.signature))' is left out: a spec names a message and its parameters with Swift names (ASCII, no keywords)"
                )
            )
            return nil
        }
        return AdoptedSpec.Message(
            name: name, parameters: member.parameters, effects: member.effects,
            result: member.type == "Void" || member.type == "()" ? "" : member.type, origin: origin)
    }

    // MARK: - Dependencies

    /// - Parameter dataStore: the adopted data store's fields, which the interactor keeps.
    private mutating func dependencies(dataStore: Set<String>) -> [AdoptedSpec.Dependency] {
        var found: [AdoptedSpec.Dependency] = []
        let owners: [(ModuleShape.ClassRole, String)] =
            shape.style == .mvp
            ? [(.presenter, "presenter")]
            : [(.presenter, "presenter"), (.interactor, "interactor"), (.router, "router")]
        let moduleTypes = Set(shape.protocols.values.map(\.declaration.name))
            .union(shape.classes.values.map(\.declaration.name))
        let requirements = Set(
            shape.protocols.values.flatMap(\.declaration.members).filter { $0.kind == .property }
                .map(\.name))
        var seen: [String: (owner: String, type: String)] = [:]
        for (role, owner) in owners {
            guard let type = shape.classes[role] else { continue }
            for member in module.members(of: type.declaration.name)
            where member.declaration.kind == .property && !member.declaration.isComputed
                && !member.declaration.isStatic
            {
                let property = member.declaration
                let bare = Self.bareType(property.type)
                guard SwiftName.isValidIdentifier(property.name) else {
                    notes.append(
                        member.note(
                            "'\(Self.shown(property.name))' is left out: a spec names a dependency with a Swift name (ASCII, no keywords)"
                        ))
                    continue
                }
                if Self.wiringNames.contains(property.name) || moduleTypes.contains(bare)
                    || (role == .interactor && dataStore.contains(property.name))
                {
                    continue
                }
                if requirements.contains(property.name) {
                    notes.append(
                        member.note(
                            "'\(Self.shown(property.name))' is left out: it is a property one of the module's protocols requires"
                        ))
                    continue
                }
                if property.type.isEmpty {
                    if !property.isPrivate || property.initialValue.isEmpty {
                        notes.append(
                            member.note(
                                "'\(Self.shown(property.name))' is left out: its type is inferred; give it a type to keep it"
                            ))
                    }
                    continue
                }
                let injected = initParameters(of: type.declaration.name).contains(property.name)
                if !property.initialValue.isEmpty
                    || (property.isPrivate && !property.isConstant && !injected)
                {
                    let what =
                        property.initialValue.isEmpty
                        ? "a private variable" : "a value with a starting value"
                    notes.append(
                        member.note(
                            "'\(Self.shown(property.name))' is left out: \(what) is the logic's state (`store:` in the spec)"
                        ))
                    continue
                }
                var typeText =
                    property.type.hasSuffix("!") ? String(property.type.dropLast()) : property.type
                if property.isWeak {
                    typeText = Self.unwrappedOnce(typeText)
                    if let problem = WeakDependencyRules.problem(with: typeText) {
                        notes.append(
                            member.note(
                                "'\(Self.shown(property.name))' is left out: \(problem)"))
                        continue
                    }
                }
                // A closure the class is given is a dependency; one set later is an output.
                if property.type.contains("->"), !injected {
                    notes.append(
                        member.note(
                            "'\(Self.shown(property.name))' is left out: a closure its init does not take is not a dependency (a module output is a message under `output:`)"
                        ))
                    continue
                }
                if let other = seen[property.name] {
                    guard other.owner != owner,
                        TypeSpelling.canonical(other.type) == TypeSpelling.canonical(typeText)
                    else {
                        notes.append(
                            member.note(
                                "'\(Self.shown(property.name))' is left out: another class of the module has a dependency of that name and another type"
                            ))
                        continue
                    }
                }
                seen[property.name] = (owner, typeText)
                if !property.isConstant, !property.type.hasSuffix("!"), !property.isWeak {
                    notes.append(
                        member.note(
                            "'\(Self.shown(property.name))' becomes a constant: a spec's dependencies are set once, by the assembly"
                        ))
                }
                found.append(
                    AdoptedSpec.Dependency(
                        owner: owner, name: property.name, type: typeText,
                        isWeak: property.isWeak, origin: member))
            }
        }
        return found
    }

    /// Scanned text as a note shows it: cut at 60 characters (the excerpt under the
    /// note shows the line), control and invisible characters made visible.
    static func shown(_ text: String) -> String { UnicodeText.visible(UnicodeText.excerpt(text)) }

    /// The parameter names of a type's initializers: the values it is given.
    private func initParameters(of type: String) -> Set<String> {
        Set(
            module.members(of: type).filter { $0.declaration.kind == .initializer }
                .flatMap { $0.declaration.parameters.map(\.name) })
    }

    /// `any T` for `(any T)?`, `T` for `T?`: what a weak property holds.
    static func unwrappedOnce(_ type: String) -> String {
        guard type.hasSuffix("?") else { return type }
        let text = String(type.dropLast())
        guard let close = BracketScanner.closingParenthesis(in: Substring(text)),
            close == text.index(before: text.endIndex),
            BracketScanner.topLevelItems(Substring(text).dropFirst().dropLast()).count == 1
        else { return text }
        return String(text.dropFirst().dropLast()).trimmingWhitespace
    }

    /// `T` for `T?`, `T!`, `any T` and `(any T)?`.
    static func bareType(_ type: String) -> String {
        var text = type
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("any ") { text.removeFirst(4) }
        return text
    }
}
