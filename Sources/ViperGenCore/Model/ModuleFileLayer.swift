/// The role of one of a module's own files, which `layout.files`' `{Layer}`
/// names: the folder it goes in when the layout sorts files by layer. A fixed
/// table, keyed by what follows the module's name in the file's name. Files a
/// templates folder's manifest adds have no layer: they keep their own path.
public enum ModuleFileLayer: String, Equatable, Sendable, CaseIterable {
    /// The view protocol and the screen: view controller (and its XIB),
    /// SwiftUI screen, hosting controller or navigator.
    case view = "View"
    /// The presenter, its logic scaffold and its state.
    case presenter = "Presenter"
    /// The interactor, its logic scaffold, VIP's models and the services scaffold.
    case interactor = "Interactor"
    /// The router, its logic scaffold and the routes.
    case router = "Router"
    /// The assembly, the module's interface and the protocols its spec declares.
    case assembly = "Assembly"
    /// The Mocks and the scaffolded tests, on the tests side.
    case tests = "Tests"

    /// The layer of the built-in file `fileName` of `module`
    /// (`LoginPresenter+Logic.swift` of `Login`: ``presenter``); nil for
    /// any other file.
    public init?(fileName: String, module: String) {
        guard fileName.hasPrefix(module),
            let layer = Self.bySuffix[String(fileName.dropFirst(module.count))]
        else { return nil }
        self = layer
    }

    /// Each built-in file's name after the module's name, and its layer.
    static let bySuffix: [String: ModuleFileLayer] = [
        "View.swift": .view, "ViewController.swift": .view, "ViewController.xib": .view,
        "Screen.swift": .view, "HostingController.swift": .view, "Navigator.swift": .view,
        "Presenter.swift": .presenter, "Presenter+Logic.swift": .presenter,
        "State.swift": .presenter,
        "Interactor.swift": .interactor, "Interactor+Logic.swift": .interactor,
        "Models.swift": .interactor, "Services.swift": .interactor,
        "Router.swift": .router, "Router+Logic.swift": .router, "Route.swift": .router,
        "Assembly.swift": .assembly, "ModuleInterface.swift": .assembly,
        "Protocols.swift": .assembly,
        "Mocks.swift": .tests, "Tests.swift": .tests,
    ]
}
