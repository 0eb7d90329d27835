import ViperGenCore

/// Build-system lists: a Make dependency file, and Xcode `.xcfilelist`s.
enum DependencyFile {
    /// `outputs: inputs` in Make syntax, so Make reruns viper-gen only when a
    /// spec, the config, the traits file or a project template changes.
    static func makeRule(rendered: GenerationPipeline.Rendered, shown: (String) -> String) -> String {
        let outputs = rendered.files.filter { $0.ownership == .generated }.map { escaped(shown($0.path)) }
        let inputs = inputPaths(rendered).map { escaped(shown($0)) }
        return outputs.joined(separator: " \\\n  ") + ": \\\n  " + inputs.joined(separator: " \\\n  ") + "\n"
    }

    /// Every file the generated code depends on, relative to the project root.
    static func inputPaths(_ rendered: GenerationPipeline.Rendered) -> [String] {
        var inputs = rendered.loaded.inputs
        for entry in rendered.templates.entries {
            if case .project(let path) = entry.origin { inputs.append(path) }
        }
        return inputs.sorted()
    }

    /// One `prefix/path` per line.
    static func fileList(_ paths: [String], prefix: String) -> String {
        paths.map { PathText.join(prefix, $0) + "\n" }.joined()
    }

    private static func escaped(_ path: String) -> String {
        var output = ""
        for character in path {
            switch character {
            case " ": output += "\\ "
            case "#": output += "\\#"
            case "$": output += "$$"
            default: output.append(character)
            }
        }
        return output
    }
}

/// Writes a list file the user named on the command line, only when its bytes change.
enum BuildListWriter {
    /// `nil` on success, or the exit status after reporting the failure.
    static func write(_ text: String, to path: String, in environment: CommandEnvironment) -> ExitCode? {
        let absolute = environment.loader.absolutePath(path)
        let bytes = Array(text.utf8)
        if (try? environment.fileSystem.read(absolute)) == bytes { return nil }
        do {
            try environment.fileSystem.writeAtomically(bytes, to: absolute)
            return nil
        } catch {
            return environment.fail([.error("cannot write '\(path)': \(error.reason)")])
        }
    }
}
