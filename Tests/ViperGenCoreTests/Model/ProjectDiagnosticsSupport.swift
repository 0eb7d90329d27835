import ViperGenCore

/// Loads an in-memory project and returns every diagnostic, rendered as the CLI prints it.
func renderedDiagnostics(_ files: [String: String]) -> String {
    var absolute: [String: String] = [:]
    for (path, text) in files { absolute["/project/" + path] = text }
    let loader = ProjectLoader(fileSystem: InMemoryFileSystem(files: absolute), workingDirectory: "/project")
    switch loader.load() {
    case .success: return ""
    case .failure(let error): return DiagnosticFormatter().rendered(error.diagnostics)
    }
}

/// The loaded project, for tests of what validation accepts.
func loadedProject(_ files: [String: String]) throws -> Project {
    var absolute: [String: String] = [:]
    for (path, text) in files { absolute["/project/" + path] = text }
    let loader = ProjectLoader(fileSystem: InMemoryFileSystem(files: absolute), workingDirectory: "/project")
    return try loader.load().get().project
}
