/// How a declared protocol's context is worked out from the spec's protocol.
extension DeclaredProtocolContext {
    init(_ declared: DeclaredProtocol, access: AccessLevel, runtime: RuntimeNames) {
        let head =
            declared.inherits.isEmpty
            ? "\(access.modifier)protocol \(declared.name) {"
            : SwiftLayout.protocolHead(
                access: access, name: declared.name, conformances: declared.inherits)
        let subclassesNSObject =
            declared.inherits.contains("NSObject") || declared.inherits.contains("NSObjectProtocol")
        // A spy lives on the main actor, as the tests do; it conforms to a
        // protocol off the main actor with an isolated conformance.
        let conformance = declared.isMainActor ? declared.name : "@MainActor \(declared.name)"
        self.init(
            name: declared.name,
            protocolHead: head,
            isMainActor: declared.isMainActor,
            propertyRequirements: declared.properties.map(\.requirement),
            spyProperties: declared.properties.map { property in
                let initial =
                    property.type.hasSuffix("?")
                    ? "" : " = " + DependencyTypeText.stubExpression(property.type)
                return "var \(property.name): \(property.type)\(initial)"
            },
            methods: MethodContext.list(declared.methods, runtime: runtime),
            spyName: declared.spyName,
            spyHead: SwiftLayout.classHead(
                "final class \(declared.spyName)",
                conformances: (subclassesNSObject ? ["NSObject"] : []) + [conformance],
                indentation: 0),
            spyOverridesInit: subclassesNSObject,
            methodsTakeAnswers: declared.methods.contains(where: MethodContext.spyTakesAnswers))
    }
}
