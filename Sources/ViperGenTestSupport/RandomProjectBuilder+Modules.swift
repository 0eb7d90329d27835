import ViperGenCore

/// A module spec the builder wrote.
struct RandomModuleSpec {
    var name: String
    var text: String
    /// The modules written for it: those it embeds (`children:`) and those
    /// its routes open (`module:`).
    var related: [RandomModuleSpec] = []
}

extension RandomProjectBuilder {
    /// The built-in traits, from the embedded catalog.
    static let builtInTraits = TraitCatalog.builtIn.names

    /// A module with a random style, access level, UI kind, traits, state,
    /// events, module input and output, view outputs, interactor messages
    /// (VIPER), routes and dependencies.
    mutating func moduleSpec(traits customTraits: [RandomTrait]) -> RandomModuleSpec {
        if random.chance(0.2) { return vipModuleSpec(traits: customTraits) }
        let name = names.upperCamel(using: &random)
        let isVIPER = random.chance(0.5)
        var lines = ["# Random module \(name).", "module: \(name)"]
        if isVIPER {
            lines.append("style: viper")
        } else if random.chance(0.5) {
            lines.append("style: mvp")
        }
        switch random.int(in: 0...3) {
        case 0: lines.append("access: public")
        case 1: lines.append("access: internal")
        default: break
        }
        let chosen =
            random.sample(Self.builtInTraits, count: random.int(in: 0...5))
            + random.sample(customTraits.map(\.name), count: random.int(in: 0...3))
        let ui = random.element(of: ["uikit", "swiftui", "none", ""])
        if !ui.isEmpty { lines.append("ui: \(ui)") }
        // Observation is on Linux and Foundation does not re-export it, so a view
        // message naming ObservationRegistrar compiles only if the import reaches its file.
        let importsObservation = random.chance(0.3)
        if importsObservation {
            lines +=
                random.chance(0.5)
                ? ["imports: [Observation]"] : ["imports:", "  - Foundation", "  - Observation"]
        }
        lines += traitLines(random.sample(chosen, count: chosen.count))
        lines += stateLines(count: random.chance(0.5) ? random.int(in: 1...4) : 0)
        // Generated tests send every event with stub arguments: only types with a stub.
        lines += inheriting(
            messageLines(
                key: "events", indent: "", count: random.int(in: 0...2),
                types: RandomSwiftType.stubbed), key: "events")
        lines += messageLines(key: "input", indent: "", count: random.int(in: 0...2))
        lines += messageLines(key: "output", indent: "", count: random.int(in: 0...2))
        // A SwiftUI screen shows the state: no view messages (an error).
        lines += inheriting(
            messageLines(
                key: "view", indent: "", count: ui == "swiftui" ? 0 : random.int(in: 0...3),
                types: RandomSwiftType.messages
                    + (importsObservation ? [.observationRegistrar] : [])),
            key: "view")
        if isVIPER, random.chance(0.7) {
            lines.append("interactor:")
            lines += messageLines(key: "inputs", indent: "  ", count: random.int(in: 0...3))
            lines += messageLines(key: "outputs", indent: "  ", count: random.int(in: 0...3))
            if lines.last == "interactor:" { lines.removeLast() }
        }
        let routes = routeLines(count: random.chance(0.6) ? random.int(in: 1...3) : 0)
        lines += routes.lines
        if random.chance(0.3) {
            // A UIKit view controller takes view dependencies in its init.
            let view = ui == "uikit" || ui == "" ? ["view"] : []
            lines += dependencyLines(
                owners: (isVIPER ? ["presenter", "interactor", "router"] : ["presenter"]) + view)
        }
        lines += onSideStream { $0.random.chance(0.25) ? $0.requestLines() : [] }
        // Children need a screen to be shown in (the config may default to none).
        var children: [RandomModuleSpec] = []
        if ui == "uikit" || ui == "swiftui", random.chance(0.3) {
            lines.append("children:")
            for _ in 0..<random.int(in: 1...2) {
                let child = childModuleSpec()
                let name = names.lowerCamel(using: &random)
                lines.append(
                    random.chance(0.5)
                        ? "  \(name): \(child.name)" : "  \(name):\n    module: \(child.name)")
                children.append(child)
            }
        }
        return RandomModuleSpec(
            name: name, text: lines.joined(separator: "\n") + "\n",
            related: children + routes.destinations)
    }

    /// A VIP module: use cases with random fields (stubbed types, closures,
    /// defaults, optionals), some asynchronous, traits, routes to modules
    /// without outputs, and dependencies of all three classes.
    private mutating func vipModuleSpec(traits customTraits: [RandomTrait]) -> RandomModuleSpec {
        let name = names.upperCamel(using: &random)
        var lines = ["# Random VIP module \(name).", "module: \(name)", "style: vip"]
        if random.chance(0.5) {
            lines.append("access: " + random.element(of: ["public", "internal"]))
        }
        let ui = random.element(of: ["uikit", "none", ""])
        if !ui.isEmpty { lines.append("ui: \(ui)") }
        if random.chance(0.3) { lines.append("imports: [Observation]") }
        let chosen =
            random.sample(Self.builtInTraits, count: random.int(in: 0...4))
            + random.sample(customTraits.map(\.name), count: random.int(in: 0...2))
        lines += traitLines(chosen)
        let useCases = random.int(in: 0...3)
        if useCases > 0 || random.chance(0.3) { lines.append("useCases:") }
        for _ in 0..<useCases {
            lines.append(
                "  \(names.lowerCamel(using: &random))\(random.chance(0.3) ? " async" : ""):")
            for model in ["request", "response", "viewModel"] where random.chance(0.7) {
                lines.append("    \(model):")
                for _ in 0..<random.int(in: 0...3) {
                    lines.append("      \(names.lowerCamel(using: &random)): " + fieldValue())
                }
            }
        }
        let routes = routeLines(
            count: random.chance(0.5) ? random.int(in: 1...2) : 0, destinationOutputs: false)
        lines += routes.lines
        // Router traits or routes give the module a router, and only then may the router have dependencies.
        let hasRouter =
            !routes.lines.isEmpty
            || chosen.contains { name in
                TraitCatalog.builtIn.trait(named: name)?.kind == .router
                    || customTraits.contains { $0.name == name && $0.kind == "router" }
            }
        if random.chance(0.4) {
            lines += dependencyLines(
                owners: ["presenter", "interactor"] + (hasRouter ? ["router"] : [])
                    + (ui == "uikit" || ui == "" ? ["view"] : []))
        }
        return RandomModuleSpec(
            name: name, text: lines.joined(separator: "\n") + "\n", related: routes.destinations)
    }

    /// A use case field's value: a stubbed type (a test builds requests and
    /// responses), with a default sometimes, or a closure.
    private mutating func fieldValue() -> String {
        if random.chance(0.15) { return random.element(of: ["(Int) -> Void", "(() -> Void)?"]) }
        let type = random.element(of: RandomSwiftType.stubbed)
        guard random.chance(0.3) else { return type.specValue }
        let value = type.spelling + " = " + type.sampleValue
        return "\""
            + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: "\"", with: "\\\"") + "\""
    }

    /// A module made to be embedded: public (a public parent may embed it), with
    /// a screen, outputs, and sometimes an input and a trait its `makeModule`
    /// needs a service for.
    private mutating func childModuleSpec() -> RandomModuleSpec {
        let name = names.upperCamel(using: &random)
        var lines = screenModuleHead(name, comment: "child module")
        lines += messageLines(key: "input", indent: "", count: random.int(in: 0...2))
        lines += messageLines(key: "output", indent: "", count: random.int(in: 1...2))
        return RandomModuleSpec(name: name, text: lines.joined(separator: "\n") + "\n")
    }

    /// A module a route opens: public (a public module's route factory may ask
    /// for its service), with a screen and, for a route with parameters, an
    /// input that takes them (same names and types, in order).
    /// Without parameters, it is sometimes a VIP module.
    private mutating func destinationModuleSpec(taking parameters: [String], outputs: Bool)
        -> RandomModuleSpec
    {
        let name = names.upperCamel(using: &random)
        if parameters.isEmpty, random.chance(0.3) {
            let lines = [
                "# Random VIP route destination \(name).", "module: \(name)", "access: public",
                "style: vip",
                "ui: uikit", "useCases:", "  show:",
            ]
            return RandomModuleSpec(name: name, text: lines.joined(separator: "\n") + "\n")
        }
        var lines = screenModuleHead(name, comment: "route destination")
        if !parameters.isEmpty {
            lines +=
                ["input:", "  show\(names.upperCamel(using: &random)):"]
                + parameters.map { "    " + $0 }
        }
        lines += messageLines(key: "output", indent: "", count: outputs ? random.int(in: 0...1) : 0)
        return RandomModuleSpec(name: name, text: lines.joined(separator: "\n") + "\n")
    }

    /// The first lines of a public module with a screen, sometimes with a trait
    /// whose service its `makeModule` takes.
    private mutating func screenModuleHead(_ name: String, comment: String) -> [String] {
        var lines = [
            "# Random \(comment) \(name).", "module: \(name)", "access: public",
            "ui: " + random.element(of: ["uikit", "swiftui"]),
        ]
        if random.chance(0.5) { lines.append("traits: [request]") }
        return lines
    }

    /// `traits:` as a flow list, a block list, or a block list whose items
    /// name the defaults explicitly (`- request:` with nothing after it).
    private mutating func traitLines(_ traits: [String]) -> [String] {
        if traits.isEmpty { return random.chance(0.5) ? ["traits: []"] : [] }
        // The request trait's own request, sometimes with parameters or a response: a block list then.
        let requestDetails =
            !traits.contains("request")
            ? []
            : onSideStream { builder in
                builder.random.chance(0.5)
                    ? builder.requestDetailLines(
                        indent: "      ", withResponse: builder.random.chance(0.5)) : []
            }
        let form = random.int(in: 0...2)
        switch form {
        case 0 where requestDetails.isEmpty:
            return ["traits: [" + traits.joined(separator: ", ") + "]"]
        case 1 where requestDetails.isEmpty: return ["traits:"] + traits.map { "  - " + $0 }
        default:
            var lines = ["traits:"]
            for trait in traits {
                let details = trait == "request" ? requestDetails : []
                lines.append(
                    "  - " + trait
                        + ((form == 2 && random.chance(0.3)) || !details.isEmpty ? ":" : ""))
                lines += details
            }
            return lines
        }
    }

    /// `state:` fields: `name: Type = value`, or an optional without a value.
    private mutating func stateLines(count: Int) -> [String] {
        guard count > 0 else { return [] }
        var lines = ["state:"]
        for _ in 0..<count {
            let type = random.element(of: RandomSwiftType.stubbed)
            let value =
                type.spelling.hasSuffix("?") && random.chance(0.5)
                ? type.spelling : type.spelling + " = " + type.sampleValue
            let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: "\"", with: "\\\"")
            lines.append("  \(names.lowerCamel(using: &random)): \"\(escaped)\"")
        }
        return lines
    }

    /// Messages (view outputs, events, module inputs and outputs, interactor
    /// inputs or outputs) under `key`, some of them returning a value.
    private mutating func messageLines(
        key: String, indent: String, count: Int,
        types: [RandomSwiftType] = RandomSwiftType.messages
    ) -> [String] {
        guard count > 0 else { return [] }
        var lines = [indent + key + ":"]
        for _ in 0..<count {
            var method = names.lowerCamel(using: &random)
            if random.chance(0.2) { method += " async" }
            if random.chance(0.15) { method += " throws" }
            let parameters = (0..<random.int(in: 0...3)).map { _ in
                RandomParameter(
                    label: parameterLabel(), name: names.lowerCamel(using: &random),
                    type: random.element(of: types))
            }
            // A result type, written in the key; quoted where the type needs it (`-> [String: Int]`).
            // A spy returns `stubbed(Type.self)` until a test sets a result.
            if random.chance(0.25) {
                let result = random.element(of: types.filter(\.hasStub))
                method += " -> " + result.spelling
                if result.specValue != result.spelling { method = "\"" + method + "\"" }
            }
            lines.append(indent + "  " + method + ":")
            lines += parameters.map { indent + "    " + $0.specKey + ": " + $0.type.specValue }
        }
        if random.chance(0.3) { lines += overloadLines(indent: indent) }
        return lines
    }

    /// Sometimes adds `inherits: [Sendable]` to a protocol's messages: a
    /// protocol every main-actor class (spies, view controllers, presenters)
    /// conforms to without writing anything.
    private mutating func inheriting(_ lines: [String], key: String) -> [String] {
        guard random.chance(0.2) else { return lines }
        return [key + ":", "  inherits: [Sendable]"] + lines.dropFirst()
    }

    /// `dependencies:` for some of `owners` (the classes the module has);
    /// stubbed types, since a generated test builds a presenter with stubs.
    private mutating func dependencyLines(owners: [String]) -> [String] {
        var lines = ["dependencies:"]
        for owner in owners where random.chance(0.7) {
            lines.append("  \(owner):")
            for _ in 0..<random.int(in: 1...2) {
                lines.append(
                    "    \(names.lowerCamel(using: &random)): \(random.element(of: RandomSwiftType.stubbed).specValue)"
                )
            }
        }
        return lines.count > 1 ? lines : []
    }

    /// Two overloads written with their parameters in the key, with one
    /// selector and two stubbed types: `"name(_ value: Int) -> Bool":`.
    private mutating func overloadLines(indent: String) -> [String] {
        let name = names.lowerCamel(using: &random)
        let types = random.sample(RandomSwiftType.stubbed, count: 2)
        let result =
            random.chance(0.5) ? " -> " + random.element(of: RandomSwiftType.stubbed).spelling : ""
        return types.map {
            indent + "  \"" + name + "(_ value: " + $0.spelling + ")" + result + "\":"
        }
    }

    /// Routes in every spelling: a bare transition, nothing (a push), or details
    /// with a transition, `animated`, a presentation style, a navigation
    /// controller of its own, and unlabelled or `_` parameters.
    /// `destinationOutputs`: whether a module a route opens may have an output
    /// (a VIP module's may not).
    private mutating func routeLines(count: Int, destinationOutputs: Bool = true)
        -> (lines: [String], destinations: [RandomModuleSpec])
    {
        guard count > 0 else { return ([], []) }
        var lines = ["routes:"]
        var destinations: [RandomModuleSpec] = []
        let transitions = ["push", "present", "modal"]
        for _ in 0..<count {
            let name = names.lowerCamel(using: &random)
            switch random.int(in: 0...3) {
            case 0:
                lines.append("  \(name): \(random.element(of: transitions))")
            case 1:
                lines.append("  \(name):")
            default:
                lines.append("  \(name):")
                let transition = random.chance(0.7) ? random.element(of: transitions) : "push"
                if transition != "push" || random.chance(0.3) {
                    lines.append("    transition: \(transition)")
                }
                if random.chance(0.5) { lines.append("    animated: \(random.chance(0.5))") }
                if transition == "present", random.chance(0.5) {
                    lines.append(
                        "    presentation: \(random.element(of: Route.Presentation.allCases).rawValue)"
                    )
                }
                if transition != "push", random.chance(0.4) {
                    lines.append("    embedInNavigation: true")
                }
                if transition == "push", random.chance(0.4) {
                    lines.append("    animator: \(random.element(of: ["fade", "slide"]))")
                }
                let parameters = random.int(in: 0...3)
                var parameterLines: [String] = []
                if parameters > 0 || lines.last == "  \(name):" {
                    lines.append("    parameters:")
                    for _ in 0..<max(parameters, 1) {
                        let label = random.chance(0.3) ? "_ " : ""
                        let type = random.element(of: RandomSwiftType.stubbed)
                        parameterLines.append(
                            "\(label)\(names.lowerCamel(using: &random)): \(type.specValue)")
                    }
                    lines += parameterLines.map { "      " + $0 }
                }
                if random.chance(0.35) {
                    let destination = destinationModuleSpec(
                        taking: parameterLines, outputs: destinationOutputs)
                    lines.append("    module: \(destination.name)")
                    destinations.append(destination)
                }
            }
        }
        return (lines, destinations)
    }
}
