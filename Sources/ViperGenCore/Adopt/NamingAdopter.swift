/// The `naming:` a spec needs to keep a hand-written module's names: for
/// each part whose protocol or class has a name other than the built-in
/// one, a template with `{Module}` where the module's name is
/// (`ICardListRouter` -> `I{Module}Router`), or the name itself when the
/// module's name isn't in it (`GetItemsInteractorInput`).
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

    static func naming(shape: ModuleShape, models: String?) -> [AdoptedSpec.NamedRole] {
        var named: [AdoptedSpec.NamedRole] = []
        var taken: Set<Naming.Role> = []
        func add(_ role: Naming.Role, name: String, origin: Found) {
            guard taken.insert(role).inserted, name != shape.name + role.defaultSuffix else {
                return
            }
            var template = name
            if let range = name.firstRange(of: shape.name) {
                template.replaceSubrange(range, with: Naming.placeholder)
            }
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
