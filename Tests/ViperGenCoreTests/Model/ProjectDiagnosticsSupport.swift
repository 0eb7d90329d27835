import ViperGenCore

/// Validates an in-memory project and returns every diagnostic, warnings
/// included, rendered as the CLI prints them ("" when there are none).
func renderedDiagnostics(_ files: [String: String]) -> String {
    let pipeline = pipeline(files)
    do {
        _ = try pipeline.validatedProject()
        return DiagnosticFormatter().rendered(pipeline.warnings.diagnostics)
    } catch {
        return DiagnosticFormatter().rendered(pipeline.warnings.diagnostics + error.diagnostics)
    }
}

/// The validated project, for tests of what validation accepts.
func loadedProject(_ files: [String: String]) throws -> Project {
    try pipeline(files).validatedProject().project
}

private func pipeline(_ files: [String: String]) -> GenerationPipeline {
    var absolute: [String: String] = [:]
    for (path, text) in files { absolute["/project/" + path] = text }
    return GenerationPipeline(
        fileSystem: InMemoryFileSystem(files: absolute), workingDirectory: "/project")
}
