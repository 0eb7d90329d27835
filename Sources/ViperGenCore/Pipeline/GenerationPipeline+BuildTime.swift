/// `viper-gen emit`: the stages of a run up to rendering, for the files a
/// `generation: build` target builds (``BuildTimeEmitter``).
extension GenerationPipeline {
    /// What `emit` was asked for: absolute paths, links resolved.
    public struct BuildTimeRequest: Equatable, Sendable {
        /// The plugin's work folder.
        public var outputFolder: String
        /// The folder of the target being built.
        public var targetFolder: String
        /// The spec files the plugin declared a file for.
        public var specs: [String]

        public init(outputFolder: String, targetFolder: String, specs: [String]) {
            self.outputFolder = outputFolder
            self.targetFolder = targetFolder
            self.specs = specs
        }
    }

    /// The work folder's files for `request`; this pipeline's working folder
    /// is the target's, so the project is the one that holds the target,
    /// wherever the build runs the command. Reads the project; writes nothing.
    public func buildTimeFiles(_ request: BuildTimeRequest) throws(DiagnosticList)
        -> [BuildTimeEmitter.File]
    {
        guard loader.locateRoot().hasConfig else {
            throw DiagnosticList([BuildTimeDiagnostics.targetOutsideProject(request.targetFolder)])
        }
        let validated = try validatedProject()
        let project = validated.project
        guard project.config.generation == .build else {
            throw DiagnosticList([BuildTimeDiagnostics.notBuildGeneration()])
        }
        let root = project.rootPath
        guard let folder = PathText.relative(request.targetFolder, to: root) else {
            throw DiagnosticList([BuildTimeDiagnostics.targetOutsideProject(request.targetFolder)])
        }
        try checkOutputFolder(request.outputFolder, in: project)
        let specPaths = try declaredSpecs(request.specs, in: project)
        let emitter = BuildTimeEmitter(project: project, targetFolder: folder)
        let outputs = emitter.outputs(
            ContextBuilder.outputs(for: project, selection: .init(includesBuildTimeFiles: true)))
        let templates = try templates(for: project)
        let rendered = try ProjectRenderer(
            library: templates.library, indentation: project.config.indentation
        ).render(outputs)
        return try emitter.files(for: specPaths, outputs: outputs, rendered: rendered)
    }

    /// The work folder is never the project's root or inside a folder the
    /// project's own files live in, where an output could replace one.
    private func checkOutputFolder(_ output: String, in project: Project) throws(DiagnosticList) {
        let config = project.config
        let owned = [config.specs, config.sources, config.tests, config.shared, config.sharedTests]
        let relative = PathText.relative(output, to: project.rootPath)
        let inside =
            relative == "."
            || owned.contains { folder in
                PathText.relative(output, to: PathText.join(project.rootPath, folder)) != nil
            }
        guard !inside else {
            throw DiagnosticList([
                BuildTimeDiagnostics.outputAmongProjectFiles(relative ?? output)
            ])
        }
    }

    /// The declared specs, root-relative: each a `*.viper.yml` file inside
    /// the project whose name holds no control character, no two giving one
    /// work-folder file (letter case aside).
    private func declaredSpecs(_ specs: [String], in project: Project) throws(DiagnosticList)
        -> [String]
    {
        var paths: [String] = []
        var names: [String: String] = [:]
        for spec in specs {
            let name = PathText.lastComponent(of: spec)
            guard let path = PathText.relative(spec, to: project.rootPath),
                name.hasSuffix(ProjectLoader.specSuffix), UnicodeText.firstControl(in: name) == nil,
                (try? fileSystem.kind(of: spec, beneath: project.rootPath)) == .file
            else {
                throw DiagnosticList([BuildTimeDiagnostics.notASpec(spec)])
            }
            let file = BuildTimeFiles.fileName(forSpec: path).lowercased()
            if let other = names[file], other != path {
                throw DiagnosticList([BuildTimeDiagnostics.sameFile(path, other)])
            }
            names[file] = path
            paths.append(path)
        }
        return paths
    }
}
