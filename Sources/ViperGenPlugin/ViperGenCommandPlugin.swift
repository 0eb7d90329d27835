import Foundation
import PackagePlugin

/// `swift package viper-gen <command> [<arguments>]`: runs the `viper-gen`
/// executable of this package with the package's folder as working folder,
/// passing the arguments through, and fails when it fails.
@main
struct ViperGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "viper-gen")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        if process.terminationReason != .exit || status != 0 {
            Diagnostics.error(
                "viper-gen \(arguments.first ?? "") failed with exit status \(status)")
            exit(status == 0 ? 1 : status)
        }
    }
}
