/// How a module's children, and the outputs its presenter implements (its
/// children's and those of the modules its routes open), are worked out.
extension ChildrenContext {
    /// - Parameter modules: the project's modules the children name, and their children, by name.
    /// - Parameter heard: `module.heardModules(in: modules)`, worked out once.
    init(
        _ module: ModuleDefinition, modules: [String: ModuleDefinition],
        heard: [ModuleDefinition.HeardModule]
    ) {
        let embedded = Self.embedded(module, modules: modules)
        self.init(
            hasChildren: !embedded.isEmpty,
            list: embedded.map { child, embedded in
                Self.child(child, module: embedded, of: module, modules: modules)
            },
            inputProperties: embedded.filter { $0.module.hasModuleInput }.map {
                child, embedded in
                // The presenter's handle on the child, set by `makeModule`.
                InputProperty(name: child.name, type: "(any \(embedded.names.moduleInput))?")
            },
            representableName: "\(module.name)ChildContainer",
            heard: heard.map { heard in
                let source: String
                switch heard.source {
                case .child(let name): source = "Child `\(name)` (\(heard.module.name))"
                case .route(let name): source = "\(heard.module.name), which route `\(name)` opens,"
                }
                return Heard(
                    source: source,
                    outputs: MethodContext.list(
                        heard.module.moduleOutputs, runtime: heard.module.runtime))
            })
    }

    /// The output protocols of the modules whose output the presenter is,
    /// which the presenter's logic refines.
    static func protocolNames(heard: [ModuleDefinition.HeardModule]) -> [String] {
        heard.map(\.module.names.moduleOutput)
    }

    /// Each child with its module, skipping any the validation refused.
    private static func embedded(_ module: ModuleDefinition, modules: [String: ModuleDefinition])
        -> [(child: ChildModule, module: ModuleDefinition)]
    {
        module.children.compactMap { child in modules[child.module].map { (child, $0) } }
    }

    private static func child(
        _ child: ChildModule, module embedded: ModuleDefinition, of module: ModuleDefinition,
        modules: [String: ModuleDefinition]
    ) -> Child {
        let local = child.name + "Module"
        let hasInput = embedded.hasModuleInput
        return Child(
            name: child.name,
            module: embedded.name,
            local: local,
            assemblyName: embedded.names.assembly,
            arguments: MakeModuleCall.arguments(
                to: embedded, in: modules, prefix: child.name, output: "presenter"),
            hasInput: hasInput,
            screen: hasInput ? local + ".screen" : local,
            input: local + ".input",
            screenProperty: child.name + "Screen",
            isLast: child == module.children.last,
            isSwiftUI: embedded.ui == .swiftui,
            screenType: embedded.ui == .swiftui
                ? "\(embedded.name)HostingController"
                : "\(embedded.name)ViewController",
            outputProtocol: embedded.names.moduleOutput,
            outputs: MethodContext.list(embedded.moduleOutputs, runtime: embedded.runtime))
    }
}
