import Foundation

/// Where the repository's folders are, found from this file's path, so tests
/// work from any working folder.
public enum PackagePaths {
    /// The package root (the folder with Package.swift).
    public static var root: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    public static var fixtures: String { root + "/Tests/Fixtures" }
    public static var snapshots: String { root + "/Snapshots" }
    /// The example projects of the docs (`docs/examples/<name>/`).
    public static var examples: String { root + "/docs/examples" }
    public static var templates: String { root + "/Templates" }
    /// The test-only UIKit and SwiftUI stand-in modules and their tests.
    public static var standIns: String { root + "/Tests/Standins" }
    /// Where compile tests build their packages (kept between runs, so reruns
    /// build incrementally; `make clean` removes it with the rest of `.build`).
    public static var compileTests: String { root + "/.build/compile-tests" }

    /// `../shared` beside the checkout: read-only reference data, present on CI.
    public static var shared: String {
        URL(fileURLWithPath: root).deletingLastPathComponent().appendingPathComponent("shared").path
    }

    /// The pages of prose whose code blocks tests check, from the root: the
    /// README and every docs/*.md.
    public static func docPages() throws -> [String] {
        ["README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: root + "/docs"))
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// True when the environment asks tests to re-record their goldens.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["VIPER_GEN_RECORD"] == "1"
    }
}
