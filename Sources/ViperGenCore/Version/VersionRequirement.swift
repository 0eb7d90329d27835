/// The viper-gen versions a project accepts: `version:` in `viper-gen.yml`.
/// Written as one exact version (`0.2.0`) or as comparisons joined by commas
/// (`>= 0.2.0, < 0.3.0`), all of which must hold.
public struct VersionRequirement: Hashable, Sendable, CustomStringConvertible {
    /// How one comparison compares.
    public enum Comparison: String, CaseIterable, Sendable {
        case equal = "="
        case atLeast = ">="
        case greater = ">"
        case atMost = "<="
        case less = "<"

        func holds(_ version: ToolVersion, against bound: ToolVersion) -> Bool {
            switch self {
            case .equal: version == bound
            case .atLeast: version >= bound
            case .greater: version > bound
            case .atMost: version <= bound
            case .less: version < bound
            }
        }
    }

    /// One comparison with a bound, e.g. `>= 0.2.0`.
    public struct Clause: Hashable, Sendable {
        public var comparison: Comparison
        public var bound: ToolVersion
    }

    /// The comparisons, in the order written; at least one.
    public private(set) var clauses: [Clause]

    /// Parses `0.2.0`, `= 0.2.0` or `>= 0.2.0, < 0.3.0`; nil for anything else.
    public init?(parsing text: String) {
        var clauses: [Clause] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let written = part.trimmingSpaces
            let comparison =
                Comparison.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
                .first { written.hasPrefix($0.rawValue) } ?? .equal
            let rest =
                written.hasPrefix(comparison.rawValue)
                ? Substring(written.dropFirst(comparison.rawValue.count)).trimmingSpaces : written
            guard let bound = ToolVersion(parsing: String(rest)) else { return nil }
            clauses.append(Clause(comparison: comparison, bound: bound))
        }
        self.clauses = clauses
    }

    /// True when `version` meets every comparison.
    public func accepts(_ version: ToolVersion) -> Bool {
        clauses.allSatisfy { $0.comparison.holds(version, against: $0.bound) }
    }

    /// The one version it accepts, when it is written as an exact version.
    public var exactVersion: ToolVersion? {
        clauses.count == 1 && clauses[0].comparison == .equal ? clauses[0].bound : nil
    }

    /// `0.2.0` or `>= 0.2.0, < 0.3.0`: normalised spacing, full versions.
    public var description: String {
        if let exactVersion { return exactVersion.description }
        return clauses.map { "\($0.comparison.rawValue) \($0.bound)" }.joined(separator: ", ")
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
