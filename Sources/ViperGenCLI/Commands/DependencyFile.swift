import ViperGenCore

/// Build-system lists: a Make dependency file, and Xcode `.xcfilelist`s.
enum DependencyFile {
    /// `targets: inputs` in Make syntax, so Make reruns viper-gen only when a
    /// spec, the config, the traits file or a project template changes, or a
    /// spec is added or removed (the spec folders are inputs too). The targets
    /// are the generated files, or `target` (a stamp file the Makefile touches).
    /// Each input also gets an empty rule, as `gcc -MP` does, so deleting a
    /// spec reruns viper-gen instead of stopping Make.
    static func makeRule(_ generation: GenerationPipeline.Generation, target: String?,
                         shown: (String) -> String) -> String {
        let targets = target.map { [$0] } ?? generation.generatedPaths.map(shown)
        let validated = generation.validated
        let inputs = (inputPaths(validated, templates: generation.templates.set) + specFolders(validated)).map(shown)
        var text = targets.map { escaped($0, asTarget: true) }.joined(separator: " \\\n  ") + ":"
        for input in inputs { text += " \\\n  " + escaped(input, asTarget: false) }
        text += "\n"
        for input in inputs { text += "\n" + escaped(input, asTarget: true) + ":\n" }
        return text
    }

    /// The specs folder and every folder below it that holds a spec, sorted.
    static func specFolders(_ validated: ValidatedProject) -> [String] {
        let specsRoot = validated.project.config.specs
        var folders: Set<String> = []
        for input in validated.inputs where input.hasSuffix(ProjectLoader.specSuffix) {
            var folder = PathText.directory(of: input)
            while PathText.relative(folder, to: specsRoot) != nil, folders.insert(folder).inserted, folder != specsRoot {
                folder = PathText.directory(of: folder)
            }
        }
        return folders.sorted()
    }

    /// Every file the generated code depends on, relative to the project root.
    static func inputPaths(_ validated: ValidatedProject, templates: TemplateSet) -> [String] {
        var inputs = validated.inputs
        for entry in templates.entries {
            if case .project(let path) = entry.origin { inputs.append(path) }
        }
        return inputs.sorted()
    }

    /// One `prefix/path` per line.
    static func fileList(_ paths: [String], prefix: String) -> String {
        paths.map { PathText.join(prefix, $0) + "\n" }.joined()
    }

    /// A path as Make reads it: spaces, `#`, `:` and `$` escaped, and `%` too
    /// where it would otherwise make a target a pattern.
    private static func escaped(_ path: String, asTarget: Bool) -> String {
        var output = ""
        for character in path {
            switch character {
            case " ": output += "\\ "
            case "#": output += "\\#"
            case "$": output += "$$"
            case ":": output += "\\:"
            case "%" where asTarget: output += "\\%"
            default: output.append(character)
            }
        }
        return output
    }
}
