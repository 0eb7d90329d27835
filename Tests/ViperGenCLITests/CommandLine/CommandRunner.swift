import ViperGenCLI
import ViperGenCore

/// Runs `viper-gen` in process against an in-memory project at `/project`.
struct CommandRunner {
    struct Result: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let fileSystem: InMemoryFileSystem
    var workingDirectory = "/project"
    var environment: [String: String] = [:]

    init(files: [String: String] = [:]) {
        var absolute: [String: String] = [:]
        for (path, text) in files { absolute["/project/" + path] = text }
        fileSystem = InMemoryFileSystem(files: absolute)
        try? fileSystem.createDirectory("/project")
    }

    func run(_ arguments: String...) -> Result {
        run(arguments)
    }

    func run(_ arguments: [String], terminal: Bool = false) -> Result {
        let stdout = CapturedOutput()
        let stderr = CapturedOutput(isTerminal: terminal)
        let status = ViperGenCommandLine.run(
            arguments: arguments, environment: environment,
            workingDirectory: workingDirectory, fileSystem: fileSystem,
            stdout: stdout, stderr: stderr)
        return Result(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    /// Project files by path relative to `/project`.
    var files: [String: String] {
        var result: [String: String] = [:]
        for (path, text) in fileSystem.files where path.hasPrefix("/project/") {
            result[String(path.dropFirst("/project/".count))] = text
        }
        return result
    }
}
