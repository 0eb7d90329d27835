/// One parameter of a generated method, route case or factory method:
/// `label name: Type`, `name: Type` or `_ name: Type`.
public struct SwiftParameter: Equatable, Sendable {
    /// The argument label when it differs from `name` (`_` for none), else `nil`.
    public var label: String?
    public var name: String
    public var type: String
    public var location: SourceLocation?

    public init(label: String? = nil, name: String, type: String, location: SourceLocation? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.location = location
    }

    /// `label name: Type` as written in a declaration.
    public var declaration: String {
        (label.map { "\($0) " } ?? "") + "\(name): \(type)"
    }

    /// The label callers write (`name` unless a label is given; empty for `_`).
    public var argumentLabel: String {
        guard let label else { return name }
        return label == "_" ? "" : label
    }

    /// `label: name` as written in a call that forwards this parameter.
    public var forwardingArgument: String {
        argumentLabel.isEmpty ? name : "\(argumentLabel): \(name)"
    }

    /// `label:` in a selector-like name (`_:` for unlabelled).
    public var selectorPart: String {
        argumentLabel.isEmpty ? "_:" : "\(argumentLabel):"
    }
}

extension Array where Element == SwiftParameter {
    /// `(label name: Type, ...)`.
    public var declarationList: String {
        "(" + map(\.declaration).joined(separator: ", ") + ")"
    }

    /// `(label: name, ...)`.
    public var forwardingList: String {
        "(" + map(\.forwardingArgument).joined(separator: ", ") + ")"
    }

    /// `label:label:` as in a selector.
    public var selector: String {
        map(\.selectorPart).joined()
    }
}
