import Foundation
import PackagePlugin

/// `swift package viper-gen <command> [<arguments>]`: runs the `viper-gen`
/// executable of this package with the package's folder as working folder,
/// passing the arguments through, and fails when it fails.
@main
struct ViperGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ViperGenToolRun.run(
            context.tool(named: "viper-gen").url, arguments, in: context.package.directoryURL)
    }
}
