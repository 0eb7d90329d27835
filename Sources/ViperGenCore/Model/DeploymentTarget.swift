/// The oldest iOS the app supports (`platform: iOS 16.0` in `viper-gen.yml`).
/// Generated code uses no API newer than it without an availability check.
public struct DeploymentTarget: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The config key.
    public static let key = "platform"
    /// What a project gets when its config names none.
    public static let defaultTarget = DeploymentTarget(major: 16, minor: 0)
    /// The oldest target the generated code is written and tested for.
    public static let oldestSupported = DeploymentTarget(major: 15, minor: 0)
    /// From here, SwiftUI presenters are `@Observable` (the Observation framework's
    /// `Observable` macro is iOS 17.0+); below, they are Combine `ObservableObject`s.
    public static let observationFramework = DeploymentTarget(major: 17, minor: 0)

    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// `iOS 16`, `iOS 16.4` or `iOS 16.4.1` (the patch is read and ignored, as
    /// Xcode's deployment target ignores it); nil for anything else.
    public init?(parsing text: String) {
        guard text.hasPrefix("iOS ") else { return nil }
        let parts = text.dropFirst(4).split(separator: ".", omittingEmptySubsequences: false)
        // Each part is 1 to 3 ASCII digits, without a leading zero (as the JSON Schema says).
        guard (1...3).contains(parts.count),
            parts.allSatisfy({
                !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber }
                    && ($0.count == 1 || $0.first != "0")
            })
        else { return nil }
        self.init(major: Int(parts[0])!, minor: parts.count > 1 ? Int(parts[1])! : 0)
    }

    /// `iOS 16.0`.
    public var description: String { "iOS \(major).\(minor)" }

    /// True when SwiftUI presenters can use the `@Observable` macro.
    public var hasObservation: Bool { self >= Self.observationFramework }

    /// True when screens' previews use the `#Preview` macro (iOS 17, as Observation);
    /// below it they are `PreviewProvider`s.
    public var hasPreviewMacro: Bool { self >= Self.observationFramework }

    public static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
