import Foundation
import ViperGenCore

/// The toolchain's `swift format lint`, with the configuration generated code
/// is held to (`docs/swift-format-generated.json`).
public enum SwiftFormatLinter {
    /// The checked-in configuration for generated code (four-space indentation).
    public static var configurationPath: String {
        PackagePaths.root + "/docs/swift-format-generated.json"
    }

    /// True when this toolchain has `swift format`.
    public static var isAvailable: Bool {
        (try? ProcessRunner.run(
            ProcessRunner.swiftExecutable, ["format", "--version"], in: PackagePaths.root))?
            .status == 0
    }

    /// The configuration as JSON.
    public static func configuration() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: configurationPath))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// The defaults of this toolchain's `swift format`.
    public static func defaultConfiguration() throws -> [String: Any] {
        let result = try ProcessRunner.run(
            ProcessRunner.swiftExecutable, ["format", "dump-configuration"],
            in: PackagePaths.root)
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            ?? [:]
    }

    /// A configuration file for code generated with `indentation`: the
    /// checked-in one, or a copy in `folder` that differs only in indentation
    /// (a project's `indentation` setting changes what is clean).
    public static func configurationPath(for indentation: Indentation, in folder: String) throws
        -> String
    {
        if indentation == .spaces(4) { return configurationPath }
        var configuration = try configuration()
        let name: String
        switch indentation {
        case .spaces(let count):
            configuration["indentation"] = ["spaces": count]
            name = "spaces-\(count)"
        case .tab:
            configuration["indentation"] = ["tabs": 1]
            name = "tabs"
        }
        let path = folder + "/swift-format-\(name).json"
        let data = try JSONSerialization.data(
            withJSONObject: configuration, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Lints every Swift file below `folders` strictly; findings are in the
    /// result's standard error, and a finding makes the status non-zero.
    public static func lint(_ folders: [String], configuration: String) throws -> ProcessResult {
        try ProcessRunner.run(
            ProcessRunner.swiftExecutable,
            ["format", "lint", "--strict", "--configuration", configuration, "--recursive"]
                + folders,
            in: PackagePaths.root)
    }
}
