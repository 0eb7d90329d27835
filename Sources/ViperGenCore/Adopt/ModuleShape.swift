/// What a hand-written module is made of, inferred from its declarations:
/// its name, the protocol and the class of each role, and its style.
public struct ModuleShape: Sendable {
    public var name: String
    /// True when the module's protocols start with `I` (`ILoginRouter`).
    public var usesIPrefix = false
    public var protocols: [ModuleRole: Found] = [:]
    /// The classes that play the view, the presenter, the interactor, the router and the assembly.
    public var classes: [ClassRole: Found] = [:]
    /// Protocols with no role, or a second protocol of a role.
    public var otherProtocols: [Found] = []
    public var style: ModuleDefinition.Style = .mvp

    /// What a class of the module does.
    public enum ClassRole: String, CaseIterable, Sendable {
        case view, presenter, interactor, router, assembly
    }

    /// The name the role's protocol has, or nil when the module has none.
    public func protocolName(_ role: ModuleRole) -> String? { protocols[role]?.declaration.name }

    /// Infers the shape of `module`, whose folder is named `folderName`;
    /// `style` overrides the inferred style.
    public static func infer(
        _ module: ScannedModule, folderName: String, style: ModuleDefinition.Style? = nil
    ) -> ModuleShape {
        let (name, usesIPrefix) = moduleName(module, folderName: folderName)
        var shape = ModuleShape(name: name)
        shape.usesIPrefix = usesIPrefix
        for found in module.protocols {
            guard
                let role = role(of: found.declaration.name, module: name, usesIPrefix: usesIPrefix),
                shape.protocols[role] == nil
            else {
                shape.otherProtocols.append(found)
                continue
            }
            shape.protocols[role] = found
        }
        // Interactors named after their use case (`GetItemsInteractorInput`) when none is named after the module.
        // The output is the one of the input's use case (`GetItemsInteractorOutput`) when there is one.
        var useCase: String?
        for (role, ending) in [
            (ModuleRole.interactorInput, "InteractorInput"),
            (.interactorOutput, "InteractorOutput"),
        ] where shape.protocols[role] == nil {
            let named = { (found: Found) in found.declaration.name.hasSuffix(ending) }
            guard
                let index = shape.otherProtocols.firstIndex(where: {
                    named($0) && $0.declaration.name == (useCase ?? "") + ending
                }) ?? shape.otherProtocols.firstIndex(where: named)
            else { continue }
            let found = shape.otherProtocols.remove(at: index)
            useCase = String(found.declaration.name.dropLast(ending.count))
            shape.protocols[role] = found
        }
        shape.classes = classes(of: module, shape: shape)
        if let style {
            shape.style = style
        } else if shape.protocols.keys.contains(where: { $0.isVIP })
            || (shape.protocolName(.view) ?? "").hasSuffix("DisplayLogic")
            || (shape.protocolName(.interactorInput) ?? "").hasSuffix("BusinessLogic")
        {
            shape.style = .vip
        } else if shape.protocols[.interactorInput] != nil || shape.classes[.interactor] != nil
            || shape.protocols[.router] != nil || shape.classes[.router] != nil
        {
            shape.style = .viper
        }
        return shape
    }

    /// The role of a protocol named `protocolName` in module `module`.
    static func role(of protocolName: String, module: String, usesIPrefix: Bool) -> ModuleRole? {
        var name = protocolName
        if usesIPrefix, name.hasPrefix("I" + module) { name.removeFirst() }
        guard name.hasPrefix(module) else { return nil }
        return ModuleRole.match(String(name.dropFirst(module.count)))?.role
    }

    /// The most common prefix before a role's ending among the module's
    /// protocols and classes (`ILoginRouter` counts for `Login` when a class
    /// or the folder is named so); the folder's name when nothing ends that way.
    static func moduleName(_ module: ScannedModule, folderName: String) -> (String, Bool) {
        var counts: [String: Int] = [:]
        let classPrefixes = module.types.compactMap { prefix(of: $0.declaration.name) }
        for found in module.protocols {
            guard var prefix = prefix(of: found.declaration.name) else { continue }
            let stripped = String(prefix.dropFirst())
            if prefix.hasPrefix("I"), stripped.first?.isUppercase == true,
                classPrefixes.contains(stripped) || stripped == folderName
            {
                prefix = stripped
            }
            counts[prefix, default: 0] += 1
        }
        for prefix in classPrefixes { counts[prefix, default: 0] += 1 }
        let best = counts.max { lhs, rhs in
            (lhs.value, lhs.key == folderName ? 1 : 0, -lhs.key.count)
                < (rhs.value, rhs.key == folderName ? 1 : 0, -rhs.key.count)
        }
        guard let name = best?.key else { return (folderName, false) }
        let usesI = module.protocols.contains { found in
            found.declaration.name.hasPrefix("I" + name)
                && role(of: found.declaration.name, module: name, usesIPrefix: true) != nil
        }
        return (name, usesI)
    }

    /// A name without its role's or its class's ending, when it has one and something before it.
    static func prefix(of name: String) -> String? {
        guard
            let ending = endingsLongestFirst.first(where: {
                name.hasSuffix($0) && name.count > $0.count
            })
        else { return nil }
        return String(name.dropLast(ending.count))
    }

    /// Every role's and class's ending, longest first.
    static let endingsLongestFirst =
        (ModuleRole.allCases.flatMap(\.suffixes) + classEndings.flatMap(\.1))
        .sorted { $0.count > $1.count }

    static let classEndings: [(ClassRole, [String])] = [
        (.view, ["ViewController", "View", "Screen"]),
        (.presenter, ["Presenter"]),
        (.interactor, ["Interactor"]),
        (.router, ["Router", "Wireframe"]),
        (.assembly, ["ModuleConfigurator", "Configurator", "Assembly", "Builder"]),
    ]

    private static func classes(of module: ScannedModule, shape: ModuleShape) -> [ClassRole: Found]
    {
        var classes: [ClassRole: Found] = [:]
        let conformed: [(ClassRole, ModuleRole)] = [
            (.view, .view), (.presenter, .viewOutput), (.interactor, .interactorInput),
            (.router, .router), (.assembly, .assembly),
        ]
        for found in module.types
        where found.declaration.kind == .class || found.declaration.kind == .struct
            || found.declaration.kind == .enum
        {
            let name = found.declaration.name
            let conformances = Set(module.conformances(of: name))
            var role: ClassRole?
            for (classRole, protocolRole) in conformed {
                if let protocolName = shape.protocolName(protocolRole),
                    conformances.contains(protocolName)
                {
                    role = classRole
                    break
                }
            }
            if role == nil, name.hasPrefix(shape.name) {
                let rest = name.dropFirst(shape.name.count)
                role =
                    classEndings.first { _, suffixes in
                        suffixes.contains { rest == $0[...] || rest == ($0 + "Impl")[...] }
                    }?.0
            }
            if let role, classes[role] == nil, found.declaration.kind != .enum || role == .assembly
            {
                classes[role] = found
            }
        }
        return classes
    }
}
