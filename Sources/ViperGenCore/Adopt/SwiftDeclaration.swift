/// What ``SwiftDeclarationScanner`` finds in a Swift file: types, protocols,
/// extensions and their members, with the text of their signatures. Bodies
/// are not kept, except the few statements ``SwiftBodyStatement`` describes.
public struct SwiftDeclaration: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case `protocol`, `class`, `struct`, `enum`, `actor`, `extension`
        case function, initializer, property, enumCase, typeAlias, associatedType
        /// `import UIKit` (`import struct Kit.Type`): the name is the module's.
        case `import`
    }

    public var kind: Kind
    /// The declared name; for an extension, the extended type (`A.B`).
    public var name: String
    /// The 1-based line of the declaring keyword.
    public var line: Int
    /// Access and other modifiers, in order (`public`, `final`, `weak`, `static`, ...).
    public var modifiers: [String] = []
    /// Attributes without arguments (`@MainActor`, `@objc`).
    public var attributes: [String] = []
    /// A type's, protocol's or extension's inheritance clause, one entry per name.
    public var inherits: [String] = []
    /// Whether a type or extension has a `where` clause, or a function generic parameters.
    public var isGeneric = false
    /// A function's or initializer's parameters, or an enum case's associated values.
    public var parameters: [ScannedParameter] = []
    /// `async`, `throws`, `rethrows` after a function's parameters.
    public var effects: [String] = []
    /// A function's result type, or a property's type (empty when inferred).
    public var type: String = ""
    /// A property's initial value, as written.
    public var initialValue: String = ""
    /// `let` rather than `var` for a property.
    public var isConstant = false
    /// A property with a body of its own (`var x: Int { 1 }`) rather than stored.
    public var isComputed = false
    /// A protocol property's accessors and their effects (`get`, `set`, `async`, `throws`, `mutating`).
    public var accessors: [String] = []
    /// Members of a type, protocol or extension.
    public var members: [SwiftDeclaration] = []
    /// A function's body: its local bindings and member assignments.
    public var statements: [SwiftBodyStatement] = []
    /// Whether a function or initializer has a body.
    public var hasBody = false

    public init(kind: Kind, name: String, line: Int) {
        self.kind = kind
        self.name = name
        self.line = line
    }

    /// `weak`, `unowned` or none.
    public var isWeak: Bool { modifiers.contains("weak") || modifiers.contains("unowned") }
    /// `static` or `class` members.
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    /// `private` or `fileprivate` declarations.
    public var isPrivate: Bool {
        modifiers.contains("private") || modifiers.contains("fileprivate")
    }

    /// The Swift selector: `name(label:label:)`, or the name for a property.
    public var selector: String {
        guard kind == .function || kind == .initializer else { return name }
        return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The signature as one normalized line, `func show(item: Item) async -> Bool`:
    /// two declarations with the same signature text declare the same requirement.
    public var signature: String {
        switch kind {
        case .function, .initializer:
            let head = kind == .function ? "func \(name)" : "init"
            let list = parameters.map(\.text).joined(separator: ", ")
            let effectText = effects.isEmpty ? "" : " " + effects.joined(separator: " ")
            let result = type.isEmpty || type == "Void" || type == "()" ? "" : " -> \(type)"
            return "\(head)(\(list))\(effectText)\(result)"
        case .property:
            let accessorText = accessors.isEmpty ? "" : " { \(accessors.joined(separator: " ")) }"
            return "var \(name): \(type)\(accessorText)"
        default:
            return "\(kind.rawValue) \(name)"
        }
    }
}

/// One parameter of a function, an initializer or an enum case.
public struct ScannedParameter: Equatable, Sendable {
    /// The argument label; nil for `_` (or an enum case's unlabelled value).
    public var label: String?
    /// The parameter's name inside the body (the label when only one is written).
    public var name: String
    public var type: String
    public var defaultValue: String = ""

    public init(label: String?, name: String, type: String) {
        self.label = label
        self.name = name
        self.type = type
    }

    /// `label name: Type`, `_ name: Type`, `name: Type` or `_: Type`, without the default.
    public var text: String {
        switch label {
        case nil where name.isEmpty: return "_: \(type)"
        case nil: return "_ \(name): \(type)"
        case name: return "\(name): \(type)"
        case let label?: return "\(label) \(name): \(type)"
        }
    }
}

/// A statement of a function body that wires a module: `let presenter =
/// LoginPresenter(view: view)`, `presenter.router = router`.
public enum SwiftBodyStatement: Equatable, Sendable {
    /// `let name = Type(label: value, ...)`: the arguments whose values are plain names.
    case binding(name: String, type: String, arguments: [SwiftArgument], line: Int)
    /// `holder.member = value`, where value is a name (or `self`), or the member
    /// named of one (`scene.router` gives `router`).
    case assignment(holder: String, member: String, value: String, line: Int)
}

/// One argument of a call whose value is a plain name: `view: viewController`.
public struct SwiftArgument: Equatable, Sendable {
    public var label: String?
    public var value: String

    public init(label: String?, value: String) {
        self.label = label
        self.value = value
    }
}
