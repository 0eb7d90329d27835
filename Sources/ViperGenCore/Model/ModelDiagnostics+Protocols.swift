/// Diagnostics of a module spec's `protocols:`.
extension ModelDiagnostics {
    /// A declared protocol named like a type the module, the runtime, a trait
    /// or the platform already declares.
    static func declaredProtocolNameTaken(
        _ name: String, owner: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "protocol '\(name)' under 'protocols' has the name of \(owner)", at: location,
            hint: "rename the protocol: one target can't declare two types of one name")
    }

    /// A property named like a member of the protocol's spy or like a method without parameters.
    static func propertyNamedLikeMember(
        _ name: String, protocol owner: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "property '\(name)' of protocol '\(owner)' is named like a method of the protocol "
                + "or a member of its spy",
            at: location,
            hint: "choose another name: the spy declares 'calls', 'callsWithArguments', 'answers' "
                + "and a '<method>Result' for each method that returns a value, has NSObject's "
                + "'description' and 'hash' when it subclasses it, and no property may be "
                + "'Type' or 'Protocol'")
    }

    /// A declared protocol its main-actor spy can't conform to.
    static func declaredProtocolRefinesActorOrSendable(
        _ name: String, refining refused: String, at location: SourceLocation
    ) -> Diagnostic {
        let last = refused.split(separator: ".").last.map(String.init) ?? refused
        let isSendable = ["Sendable", "SendableMetatype", "Error"].contains(last)
        return .error(
            "protocol '\(name)' can't refine '\(refused)'"
                + (isSendable ? " off the main actor" : ""),
            at: location,
            hint: isSendable
                ? "add 'mainActor: true', or leave '\(refused)' out: its spy lives on the main "
                    + "actor, and a main-actor conformance can't be Sendable"
                    + (last == "Error" ? " (Error refines Sendable)" : "")
                : "declare the actor protocol in a file of yours: its spy is a main-actor class")
    }

    /// A declared protocol that refines itself through others.
    static func declaredProtocolCycle(
        _ name: String, through parent: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "protocol '\(name)' refines itself through '\(parent)'", at: location,
            hint: "take one of them out of the other's 'inherits'")
    }

    /// A declared protocol refining one of the other isolation.
    static func declaredProtocolIsolationDiffers(
        _ name: String, refining parent: String, parentIsMainActor: Bool,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "protocol '\(name)' refines '\(parent)', which is "
                + (parentIsMainActor ? "on the main actor" : "off the main actor")
                + ", and it is not",
            at: location,
            hint: "give both the same 'mainActor': a spy conforms to both, and one conformance "
                + "can't be isolated and the other not")
    }

    /// `weak: true` on a declared protocol that is not class-bound.
    static func weakDependencyOfValueProtocol(
        _ name: String, protocol declared: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "weak dependency '\(name)' is of protocol '\(declared)', which is not class-bound",
            at: location,
            hint:
                "add 'inherits: [AnyObject]' to '\(declared)' under 'protocols', or remove 'weak: true'"
        )
    }
}
