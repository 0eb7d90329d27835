import Foundation
import PackagePlugin

/// The build-tool plugin of `generation: build`: applied to a package's app
/// and test targets, it runs `viper-gen emit` in each build where an input
/// changed, and the target compiles the files it writes into the plugin's
/// work folder, never into the package. Inputs: every `*.viper.yml` under the
/// package's folder (outside hidden folders and `.build`), every other
/// `.yml` file there (the config, the traits file) and `.tmpl` templates;
/// outputs: one file per spec, named as `BuildTimeFiles` in ViperGenCore
/// names it, and `ViperGenShared.viper.swift`.
@main
struct ViperGenBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let package = context.package.directoryURL
        let found = PackageInputs(root: package)
        let output = context.pluginWorkDirectoryURL
        let outputs =
            [output.appendingPathComponent("ViperGenShared.viper.swift")]
            + found.specs.map { output.appendingPathComponent(Self.fileName(forSpec: $0)) }
        return [
            .buildCommand(
                displayName: "viper-gen: generated files of \(target.name)",
                executable: try context.tool(named: "viper-gen").url,
                arguments: [
                    "emit", "--output", output.path, "--target", target.directoryURL.path,
                ]
                    + found.specs.map(\.path),
                inputFiles: found.specs + found.others,
                outputFiles: outputs)
        ]
    }

    /// `Login.viper.yml` gives `Login.viper.swift` (the rule of `BuildTimeFiles`).
    static func fileName(forSpec spec: URL) -> String {
        var name = spec.lastPathComponent
        name.removeLast(".viper.yml".count)
        return name + ".viper.swift"
    }
}

/// The files under a package's folder that `viper-gen emit` may read.
struct PackageInputs {
    /// `*.viper.yml`, sorted by path.
    var specs: [URL] = []
    /// Every other `*.yml` (`viper-gen.yml`, the traits file, whatever its
    /// name) and `*.tmpl`: a change to one reruns the command, no more.
    var others: [URL] = []

    /// Hidden files and folders (`.build`, `.git`) are skipped, as the spec search does.
    init(root: URL) {
        let manager = FileManager.default
        guard
            let walk = manager.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return }
        for case let url as URL in walk {
            let name = url.lastPathComponent
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { continue }
            if name.hasSuffix(".viper.yml"), name.count > ".viper.yml".count {
                specs.append(url)
            } else if name.hasSuffix(".yml") || name.hasSuffix(".tmpl") {
                others.append(url)
            }
        }
        specs.sort { $0.path < $1.path }
        others.sort { $0.path < $1.path }
    }
}
