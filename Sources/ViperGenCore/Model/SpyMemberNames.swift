/// The members a generated spy declares besides a protocol's messages: its
/// `calls`, the per-test result of each message that returns a value, and
/// what the view spy inherits. A message can't take one of these names.
enum SpyMemberNames {
    /// Declared by every spy, or called in its bodies.
    static let fixed: Set<String> = Set(["calls", "callsWithArguments", "answers"]).union(
        usedInBodies)
    /// Declared by the view spy and its superclass, `TransitionHandlerSpy`.
    static let viewSpy: Set<String> = [
        "transitions", "isPushed", "alerts", "shared", "renderedStates",
    ]

    /// Each method's result property, `nil` for one that returns nothing:
    /// `loadResult`, numbered (`loadResult1`, `loadResult2`) where overloads
    /// that share the name both return.
    static func results(of methods: [SwiftMethod]) -> [String?] {
        var returningNameCounts: [String: Int] = [:]
        for method in methods where method.returnType != nil {
            returningNameCounts[method.name, default: 0] += 1
        }
        var numbered: [String: Int] = [:]
        return methods.map { method in
            guard method.returnType != nil else { return nil }
            guard returningNameCounts[method.name, default: 0] > 1 else {
                return method.name + "Result"
            }
            numbered[method.name, default: 0] += 1
            return method.name + "Result" + String(numbered[method.name, default: 0])
        }
    }

    /// Names a spy method's body uses unqualified (`MockCalls.text`, `stubbed`):
    /// a parameter of that name would hide them.
    static let usedInBodies: Set<String> = ["MockCalls", "stubbed"]

    /// ``usedInBodies``, with the call log as the project's runtime names it (`XYMockCalls`).
    static func usedInBodies(_ runtime: RuntimeNames) -> Set<String> {
        usedInBodies.union([runtime.name(.mockCalls)])
    }

    /// Messages of one spied protocol named like a member of its spy, and
    /// parameters named like what the spy's bodies use.
    static func problems(
        in messages: [SwiftMethod], isView: Bool, runtime: RuntimeNames = .unprefixed
    ) -> [Diagnostic] {
        guard !messages.isEmpty else { return [] }
        let usedInBodies = usedInBodies(runtime)
        let resultNames = Set(results(of: messages).compactMap { $0 })
        var found: [Diagnostic] = []
        for message in messages {
            if fixed.contains(message.name) || (isView && viewSpy.contains(message.name))
                || resultNames.contains(message.name)
            {
                found.append(
                    ModelDiagnostics.messageNamedLikeSpyMember(message.name, at: message.location))
            }
            for parameter in message.parameters where usedInBodies.contains(parameter.name) {
                found.append(
                    ModelDiagnostics.parameterNamedLikeSpyName(
                        parameter.name, message: message.name,
                        callLog: runtime.name(.mockCalls),
                        at: parameter.location ?? message.location))
            }
        }
        return found
    }

    /// Every such clash in the module's spied protocols.
    static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        problems(in: module.viewOutputs, isView: true, runtime: module.runtime)
            + problems(in: module.interactorInputs, isView: false, runtime: module.runtime)
            + problems(in: module.interactorOutputs, isView: false, runtime: module.runtime)
            + problems(in: module.moduleOutputs, isView: false, runtime: module.runtime)
    }
}
