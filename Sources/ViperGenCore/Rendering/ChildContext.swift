/// The module's children (`children:`): what the presenter keeps and
/// implements for each, and how `makeModule` builds and embeds them.
struct ChildContext {
    let module: ModuleDefinition
    /// The project's modules the children name, and their children, by name.
    let modules: [String: ModuleDefinition]

    /// Each child with its module, skipping any the validation refused.
    var embedded: [(child: ChildModule, module: ModuleDefinition)] {
        module.children.compactMap { child in modules[child.module].map { (child, $0) } }
    }

    /// The children's output protocols, which the presenter's logic refines.
    var protocolNames: [String] { embedded.map { "\($0.module.name)ModuleOutput" } }

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
        ])
    }

    private func childValue(_ child: ChildModule, module embedded: ModuleDefinition) -> TemplateValue {
        let parameters = embedded.screenParameters(in: modules)
        let arguments = parameters.map { parameter in
            parameter.name + ": " + (parameter.name == "moduleOutput" ? "presenter" : child.name + parameter.name.upperFirst)
        }
        let local = child.name + "Module"
        let hasInput = !embedded.moduleInputs.isEmpty
        return .object([
            "name": .string(child.name),
            "module": .string(embedded.name),
            "local": .string(local),
            "assemblyName": .string("\(embedded.name)Assembly"),
            "arguments": .list(arguments.enumerated().map { index, argument in
                .string(argument + (index == arguments.count - 1 ? "" : ","))
            }),
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
