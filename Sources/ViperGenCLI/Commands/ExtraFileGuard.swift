import ViperGenCore

/// Refuses a file named on the command line for a depfile or a list
/// (`--depfile`, `--inputs`, `--outputs`, `--bazel`) when it is one of the
/// project's own: an input (the config, the traits file, a spec, a project
/// template, the Xcode project file) or a file viper-gen writes. A slip of the
/// command line must not replace it; case is ignored, as a Mac's disk does.
enum ExtraFileGuard {
    /// - Parameter outputs: every file the project's run writes (the caller has them).
    static func problem(
        _ absolutePath: String, option: String, validated: ValidatedProject,
        templates: TemplateSet, outputs: [OutputFile]
    ) -> Diagnostic? {
        let project = validated.project
        guard let relative = PathText.relative(absolutePath, to: project.rootPath) else {
            return nil
        }
        let key = relative.lowercased()
        var inputs = DependencyFile.inputPaths(validated, templates: templates)
        if let xcode = project.config.xcode { inputs.append(xcode.projectFilePath) }
        let what: String
        if inputs.contains(where: { $0.lowercased() == key }) {
            what = "one of the project's inputs"
        } else if let output = outputs.first(where: {
            $0.path.lowercased() == key
        }) {
            what = "a file viper-gen writes (\(output.ownership.rawValue))"
        } else {
            return nil
        }
        return .error(
            "--\(option) names '\(UnicodeText.visible(relative))', which is \(what)",
            hint: "name another file for --\(option); it would replace this one")
    }
}
