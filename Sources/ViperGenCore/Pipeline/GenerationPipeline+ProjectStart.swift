extension GenerationPipeline {
    /// `viper-gen init`: a commented config and the shared runtime in the
    /// working folder, which must not have a config yet. The built-in
    /// templates only (there is no config to name others).
    public func startProject() throws(DiagnosticList) -> Generation {
        let root = loader.workingDirectory
        if fileSystem.kind(of: PathText.join(root, ProjectConfig.fileName)) != nil {
            throw DiagnosticList([
                .error(
                    "\(ProjectConfig.fileName) already exists here",
                    hint: "edit it, or delete it first to start over")
            ])
        }
        let config = OutputFile(
            path: ProjectConfig.fileName, template: "Project/viper-gen.yml.tmpl",
            ownership: .scaffolded,
            context: ConfigFileContext(
                viperGenVersion: ToolVersion.current.description,
                schemaLine: SchemaLocation.line(
                    for: .config, at: ProjectConfig.fileName,
                    schemas: ProjectConfig().schemas)
            ).templateValue)
        var generation = try generate(
            ValidatedProject(project: Project(rootPath: root, catalog: .builtIn)),
            selection: .everything, options: WritePlanner.Options(findsOrphans: false),
            templates: try ProjectTemplates.builtIn(), extraOutputs: [config])
        try addSchemas(to: &generation.plan, root: root, schemas: ProjectConfig().schemas)
        return generation
    }

    /// The schemas the config's first line names, as `schema --write` writes
    /// them; one already there is left alone (it may be the team's own).
    private func addSchemas(to plan: inout WritePlan, root: String, schemas: String)
        throws(DiagnosticList)
    {
        guard !SchemaLocation.isAddress(schemas) else { return }
        for kind in SchemaKind.allCases {
            let path = PathText.join(root, PathText.join(schemas, kind.fileName))
            // Looked up confined: a link out counts as there (and is never followed).
            guard ProjectLoader.isMissing(path, beneath: root, on: fileSystem) else { continue }
            try plan.add(
                extraFile: path, contents: Array(kind.schemaText(traits: .builtIn).utf8),
                root: root, fileSystem: fileSystem)
        }
    }
}
