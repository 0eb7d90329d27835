/// A trait: a protocol whose methods are requirements implemented in a protocol
/// extension, with get-only dependencies and a Mock override per method.
/// Built-in traits and a project's own traits share this definition. Immutable,
/// and a class so that every module using a trait shares one copy.
public final class TraitDefinition: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        case router
        case interactor
    }

    public enum Origin: Equatable, Sendable {
        case builtIn
        case project(path: String)
    }

    public let name: String
    public let kind: Kind
    /// One line: the `traits` listing and the protocol's doc comment.
    public let summary: String
    /// Modules the trait's files import (e.g. `Foundation` for `URL`).
    public let imports: [String]
    public let parameters: [TraitParameter]
    public let associatedTypes: [TraitAssociatedType]
    public let dependencies: [TraitDependency]
    /// State the trait's logic keeps (`store:`): each field a class composing
    /// the trait stores with its default, and the protocol declares `{ get set }`.
    public let store: [StateField]
    public let methods: [TraitMethod]
    /// Extra Swift declarations written into the trait's file (e.g. its service protocol).
    public let declarations: String?
    /// Extra Swift declarations written into the trait's Mock file: test
    /// doubles for its dependencies and the `stubbed` overloads that return them.
    public let mockDeclarations: String?
    /// Snippets added to a module's scaffolded files when it uses the trait
    /// without setting any parameter (e.g. a starter service and its stub).
    public let scaffold: TraitScaffold?
    /// Swift showing the trait in use, printed by `traits show` (never generated).
    public let example: String?
    public let origin: Origin
    public let replacesBuiltIn: Bool
    /// The access level of the trait's files when the trait belongs to one
    /// module (its requests); `nil`: the project's shared access.
    public let access: AccessLevel?
    /// Where the trait's name is written.
    public let location: SourceLocation?
    /// Each member a class composing the trait gets, by the name two traits would
    /// share (`transitionHandler`, `close()`), with its declaration to compare.
    public let members: [(key: String, declaration: String)]

    public init(
        name: String,
        kind: Kind,
        summary: String,
        imports: [String] = [],
        parameters: [TraitParameter] = [],
        associatedTypes: [TraitAssociatedType] = [],
        dependencies: [TraitDependency] = [],
        store: [StateField] = [],
        methods: [TraitMethod] = [],
        declarations: String? = nil,
        mockDeclarations: String? = nil,
        scaffold: TraitScaffold? = nil,
        example: String? = nil,
        origin: Origin = .builtIn,
        replacesBuiltIn: Bool = false,
        access: AccessLevel? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.imports = imports
        self.parameters = parameters
        self.associatedTypes = associatedTypes
        self.dependencies = dependencies
        self.store = store
        self.example = example
        self.methods = methods
        self.declarations = declarations
        self.mockDeclarations = mockDeclarations
        self.scaffold = scaffold
        self.origin = origin
        self.replacesBuiltIn = replacesBuiltIn
        self.access = access
        self.location = location
        self.members =
            dependencies.map { ($0.name, "var \($0.name): \($0.type)") }
            + store.map { ($0.name, "var \($0.name): \($0.type) = \($0.defaultValue ?? "nil")") }
            + methods.map { ($0.signature.selector, $0.signature.withoutLocations.declaration) }
    }

    /// True for a trait that belongs to one module (its requests), which no catalog lists.
    public var isModulesOwn: Bool { access != nil }

    /// How diagnostics name the trait: `trait 'close'`, or `the module's requests`.
    public var described: String { isModulesOwn ? "the module's requests" : "trait '\(name)'" }

    /// `CloseRouterTrait`, `RequestInteractorTrait`.
    public var protocolName: String {
        Self.protocolName(name: name, kind: kind)
    }

    public static func == (lhs: TraitDefinition, rhs: TraitDefinition) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.summary == rhs.summary
                && lhs.imports == rhs.imports && lhs.parameters == rhs.parameters
                && lhs.associatedTypes == rhs.associatedTypes
                && lhs.dependencies == rhs.dependencies && lhs.store == rhs.store
                && lhs.methods == rhs.methods && lhs.declarations == rhs.declarations
                && lhs.mockDeclarations == rhs.mockDeclarations && lhs.scaffold == rhs.scaffold
                && lhs.origin == rhs.origin && lhs.replacesBuiltIn == rhs.replacesBuiltIn
                && lhs.access == rhs.access
                && lhs.location == rhs.location)
    }

    public static func protocolName(name: String, kind: Kind) -> String {
        name.prefix(1).uppercased() + name.dropFirst() + (kind == .router ? "Router" : "Interactor")
            + "Trait"
    }
}

/// A value a module sets when it uses a trait (e.g. `request`'s `service` type).
public struct TraitParameter: Equatable, Sendable {
    public var name: String
    /// The value when the module sets none; may use `${module}`.
    public var defaultValue: String
    public var summary: String

    public init(name: String, defaultValue: String, summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// `associatedtype Name: Constraint` in the trait's protocol.
public struct TraitAssociatedType: Equatable, Sendable {
    public var name: String
    public var constraint: String?

    public init(name: String, constraint: String?) {
        self.name = name
        self.constraint = constraint
    }
}

/// A get-only property the trait needs, e.g. `transitionHandler`.
public struct TraitDependency: Equatable, Sendable {
    public var name: String
    /// The type in the trait's protocol (before `!`), e.g. `any TransitionHandler`.
    public var type: String
    /// The type a module's class stores, when it differs (may use `${parameter}`).
    public var moduleType: String?
    /// Stored `weak` in the module's classes (class-bound dependencies such as views).
    public var isWeak: Bool
    public var location: SourceLocation?

    public init(
        name: String, type: String, moduleType: String? = nil, isWeak: Bool = false,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.moduleType = moduleType
        self.isWeak = isWeak
        self.location = location
    }
}

/// A trait method: its signature, the default body, and the Mock override's body.
public struct TraitMethod: Equatable, Sendable {
    public var signature: SwiftMethod
    public var body: String
    /// The body of `extension Trait where Self: Mock`; `nil` means "record the call".
    public var mockBody: String?
    /// One line: the requirement's doc comment; empty for none.
    public var summary: String

    public init(signature: SwiftMethod, body: String, mockBody: String? = nil, summary: String = "")
    {
        self.signature = signature
        self.body = body
        self.mockBody = mockBody
        self.summary = summary
    }
}

/// Starter code for a module that uses a trait with its default parameters.
public struct TraitScaffold: Equatable, Sendable {
    /// `${nonisolated}` in a snippet: `nonisolated ` when the config's
    /// `defaultIsolation` is `MainActor`, else nothing. Written before a
    /// scaffolded value type or service, it keeps it off the main actor.
    public static let nonisolatedPlaceholder = "nonisolated"

    /// Swift added to the module's scaffolded services file.
    public var source: String?
    /// Swift added to the module's scaffolded test file (e.g. a `Stub` conformance).
    public var tests: String?

    public init(source: String?, tests: String?) {
        self.source = source
        self.tests = tests
    }
}
