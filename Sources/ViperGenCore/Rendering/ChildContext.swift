/// The module's children (`children:`): what the presenter keeps and
/// implements for each, and how `makeModule` builds and embeds them; and
/// the outputs the presenter implements, its children's and those of the
/// modules its routes open.
struct ChildContext {
    let module: ModuleDefinition
    /// The project's modules the children name, and their children, by name.
    let modules: [String: ModuleDefinition]

    /// Each child with its module, skipping any the validation refused.
    var embedded: [(child: ChildModule, module: ModuleDefinition)] {
        module.children.compactMap { child in modules[child.module].map { (child, $0) } }
    }

    /// The modules whose output the presenter is: its children, and the
    /// modules its routes open that have outputs (worked out once).
    let heard: [ModuleDefinition.HeardModule]

    init(module: ModuleDefinition, modules: [String: ModuleDefinition]) {
        self.module = module
        self.modules = modules
        heard = module.heardModules(in: modules)
    }

    /// Their output protocols, which the presenter's logic refines.
    var protocolNames: [String] { heard.map { "\($0.module.name)ModuleOutput" } }

    /// `var feed: (any FeedModuleInput)?` for each child with an input: the
    /// presenter's handle on the child, set by `makeModule`.
    var inputProperties: [TemplateValue] {
        embedded.filter { !$0.module.moduleInputs.isEmpty }.map { child, module in
            .object(["name": .string(child.name), "type": .string("(any \(module.name)ModuleInput)?")])
        }
    }

    var value: TemplateValue {
        let children = embedded
        return .object([
            "hasChildren": .bool(!children.isEmpty),
            "list": .list(children.map { childValue($0.child, module: $0.module) }),
            "inputProperties": .list(inputProperties),
            "representableName": .string("\(module.name)ChildContainer"),
            "heard": .list(heard.map { heard in
                let source: String
                switch heard.source {
                case .child(let name): source = "Child `\(name)` (\(heard.module.name))"
                case .route(let name): source = "\(heard.module.name), which route `\(name)` opens,"
                }
                return .object([
                    "source": .string(source),
                    "outputs": .list(MethodContext.values(heard.module.moduleOutputs)),
                ])
            }),
        ])
    }

    private func childValue(_ child: ChildModule, module embedded: ModuleDefinition) -> TemplateValue {
        let local = child.name + "Module"
        let hasInput = !embedded.moduleInputs.isEmpty
        return .object([
            "name": .string(child.name),
            "module": .string(embedded.name),
            "local": .string(local),
            "assemblyName": .string("\(embedded.name)Assembly"),
            "arguments": .list(MakeModuleCall.arguments(to: embedded, in: modules, prefix: child.name,
                                                        output: "presenter")),
            "hasInput": .bool(hasInput),
            "screen": .string(hasInput ? local + ".screen" : local),
            "input": .string(local + ".input"),
            "screenProperty": .string(child.name + "Screen"),
            "isLast": .bool(child == module.children.last),
            "isSwiftUI": .bool(embedded.ui == .swiftui),
            "screenType": .string(embedded.ui == .swiftui ? "\(embedded.name)HostingController"
                                      : "\(embedded.name)ViewController"),
            "outputProtocol": .string("\(embedded.name)ModuleOutput"),
            "outputs": .list(MethodContext.values(embedded.moduleOutputs)),
        ])
    }
}
