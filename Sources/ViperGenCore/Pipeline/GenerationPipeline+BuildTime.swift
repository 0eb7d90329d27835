/// `viper-gen emit`: the stages of a run up to rendering, for the files a
/// `generation: build` target builds (``BuildTimeEmitter``).
extension GenerationPipeline {
    /// The work folder's files for the target in `targetFolder` (absolute, or
    /// relative to the working folder), with one file per spec in `specs`
    /// (the same). Reads the project; writes nothing.
    public func buildTimeFiles(
        _ validated: ValidatedProject, targetFolder: String, specs: [String]
    ) throws(DiagnosticList) -> [BuildTimeEmitter.File] {
        let project = validated.project
        guard project.config.generation == .build else {
            throw DiagnosticList([BuildTimeDiagnostics.notBuildGeneration()])
        }
        let root = project.rootPath
        guard let folder = PathText.relative(loader.absolutePath(targetFolder), to: root) else {
            throw DiagnosticList([BuildTimeDiagnostics.targetOutsideProject(targetFolder)])
        }
        var specPaths: [String] = []
        for spec in specs {
            guard let path = PathText.relative(loader.absolutePath(spec), to: root) else {
                throw DiagnosticList([BuildTimeDiagnostics.specOutsideProject(spec)])
            }
            specPaths.append(path)
        }
        let emitter = BuildTimeEmitter(project: project, targetFolder: folder)
        let outputs = emitter.outputs(
            ContextBuilder.outputs(for: project, selection: .init(includesBuildTimeFiles: true)))
        let templates = try templates(for: project)
        let rendered = try ProjectRenderer(
            library: templates.library, indentation: project.config.indentation
        ).render(outputs)
        return try emitter.files(for: specPaths, outputs: outputs, rendered: rendered)
    }
}
