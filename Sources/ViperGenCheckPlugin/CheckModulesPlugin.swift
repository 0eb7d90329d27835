import PackagePlugin

/// "Check modules": `viper-gen check` on the package, or in Xcode on the
/// project (its context menu); drift fails the command and is listed in its
/// output. Writes nothing, so it asks for no permission.
@main
struct CheckModulesPlugin: CommandPlugin, ViperGenNamedCommand {
    static let command = "check"
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CheckModulesPlugin: XcodeCommandPlugin {}
#endif
