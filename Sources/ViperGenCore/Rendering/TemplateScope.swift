/// The names visible while rendering: the context's keys, then loop variables
/// (innermost last), which shadow outer names.
struct TemplateScope {
    enum Binding {
        case value(name: String, TemplateValue)
        /// `loop`, made into an object only when used as a whole.
        case loop(index: Int, count: Int)

        var name: String {
            switch self {
            case .value(let name, _): return name
            case .loop: return "loop"
            }
        }
    }

    enum Lookup {
        case found(TemplateValue)
        /// `path[resolvedCount]` is missing; `parent` is the value of the segments
        /// before it (`nil` when the first segment is missing).
        case missing(resolvedCount: Int, parent: TemplateValue?)
    }

    var root: TemplateObject
    var bindings: [Binding] = []

    init(root: TemplateObject) {
        self.root = root
    }

    func lookup(_ path: [String]) -> Lookup {
        let name = path[0]
        var current: TemplateValue?
        // By index, innermost first: `last(where:)` would copy every binding it passes.
        let innermost = bindings.indices.reversed().first { bindings[$0].name == name }.map {
            bindings[$0]
        }
        switch innermost {
        case .value(_, let value)?:
            current = value
        case .loop(let index, let count)?:
            if path.count == 2, let field = Self.loopField(path[1], index: index, count: count) {
                return .found(field)
            }
            current = Self.loopObject(index: index, count: count)
        case nil:
            current = nil
        }
        guard var value = current ?? root[name] else {
            return .missing(resolvedCount: 0, parent: nil)
        }
        for (offset, segment) in path.enumerated().dropFirst() {
            guard case .object(let fields) = value, let next = fields[segment] else {
                return .missing(resolvedCount: offset, parent: value)
            }
            value = next
        }
        return .found(value)
    }

    /// Every visible top-level name with its value, shadowed names left out.
    var visibleValues: [(name: String, value: TemplateValue)] {
        var seen: Set<String> = []
        var result: [(name: String, value: TemplateValue)] = []
        for binding in bindings.reversed() where seen.insert(binding.name).inserted {
            switch binding {
            case .value(let name, let value): result.append((name, value))
            case .loop(let index, let count):
                result.append(("loop", Self.loopObject(index: index, count: count)))
            }
        }
        for (name, value) in root where seen.insert(name).inserted {
            result.append((name, value))
        }
        return result
    }

    private static func loopField(_ field: String, index: Int, count: Int) -> TemplateValue? {
        switch field {
        case "index": return .string(String(index + 1))
        case "first": return .bool(index == 0)
        case "last": return .bool(index == count - 1)
        default: return nil
        }
    }

    private static func loopObject(index: Int, count: Int) -> TemplateValue {
        LoopContext(index: String(index + 1), first: index == 0, last: index == count - 1)
            .templateValue
    }
}

extension TemplateScope {
    /// What to suggest for an unknown variable: the closest existing path with as
    /// many segments, and the names available where the lookup failed.
    struct UnknownVariableHint {
        var suggestion: String?
        var available: TemplateDiagnostics.AvailableNames
    }

    private static let suggestionCandidateLimit = 5_000

    /// The hint for `path`, whose lookup stopped at `path[resolvedCount]`.
    func hint(forUnknown path: [String], resolvedCount: Int, parent: TemplateValue?)
        -> UnknownVariableHint
    {
        let visible = visibleValues
        let available: TemplateDiagnostics.AvailableNames
        if resolvedCount == 0 {
            available = .scope(visible.map(\.name))
        } else {
            let owner = path[..<resolvedCount].joined(separator: ".")
            if case .object(let fields) = parent {
                available = .fields(of: owner, fields.names)
            } else {
                available = .notAnObject(owner, kind: parent?.kindDescription ?? "")
            }
        }
        var candidates: [String] = []
        func collect(_ prefix: String, _ value: TemplateValue, remaining: Int) {
            guard candidates.count < Self.suggestionCandidateLimit else { return }
            if remaining == 0 {
                candidates.append(prefix)
            } else if case .object(let fields) = value {
                for (key, field) in fields.sorted(by: { $0.name < $1.name }) {
                    collect(prefix + "." + key, field, remaining: remaining - 1)
                }
            }
        }
        for (name, value) in visible.sorted(by: { $0.name < $1.name }) {
            collect(name, value, remaining: path.count - 1)
        }
        let suggestion = SpellingSuggestion.closest(to: path.joined(separator: "."), in: candidates)
        return UnknownVariableHint(suggestion: suggestion, available: available)
    }
}
