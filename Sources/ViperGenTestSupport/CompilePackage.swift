import Foundation
import ViperGenCore

/// A SwiftPM package, assembled in memory, that compiles generated projects and
/// runs their generated tests: each project becomes an app target `<Name>App`
/// and a test target `<Name>AppTests`, so many projects build in one `swift test`.
/// It is built without UI frameworks or with the UIKit and SwiftUI stand-ins
/// (``UIFrameworks``), so both sides of the `#if canImport` checks compile.
public struct CompilePackage: Sendable {
    /// How strictly the package is compiled. Both modes check concurrency
    /// completely and turn every warning into an error. (Whole-module builds
    /// would be faster, but `-wmo` cannot write the index store that XCTest
    /// discovery on Linux reads.)
    public enum LanguageMode: String, CaseIterable, Sendable {
        /// Swift 6 language mode (complete concurrency checking is its default).
        case swift6
        /// Swift 5 language mode with the `StrictConcurrency` upcoming feature.
        case swift5CompleteConcurrency
        /// Swift 6 with what Xcode 26 sets for a new app: the Swift 6.2 upcoming
        /// features of "Approachable Concurrency" on every target, and `MainActor`
        /// default isolation on the app targets (not the test targets).
        case swift6Xcode26Defaults
        /// The same in Swift 5 mode with complete concurrency checking.
        case swift5Xcode26Defaults

        /// True for the modes with a new Xcode 26 app's settings.
        public var hasXcode26Defaults: Bool {
            self == .swift6Xcode26Defaults || self == .swift5Xcode26Defaults
        }

        /// The `swiftSettings` every target gets, as manifest source: the
        /// language mode, the mode's upcoming features, warnings as errors.
        var settings: [String] {
            let swift6 = [".swiftLanguageMode(.v6)"]
            let swift5 = [
                ".swiftLanguageMode(.v5)", ".enableUpcomingFeature(\"StrictConcurrency\")",
            ]
            let language: [String]
            switch self {
            case .swift6: language = swift6
            case .swift5CompleteConcurrency: language = swift5
            case .swift6Xcode26Defaults: language = swift6 + Self.approachableConcurrency
            case .swift5Xcode26Defaults: language = swift5 + Self.approachableConcurrency
            }
            return language + [".unsafeFlags([\"-warnings-as-errors\"])"]
        }

        /// The upcoming features Xcode 26's "Approachable Concurrency" turns on.
        private static let approachableConcurrency = [
            ".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")",
            ".enableUpcomingFeature(\"InferIsolatedConformances\")",
        ]

        /// What the app targets get besides `settings`.
        var appSettings: [String] {
            switch self {
            case .swift6, .swift5CompleteConcurrency: []
            case .swift6Xcode26Defaults, .swift5Xcode26Defaults:
                [".unsafeFlags([\"-default-isolation\", \"MainActor\"])"]
            }
        }
    }

    /// One project's app target and test target.
    public struct TargetPair: Equatable, Sendable {
        public var appTarget: String
        /// Package-relative folders of the two targets.
        public var sourcesPath: String
        public var testsPath: String

        public var testTarget: String { appTarget + "Tests" }

        public init(appTarget: String, sourcesPath: String, testsPath: String) {
            self.appTarget = appTarget
            self.sourcesPath = sourcesPath
            self.testsPath = testsPath
        }
    }

    /// A project file that lies in neither the app nor the test target.
    public struct MisplacedFile: Error, CustomStringConvertible {
        public var project: String
        public var path: String

        public var description: String {
            "\(project): \(path) is in neither the config's `sources` nor its `tests` folder"
        }
    }

    public private(set) var targets: [TargetPair] = []
    /// The Swift files of every target, by package-relative path.
    public private(set) var files: [String: String] = [:]

    public init() {}

    /// Adds a project's Swift files (generated, scaffolded or hand-written, by
    /// project-relative path) as the targets `<name>App` and `<name>AppTests`,
    /// placed where `config` says (`sources`, `tests`). The tests'
    /// `@testable import <appModule>` lines are rewritten to import `<name>App`;
    /// nothing else changes. Files that are not Swift (specs) are left out.
    public mutating func addProject(
        named name: String, files projectFiles: [String: String],
        config: ProjectConfig
    ) throws {
        let pair = TargetPair(
            appTarget: name + "App", sourcesPath: "Projects/\(name)/\(config.sources)",
            testsPath: "Projects/\(name)/\(config.tests)")
        let testableImport = "@testable import \(config.appModule)"
        for (path, text) in projectFiles where path.hasSuffix(".swift") {
            guard path.hasPrefix(config.sources + "/") || path.hasPrefix(config.tests + "/") else {
                throw MisplacedFile(project: name, path: path)
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line == testableImport ? "@testable import \(pair.appTarget)" : String(line)
            }
            files["Projects/\(name)/\(path)"] = lines.joined(separator: "\n")
        }
        targets.append(pair)
    }

    /// `Package.swift` for `mode`, offering `frameworks` to every app target.
    public func manifest(for mode: LanguageMode, frameworks: UIFrameworks = .compiledOut) -> String
    {
        var lines = [
            "// swift-tools-version:6.0",
            "import PackageDescription",
            "",
        ]
        lines += frameworks.manifestPrelude
        lines.append("let settings: [SwiftSetting] = [")
        lines += (mode.settings + frameworks.settings).map { "    \($0)," }
        lines += ["]", "", "let appSettings: [SwiftSetting] = settings + ["]
        lines += mode.appSettings.map { "    \($0)," }
        lines += [
            "]", "", "let package = Package(", "    name: \"GeneratedCode\",", "    targets: [",
        ]
        lines += frameworks.targetDeclarations.map { "        " + $0 }
        let dependencies =
            frameworks.appDependencies.isEmpty
            ? ""
            : "dependencies: ["
                + frameworks.appDependencies.map { "\"\($0)\"" }.joined(separator: ", ") + "], "
        for pair in targets {
            lines.append(
                "        .target(name: \"\(pair.appTarget)\", \(dependencies)path: \"\(pair.sourcesPath)\", "
                    + "swiftSettings: appSettings),")
            lines.append(
                "        .testTarget(name: \"\(pair.testTarget)\", dependencies: [\"\(pair.appTarget)\"], "
                    + "path: \"\(pair.testsPath)\", swiftSettings: settings),")
        }
        lines += ["    ]", ")", ""]
        return lines.joined(separator: "\n")
    }

    /// How many XCTest methods the test targets declare (`func test...` lines)
    /// outside `#if` blocks, which compile in every mode: at least this many
    /// XCTest tests must run.
    public var testMethodCount: Int { countTestLines { $0.hasPrefix("func test") } }

    /// How many Swift Testing tests they declare the same way (lines starting
    /// `@Test`): at least this many must run.
    public var swiftTestingTestCount: Int { countTestLines { $0.hasPrefix("@Test") } }

    private func countTestLines(where matches: (Substring) -> Bool) -> Int {
        var count = 0
        for pair in targets {
            for (path, text) in files where path.hasPrefix(pair.testsPath + "/") {
                var depth = 0
                for line in text.split(separator: "\n") {
                    let code = line.drop(while: { $0 == " " || $0 == "\t" })
                    if code.hasPrefix("#if") {
                        depth += 1
                    } else if code.hasPrefix("#endif") {
                        depth = max(0, depth - 1)
                    } else if depth == 0, matches(code) {
                        count += 1
                    }
                }
            }
        }
        return count
    }

    /// Every file of the package for `mode` and `frameworks`, by package-relative
    /// path: the manifest, the projects' files with a probe in each app target
    /// that checks `frameworks` at compile time, and the stand-ins if offered.
    public func allFiles(mode: LanguageMode, frameworks: UIFrameworks) -> [String: String] {
        var all = files
        for pair in targets {
            all[pair.sourcesPath + "/" + UIFrameworks.probeFileName] = frameworks.probeSource
        }
        all.merge(frameworks.sourceFiles()) { project, _ in project }
        all["Package.swift"] = manifest(for: mode, frameworks: frameworks)
        return all
    }

    /// Brings `folder` up to date with the package for `mode` and `frameworks`:
    /// writes only the files whose bytes differ and deletes the ones the package
    /// no longer has, so a later `swift test` there rebuilds only what changed.
    public func sync(to folder: String, mode: LanguageMode, frameworks: UIFrameworks = .compiledOut)
        throws
    {
        let all = allFiles(mode: mode, frameworks: frameworks)
        let existing = FolderSnapshot.read(folder)
        let managed = ["Projects/", UIFrameworks.folder + "/"]
        for path in existing.keys where all[path] == nil && managed.contains(where: path.hasPrefix)
        {
            try FileManager.default.removeItem(atPath: folder + "/" + path)
        }
        var created: Set<String> = []
        for (relative, text) in all where existing[relative] != text {
            let url = URL(fileURLWithPath: folder + "/" + relative)
            let parent = url.deletingLastPathComponent()
            if created.insert(parent.path).inserted {
                try FileManager.default.createDirectory(
                    at: parent, withIntermediateDirectories: true)
            }
            try Data(text.utf8).write(to: url)
        }
        try frameworks.buildPreviewsPlugin(in: folder)
    }

    /// Syncs the package for `mode` and `frameworks` into `folder` and runs
    /// `swift test` there. The folder is kept: reruns build incrementally, and a
    /// failure can be looked at.
    public func buildAndTest(
        mode: LanguageMode, frameworks: UIFrameworks = .compiledOut,
        in folder: String
    ) throws -> CompileRun {
        try sync(to: folder, mode: mode, frameworks: frameworks)
        let clock = ContinuousClock()
        let start = clock.now
        let result = try ProcessRunner.run(ProcessRunner.swiftExecutable, ["test"], in: folder)
        let duration = clock.now - start
        return CompileRun(
            mode: mode, frameworks: frameworks, folder: folder, result: result, duration: duration)
    }
}

/// One `swift test` of a ``CompilePackage``.
public struct CompileRun: Sendable {
    public var mode: CompilePackage.LanguageMode
    public var frameworks: UIFrameworks
    /// Where the package was built.
    public var folder: String
    public var result: ProcessResult
    /// Build and test time.
    public var duration: Duration

    /// Every distinct compiler or SwiftPM warning of the output, in order.
    public var warnings: [String] { distinctLines(containing: "warning:") }

    /// Every distinct error of the output (compiler errors, failed assertions),
    /// in order, without the compiler's excerpt lines.
    public var errors: [String] { distinctLines(containing: "error:") }

    private func distinctLines(containing marker: String) -> [String] {
        var seen: Set<Substring> = []
        return result.combined.split(separator: "\n").filter { line in
            line.contains(marker) && !line.hasPrefix(" ") && seen.insert(line).inserted
        }.map(String.init)
    }

    /// `12.3s`.
    public var seconds: String {
        let components = duration.components
        let tenths =
            Int(components.seconds) * 10 + Int(components.attoseconds / 100_000_000_000_000_000)
        return "\(tenths / 10).\(tenths % 10)s"
    }
}
