import Foundation
import PackagePlugin

/// Runs the `viper-gen` executable for a command plugin, in SwiftPM or in
/// Xcode. Each plugin target holds this file (the others through a link to
/// it): plugins cannot share a library.
enum ViperGenToolRun {
    /// Runs `tool` with `arguments` in `directory`, its output going to the
    /// plugin's; a failure fails the plugin with viper-gen's exit status.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        if process.terminationReason != .exit || status != 0 {
            Diagnostics.error(
                "viper-gen \(arguments.first ?? "") failed with exit status \(status)")
            exit(status == 0 ? 1 : status)
        }
    }

    /// `arguments` without the `--target <name>` pairs that Xcode passes for
    /// the targets selected when the command runs: viper-gen works on every
    /// module of the project, whichever target is selected.
    static func withoutTargetSelection(_ arguments: [String]) -> [String] {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        return extractor.remainingArguments
    }
}

/// A plugin that runs one viper-gen command (`generate`, `check`) by name, in
/// a package or, where Xcode provides XcodeProjectPlugin, in an Xcode
/// project; its own arguments follow, without Xcode's target selection.
protocol ViperGenNamedCommand {
    /// The viper-gen command it runs.
    static var command: String { get }
}

extension ViperGenNamedCommand {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ViperGenToolRun.run(
            context.tool(named: "viper-gen").url,
            [Self.command] + ViperGenToolRun.withoutTargetSelection(arguments),
            in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ViperGenNamedCommand {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try ViperGenToolRun.run(
                context.tool(named: "viper-gen").url,
                [Self.command] + ViperGenToolRun.withoutTargetSelection(arguments),
                in: context.xcodeProject.directoryURL)
        }
    }
#endif
