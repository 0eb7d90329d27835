/// Reads the screen parts of a module spec: `ui`, `state` and `events`, and
/// checks they fit the rest of the module.
enum ScreenSpecReader {
    /// `ui:`, or the project's default.
    static func ui(
        _ entry: SpecMapping.Entry?, default defaultUI: UIKind, reader: inout SchemaReader
    ) -> UIKind {
        guard let entry else { return defaultUI }
        return reader.choice(entry.value, from: UIKind.allCases.map(\.rawValue), for: "ui")
            .flatMap(UIKind.init(rawValue:)) ?? defaultUI
    }

    /// The spec key that makes a UIKit screen load its views from a XIB.
    static let xibKey = "xib"

    /// `xib: true`: only a UIKit screen (`ui: uikit`) loads a XIB.
    static func loadsXIB(_ entry: SpecMapping.Entry?, ui: UIKind, reader: inout SchemaReader)
        -> Bool
    {
        guard let entry, let loads = reader.bool(entry.value, for: xibKey) else { return false }
        if loads && ui != .uikit {
            reader.report(
                ModelDiagnostics.xibNeedsUIKitScreen(
                    ui: ui, at: reader.location(of: entry.value)))
            return false
        }
        return loads
    }

    /// `navigation:`, or for a SwiftUI screen the project's default; a module
    /// without a SwiftUI screen navigates with UIKit, and may say only that.
    static func navigation(
        _ entry: SpecMapping.Entry?, ui: UIKind, default defaultNavigation: NavigationKind,
        reader: inout SchemaReader
    ) -> NavigationKind {
        guard let entry else { return ui == .swiftui ? defaultNavigation : .uikit }
        let choices = NavigationKind.allCases.map(\.rawValue)
        guard let value = reader.choice(entry.value, from: choices, for: NavigationKind.key),
            let navigation = NavigationKind(rawValue: value)
        else { return .uikit }
        if navigation == .swiftui && ui != .swiftui {
            reader.report(
                ModelDiagnostics.swiftUINavigationNeedsSwiftUIScreen(
                    ui: ui, at: reader.location(of: entry.value.range)))
            return .uikit
        }
        return navigation
    }

    /// `state:`: a mapping of `name: Type`, or `name: Type = default`; every
    /// field but an optional one needs its default. A field may instead be a
    /// mapping, `type:` (what the short form writes) and `preview:`, the value
    /// previews show.
    static func state(_ node: SpecNode, reader: inout SchemaReader) -> [StateField] {
        fields(
            node, for: "state", what: "state field", requiresDefaults: true, allowsPreview: true,
            reader: &reader)
    }

    /// The keys of a state field written as a mapping.
    static let stateFieldKeys = ["type", "preview"]

    /// A mapping of fields, `name: Type` or `name: Type = default` (a state's,
    /// or a VIP use case's request, response or view model).
    /// - Parameter what: how errors name a field (`state field`).
    /// - Parameter requiresDefaults: a field that is not optional must have a default.
    /// - Parameter allowsPreview: a field may be a mapping of `type` and `preview`.
    static func fields(
        _ node: SpecNode, for key: String, what: String, requiresDefaults: Bool,
        allowsPreview: Bool = false, reader: inout SchemaReader
    ) -> [StateField] {
        if case .scalar(let scalar) = node, scalar.value.isEmpty { return [] }
        guard let mapping = reader.mapping(node, for: key) else { return [] }
        var fields: [StateField] = []
        for entry in mapping.entries {
            guard let name = reader.identifier(entry.key, what: "\(what) name") else { continue }
            let keyLocation = reader.location(of: entry.key.range)
            if SwiftName.reservedMemberNames.contains(name) {
                reader.report(
                    ModelDiagnostics.fieldNamedLikeAReservedMember(what, name, at: keyLocation))
                continue
            }
            var typeNode = entry.value
            var previewNode: SpecNode?
            if allowsPreview, case .mapping(let details) = entry.value {
                let detailFields = reader.fields(
                    of: details, allowed: stateFieldKeys, required: ["type"],
                    in: "\(what) '\(name)'")
                guard let type = detailFields["type"] else { continue }
                typeNode = type.value
                previewNode = detailFields["preview"]?.value
            }
            guard let scalar = reader.text(typeNode, for: name) else { continue }
            let text = scalar.value
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let type = parts[0].trimmingWhitespace
            guard !type.isEmpty else {
                reader.report(
                    ModelDiagnostics.fieldWithoutType(
                        what, name, at: reader.location(of: scalar.range)))
                continue
            }
            guard reader.checkType(type, in: scalar) else { continue }
            if let problem = SignatureTypeRules.problem(with: type, as: .field) {
                reader.report(
                    ModelDiagnostics.unsupportedType(
                        type, as: .field, problem: problem,
                        at: reader.location(of: scalar.range)))
                continue
            }
            var field = StateField(name: name, type: type, location: keyLocation)
            if parts.count == 2 {
                let value = parts[1].trimmingWhitespace
                if let problem = DefaultValueSyntax.problem(with: value) {
                    reader.report(
                        ModelDiagnostics.malformedFieldDefault(
                            what, name, value: value, problem: problem,
                            at: reader.location(of: scalar.range)))
                    continue
                }
                field.defaultValue = value
            } else if requiresDefaults && !field.isOptional {
                reader.report(
                    ModelDiagnostics.stateFieldNeedsDefault(
                        name, type: type, what: what, at: keyLocation))
                continue
            }
            if let previewNode {
                guard let preview = reader.text(previewNode, for: "preview") else { continue }
                if let problem = DefaultValueSyntax.problem(with: preview.value) {
                    reader.report(
                        ModelDiagnostics.malformedFieldPreview(
                            name, value: preview.value, problem: problem,
                            at: reader.location(of: preview.range)))
                    continue
                }
                field.previewValue = preview.value
            }
            fields.append(field)
        }
        return fields
    }

    /// Problems between the screen parts and the rest of the module: events and
    /// module inputs that clash with what the presenter or view already has, a
    /// module input and output with one selector, a view message named like
    /// the state's `render(_:)`, and view messages in a SwiftUI module.
    static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        var diagnostics = interactorInputClashes(in: module) + presenterMessageClashes(in: module)
        var outputs: [String: SourceLocation?] = [:]
        for output in module.moduleOutputs { outputs[output.selector] = output.location }
        for input in module.moduleInputs {
            if let outputLocation = outputs[input.selector] {
                diagnostics.append(
                    ModelDiagnostics.inputClashesWithOutput(
                        input.selector, at: input.location,
                        output: outputLocation))
            }
        }
        if module.ui == .swiftui, let first = module.viewOutputs.first {
            diagnostics.append(
                ModelDiagnostics.swiftUIViewMessage(first.selector, at: first.location))
        }
        if !module.state.isEmpty && module.ui != .swiftui {
            for output in module.viewOutputs where output.selector == "render(_:)" {
                diagnostics.append(ModelDiagnostics.viewMessageNamedRender(at: output.location))
            }
        }
        return diagnostics
    }

    /// A VIPER interactor implements its inputs beside its traits' methods.
    private static func interactorInputClashes(in module: ModuleDefinition) -> [Diagnostic] {
        guard module.style == .viper, !module.interactorInputs.isEmpty else { return [] }
        var traitMethods: [String: String] = [:]
        for use in module.traits where use.trait.kind == .interactor {
            for method in use.trait.methods {
                traitMethods[method.signature.selector] = "a method of \(use.trait.described)"
            }
        }
        return module.interactorInputs.compactMap { input in
            traitMethods[input.selector].map {
                ModelDiagnostics.messageClash(
                    "interactor input", input.selector, with: $0, at: input.location)
            }
        }
    }

    /// The presenter implements events and module inputs side by side, beside
    /// what it already has: nothing to check in a module with neither.
    private static func presenterMessageClashes(in module: ModuleDefinition) -> [Diagnostic] {
        guard !module.events.isEmpty || !module.moduleInputs.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var taken: [String: String] = [:]
        for output in module.viewOutputs { taken[output.selector] = "a view message" }
        if module.style == .mvp {
            for use in module.traits {
                for method in use.trait.methods {
                    taken[method.signature.selector] = "a method of \(use.trait.described)"
                }
            }
            if !module.routes.isEmpty { taken["open(_:)"] = "the routing trait's method" }
        } else {
            for output in module.interactorOutputs {
                taken[output.selector] = "an interactor output"
            }
        }
        for (kind, messages) in [("event", module.events), ("module input", module.moduleInputs)] {
            for message in messages {
                if let owner = taken[message.selector] {
                    diagnostics.append(
                        ModelDiagnostics.messageClash(
                            kind, message.selector, with: owner,
                            at: message.location))
                }
            }
            for message in messages { taken[message.selector] = "an \(kind)" }
        }
        return diagnostics
    }
}
