import ViperGenCore

/// Finds uses of API newer than the app's `platform` that no availability
/// check guards. The compiler ignores iOS availability on Linux, so this reads
/// the generated Swift itself: a use is guarded inside a declaration marked
/// `@available(iOS X, *)` or an `if #available(iOS X, *)` block with X at least
/// the API's version. Comments and string literals are skipped.
public struct AvailabilityChecker: Sendable {
    /// An unguarded use.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var name: String
        public var introduced: DeploymentTarget

        public var description: String {
            "\(file):\(line): '\(name)' is \(introduced)+ and nothing checks its availability"
        }
    }

    public var table: AvailabilityTable
    public var platform: DeploymentTarget

    public init(table: AvailabilityTable, platform: DeploymentTarget) {
        self.table = table
        self.platform = platform
    }

    /// The unguarded uses in one file.
    public func findings(in source: String, file: String) -> [Finding] {
        var scanner = SwiftTokenScanner(source)
        var scopes: [DeploymentTarget] = [platform]
        // An `@available` or `#available` waiting for the `{` it guards.
        var pending: (version: DeploymentTarget, indent: Int, declarationSeen: Bool)?
        var findings: [Finding] = []
        while let token = scanner.next() {
            if token.startsLine, let waiting = pending, waiting.declarationSeen,
                token.indent <= waiting.indent, token.text != "{"
            {
                pending = nil
            }
            switch token.text {
            case "{":
                scopes.append(max(scopes.last!, pending?.version ?? platform))
                pending = nil
            case "}":
                if scopes.count > 1 { scopes.removeLast() }
            case "@available", "#available":
                if let version = scanner.iOSVersionArgument() {
                    pending = (version, token.indent, false)
                }
            default:
                guard token.isIdentifier else { continue }
                if pending != nil, !token.isAttribute { pending?.declarationSeen = true }
                let guarded = max(scopes.last!, pending?.version ?? platform)
                if let introduced = table.introduced[token.name], introduced > guarded {
                    findings.append(
                        Finding(
                            file: file, line: token.line, name: token.name,
                            introduced: introduced))
                }
            }
        }
        return findings
    }
}
