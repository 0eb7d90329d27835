/// Refuses module names whose generated types would have the name of a shared
/// type: the runtime's (`TransitionHandler`, `Mock`, ...), a trait's protocol,
/// a type a trait declares (`RequestService` for a module named `Request`), or
/// one of Swift's or the Apple frameworks' (`UIViewController` for `UI`).
public enum TypeNameClashValidator {
    /// Types declared inside the runtime's types (`SlideAnimator.Edge`): no clash at the top level.
    static let nestedRuntimeTypeNames: Set<String> = [
        "Edge", "Style", "Presentation", "AlertRequest", "ShareRequest", "Answer",
    ]

    /// Names from Swift and the Apple frameworks the generated code uses, which a
    /// generated type would hide for the whole target (`UIViewController` for a
    /// module named `UI`, `FileManager` for `interactor: "{Module}Manager"` in
    /// `File`), and the modules it imports or names its types by (`SwiftUI.View`).
    public static let platformTypeNames = [
        "Swift", "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "XCTest", "Testing",
        "CoreGraphics", "String", "Int", "Double", "Float", "Bool", "Character", "Array",
        "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Void", "Any", "AnyObject",
        "Task", "MainActor", "Sendable", "Equatable", "Hashable", "Identifiable", "Codable",
        "Comparable", "URL", "Date", "Data", "UUID", "Decimal", "TimeInterval", "FileManager",
        "Bundle", "UserDefaults", "NotificationCenter", "DispatchQueue", "JSONDecoder",
        "JSONEncoder", "NSObject", "NSCoder", "UIViewController", "UINavigationController",
        "UIView", "UIWindow", "UIApplication", "UIResponder", "UIImage", "UIColor", "UIScreen",
        "UIHostingController", "UIAlertController", "UIAlertAction", "UIActivityViewController",
        "UIViewControllerRepresentable", "UIViewControllerAnimatedTransitioning",
        "UIViewControllerContextTransitioning", "UINavigationControllerDelegate",
        "UIModalPresentationStyle", "UITableView", "UICollectionView", "View", "ViewBuilder",
        "Text", "Button", "ButtonRole", "EmptyView", "AnyView", "ObservableObject",
        "ObservedObject", "StateObject", "Published", "Binding", "NavigationStack",
        "NavigationPath", "NavigationLink", "Environment", "Observable", "PreviewProvider",
        "Preview", "XCTestCase", "XCTestExpectation", "Suite", "Test",
    ]

    /// The type names a catalog's traits and the runtime declare, and the
    /// names each trait's scaffold declares for a module, read once per catalog.
    struct SharedTypeNames: Equatable, Sendable {
        /// Shared type name -> who declares it.
        var owners: [String: String] = [:]
        /// Trait name -> suffixes of the types its scaffold declares after the module's name.
        var scaffoldSuffixes: [String: [String]] = [:]
        /// `owners`, sorted by name, so the first clash reported is always the same.
        var ordered: [(name: String, owner: String)] = []
        /// The runtime's names when the config prefixes them (a clash then has another way out).
        var prefixedRuntimeNames: Set<String> = []

        /// - Parameter runtime: the runtime's names as the project spells them.
        init(traits: [TraitDefinition], runtime: RuntimeNames = .unprefixed) {
            for name in platformTypeNames { owners[name] = "Swift or an Apple framework" }
            let runtimeOwner =
                runtime.isPrefixed
                ? "the viper-gen runtime (with '\(RuntimeNames.key).\(RuntimeNames.prefixKey)' '\(runtime.prefix)')"
                : "the viper-gen runtime"
            for name in runtime.names { owners[name] = runtimeOwner }
            if runtime.isPrefixed { prefixedRuntimeNames = Set(runtime.names) }
            let marker = "ViperGenModuleName"
            for trait in traits {
                owners[trait.protocolName] = "trait '\(trait.name)'"
                for name in declaredTypeNames(
                    in: (trait.declarations ?? "") + "\n" + (trait.mockDeclarations ?? ""))
                {
                    owners[name] = "trait '\(trait.name)'"
                }
                let snippets = [trait.scaffold?.source, trait.scaffold?.tests].compactMap { $0 }
                scaffoldSuffixes[trait.name] = snippets.flatMap { snippet in
                    declaredTypeNames(in: Placeholders.substituted(snippet, ["module": marker]))
                        .filter { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)) }
                }
            }
            ordered = owners.sorted { $0.key < $1.key }.map { (name: $0.key, owner: $0.value) }
        }

        /// The starter types `use` scaffolds for `module` (when it uses its defaults), from the suffixes read once.
        func scaffoldTypes(of use: TraitUse, module: String) -> [String] {
            use.usesDefaults ? (scaffoldSuffixes[use.trait.name] ?? []).map { module + $0 } : []
        }

        static func == (lhs: SharedTypeNames, rhs: SharedTypeNames) -> Bool {
            lhs.owners == rhs.owners && lhs.scaffoldSuffixes == rhs.scaffoldSuffixes
                && lhs.prefixedRuntimeNames == rhs.prefixedRuntimeNames
        }
    }

    public static func problems(in module: ModuleDefinition, catalog: TraitCatalog) -> [Diagnostic]
    {
        let shared = catalog.sharedTypeNames
        // Only shared names that start with the module's name can clash: few, or
        // none. Names are ASCII and sorted, so those are together, from the
        // first name not before the module's.
        var low = 0
        var high = shared.ordered.count
        while low < high {
            let middle = (low + high) / 2
            if shared.ordered[middle].name < module.name { low = middle + 1 } else { high = middle }
        }
        // A renamed role's built-in name is not generated (``NamingValidator`` checks its new one).
        let renamedSuffixes = module.namedRoles.filter { module.naming.templates[$0] != nil }
            .map(\.defaultSuffix)
        for (name, owner) in shared.ordered[low...] {
            guard name.hasPrefix(module.name) else { break }
            let suffix = String(name.dropFirst(module.name.count))
            let generates =
                (ModuleDefinition.typeNameSuffixes.contains(suffix)
                    && !renamedSuffixes.contains(suffix)
                    && (suffix != "Navigator" || module.navigation == .swiftui))
                || module.traits.contains { use in
                    use.usesDefaults
                        && (shared.scaffoldSuffixes[use.trait.name] ?? []).contains(suffix)
                }
            if generates {
                return [
                    ModelDiagnostics.typeNameClash(
                        module.name, generated: name, owner: owner,
                        byRuntimePrefix: shared.prefixedRuntimeNames.contains(name),
                        at: module.nameLocation)
                ]
            }
        }
        return []
    }

    /// The names after `protocol`, `struct`, `class`, `enum`, `actor` and `typealias` in Swift text.
    /// Words are runs of identifier bytes (identifiers are ASCII): no Character walk.
    static func declaredTypeNames(in text: String) -> [String] {
        let words = text.utf8.split(whereSeparator: { !SwiftName.isASCIIIdentifierByte($0) })
        var names: [String] = []
        for (index, word) in words.enumerated().dropLast()
        where declaringKeywords.contains(where: { word.elementsEqual($0.utf8) }) {
            names.append(String(decoding: words[index + 1], as: UTF8.self))
        }
        return names
    }

    private static let declaringKeywords = [
        "protocol", "struct", "class", "enum", "actor", "typealias",
    ]
}
