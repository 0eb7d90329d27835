/// A protocol a module spec declares under `protocols:`, beside the protocols
/// of its roles: a service the interactor calls, a cell's presenter, a
/// delegate. viper-gen declares it in `<Module>Protocols.swift` and gives the
/// tests a spy of it, `<Name>Spy`.
public struct DeclaredProtocol: Equatable, Sendable {
    /// A property requirement: `var name: Type { get }`, or `{ get set }`.
    public struct Property: Equatable, Sendable {
        public var name: String
        public var type: String
        /// True for `{ get set }`.
        public var isSettable: Bool
        public var location: SourceLocation?

        public init(
            name: String, type: String, isSettable: Bool = false, location: SourceLocation? = nil
        ) {
            self.name = name
            self.type = type
            self.isSettable = isSettable
            self.location = location
        }

        /// `var name: Type { get }` as the protocol declares it.
        public var requirement: String {
            "var \(name): \(type) { \(isSettable ? "get set" : "get") }"
        }
    }

    public var name: String
    /// What it refines, as written (`AnyObject`, `Sendable`, an app's protocol).
    public var inherits: [String]
    /// True for `mainActor: true`: the protocol is `@MainActor`.
    public var isMainActor: Bool
    public var properties: [Property]
    public var methods: [SwiftMethod]
    public var location: SourceLocation?

    public init(
        name: String, inherits: [String] = [], isMainActor: Bool = false,
        properties: [Property] = [], methods: [SwiftMethod] = [], location: SourceLocation? = nil
    ) {
        self.name = name
        self.inherits = inherits
        self.isMainActor = isMainActor
        self.properties = properties
        self.methods = methods
        self.location = location
    }

    /// The test double's name: `<Name>Spy`.
    public var spyName: String { name + "Spy" }

    /// The protocols of `declared` this one refines, directly or through
    /// another, each once, nearest first; itself never (a cycle stops there).
    public func ancestors(in declared: [DeclaredProtocol]) -> [DeclaredProtocol] {
        let byName = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var found: [DeclaredProtocol] = []
        var seen: Set<String> = [name]
        var pending = inherits
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard !seen.contains(next), let ancestor = byName[next] else { continue }
            seen.insert(next)
            found.append(ancestor)
            pending += ancestor.inherits
        }
        return found
    }

    /// What its spy implements: its own properties and methods and those of
    /// the declared protocols it refines, each requirement once.
    public func spiedMembers(in declared: [DeclaredProtocol]) -> (
        properties: [Property], methods: [SwiftMethod]
    ) {
        var properties: [Property] = []
        var methods: [SwiftMethod] = []
        for source in [self] + ancestors(in: declared) {
            for property in source.properties
            where !properties.contains(where: { $0.name == property.name }) {
                properties.append(property)
            }
            for method in source.methods
            where !methods.contains(where: {
                $0.typedSelector == method.typedSelector
                    && $0.effectsAndResult == method.effectsAndResult
            }) {
                methods.append(method)
            }
        }
        return (properties, methods)
    }
}
