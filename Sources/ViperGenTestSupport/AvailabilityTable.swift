import ViperGenCore

/// The iOS version that introduced each API name generated code may use: the
/// stand-ins' `@available(iOS …, *)` declarations, and the toolchain's
/// Observation framework (a real module on Linux too, so it has no stand-in).
public struct AvailabilityTable: Equatable, Sendable {
    /// The introducing version by declared name (`Observable`, `sourceItem`).
    public var introduced: [String: DeploymentTarget]

    public init(introduced: [String: DeploymentTarget]) {
        self.introduced = introduced
    }

    /// Observation is iOS 17.0+ ("The Observation framework requires iOS 17",
    /// Apple DTS: https://developer.apple.com/forums/thread/742926).
    /// Apple: https://developer.apple.com/documentation/observation
    public static let observation: [String: DeploymentTarget] = Dictionary(
        uniqueKeysWithValues: [
            "Observable", "ObservationIgnored", "ObservationTracked", "withObservationTracking",
            "ObservationRegistrar",
        ].map { ($0, DeploymentTarget.observationFramework) })

    /// The table of `catalog`'s declarations that name an iOS version, and Observation's.
    public static func read(_ catalog: StandInCatalog = .read()) -> AvailabilityTable {
        var introduced = observation
        for declaration in catalog.declarations {
            guard let version = iOSVersion(in: declaration.signature),
                let name = declaredName(in: declaration.signature)
            else { continue }
            // A name declared twice (an overload) counts from its oldest version.
            introduced[name] = min(introduced[name] ?? version, version)
        }
        return AvailabilityTable(introduced: introduced)
    }

    /// The version of the first `@available(iOS X.Y, *)` in `signature`.
    static func iOSVersion(in signature: String) -> DeploymentTarget? {
        guard let start = signature.range(of: "@available(iOS ") else { return nil }
        let version = signature[start.upperBound...].prefix { $0.isNumber || $0 == "." }
        return DeploymentTarget(parsing: "iOS " + version)
    }

    /// The name a declaration introduces: the word after its keyword. Nil for
    /// extensions, initializers and subscripts, which add no name.
    static func declaredName(in signature: String) -> String? {
        let keywords: Set = [
            "class", "struct", "enum", "protocol", "func", "var", "let", "case",
            "associatedtype", "typealias", "macro",
        ]
        let words = signature.split(whereSeparator: { $0 == " " || $0 == "(" }).map(String.init)
        guard let index = words.firstIndex(where: keywords.contains), index + 1 < words.count
        else { return nil }
        let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
