/// The spec `adopt` writes for a hand-written module, before it is text:
/// each message and dependency keeps the declaration it came from, so a
/// part the spec language refuses is left out with a note at its origin.
public struct AdoptedSpec: Sendable {
    /// One method of a message section.
    public struct Message: Sendable {
        public var name: String
        public var parameters: [ScannedParameter]
        public var effects: [String]
        public var result: String
        public var origin: Found
    }

    /// A section of messages (`view`, `events`, `interactor.inputs`, ...).
    public struct Section: Sendable {
        /// The keys leading to the section: `["view"]`, `["interactor", "inputs"]`.
        public var path: [String]
        public var inherits: [String] = []
        public var messages: [Message] = []
        /// The protocol the section comes from.
        public var origin: Found
        /// Written even with no messages (`input:`, `output:`: a marker protocol).
        public var keepsWhenEmpty = false
    }

    /// A dependency of one class (`presenter`, `interactor`, `router`).
    public struct Dependency: Sendable {
        public var owner: String
        public var name: String
        /// The type as the spec writes it: not optional when weak.
        public var type: String
        /// Held weakly (`weak: true`): a delegate or an output the module does not own.
        public var isWeak = false
        public var origin: Found
    }

    /// A VIP use case: its key, its methods' names and its models' fields.
    public struct UseCase: Sendable {
        public var name: String
        public var isAsync = false
        /// `do`, `present` and `display` names that differ from the defaults.
        public var methodNames: [(step: String, name: String)] = []
        /// `request`, `response` and `viewModel`, each with its fields.
        public var models: [(key: String, fields: [Field])] = []
        public var origin: Found
    }

    /// A field of a VIP model.
    public struct Field: Sendable {
        public var name: String
        public var type: String
        public var defaultValue: String
        public var origin: Found
    }

    /// A `naming:` entry: a role and its template.
    public struct NamedRole: Sendable {
        public var role: String
        public var template: String
        public var origin: Found
    }

    /// A protocol of the module's own, written under `protocols:`.
    public struct OwnProtocol: Sendable {
        public var name: String
        public var inherits: [String] = []
        public var isMainActor = false
        public var properties: [Property] = []
        public var methods: [Message] = []
        public var origin: Found
    }

    /// A property requirement of an ``OwnProtocol``.
    public struct Property: Sendable {
        public var name: String
        public var type: String
        public var isSettable: Bool
        public var origin: Found
    }

    public var module: String
    public var style: ModuleDefinition.Style
    public var ui: UIKind
    public var folder: String
    /// The modules the module's files import, for the spec's `imports:`.
    public var imports: [Found] = []
    public var sections: [Section] = []
    public var dependencies: [Dependency] = []
    public var useCases: [UseCase] = []
    /// VIP: the data store's fields (`dataStore:`); `nil` when the spec has none.
    public var dataStore: [Field]?
    public var naming: [NamedRole] = []
    /// The module's own protocols (`protocols:`).
    public var protocols: [OwnProtocol] = []

    /// Takes out the part written at `item` (see ``AdoptedSpecWriter/Item``).
    mutating func remove(_ item: AdoptedSpecWriter.Item) {
        switch item {
        case .message(let section, let index): sections[section].messages.remove(at: index)
        case .inherits(let section): sections[section].inherits = []
        case .dependency(let index): dependencies.remove(at: index)
        case .useCase(let index): useCases.remove(at: index)
        case .naming(let index): naming.remove(at: index)
        case .dataStoreField(let index): dataStore?.remove(at: index)
        case .field(let useCase, let model, let index):
            useCases[useCase].models[model].fields.remove(at: index)
        case .imports: imports = []
        case .ownProtocol(let index): protocols.remove(at: index)
        case .ownInherits(let index): protocols[index].inherits = []
        case .ownProperty(let owner, let index): protocols[owner].properties.remove(at: index)
        case .ownMethod(let owner, let index): protocols[owner].methods.remove(at: index)
        }
    }

    /// Where the part written at `item` came from.
    func origin(of item: AdoptedSpecWriter.Item) -> Found? {
        switch item {
        case .message(let section, let index): return sections[section].messages[index].origin
        case .inherits(let section): return sections[section].origin
        case .dependency(let index): return dependencies[index].origin
        case .useCase(let index): return useCases[index].origin
        case .naming(let index): return naming[index].origin
        case .dataStoreField(let index): return dataStore?[index].origin
        case .field(let useCase, let model, let index):
            return useCases[useCase].models[model].fields[index].origin
        case .imports: return imports.first
        case .ownProtocol(let index), .ownInherits(let index): return protocols[index].origin
        case .ownProperty(let owner, let index): return protocols[owner].properties[index].origin
        case .ownMethod(let owner, let index): return protocols[owner].methods[index].origin
        }
    }
}
