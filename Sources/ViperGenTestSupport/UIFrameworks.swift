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

    /// Where the stand-in `#Preview` plugin's source lies in the package
    /// (`Tests/Standins/PreviewsMacros`), and where it is built, beside the
    /// package's own `.build`, outside the folders a sync rewrites.
    static let previewsPluginSource = folder + "/PreviewsMacros/PreviewsMacros.swift"
    static let previewsPluginExecutable = ".previews-plugin/PreviewsMacros"

    /// Manifest lines before the settings: the plugin's absolute path, from
    /// the manifest's own, since the compiler does not run in the package folder.
    var manifestPrelude: [String] {
        guard self != .compiledOut else { return [] }
        return [
            "// The stand-in plugin that expands `#Preview` (Tests/Standins/PreviewsMacros),",
            "// built by the compile tests before `swift build`.",
            "let previewsPlugin = String(#filePath.dropLast(\"Package.swift\".count))",
            "    + \"\(Self.previewsPluginExecutable)#PreviewsMacros\"",
            "",
        ]
    }

    /// What every target's settings add: the stand-ins declare the `Preview`
    /// macros, whose plugin must be loaded wherever they are compiled or used.
    var settings: [String] {
        self == .compiledOut ? [] : [".unsafeFlags([\"-load-plugin-executable\", previewsPlugin])"]
    }

    /// Builds the stand-in `#Preview` plugin in `folder` with `swiftc`, once,
    /// and again whenever its source differs from what it was built from.
    func buildPreviewsPlugin(in folder: String) throws {
        guard self != .compiledOut else { return }
        let source = folder + "/" + Self.previewsPluginSource
        let executable = folder + "/" + Self.previewsPluginExecutable
        let builtFrom = executable + ".swift"
        let text = try String(contentsOfFile: source, encoding: .utf8)
        if FileManager.default.fileExists(atPath: executable),
            (try? String(contentsOfFile: builtFrom, encoding: .utf8)) == text
        {
            return
        }
        try FileManager.default.createDirectory(
            atPath: (executable as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        let run = try ProcessRunner.run(
            "/usr/bin/env", ["swiftc", "-O", source, "-o", executable], in: folder)
        guard run.status == 0 else { throw PreviewsPluginBuildFailure(output: run.combined) }
        try text.write(toFile: builtFrom, atomically: true, encoding: .utf8)
    }

    /// `swiftc` could not build the stand-in `#Preview` plugin.
    public struct PreviewsPluginBuildFailure: Error, CustomStringConvertible {
        public var output: String
        public var description: String {
            "building the stand-in #Preview plugin failed:\n\(output)"
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
