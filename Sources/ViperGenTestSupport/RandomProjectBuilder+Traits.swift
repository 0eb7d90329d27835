/// A custom trait the builder wrote into the traits file.
struct RandomTrait {
    var name: String
    var kind: String
    /// Its entry in the traits file, indented to sit under `traits:`.
    var lines: [String]
}

/// A parameter of a random method: `name: Type`, `_ name: Type` or `label name: Type`.
struct RandomParameter {
    var label: String?
    var name: String
    var type: RandomSwiftType

    /// The key in a spec's `parameters` mapping.
    var specKey: String { (label.map { $0 + " " } ?? "") + name }
    var declaration: String { specKey + ": " + type.spelling }
    /// The argument that forwards this parameter in a call.
    var argument: String {
        switch label {
        case nil: return name + ": " + name
        case "_": return name
        case let label?: return label + ": " + name
        }
    }
}

/// A random trait method, with the forwarding call its body makes.
struct RandomMethod {
    var name: String
    var isAsync: Bool
    var isThrowing: Bool
    var parameters: [RandomParameter]
    var returnType: RandomSwiftType?

    /// The key in the traits file: `name async throws`.
    var specKey: String { name + (isAsync ? " async" : "") + (isThrowing ? " throws" : "") }

    /// The Swift declaration, as a client protocol declares it.
    var declaration: String {
        "func " + name + "(" + parameters.map(\.declaration).joined(separator: ", ") + ")"
            + (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
            + (returnType.map { " -> " + $0.spelling } ?? "")
    }

    /// `try await receiver.name(arguments)`, as far as the effects need.
    func call(on receiver: String) -> String {
        (isThrowing ? "try " : "") + (isAsync ? "await " : "") + receiver + "." + name
            + "(" + parameters.map(\.argument).joined(separator: ", ") + ")"
    }
}

extension RandomProjectBuilder {
    /// Three to six custom traits. The first three make sure every feature is
    /// there: a router trait with weak dependencies and an `async throws`
    /// method with parameters and a result, an interactor trait, and a trait
    /// with a parameter, an associated type and a scaffold.
    mutating func customTraits() -> [RandomTrait] {
        var traits = [
            serviceTrait(kind: "router", coversEverything: true),
            serviceTrait(kind: "interactor"),
            providerTrait(kind: random.element(of: ["router", "interactor"])),
        ]
        for _ in 0..<random.int(in: 0...3) {
            let kind = random.element(of: ["router", "interactor"])
            traits.append(random.chance(0.3) ? providerTrait(kind: kind) : serviceTrait(kind: kind))
        }
        return random.sample(traits, count: traits.count)
    }

    func traitsFileText(_ traits: [RandomTrait]) -> String {
        var lines = ["# Custom traits of a random project.", "traits:"]
        for (index, trait) in traits.enumerated() {
            if index > 0 { lines.append("") }
            lines += trait.lines
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A trait that forwards each method to a `Sendable` client, with optional
    /// weak dependencies (an observer, the shared transition handler) and a
    /// Foundation-typed one.
    private mutating func serviceTrait(kind: String, coversEverything: Bool = false) -> RandomTrait
    {
        let name = names.lowerCamel(using: &random)
        let typeName = name.prefix(1).uppercased() + name.dropFirst()
        let client = name + "Client"
        let observer = coversEverything || random.chance(0.4) ? name + "Observer" : nil
        let usesTransitionHandler = kind == "router" && (coversEverything || random.chance(0.5))
        let usesBaseURL = coversEverything || random.chance(0.25)  // a Foundation type: `URL`
        var methods = (0..<random.int(in: 1...3)).map { _ in
            method(allowsTransitionHandler: kind == "router")
        }
        if coversEverything {
            methods[0].isAsync = true
            methods[0].isThrowing = true
            methods[0].returnType =
                methods[0].returnType ?? random.element(of: RandomSwiftType.stubbed)
            if methods[0].parameters.isEmpty
                || methods[0].parameters.contains(where: { !$0.type.isSendable })
            {
                methods[0].parameters = [
                    RandomParameter(
                        label: parameterLabel(), name: names.lowerCamel(using: &random),
                        type: random.element(of: RandomSwiftType.stubbed))
                ]
            }
        }
        let needsFoundation =
            usesBaseURL
            || methods.contains { method in
                method.parameters.contains { $0.type.needsFoundation }
                    || method.returnType?.needsFoundation == true
            }

        var lines = ["  \(name):", "    kind: \(kind)"]
        if random.chance(0.7) { lines.append("    summary: Random \(kind) trait \(typeName).") }
        if needsFoundation { lines.append("    imports: [Foundation]") }
        lines.append("    dependencies:")
        lines.append("      \(client): any \(typeName)Client")
        if let observer {
            lines += [
                "      \(observer):", "        type: any \(typeName)Observer", "        weak: true",
            ]
        }
        if usesTransitionHandler {
            lines += [
                "      transitionHandler:", "        type: any TransitionHandler",
                "        weak: true",
            ]
        }
        if usesBaseURL { lines.append("      \(name)BaseURL: URL") }
        lines.append("    methods:")
        for method in methods {
            var body = [method.call(on: client)]
            if method.returnType == nil, let observer, random.chance(0.5) {
                body.insert("\(observer)?.notice()", at: 0)
            }
            if method.returnType == nil, usesTransitionHandler, random.chance(0.5) {
                body.append("transitionHandler?.pop(animated: false)")
            }
            lines += methodLines(
                method, body: body, mock: method.returnType.map { mockBody(returning: $0) })
        }
        lines += [
            "    declarations: |", "      /// The service behind `\(typeName)`.",
            "      ${access}protocol \(typeName)Client: Sendable {",
        ]
        lines += methods.map { "          " + $0.declaration }
        lines.append("      }")
        if observer != nil {
            lines += [
                "", "      /// Told when `\(typeName)` does something.", "      @MainActor",
                "      ${access}protocol \(typeName)Observer: AnyObject {",
                "          func notice()", "      }",
            ]
        }
        // What a Mock's client is: a double and the `stubbed` overload that returns it.
        lines += [
            "    mockDeclarations: |", "      struct \(typeName)ClientDouble: \(typeName)Client {",
        ]
        for method in methods {
            lines.append(
                "          " + method.declaration + " {"
                    + (method.returnType.map { " stubbed(\($0.spelling).self) " } ?? "") + "}")
        }
        lines += [
            "      }", "",
            "      func stubbed(_ type: (any \(typeName)Client).Type) -> any \(typeName)Client {",
            "          \(typeName)ClientDouble()", "      }",
        ]
        return RandomTrait(name: name, kind: kind, lines: lines)
    }

    /// A trait with a parameter, an associated type and a scaffold, like the
    /// built-in `request`: the module's scaffold provides the concrete type.
    private mutating func providerTrait(kind: String) -> RandomTrait {
        let name = names.lowerCamel(using: &random)
        let typeName = name.prefix(1).uppercased() + name.dropFirst()
        let parameter = random.element(of: ["provider", "source"])
        let associated = typeName + "ProviderType"
        let fetch = names.lowerCamel(using: &random)
        let keep = random.chance(0.5) ? names.lowerCamel(using: &random) : nil
        // The scaffold then needs the trait's import too.
        let stamped = random.chance(0.5)

        var lines = [
            "  \(name):", "    kind: \(kind)",
            "    summary: Reads a value through the module's \(typeName) provider.",
        ]
        if stamped { lines.append("    imports: [Foundation]") }
        lines += [
            "    parameters:", "      \(parameter):",
            "        default: ${module}\(typeName)Provider",
            "        summary: the concrete provider type", "    associatedTypes:",
            "      \(associated): \(typeName)Providing", "    dependencies:",
            "      \(name)Provider:",
            "        type: \(associated)", "        moduleType: ${\(parameter)}", "    methods:",
            "      \(fetch) async throws:", "        returns: \(associated).Value",
            "        body: |",
            "          try await \(name)Provider.fetch()", "        mock: |",
            "          return try mockCalls.result(of: \"\(fetch)()\", as: \(associated).Value.self)",
        ]
        if let keep {
            lines += [
                "      \(keep) async:", "        parameters:",
                "          _ value: \(associated).Value",
                "        body: await \(name)Provider.keep(value)",
            ]
        }
        lines += [
            "    declarations: |", "      /// Provides the value of a `\(typeName)` trait.",
            "      ${access}protocol \(typeName)Providing: Sendable {",
            "          associatedtype Value: Sendable", "",
            "          func fetch() async throws -> Value",
            "          func keep(_ value: Value) async", "      }",
            "    scaffold:", "      source: |",
            "        /// What the ${module} module reads through its provider.",
            "        ${access}struct ${module}\(typeName)Value: Sendable, Equatable {",
        ]
        if stamped { lines += ["            ${access}var updated: Date?", ""] }
        lines += [
            "            ${access}init() {}", "        }", "",
            "        /// Provides the ${module} value. Replace the body with the real source.",
            "        ${access}struct ${\(parameter)}: \(typeName)Providing {",
            "            ${access}init() {}", "",
            "            ${access}func fetch() async throws -> ${module}\(typeName)Value {",
            "                ${module}\(typeName)Value()", "            }", "",
            "            ${access}func keep(_ value: ${module}\(typeName)Value) async {}",
            "        }",
            "      tests: |", "        extension ${module}\(typeName)Value: Stub {",
            "            static var stub: ${module}\(typeName)Value { ${module}\(typeName)Value() }",
            "        }", "",
            "        extension ${\(parameter)}: Stub {",
            "            static var stub: ${\(parameter)} { ${\(parameter)}() }", "        }",
        ]
        return RandomTrait(name: name, kind: kind, lines: lines)
    }

    private mutating func method(allowsTransitionHandler: Bool) -> RandomMethod {
        let name = names.lowerCamel(using: &random)
        let isAsync = random.chance(0.4)
        var parameters: [RandomParameter] = []
        for _ in 0..<random.int(in: 0...3) {
            // A transition handler is not Sendable: only synchronous methods forward it.
            let type =
                allowsTransitionHandler && !isAsync && random.chance(0.15)
                ? RandomSwiftType.transitionHandler : random.element(of: RandomSwiftType.stubbed)
            parameters.append(
                RandomParameter(
                    label: parameterLabel(), name: names.lowerCamel(using: &random),
                    type: type))
        }
        return RandomMethod(
            name: name, isAsync: isAsync, isThrowing: random.chance(0.4), parameters: parameters,
            returnType: random.chance(0.5) ? random.element(of: RandomSwiftType.stubbed) : nil)
    }

    /// No label, `_`, or a word.
    mutating func parameterLabel() -> String? {
        switch random.int(in: 0...2) {
        case 0: return nil
        case 1: return "_"
        default: return names.lowerCamel(using: &random)
        }
    }

    private mutating func mockBody(returning type: RandomSwiftType) -> String {
        random.chance(0.7)
            ? "return " + type.sampleValue
            : "let value: \(type.spelling) = \(type.sampleValue)\nreturn value"
    }

    /// A method's entry under `methods:`, with block-scalar body and mock.
    private func methodLines(_ method: RandomMethod, body: [String], mock: String?) -> [String] {
        var lines = ["      \(method.specKey):"]
        if !method.parameters.isEmpty {
            lines.append("        parameters:")
            lines += method.parameters.map { "          \($0.specKey): \($0.type.specValue)" }
        }
        if let returnType = method.returnType {
            lines.append("        returns: \(returnType.specValue)")
        }
        lines.append("        body: |")
        lines += body.map { "          " + $0 }
        if let mock {
            lines.append("        mock: |")
            lines += mock.split(separator: "\n").map { "          " + $0 }
        }
        return lines
    }
}
