/// One parameter of a generated method, route case or factory method:
/// `label name: Type`, `name: Type`, `_ name: Type`, or (a message's) `_: Type`.
public struct SwiftParameter: Equatable, Sendable {
    /// The argument label when it differs from `name` (`_` for none), else `nil`.
    public var label: String?
    /// The name inside a body; for an unnamed parameter, the one viper-gen
    /// chose (``UnnamedParameterNames``).
    public var name: String
    public var type: String
    public var location: SourceLocation?
    /// True when the spec wrote `_: Type`: a protocol requirement names no
    /// parameter (`func f(_: Type)`), and implementations use `name`.
    public var isUnnamed: Bool

    public init(
        label: String? = nil, name: String, type: String, location: SourceLocation? = nil,
        isUnnamed: Bool = false
    ) {
        self.label = isUnnamed ? "_" : label
        self.name = name
        self.type = type
        self.location = location
        self.isUnnamed = isUnnamed
    }

    /// `label name: Type` as written in a declaration that implements the
    /// method (an unnamed parameter as `_ name: Type`).
    public var declaration: String {
        (label.map { "\($0) " } ?? "") + "\(name): \(type)"
    }

    /// As written in a protocol requirement: `_: Type` for an unnamed
    /// parameter, else `declaration`.
    public var requirement: String {
        isUnnamed ? "_: \(type)" : declaration
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

    /// `(label name: Type, ...)` as in a protocol requirement (`(_: Type)` unnamed).
    public var requirementList: String {
        "(" + map(\.requirement).joined(separator: ", ") + ")"
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
