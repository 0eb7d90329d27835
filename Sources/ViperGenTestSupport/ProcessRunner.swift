import Foundation

/// Runs a program and captures its output (for end-to-end and compile tests).
public struct ProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Both outputs, for failure messages.
    public var combined: String { stdout + stderr }
}

public enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory`; the environment is the
    /// test process's with `environment` added (or replaced, with `replacingEnvironment`).
    public static func run(
        _ executable: String,
        _ arguments: [String],
        in directory: String,
        environment: [String: String] = [:],
        replacingEnvironment: Bool = false
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var variables = replacingEnvironment ? [:] : ProcessInfo.processInfo.environment
        variables.merge(environment) { _, new in new }
        process.environment = variables
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viper-gen-out-\(UUID().uuidString)")
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viper-gen-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        // Decoded leniently: one byte that is not UTF-8 must not lose the whole output.
        let stdout =
            (try? Data(contentsOf: outputFile)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let stderr =
            (try? Data(contentsOf: errorFile)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return ProcessResult(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// The `swift` driver of the toolchain running the tests.
    public static var swiftExecutable: String {
        for candidate in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = String(candidate) + "/swift"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return "/usr/bin/swift"
    }

    /// A new empty temporary folder.
    public static func temporaryFolder(_ label: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viper-gen-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath().path
    }
}
