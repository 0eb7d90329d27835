// A stand-in of Xcode's XcodeProjectPlugin module: exactly the declarations
// viper-gen's command plugins use, so that their `#if canImport(XcodeProjectPlugin)`
// parts compile on Linux (XcodePluginStandInTests). Compiled, never run: Xcode
// builds the values, and a plugin only reads them.
//
// Sources: Apple's pages cited on each declaration (not read: the
// documentation corpus here does not hold them), checked against the module
// interface Xcode 14 ships (`XcodeProject`, `XcodePluginContext`,
// `XcodeCommandPlugin`, `tool(named:)` returning `PluginContext.Tool`) and
// against public plugins built with Xcode 16, which read
// `xcodeProject.directoryURL` (the URL form SwiftPM 6 added beside `Path`).

import Foundation
import PackagePlugin

/// A plugin that Xcode runs from a project's context menu.
/// Apple: https://developer.apple.com/documentation/xcodeprojectplugin/xcodecommandplugin (page not read)
public protocol XcodeCommandPlugin {
    /// Apple: https://developer.apple.com/documentation/xcodeprojectplugin/xcodecommandplugin/performcommand(context:arguments:) (page not read)
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// What Xcode tells a command plugin about the project it runs on.
/// Apple: https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext (page not read)
public struct XcodePluginContext {
    /// Apple: https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/xcodeproject (page not read)
    public let xcodeProject: XcodeProject

    /// The executable a plugin depends on, by name.
    /// Apple: https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/tool(named:) (page not read)
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("the XcodeProjectPlugin stand-in is compiled, never run")
    }
}

/// The Xcode project a plugin runs on.
/// Apple: https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject (page not read)
public struct XcodeProject {
    /// The folder that holds the `.xcodeproj`.
    /// Apple: https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/directoryurl (page not read)
    public let directoryURL: URL
}
