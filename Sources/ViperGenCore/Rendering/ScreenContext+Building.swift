/// How a module's screen parts are worked out.
extension ScreenContext {
    /// - Parameter hasChildren: the screen embeds other modules' screens.
    /// - Parameter platform: the app's oldest iOS, which decides how SwiftUI observes the presenter.
    init(
        _ module: ModuleDefinition, hasChildren: Bool = false,
        platform: DeploymentTarget = .defaultTarget
    ) {
        let name = module.name
        let names = module.names
        let hasState = !module.state.isEmpty
        let hasViewOutput = Self.hasViewOutput(module)
        let state = module.state
        let navigatesWithSwiftUI = module.navigation == .swiftui
        let previews = state.filter { $0.previewValue != nil }
        let controllerName =
            navigatesWithSwiftUI
            ? "\(name)Navigator"
            : module.ui == .swiftui ? "\(name)HostingController" : "\(name)ViewController"
        let superclass =
            module.ui == .swiftui
            ? "UIHostingController<\(name)Screen<\(names.presenter)>?>" : "UIViewController"
        // The controller's declaration line, indented inside `#if`: its
        // conformances go on their own line when it would be too long.
        let declaration =
            "    \(module.access.modifier)final class \(controllerName): \(superclass), \(names.view) {"
        let viewDidLoad = Self.lifecycleEvent("viewDidLoad", in: module)
        let viewIsReady = Self.lifecycleEvent("viewIsReady", in: module)
        let observesWithMacro = module.ui == .swiftui && platform.hasObservation
        self.init(
            ui: module.ui.rawValue,
            isUIKit: module.ui == .uikit,
            isSwiftUI: module.ui == .swiftui,
            screenName: "\(name)Screen",
            screenModelName: "\(name)ScreenModel",
            screenType: "\(name)Screen<\(names.presenter)>",
            previewPresenterName: "\(name)PreviewPresenter",
            previewsWithMacro: platform.hasPreviewMacro,
            hostingControllerName: "\(name)HostingController",
            screenControllerName: controllerName,
            navigatesWithSwiftUI: navigatesWithSwiftUI,
            navigatorName: "\(name)Navigator",
            observationIgnored: observesWithMacro ? "@ObservationIgnored " : "",
            observesWithMacro: observesWithMacro,
            observesWithCombine: module.ui == .swiftui && !platform.hasObservation,
            hasScreen: module.ui != .none,
            viewControllerName: "\(name)ViewController",
            loadsXIB: module.loadsXIB,
            viewControllerWraps: declaration.utf8.count > SwiftLayout.lineLength,
            conformancesOnOwnLines: "        \(superclass), \(names.view)".utf8.count
                > SwiftLayout.lineLength,
            overridesViewDidLoad: module.ui == .uikit
                && (hasChildren || hasState || viewDidLoad != nil || viewIsReady != nil),
            forwardsViewIsReady: viewIsReady != nil,
            viewIsReadyCall: viewIsReady?.call ?? "",
            forwardsViewDidLoad: viewDidLoad != nil,
            viewDidLoadCall: viewDidLoad?.call ?? "",
            appearanceEvents: Self.appearanceEventNames.compactMap {
                Self.lifecycleEvent($0, in: module)
            },
            state: State(
                name: "\(name)State",
                hasFields: hasState,
                // UIKit and hand-written views are told of each new state with
                // `render(_:)`; a SwiftUI screen observes the presenter instead.
                rendersState: hasState && module.ui != .swiftui,
                waitsForView: hasState && module.ui == .uikit,
                fields: state.enumerated().map { index, field in
                    Field(
                        name: field.name, type: field.type,
                        initialValue: field.defaultValue ?? "nil",
                        isLast: index == state.count - 1)
                },
                previewArguments: previews.enumerated().map { index, field in
                    PreviewArgument(
                        name: field.name, value: field.previewValue ?? "",
                        isLast: index == previews.count - 1)
                },
                hasPreviewArguments: !previews.isEmpty),
            moduleInput: ModuleInput(
                name: names.moduleInput, isGenerated: module.hasModuleInput,
                messages: MethodContext.list(module.moduleInputs, runtime: module.runtime)),
            moduleOutput: ModuleOutput(
                name: names.moduleOutput, spyName: "\(name)ModuleOutputSpy",
                isGenerated: module.hasModuleOutput,
                messages: MethodContext.list(module.moduleOutputs, runtime: module.runtime),
                messagesTakeAnswers: module.moduleOutputs.contains(
                    where: MethodContext.spyTakesAnswers)),
            hasModuleInterface: module.hasModuleInput || module.hasModuleOutput,
            viewOutput: ViewOutput(
                name: names.viewOutput,
                protocolHead: SwiftLayout.protocolHead(
                    access: module.access, name: names.viewOutput,
                    conformances: ["AnyObject"] + module.viewOutputInherits),
                isGenerated: hasViewOutput,
                events: MethodContext.list(module.events, runtime: module.runtime),
                hasEvents: !module.events.isEmpty,
                hasRunningEvents: module.events.contains(where: MethodContext.scaffoldRuns)))
    }

    /// The `UIViewController` appearance methods a same-named event is forwarded from.
    static let appearanceEventNames = [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    ]

    /// The event `name` the UIKit scaffold sends from its method of that name:
    /// declared without parameters, a result or `throws`; `nil` otherwise.
    private static func lifecycleEvent(_ name: String, in module: ModuleDefinition)
        -> LifecycleEvent?
    {
        guard module.ui == .uikit,
            let event = module.events.first(where: { $0.selector == name + "()" }),
            event.returnType == nil, !event.isThrowing
        else { return nil }
        let call = "output?.\(name)()"
        return LifecycleEvent(name: name, call: event.isAsync ? "Task { await \(call) }" : call)
    }

    /// The view tells its presenter of events through `<Module>ViewOutput`,
    /// which also lets a view controller own its presenter.
    static func hasViewOutput(_ module: ModuleDefinition) -> Bool {
        module.ui != .none || !module.events.isEmpty || !module.viewOutputInherits.isEmpty
    }

    /// The protocols the presenter's logic protocol adds for the screen and the module's caller.
    static func presenterConformances(of module: ModuleDefinition) -> [String] {
        (hasViewOutput(module) ? [module.names.viewOutput] : [])
            + (module.hasModuleInput ? [module.names.moduleInput] : [])
    }
}
