/// The arguments of a call to another module's `makeModule`, as a route's
/// factory method and a parent's `makeModule` write it: each parameter comes
/// from a value named `<prefix><Parameter>`, the module output from `output`.
enum MakeModuleCall {
    /// One argument per line of the call, each with its comma but the last.
    static func arguments(
        to destination: ModuleDefinition, in modules: [String: ModuleDefinition],
        prefix: String, output: String
    ) -> [String] {
        let arguments = destination.screenParameters(in: modules).map { parameter in
            parameter.name + ": "
                + (parameter.name == "moduleOutput" ? output : prefix + parameter.name.upperFirst)
        }
        return arguments.enumerated().map { index, argument in
            argument + (index == arguments.count - 1 ? "" : ",")
        }
    }
}
