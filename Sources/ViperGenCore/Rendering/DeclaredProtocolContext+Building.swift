/// How a declared protocol's context is worked out from the spec's protocol.
extension DeclaredProtocolContext {
    /// - Parameter all: the module's declared protocols: a spy also implements
    ///   what the ones `declared` refines require.
    init(
        _ declared: DeclaredProtocol, all: [DeclaredProtocol], access: AccessLevel,
        runtime: RuntimeNames
    ) {
        let (properties, methods) = declared.spiedMembers(in: all)
        let refined = declared.inherits + declared.ancestors(in: all).flatMap(\.inherits)
        let head =
            declared.inherits.isEmpty
            ? "\(access.modifier)protocol \(declared.name) {"
            : SwiftLayout.protocolHead(
                access: access, name: declared.name, conformances: declared.inherits)
        let subclassesNSObject =
            refined.contains("NSObject") || refined.contains("NSObjectProtocol")
        // A spy lives on the main actor, as the tests do; it conforms to a
        // protocol off the main actor with an isolated conformance.
        let conformance = declared.isMainActor ? declared.name : "@MainActor \(declared.name)"
        self.init(
            name: declared.name,
            protocolHead: head,
            isMainActor: declared.isMainActor,
            propertyRequirements: declared.properties.map(\.requirement),
            methodRequirements: declared.methods.map(\.requirement),
            spyProperties: properties.map { property in
                let initial =
                    property.type.hasSuffix("?")
                    ? "" : " = " + DependencyTypeText.stubExpression(property.type)
                return "var \(property.name): \(property.type)\(initial)"
            },
            methods: MethodContext.list(methods, runtime: runtime),
            spyName: declared.spyName,
            spyHead: SwiftLayout.classHead(
                "final class \(declared.spyName)",
                conformances: (subclassesNSObject ? ["NSObject"] : []) + [conformance],
                indentation: 0),
            spyOverridesInit: subclassesNSObject,
            methodsTakeAnswers: methods.contains(where: MethodContext.spyTakesAnswers))
    }
}
