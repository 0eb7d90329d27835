import PackagePlugin

/// "Generate modules": `viper-gen generate` on the package, or in Xcode on
/// the project (its context menu, after Xcode asks to let it change files).
/// Extra arguments are passed through (`--prune`, `--verbose`, module names).
@main
struct GenerateModulesPlugin: CommandPlugin, ViperGenNamedCommand {
    static let command = "generate"
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension GenerateModulesPlugin: XcodeCommandPlugin {}
#endif
