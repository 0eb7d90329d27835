import Foundation
import PackagePlugin

/// "Check modules": `viper-gen check` on the package, or in Xcode on the
/// project (its context menu); drift fails the command and is listed in its
/// output. Writes nothing, so it asks for no permission.
@main
struct CheckModulesPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ViperGenToolRun.run(
            context.tool(named: "viper-gen").url,
            ["check"] + ViperGenToolRun.withoutTargetSelection(arguments),
            in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CheckModulesPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try ViperGenToolRun.run(
                context.tool(named: "viper-gen").url,
                ["check"] + ViperGenToolRun.withoutTargetSelection(arguments),
                in: context.xcodeProject.directoryURL)
        }
    }
#endif
