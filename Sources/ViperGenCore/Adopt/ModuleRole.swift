/// A part of a hand-written module, recognised by how its protocol is named:
/// `LoginViewInput` is the view, `ILoginRouter` the router.
public enum ModuleRole: String, CaseIterable, Equatable, Hashable, Sendable {
    case view, viewOutput, moduleInput, moduleOutput
    case interactorInput, interactorOutput, router, assembly
    case dataStore, dataPassing

    /// The name endings that mark a protocol of this role, longest first
    /// within a role. The VIP names (`DisplayLogic`, ...) are Clean Swift's.
    public var suffixes: [String] {
        switch self {
        case .view:
            return [
                "ViewControllerProtocol", "ViewControllerInput", "ViewController", "ViewInterface",
                "ViewProtocol", "DisplayLogic", "ViewInput", "View",
            ]
        case .viewOutput:
            return [
                "ViewOutputProtocol", "PresenterInterface", "PresenterProtocol", "PresenterInput",
                "ViewOutput", "ViewDelegate", "EventHandler", "Presenter",
            ]
        case .moduleInput: return ["ModuleInputProtocol", "ModuleInput", "Module", "Input"]
        case .moduleOutput:
            return [
                "PresenterModuleOutput", "ModuleOutputProtocol", "PresenterOutput", "ModuleOutput",
                "OutputProtocol", "Output",
            ]
        case .interactorInput:
            return ["InteractorProtocol", "InteractorInput", "BusinessLogic", "Interactor"]
        case .interactorOutput: return ["InteractorOutput", "PresentationLogic"]
        case .router:
            return ["RouterProtocol", "RoutingLogic", "RouterInput", "Wireframe", "Router"]
        case .assembly:
            return ["ModuleConfigurator", "ModuleBuilder", "Configurator", "Assembly", "Builder"]
        case .dataStore: return ["DataStore"]
        case .dataPassing: return ["DataPassing"]
        }
    }

    /// The role a protocol's name ending gives, with the ending, trying the
    /// longest endings first (`...InteractorOutput` before `...Output`).
    static func match(_ remainder: String) -> (role: ModuleRole, suffix: String)? {
        suffixesLongestFirst.first { $0.suffix == remainder }
    }

    /// Every role's endings, longest first.
    static let suffixesLongestFirst = allCases.flatMap { role in
        role.suffixes.map { (role: role, suffix: $0) }
    }
    .sorted { $0.suffix.count > $1.suffix.count }

    /// Roles found only in Clean Swift (VIP) modules.
    var isVIP: Bool {
        switch self {
        case .dataStore, .dataPassing: return true
        default: return false
        }
    }
}
