/// The `naming:` a spec needs to keep a hand-written module's names: for
/// each part whose protocol or class has a name other than the built-in
/// one, a template with `{Module}` where the module's name is
/// (`ICardListRouter` -> `I{Module}Router`).
enum NamingAdopter {
    /// The naming role of each part's protocol, by style.
    static func role(of part: ModuleRole, style: ModuleDefinition.Style) -> Naming.Role? {
        switch (part, style) {
        case (.view, .vip): return .displayLogic
        case (.interactorInput, .vip): return .businessLogic
        case (.interactorOutput, .vip): return .presentationLogic
        case (.router, .vip): return .routingLogic
        case (.view, _): return .view
        case (.viewOutput, .mvp), (.viewOutput, .viper): return .viewOutput
        case (.moduleInput, .mvp), (.moduleInput, .viper): return .moduleInput
        case (.moduleOutput, .mvp), (.moduleOutput, .viper): return .moduleOutput
        case (.interactorInput, .viper): return .interactorInput
        case (.interactorOutput, .viper): return .interactorOutput
        case (.router, .viper): return .routerInput
        default: return nil
        }
    }

    /// The naming role of each class, by style.
    static func role(of part: ModuleShape.ClassRole, style: ModuleDefinition.Style) -> Naming.Role?
    {
        switch part {
        case .presenter: return .presenter
        case .interactor: return style == .mvp ? nil : .interactor
        case .router: return style == .mvp ? nil : .router
        case .assembly: return .assembly
        case .view: return nil
        }
    }

    static func naming(
        shape: ModuleShape, models: String?, notes: inout [Diagnostic]
    ) -> [AdoptedSpec.NamedRole] {
        var named: [AdoptedSpec.NamedRole] = []
        var taken: Set<Naming.Role> = []
        func add(_ role: Naming.Role, name: String, origin: Found) {
            guard taken.insert(role).inserted, name != shape.name + role.defaultSuffix else {
                return
            }
            guard let range = name.firstRange(of: shape.name) else {
                notes.append(
                    origin.note(
                        "'\(ModuleAdopter.shown(name))' keeps no name: a naming template holds the module's name ('\(shape.name)'), and this one doesn't"
                    ))
                return
            }
            var template = name
            template.replaceSubrange(range, with: "{Module}")
            named.append(
                AdoptedSpec.NamedRole(role: role.rawValue, template: template, origin: origin))
        }
        for part in ModuleRole.allCases {
            guard let found = shape.protocols[part], let role = role(of: part, style: shape.style)
            else {
                continue
            }
            add(role, name: found.declaration.name, origin: found)
        }
        for part in ModuleShape.ClassRole.allCases {
            guard let found = shape.classes[part], let role = role(of: part, style: shape.style)
            else {
                continue
            }
            add(role, name: found.declaration.name, origin: found)
        }
        if shape.style == .vip, let models, let origin = shape.protocols[.interactorInput] {
            add(.models, name: models, origin: origin)
        }
        return named
    }
}
