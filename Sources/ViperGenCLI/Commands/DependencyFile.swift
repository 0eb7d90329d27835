import ViperGenCore

/// Build-system lists: a Make dependency file, and Xcode `.xcfilelist`s.
enum DependencyFile {
    /// `targets: inputs` in Make syntax, so Make reruns viper-gen only when a
    /// spec, the config, the traits file or a project template changes, or a
    /// spec is added or removed (the spec folders are inputs too). The targets
    /// are the generated files, or `target` (a stamp file the Makefile touches).
    /// Each input also gets a rule of its own, as `gcc -MP` does, so deleting
    /// a spec reruns viper-gen instead of stopping Make. The rule's recipe is
    /// empty (`path: ;`), which stops Make from searching its built-in rules
    /// for a way to remake the input: with `%: %.sh`, a committed
    /// `Login.viper.yml.sh` would otherwise overwrite the spec. Inputs are named
    /// by absolute path, so none can be a target of the Makefile that includes
    /// the depfile (an input `check-generated` would give that target an empty
    /// recipe, and `make check-generated` would then check nothing).
    /// Throws one located error per path Make cannot name safely
    /// (``MakePath/problem(_:)``): such a depfile is never written. The
    /// target given on the command line is checked the same way.
    static func makeRule(
        _ generation: GenerationPipeline.Generation, target: String?,
        shown: (String) -> String
    ) throws(DiagnosticList) -> String {
        let targets = target.map { [$0] } ?? generation.generatedPaths.map(shown)
        let validated = generation.validated
        let relativeInputs =
            inputPaths(validated, templates: generation.templates.set) + specFolders(validated)
        // Each part is judged on its own (a message names the path as the user knows it); the absolute
        // path joins two safe parts with a '/', so it is safe too.
        let root = generation.project.rootPath
        let refusals =
            targets.compactMap { MakePath.refusal(of: $0, located: target == nil) }
            + relativeInputs.map(shown).compactMap { MakePath.refusal(of: $0) }
            + [MakePath.refusal(of: root, located: false)].compactMap { $0 }
        guard refusals.isEmpty else { throw DiagnosticList(refusals) }
        // Inputs by absolute path: a name from the repository (`specs: check-generated`) is then never one
        // of the Makefile's own targets, whose recipe its empty one would replace.
        let inputs = relativeInputs.map { PathText.join(root, $0) }
        var text =
            targets.map { MakePath.escaped($0, as: .target) }.joined(separator: " \\\n  ") + ":"
        for input in inputs { text += " \\\n  " + MakePath.escaped(input, as: .prerequisite) }
        text += "\n"
        for input in inputs { text += "\n" + MakePath.escaped(input, as: .target) + ": ;\n" }
        return text
    }

    /// The specs folder and every folder below it that holds a spec, sorted.
    static func specFolders(_ validated: ValidatedProject) -> [String] {
        let specsRoot = validated.project.config.specs
        var folders: Set<String> = []
        for input in validated.inputs where input.hasSuffix(ProjectLoader.specSuffix) {
            var folder = PathText.directory(of: input)
            while PathText.relative(folder, to: specsRoot) != nil, folders.insert(folder).inserted,
                folder != specsRoot
            {
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

    /// One `prefix/path` per line; throws one located error per path a line
    /// of an `.xcfilelist` cannot hold (``XcodeFileListPath/problem(_:prefixLength:)``).
    static func fileList(_ paths: [String], prefix: String) throws(DiagnosticList) -> String {
        let lines = paths.map { PathText.join(prefix, $0) }
        let refusals = zip(paths, lines).compactMap { path, line in
            XcodeFileListPath.refusal(
                of: path, line: line, prefixLength: max(0, line.utf8.count - path.utf8.count))
        }
        guard refusals.isEmpty else { throw DiagnosticList(refusals) }
        return lines.map { $0 + "\n" }.joined()
    }
}
