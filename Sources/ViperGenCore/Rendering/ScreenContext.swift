/// The screen parts of a module's context: its UI kind, its state, the events
/// its view sends (`<Module>ViewOutput`), its view controller, and what its
/// caller configures and receives (`<Module>ModuleInput`, `<Module>ModuleOutput`).
struct ScreenContext {
    let module: ModuleDefinition

    var stateName: String { "\(module.name)State" }
    var hasState: Bool { !module.state.isEmpty }
    var hasScreen: Bool { module.ui != .none }
    /// The view tells its presenter of events through `<Module>ViewOutput`,
    /// which also lets a view controller own its presenter.
    var hasViewOutput: Bool { hasScreen || !module.events.isEmpty || !module.viewOutputInherits.isEmpty }
    /// UIKit and hand-written views are told of each new state with
    /// `render(_:)`; a SwiftUI screen observes the presenter instead.
    var rendersState: Bool { hasState && module.ui != .swiftui }

    /// The fields merged into the module's context object.
    var fields: TemplateObject {
        let state = module.state
        return [
            "ui": .string(module.ui.rawValue),
            "isUIKit": .bool(module.ui == .uikit),
            "isSwiftUI": .bool(module.ui == .swiftui),
            "screenName": .string("\(module.name)Screen"),
            "hostingControllerName": .string("\(module.name)HostingController"),
            "screenControllerName": .string(module.ui == .swiftui ? "\(module.name)HostingController"
                                                : "\(module.name)ViewController"),
            "observationIgnored": .string(module.ui == .swiftui ? "@ObservationIgnored " : ""),
            "hasScreen": .bool(hasScreen),
            "viewControllerName": .string("\(module.name)ViewController"),
            "viewControllerWraps": .bool(viewControllerDeclaration.utf8.count > ModuleContext.lineLength),
            "state": .object([
                "name": .string(stateName),
                "hasFields": .bool(hasState),
                "rendersState": .bool(rendersState),
                "fields": .list(state.enumerated().map { index, field in
                    .object([
                        "name": .string(field.name),
                        "type": .string(field.type),
                        "initialValue": .string(field.defaultValue ?? "nil"),
                        "isLast": .bool(index == state.count - 1),
                    ])
                }),
            ]),
            "moduleInput": .object([
                "name": .string("\(module.name)ModuleInput"),
                "isGenerated": .bool(!module.moduleInputs.isEmpty),
                "messages": .list(MethodContext.values(module.moduleInputs)),
            ]),
            "moduleOutput": .object([
                "name": .string("\(module.name)ModuleOutput"),
                "spyName": .string("\(module.name)ModuleOutputSpy"),
                "isGenerated": .bool(!module.moduleOutputs.isEmpty),
                "messages": .list(MethodContext.values(module.moduleOutputs)),
            ]),
            "hasModuleInterface": .bool(!module.moduleInputs.isEmpty || !module.moduleOutputs.isEmpty),
            "viewOutput": .object([
                "name": .string("\(module.name)ViewOutput"),
                "protocolHead": .string(ModuleContext.protocolHead(
                    access: module.access, name: "\(module.name)ViewOutput",
                    conformances: ["AnyObject"] + module.viewOutputInherits)),
                "isGenerated": .bool(hasViewOutput),
                "events": .list(MethodContext.values(module.events)),
                "hasEvents": .bool(!module.events.isEmpty),
                "hasRunningEvents": .bool(module.events.contains(where: MethodContext.scaffoldRuns)),
            ]),
        ]
    }

    /// The view (or hosting) controller's declaration line, indented inside `#if`: its
    /// conformances go on their own line when it would be too long.
    private var viewControllerDeclaration: String {
        let superclass = module.ui == .swiftui ? "UIHostingController<\(module.name)Screen?>" : "UIViewController"
        let name = module.ui == .swiftui ? "\(module.name)HostingController" : "\(module.name)ViewController"
        return "    \(module.access.modifier)final class \(name): \(superclass), \(module.name)View {"
    }

    /// The protocols the presenter's logic protocol adds for the screen and the module's caller.
    var presenterConformances: [String] {
        (hasViewOutput ? ["\(module.name)ViewOutput"] : [])
            + (module.moduleInputs.isEmpty ? [] : ["\(module.name)ModuleInput"])
    }
}
