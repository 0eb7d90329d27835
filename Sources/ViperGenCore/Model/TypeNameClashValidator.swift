/// Refuses module names whose generated types would have the name of a shared
/// type: the runtime's (`TransitionHandler`, `Mock`, ...), a trait's protocol,
/// or a type a trait declares (`RequestService` for a module named `Request`).
public enum TypeNameClashValidator {
    /// Types the shared runtime and test support declare.
    public static let runtimeTypeNames = [
        "TransitionHandler", "URLOpener", "Routable", "Transition", "PushTransition", "PresentTransition",
        "ModalTransition", "Mock", "MockCalls", "Stub", "TransitionHandlerSpy",
    ]

    public static func problems(in module: ModuleSpec, catalog: TraitCatalog) -> [Diagnostic] {
        var shared: [String: String] = [:]
        for name in runtimeTypeNames { shared[name] = "the viper-gen runtime" }
        for trait in catalog.traits {
            shared[trait.protocolName] = "trait '\(trait.name)'"
            for name in declaredTypeNames(in: trait.declarations ?? "") { shared[name] = "trait '\(trait.name)'" }
        }
        var generated = ModuleSpec.typeNameSuffixes.map { module.name + $0 }
        for use in module.traits where use.usesDefaults {
            for snippet in [use.trait.scaffold?.source, use.trait.scaffold?.tests].compactMap({ $0 }) {
                generated += declaredTypeNames(in: Placeholders.substituted(snippet, ["module": module.name]))
            }
        }
        for name in generated {
            if let owner = shared[name] {
                return [ModelDiagnostics.typeNameClash(module.name, generated: name, owner: owner,
                                                       at: module.nameLocation)]
            }
        }
        return []
    }

    /// The names after `protocol`, `struct`, `class`, `enum`, `actor` and `typealias` in Swift text.
    static func declaredTypeNames(in text: String) -> [String] {
        let words = text.split(whereSeparator: { !(SwiftName.isIdentifierCharacter($0.unicodeScalars.first!)) })
        var names: [String] = []
        for (index, word) in words.enumerated().dropLast()
        where ["protocol", "struct", "class", "enum", "actor", "typealias"].contains(word) {
            names.append(String(words[index + 1]))
        }
        return names
    }
}
