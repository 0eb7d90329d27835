/// A viper-gen version, `major.minor.patch`, ordered as numbers.
public struct ToolVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The version of this viper-gen: the one place it is set. `--version`, the
    /// release archives (`make dist`) and the `minimumVersion` check all read it.
    public static let current = ToolVersion(major: 0, minor: 2, patch: 0)

    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(major: Int, minor: Int, patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `1.2.3`, `1.2` or `1` (missing parts are 0); nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({
                !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { $0.isASCII && $0.isNumber }
            })
        else { return nil }
        let numbers = parts.map { Int($0)! }
        self.init(
            major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0,
            patch: numbers.count > 2 ? numbers[2] : 0)
    }

    public var description: String { "\(major).\(minor).\(patch)" }

    public static func < (lhs: ToolVersion, rhs: ToolVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
