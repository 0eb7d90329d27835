import Foundation

/// What a compile package offers generated code for `#if canImport(UIKit)`,
/// `canImport(SwiftUI)` and `canImport(Combine)`: nothing, so those branches are
/// compiled out, or the test-only stand-in modules of `Tests/Standins`, so they
/// are compiled in, or only the UIKit one, so the branches that need SwiftUI or
/// Combine are compiled out while those that need UIKit alone are compiled in.
public enum UIFrameworks: String, CaseIterable, Sendable {
    /// No UIKit or SwiftUI module: the branches are compiled out, as on Linux.
    case compiledOut
    /// The stand-in `UIKit`, `Combine` and `SwiftUI` modules: the branches are compiled in.
    case standIns
    /// The stand-in `UIKit` module alone: generated code's conditions must
    /// agree on what needs SwiftUI too.
    case uikitOnly

    /// Package-relative folder of the stand-ins' sources and of their own tests.
    static let folder = "StandIns"
    private static let modules = ["UIKit", "Combine", "SwiftUI"]
    /// What the UIKit stand-in alone leaves out: the other modules and their tests.
    private static let notInUIKitOnly = [
        "SwiftUI/", "Combine/", "SwiftUIStandInTests.swift", "CombineStandInTests.swift",
        "SwiftUINavigationStandInTests.swift",
    ]

    /// Targets the package declares besides the projects', as manifest lines.
    var targetDeclarations: [String] {
        switch self {
        case .compiledOut:
            return []
        case .uikitOnly:
            return [
                ".target(name: \"UIKit\", path: \"\(Self.folder)/UIKit\", swiftSettings: settings),",
                ".testTarget(name: \"StandInsTests\", dependencies: [\"UIKit\"], "
                    + "path: \"\(Self.folder)/StandInsTests\", swiftSettings: settings),",
            ]
        case .standIns:
            return [
                ".target(name: \"UIKit\", path: \"\(Self.folder)/UIKit\", swiftSettings: settings),",
                ".target(name: \"Combine\", path: \"\(Self.folder)/Combine\", swiftSettings: settings),",
                ".target(name: \"SwiftUI\", dependencies: [\"UIKit\", \"Combine\"], "
                    + "path: \"\(Self.folder)/SwiftUI\", swiftSettings: settings),",
                ".testTarget(name: \"StandInsTests\", dependencies: [\"UIKit\", \"Combine\", \"SwiftUI\"], "
                    + "path: \"\(Self.folder)/StandInsTests\", swiftSettings: settings),",
            ]
        }
    }

    /// What each app target depends on.
    var appDependencies: [String] {
        switch self {
        case .compiledOut: []
        case .standIns: Self.modules
        case .uikitOnly: ["UIKit"]
        }
    }

    /// The name of the file added to each app target to prove, at compile time,
    /// which side of the `canImport` checks its code is on.
    public static let probeFileName = "ViperGenCompileProbe.swift"

    /// The probe: it fails the build with `#error` if the frameworks are not as expected.
    var probeSource: String {
        switch self {
        case .compiledOut:
            return """
                // Written by viper-gen's compile tests: UIKit, SwiftUI and Combine must be absent here.
                #if canImport(UIKit) || canImport(SwiftUI) || canImport(Combine)
                    #error("UIKit, SwiftUI or Combine is importable: the canImport branches would be compiled in")
                #endif

                """
        case .uikitOnly:
            return """
                // Written by viper-gen's compile tests: only the UIKit stand-in must be importable here.
                #if !canImport(UIKit) || canImport(SwiftUI) || canImport(Combine)
                    #error("the UIKit stand-in alone is not what is importable here")
                #endif

                """
        case .standIns:
            return """
                // Written by viper-gen's compile tests: the UIKit, SwiftUI and Combine stand-ins must be importable here.
                #if !canImport(UIKit) || !canImport(SwiftUI) || !canImport(Combine)
                    #error("the UIKit, SwiftUI and Combine stand-ins are not importable: the canImport branches would be compiled out")
                #endif

                """
        }
    }

    /// The stand-ins' Swift files (modules and their tests) by package-relative
    /// path, read from `standInsFolder`; empty when compiled out.
    func sourceFiles(standInsFolder: String = PackagePaths.standIns) -> [String: String] {
        guard self != .compiledOut else { return [:] }
        var files: [String: String] = [:]
        for (path, text) in FolderSnapshot.read(standInsFolder) where path.hasSuffix(".swift") {
            if self == .uikitOnly,
                Self.notInUIKitOnly.contains(where: {
                    path.hasPrefix($0) || path.hasSuffix("/" + $0)
                })
            {
                continue
            }
            files[Self.folder + "/" + path] = text
        }
        return files
    }
}
