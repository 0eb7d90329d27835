/// The names of the shared runtime's top-level types (`TransitionHandler`,
/// `Mock`, ...), as the project's `runtime: {prefix: XY}` spells them
/// (`XYTransitionHandler`, `XYMock`), so that the runtime can live in a target
/// that already declares types of those names. The one list of the runtime's
/// names (``RuntimeType``): the templates, the context builders, the trait
/// snippets and the clash checks all read them from here.
public struct RuntimeNames: Equatable, Sendable {
    /// The config's key, and its one key.
    public static let key = "runtime"
    public static let prefixKey = "prefix"
    /// The keys of `runtime:`.
    public static let keys = [prefixKey]
    /// The longest prefix, in bytes: each runtime name grows by it.
    public static let maximumPrefixLength = 32

    /// The runtime's top-level type names, unprefixed, in the order of ``RuntimeType``.
    public static let baseNames = RuntimeType.allCases.map(\.rawValue)

    /// The runtime with its names as they are (no `runtime:` in the config).
    public static let unprefixed = RuntimeNames()

    /// What goes before every runtime name; empty for none.
    public let prefix: String
    /// Where the config writes the prefix (nil when it does not).
    public let prefixLocation: SourceLocation?
    /// Base name -> prefixed name.
    private let byBaseName: [String: String]

    /// - Parameter prefix: a valid prefix (``RuntimeNamesReader`` checks the config's).
    public init(prefix: String = "", at location: SourceLocation? = nil) {
        self.prefix = prefix
        self.prefixLocation = location
        self.byBaseName = Dictionary(
            uniqueKeysWithValues: Self.baseNames.map { ($0, prefix + $0) })
    }

    /// True when the runtime's names are prefixed.
    public var isPrefixed: Bool { !prefix.isEmpty }

    /// The project's name for `type`.
    public func name(_ type: RuntimeType) -> String { prefix + type.rawValue }

    /// Every runtime name as the project spells it, in the order of ``baseNames``.
    public var names: [String] { Self.baseNames.map { prefix + $0 } }

    /// `any TransitionHandler`: what navigating dependencies are declared as.
    public var transitionHandlerType: String { "any " + name(.transitionHandler) }

    /// `text`, Swift from a trait snippet, with every whole runtime name
    /// prefixed (see ``SwiftTextRenamer`` for what counts as one); `text` itself without a prefix.
    public func renamed(inSwift text: String) -> String {
        isPrefixed ? SwiftTextRenamer.renamed(text, byBaseName) : text
    }

    /// Two values are equal when their prefixes are (where it is written aside).
    public static func == (lhs: RuntimeNames, rhs: RuntimeNames) -> Bool {
        lhs.prefix == rhs.prefix
    }
}
