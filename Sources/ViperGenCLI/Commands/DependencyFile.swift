import ViperGenCore

/// Build-system lists: a Make dependency file, Xcode `.xcfilelist`s, and
/// Bazel declarations.
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

    /// The Starlark file `filelist --bazel` writes for `docs/recipes/bazel/`:
    /// the project's inputs other than specs (config, traits file, project
    /// templates, and the Xcode project file with `xcode:`), every spec, the shared generated files, and for each
    /// module its spec, the specs of the modules it reaches
    /// (``Project/modulesReached(from:)``: what a run on its spec alone must
    /// read) and its generated files; files split into the app target's and
    /// the test target's (those in `tests:`). Everything is sorted, so the
    /// text changes only when the project does. Throws one located error per
    /// path Bazel cannot name (``StarlarkPath/problem(_:)``).
    static func bazelDeclarations(_ validated: ValidatedProject, templates: TemplateSet)
        throws(DiagnosticList) -> String
    {
        let project = validated.project
        let config = project.config
        let specs = project.modules.map(\.specPath).sorted()
        let specSet = Set(specs)
        // With `xcode:`, a run edits the Xcode project too, so it must be there.
        let others =
            (inputPaths(validated, templates: templates).filter { !specSet.contains($0) }
            + [config.xcode?.projectFilePath].compactMap { $0 }).sorted()
        let shared = ContextBuilder.outputs(for: project, selection: .init(modules: []))
            .filter { $0.ownership == .generated }.map(\.path)
        let moduleOutputs = project.modules.map { module in
            ContextBuilder.layout(of: module, config: config)
                .filter { $0.ownership == .generated }.map(\.path)
        }
        let refusals = (others + specs + shared + moduleOutputs.joined())
            .compactMap(StarlarkPath.refusal(of:))
        guard refusals.isEmpty else { throw DiagnosticList(refusals) }

        let modules = zip(project.modules, moduleOutputs).map { module, outputs in
            (
                key: module.name,
                value: StarlarkValue.dictionary(
                    [
                        (key: "spec", value: .string(module.specPath)),
                        (
                            key: "reached_specs",
                            value: .strings(
                                project.modulesReached(from: module).map(\.specPath).sorted())
                        ),
                    ] + targetSplit(outputs, config: config))
            )
        }
        let declarations = StarlarkValue.dictionary([
            (key: "inputs", value: .strings(others)),
            (key: "specs", value: .strings(specs)),
            (key: "shared", value: .dictionary(targetSplit(shared, config: config))),
            (key: "modules", value: .dictionary(modules)),
        ])
        return """
            # Written by `viper-gen filelist --bazel`: what each Bazel action of viper-gen
            # reads and writes (see docs/recipes/bazel/ in viper-gen). Do not edit: run
            # the command again after adding, renaming or removing a module, or when a
            # build says this file is out of date.
            VIPER_GEN = \(declarations.rendered())

            """
    }

    /// `sources` and `tests`: `paths` split between the app target's and the
    /// test target's, each sorted. A path is the test target's when it lies
    /// in `tests:` (and not in a `sources:` inside it).
    private static func targetSplit(_ paths: [String], config: ProjectConfig)
        -> [(key: String, value: StarlarkValue)]
    {
        func depth(of path: String, in folder: String) -> Int? {
            PathText.relative(path, to: folder) == nil ? nil : folder.utf8.count
        }
        var sources: [String] = []
        var tests: [String] = []
        for path in paths.sorted() {
            let testDepth = depth(of: path, in: config.tests) ?? -1
            if testDepth >= 0, testDepth >= depth(of: path, in: config.sources) ?? -1 {
                tests.append(path)
            } else {
                sources.append(path)
            }
        }
        return [(key: "sources", value: .strings(sources)), (key: "tests", value: .strings(tests))]
    }
}
