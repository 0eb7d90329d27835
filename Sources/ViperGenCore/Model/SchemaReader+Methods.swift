/// Reading method keys (`loadProfile async throws -> Profile`, or with its
/// parameters inline, `didFetch(_ error: any Error)`) and messages.
extension SchemaReader {
    /// A method key: `[mutating] name`, or `name(label name: Type, ...)`, then
    /// optionally `async` and/or `throws`, then optionally `-> Type`.
    /// - Parameter allowsUnnamed: a message's key, whose parameters may be `_: Type`.
    mutating func methodKey(_ key: SpecScalar, allowsUnnamed: Bool = false) -> MethodKey? {
        let keyLocation = location(of: key.range)
        let text = Substring(key.value)
        var head = text
        var rest: Substring = ""
        var inlineList: Substring?
        let arrow = text.range(of: "->")
        if let open = text.firstIndex(of: "("), arrow.map({ open < $0.lowerBound }) ?? true {
            guard let close = BracketScanner.closingParenthesis(in: text[open...]) else {
                report(ModelDiagnostics.invalidMethodKey(key.value, at: keyLocation))
                return nil
            }
            head = text[..<open]
            inlineList = text[text.index(after: open)..<close]
            rest = text[text.index(after: close)...]
        }
        let resultArrow = inlineList == nil ? arrow : rest.range(of: "->")
        var words = head.split(separator: " ").map(String.init)
        if inlineList == nil {
            if let resultArrow {
                words = text[..<resultArrow.lowerBound].split(separator: " ").map(String.init)
            }
        } else {
            let effects = resultArrow.map { rest[..<$0.lowerBound] } ?? rest
            words += effects.split(separator: " ").map(String.init)
        }
        let isMutating = words.first == "mutating"
        if isMutating { words.removeFirst() }
        let effects = Array(words.dropFirst())
        guard let name = words.first, SwiftName.isValidIdentifier(name),
            [[], ["async"], ["throws"], ["async", "throws"]].contains(effects),
            inlineList == nil || head.split(separator: " ").count == (isMutating ? 2 : 1)
        else {
            report(ModelDiagnostics.invalidMethodKey(key.value, at: keyLocation))
            return nil
        }
        var returnType: String?
        if let resultArrow {
            let type = String(text[resultArrow.upperBound...]).trimmingWhitespace
            if type.isEmpty {
                report(ModelDiagnostics.missingReturnType(key.value, at: keyLocation))
                return nil
            }
            guard checkType(type, in: key) else { return nil }
            returnType = ["Void", "()"].contains(type) ? nil : type
        }
        var parameters: [SwiftParameter]?
        if let inlineList {
            guard
                let inline = inlineParameters(inlineList, in: key, allowsUnnamed: allowsUnnamed)
            else { return nil }
            parameters = inline
        }
        return MethodKey(
            name: name, isAsync: effects.contains("async"), isThrowing: effects.contains("throws"),
            isMutating: isMutating, returnType: returnType, parameters: parameters)
    }

    /// The parameters written between a method key's parentheses:
    /// `label name: Type, ...`; `nil` after reporting.
    private mutating func inlineParameters(
        _ list: Substring, in key: SpecScalar, allowsUnnamed: Bool
    ) -> [SwiftParameter]? {
        let keyLocation = location(of: key.range)
        var result: [SwiftParameter] = []
        var seen: [String: SourceLocation] = [:]
        for item in BracketScanner.topLevelItems(list) {
            guard let colon = BracketScanner.topLevelIndices(of: ":", in: item).first else {
                report(ModelDiagnostics.invalidParameter(item.trimmingWhitespace, at: keyLocation))
                return nil
            }
            let type = String(item[item.index(after: colon)...]).trimmingWhitespace
            guard
                let parameter = parameterKey(
                    String(item[..<colon]), at: keyLocation, allowsUnnamed: allowsUnnamed,
                    seen: &seen),
                checkType(type, in: key)
            else { return nil }
            result.append(
                SwiftParameter(
                    label: parameter.label, name: parameter.name, type: type,
                    location: keyLocation, isUnnamed: parameter.isUnnamed))
        }
        return UnnamedParameterNames.named(result)
    }

    /// The messages of a protocol that may refine the app's own protocols
    /// (`view:`, `events:`): an `inherits:` list among the keys names them. A
    /// message named `inherits` is written `inherits():`.
    /// - Parameter generated: the protocols the module generates, which it can't refine.
    mutating func protocolMessages(
        _ node: SpecNode, for field: String,
        generated: Set<String> = []
    ) -> (inherits: [String], messages: [SwiftMethod]) {
        guard case .mapping(var mapping) = node,
            let index = mapping.entries.firstIndex(where: { $0.key.value == "inherits" })
        else {
            return ([], messages(node, for: field))
        }
        let entry = mapping.entries.remove(at: index)
        return (
            protocolNames(entry.value, generated: generated),
            messages(.mapping(mapping), for: field)
        )
    }

    /// `inherits: [A, Kit.B]`: protocol names, each once.
    /// - Parameter allowsAnyObject: a declared protocol (`protocols:`) may be
    ///   class-bound by `AnyObject`; the roles' protocols already are.
    mutating func protocolNames(
        _ node: SpecNode, generated: Set<String>, allowsAnyObject: Bool = false
    ) -> [String] {
        uniqueNames(node, for: "inherits", kind: "protocol") { reader, scalar in
            let itemLocation = reader.location(of: scalar.range)
            let name = scalar.value.trimmingWhitespace
            guard !name.isEmpty,
                name.split(separator: ".", omittingEmptySubsequences: false)
                    .allSatisfy({ SwiftName.isValidIdentifier(String($0)) })
            else {
                reader.report(
                    ModelDiagnostics.invalidProtocolName(
                        UnicodeText.visible(scalar.value), at: itemLocation))
                return nil
            }
            let last = String(name.split(separator: ".").last ?? "")
            let refused =
                allowsAnyObject
                ? ["Type", "Protocol", "Self"] : ["AnyObject", "Type", "Protocol", "Self"]
            if refused.contains(last) || generated.contains(name) {
                reader.report(ModelDiagnostics.refusedInheritance(name, at: itemLocation))
                return nil
            }
            return name
        }
    }

    /// The first result or parameter type of a message that viper-gen can't
    /// store, stub or pass (`SignatureTypeRules`).
    func signatureTypeProblem(of method: SwiftMethod) -> Diagnostic? {
        if let result = method.returnType,
            let problem = SignatureTypeRules.problem(with: result, as: .result)
        {
            return ModelDiagnostics.unsupportedType(
                result, as: .result, problem: problem, at: method.location)
        }
        for parameter in method.parameters {
            if let problem = SignatureTypeRules.problem(with: parameter.type, as: .messageParameter)
            {
                return ModelDiagnostics.unsupportedType(
                    parameter.type, as: .messageParameter, problem: problem,
                    at: parameter.location)
            }
        }
        return nil
    }

    /// Messages (view outputs, events, interactor and module inputs and
    /// outputs): a mapping of method keys, which may name a result type, to
    /// their parameters. Two messages may share a name (overloads) when their
    /// selectors or parameter types differ.
    mutating func messages(_ node: SpecNode, for field: String) -> [SwiftMethod] {
        if case .scalar(let scalar) = node, scalar.value.isEmpty { return [] }
        guard let mapping = mapping(node, for: field) else { return [] }
        var result: [SwiftMethod] = []
        var seen: [String: SourceLocation] = [:]
        for entry in mapping.entries {
            guard let key = methodKey(entry.key, allowsUnnamed: true) else { continue }
            let keyLocation = location(of: entry.key.range)
            if key.isMutating {
                report(ModelDiagnostics.invalidMethodKey(entry.key.value, at: keyLocation))
                continue
            }
            var parameters = key.parameters ?? []
            if key.parameters != nil {
                if case .scalar(let scalar) = entry.value, scalar.value.isEmpty {
                } else {
                    report(
                        ModelDiagnostics.parametersGivenTwice(
                            key.name, at: location(of: entry.value),
                            first: keyLocation))
                    continue
                }
            } else {
                parameters = self.parameters(entry.value, for: entry.key.value, allowsUnnamed: true)
            }
            let method = SwiftMethod(
                name: key.name, parameters: parameters, isAsync: key.isAsync,
                isThrowing: key.isThrowing, returnType: key.returnType, location: keyLocation)
            if let problem = signatureTypeProblem(of: method) {
                report(problem)
                continue
            }
            // `returns:` reads like the traits file's key for a result type; in a
            // message it would silently become a parameter named `returns`.
            for parameter in method.parameters
            where parameter.label == nil && parameter.name == "returns" {
                report(ModelDiagnostics.returnsInMessage(method.name, at: parameter.location))
            }
            let identity = method.overloadIdentity
            if let first = seen[identity] {
                report(
                    ModelDiagnostics.duplicate(
                        "message", method.selector, at: keyLocation, first: first))
                continue
            }
            seen[identity] = keyLocation
            result.append(method)
        }
        return result
    }
}
