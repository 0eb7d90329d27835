/// How a project, or one spec, names the types it generates for a module, by
/// role (`naming:` in `viper-gen.yml` and in a spec): a template per role in
/// which `{Module}` stands for the module's name (`view: "{Module}ViewInput"`).
/// A role the config and the spec leave out keeps its built-in name.
public struct Naming: Equatable, Sendable {
    /// The types and protocols a team may rename. Test doubles (`<M>ViewSpy`,
    /// `<M>PresenterMock`, ...) and the files keep names built from the module's.
    public enum Role: String, Equatable, Hashable, Sendable, CaseIterable {
        case view
        case viewOutput
        case presenter
        case presenterLogic
        case interactor
        case interactorInput
        case interactorOutput
        case interactorLogic
        case router
        case routerInput
        case moduleInput
        case moduleOutput
        case assembly
        case displayLogic
        case businessLogic
        case presentationLogic
        case routingLogic
        case models

        /// The built-in name's suffix: `<Module>` + this.
        public var defaultSuffix: String {
            switch self {
            case .view: return "View"
            case .viewOutput: return "ViewOutput"
            case .presenter: return "Presenter"
            case .presenterLogic: return "PresenterLogic"
            case .interactor: return "Interactor"
            case .interactorInput: return "InteractorInput"
            case .interactorOutput: return "InteractorOutput"
            case .interactorLogic: return "InteractorLogic"
            case .router: return "Router"
            case .routerInput: return "RouterInput"
            case .moduleInput: return "ModuleInput"
            case .moduleOutput: return "ModuleOutput"
            case .assembly: return "Assembly"
            case .displayLogic: return "DisplayLogic"
            case .businessLogic: return "BusinessLogic"
            case .presentationLogic: return "PresentationLogic"
            case .routingLogic: return "RoutingLogic"
            case .models: return "Models"
            }
        }

        /// The styles whose modules have this type.
        public var styles: [ModuleDefinition.Style] {
            switch self {
            case .view, .viewOutput, .moduleInput, .moduleOutput: return [.mvp, .viper]
            case .presenter, .presenterLogic, .assembly: return [.mvp, .viper, .vip]
            case .interactor, .interactorLogic, .router: return [.viper, .vip]
            case .interactorInput, .interactorOutput, .routerInput: return [.viper]
            case .displayLogic, .businessLogic, .presentationLogic, .routingLogic, .models:
                return [.vip]
            }
        }

        /// How messages name the role: "the view protocol".
        public var summary: String {
            switch self {
            case .view: return "the view protocol"
            case .viewOutput: return "the view output protocol"
            case .presenter: return "the presenter class"
            case .presenterLogic: return "the presenter's logic protocol"
            case .interactor: return "the interactor class"
            case .interactorInput: return "the interactor input protocol"
            case .interactorOutput: return "the interactor output protocol"
            case .interactorLogic: return "the interactor's logic protocol"
            case .router: return "the router class"
            case .routerInput: return "the router input protocol"
            case .moduleInput: return "the module input protocol"
            case .moduleOutput: return "the module output protocol"
            case .assembly: return "the assembly"
            case .displayLogic: return "the display logic protocol"
            case .businessLogic: return "the business logic protocol"
            case .presentationLogic: return "the presentation logic protocol"
            case .routingLogic: return "the routing logic protocol"
            case .models: return "the use cases' models namespace"
            }
        }
    }

    /// One role's template and where it is written.
    public struct Template: Equatable, Sendable {
        /// The text, with `{Module}` in it (`"I{Module}Presenter"`).
        public var text: String
        /// Where the config or the spec writes it.
        public var location: SourceLocation?

        public init(_ text: String, at location: SourceLocation? = nil) {
            self.text = text
            self.location = location
        }

        /// The name the template gives the module `module`.
        public func name(for module: String) -> String {
            text.replacingEvery(Naming.placeholder, with: module)
        }
    }

    /// The suffixes of the types a module generates whose names no template
    /// changes (test doubles, the state, the route, the screen's types).
    public static let fixedSuffixes = ModuleDefinition.typeNameSuffixes.filter { suffix in
        !Role.allCases.contains { $0.defaultSuffix == suffix }
    }

    /// The one placeholder: the module's name.
    public static let placeholder = "{Module}"
    /// The key of the section, in the config and in a spec.
    public static let key = "naming"

    /// The roles renamed, each with its template.
    public var templates: [Role: Template]

    public init(_ templates: [Role: Template] = [:]) {
        self.templates = templates
    }

    /// These templates, with `base`'s for the roles these leave out: a spec's over the config's.
    public func over(_ base: Naming) -> Naming {
        Naming(base.templates.merging(templates) { _, own in own })
    }

    /// The name of `role` in the module `module`.
    public func name(of role: Role, module: String) -> String {
        templates[role]?.name(for: module) ?? module + role.defaultSuffix
    }
}

/// The names of a module's generated types and protocols, under the naming in
/// effect for its spec: the one place they are worked out, for the module's own
/// files and for the other modules that route to it or embed it.
public struct ModuleNames: Equatable, Sendable {
    public let module: String
    public let view: String
    public let viewOutput: String
    public let presenter: String
    public let presenterLogic: String
    public let interactor: String
    public let interactorInput: String
    public let interactorOutput: String
    public let interactorLogic: String
    public let router: String
    public let routerInput: String
    public let moduleInput: String
    public let moduleOutput: String
    public let assembly: String
    public let displayLogic: String
    public let businessLogic: String
    public let presentationLogic: String
    public let routingLogic: String
    public let models: String

    public init(module: String, naming: Naming = Naming()) {
        func name(_ role: Naming.Role) -> String { naming.name(of: role, module: module) }
        self.module = module
        view = name(.view)
        viewOutput = name(.viewOutput)
        presenter = name(.presenter)
        presenterLogic = name(.presenterLogic)
        interactor = name(.interactor)
        interactorInput = name(.interactorInput)
        interactorOutput = name(.interactorOutput)
        interactorLogic = name(.interactorLogic)
        router = name(.router)
        routerInput = name(.routerInput)
        moduleInput = name(.moduleInput)
        moduleOutput = name(.moduleOutput)
        assembly = name(.assembly)
        displayLogic = name(.displayLogic)
        businessLogic = name(.businessLogic)
        presentationLogic = name(.presentationLogic)
        routingLogic = name(.routingLogic)
        models = name(.models)
    }

    /// The name `role` has here.
    public subscript(role: Naming.Role) -> String {
        switch role {
        case .view: return view
        case .viewOutput: return viewOutput
        case .presenter: return presenter
        case .presenterLogic: return presenterLogic
        case .interactor: return interactor
        case .interactorInput: return interactorInput
        case .interactorOutput: return interactorOutput
        case .interactorLogic: return interactorLogic
        case .router: return router
        case .routerInput: return routerInput
        case .moduleInput: return moduleInput
        case .moduleOutput: return moduleOutput
        case .assembly: return assembly
        case .displayLogic: return displayLogic
        case .businessLogic: return businessLogic
        case .presentationLogic: return presentationLogic
        case .routingLogic: return routingLogic
        case .models: return models
        }
    }

    /// The protocol the router conforms to: Clean Swift's routing logic in VIP.
    public func routerProtocol(_ style: ModuleDefinition.Style) -> String {
        style == .vip ? routingLogic : routerInput
    }

    /// What the presenter calls the interactor through: Clean Swift's business logic in VIP.
    public func interactorInputProtocol(_ style: ModuleDefinition.Style) -> String {
        style == .vip ? businessLogic : interactorInput
    }

    /// The test doubles' and other fixed types' names, which keep the module's
    /// name and a suffix whatever the naming: `<M>ViewSpy`, `<M>PresenterMock`.
    public func fixed(_ suffix: String) -> String { module + suffix }

    /// VIP: `<M>DataStore`, what the interactor keeps for the router to pass on.
    public var dataStore: String { fixed("DataStore") }

    /// VIP: `<M>DataPassing`, the router's access to the data store.
    public var dataPassing: String { fixed("DataPassing") }
}

extension ModuleDefinition {
    /// The names of the module's types under its naming.
    public var names: ModuleNames { ModuleNames(module: name, naming: naming) }

    /// The roles this module's style has.
    public var namedRoles: [Naming.Role] {
        Naming.Role.allCases.filter { $0.styles.contains(style) }
    }
}
