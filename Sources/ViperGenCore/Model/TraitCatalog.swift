/// The traits a project can use: the built-in ones, replaced or extended by the
/// project's own traits file.
public struct TraitCatalog: Equatable, Sendable {
    public private(set) var traits: [TraitDefinition]
    /// Who declares each shared type name (worked out once per catalog).
    let sharedTypeNames: TypeNameClashValidator.SharedTypeNames
    /// Each trait's place in ``traits``, by name: a lookup costs the same in any catalog.
    private let indexByName: [String: Int]
    /// The traits' names for "did you mean" hints, shared by every spec's diagnostics.
    let spelling: SpellingCandidates

    /// The runtime's names the traits' Swift uses (``renamingRuntime(_:)``).
    public let runtime: RuntimeNames

    public init(traits: [TraitDefinition], runtime: RuntimeNames = .unprefixed) {
        self.traits = traits.sorted { $0.name < $1.name }
        self.runtime = runtime
        self.sharedTypeNames = TypeNameClashValidator.SharedTypeNames(
            traits: self.traits, runtime: runtime)
        var index: [String: Int] = [:]
        for (offset, trait) in self.traits.enumerated() where index[trait.name] == nil {
            index[trait.name] = offset
        }
        self.indexByName = index
        self.spelling = SpellingCandidates(self.traits.map(\.name), kind: "traits")
    }

    /// Two catalogs are equal when their traits and runtime are (what they derive from them follows).
    public static func == (lhs: TraitCatalog, rhs: TraitCatalog) -> Bool {
        lhs.traits == rhs.traits && lhs.runtime == rhs.runtime
    }

    /// The catalog with every trait's Swift naming the runtime's types as
    /// `runtime` spells them; itself when it already does.
    public func renamingRuntime(_ runtime: RuntimeNames) -> TraitCatalog {
        guard runtime != self.runtime else { return self }
        return TraitCatalog(traits: traits.map { $0.renamingRuntime(runtime) }, runtime: runtime)
    }

    /// The catalog with `projectTraits` added; a project trait with a built-in's
    /// name (and `replacesBuiltIn: true`) takes its place.
    public func adding(_ projectTraits: [TraitDefinition]) -> TraitCatalog {
        let replaced = Set(projectTraits.map(\.name))
        return TraitCatalog(
            traits: traits.filter { !replaced.contains($0.name) } + projectTraits, runtime: runtime)
    }

    public var names: [String] { traits.map(\.name) }

    public func trait(named name: String) -> TraitDefinition? {
        indexByName[name].map { traits[$0] }
    }
}

extension TraitCatalog {
    /// The built-in catalog's name among the embedded templates.
    public static let builtInName = "Catalog/BuiltInTraits.viper.yml"

    /// The built-in traits, read from the embedded templates once per process.
    public static let builtIn: TraitCatalog = {
        guard let text = DefaultTemplates.all.first(where: { $0.name == builtInName })?.text else {
            return TraitCatalog(traits: [])
        }
        let source = SourceFile(path: "Templates/" + builtInName, text: text)
        return TraitCatalog(traits: TraitCatalogReader.read(source, origin: .builtIn).traits)
    }()
}
