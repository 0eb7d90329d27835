import Foundation
import PackagePlugin

/// "Generate modules": `viper-gen generate` on the package, or in Xcode on
/// the project (its context menu, after Xcode asks to let it change files).
/// Extra arguments are passed through (`--prune`, `--verbose`, module names).
@main
struct GenerateModulesPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ViperGenToolRun.run(
            context.tool(named: "viper-gen").url,
            ["generate"] + ViperGenToolRun.withoutTargetSelection(arguments),
            in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension GenerateModulesPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try ViperGenToolRun.run(
                context.tool(named: "viper-gen").url,
                ["generate"] + ViperGenToolRun.withoutTargetSelection(arguments),
                in: context.xcodeProject.directoryURL)
        }
    }
#endif
