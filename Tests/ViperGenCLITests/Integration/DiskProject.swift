import Foundation
import ViperGenTestSupport
import XCTest

/// A viper-gen project in its own temporary folder on the real disk, and the
/// built `viper-gen` binary run on it as a separate process.
struct DiskProject {
    /// The project root (symlinks resolved).
    let root: String

    /// Environment every run starts from: nothing inherited from the test
    /// process but a minimal `PATH`, so a run's output cannot depend on it.
    static let baseEnvironment = [
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": "/nonexistent",
        "LANG": "C.UTF-8",
    ]

    /// An empty project folder.
    init(label: String) throws {
        root = try ProcessRunner.temporaryFolder(label)
    }

    /// A generated project: the fixture's inputs with its recorded golden
    /// output (`Tests/Fixtures/<name>` plus `Snapshots/<name>`).
    init(fixture: String) throws {
        try self.init(label: fixture)
        for folder in [
            PackagePaths.fixtures + "/" + fixture, PackagePaths.snapshots + "/" + fixture,
        ] {
            for (path, text) in FolderSnapshot.read(folder) { try write(text, to: path) }
        }
    }

    func path(_ relative: String) -> String {
        relative.isEmpty || relative == "." ? root : root + "/" + relative
    }

    /// Writes a file, creating its folders.
    func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }

    /// The state of the whole project folder.
    func state() throws -> FolderState {
        try FolderState(of: root)
    }

    /// Sets a file's modification time `seconds` after its current one.
    func age(_ relative: String, bySeconds seconds: TimeInterval) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: path(relative))
        let date = (attributes[.modificationDate] as? Date ?? Date()).addingTimeInterval(seconds)
        try FileManager.default.setAttributes(
            [.modificationDate: date], ofItemAtPath: path(relative))
    }

    /// Moves the modification time of every file and folder by `seconds`.
    func ageEverything(bySeconds seconds: TimeInterval) throws {
        for path in try state().entries.keys.sorted(by: >) { try age(path, bySeconds: seconds) }
    }

    /// Runs the built binary with `arguments` from `subfolder`, with
    /// ``baseEnvironment`` plus `environment`, and the given `umask` (octal text).
    func run(
        _ arguments: [String], from subfolder: String = "", environment: [String: String] = [:],
        umask: String? = nil
    ) throws -> ProcessResult {
        let binary = try Self.binary()
        var variables = Self.baseEnvironment
        variables.merge(environment) { _, new in new }
        if let umask {
            return try ProcessRunner.run(
                "/bin/sh", ["-c", "umask \(umask); exec \"$0\" \"$@\"", binary] + arguments,
                in: path(subfolder), environment: variables, replacingEnvironment: true)
        }
        return try ProcessRunner.run(
            binary, arguments, in: path(subfolder), environment: variables,
            replacingEnvironment: true)
    }

    /// Runs a shell command line in the project (for recipes and tools).
    func shell(_ command: String, from subfolder: String = "", environment: [String: String] = [:])
        throws
        -> ProcessResult
    {
        var variables = Self.baseEnvironment
        variables["PATH"] = try Self.binaryFolder() + ":" + variables["PATH"]!
        variables.merge(environment) { _, new in new }
        return try ProcessRunner.run(
            "/bin/sh", ["-c", command], in: path(subfolder), environment: variables,
            replacingEnvironment: true)
    }

    /// Makes the whole tree read-only (`chmod -R a-w`) or writable again for its owner.
    func setReadOnly(_ readOnly: Bool) throws {
        let result = try ProcessRunner.run(
            "/bin/chmod", ["-R", readOnly ? "a-w" : "u+w", root], in: "/")
        guard result.status == 0 else {
            throw DiskProjectError(message: "chmod failed: \(result.combined)")
        }
    }

    /// Deletes the project folder (making it writable first).
    func delete() {
        try? setReadOnly(false)
        try? FileManager.default.removeItem(atPath: root)
    }

    static func binary() throws -> String {
        guard let path = BuiltBinary.path else {
            throw DiskProjectError(message: "the viper-gen binary was not built next to the tests")
        }
        return path
    }

    static func binaryFolder() throws -> String {
        URL(fileURLWithPath: try binary()).deletingLastPathComponent().path
    }
}

struct DiskProjectError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension XCTestCase {
    /// A project folder deleted when the test ends.
    func makeProject(label: String) throws -> DiskProject {
        let project = try DiskProject(label: label)
        addTeardownBlock { project.delete() }
        return project
    }

    /// A generated fixture project deleted when the test ends.
    func makeProject(fixture: String) throws -> DiskProject {
        let project = try DiskProject(fixture: fixture)
        addTeardownBlock { project.delete() }
        return project
    }

    /// Fails with the differences when two states disagree in `aspects`.
    func assertUnchanged(
        _ before: FolderState, _ after: FolderState, in aspects: FolderState.Aspects = .all,
        _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let differences = before.differences(to: after, in: aspects)
        XCTAssert(differences.isEmpty, "\(message):\n\(differences)", file: file, line: line)
    }

    /// Runs `arguments` (a `new` of a module that is already there) on a tree
    /// aged by a minute, and fails unless it says so and touches nothing, not
    /// even a modification time.
    func assertRepeatedNewChangesNothing(
        _ project: DiskProject, _ arguments: [String], module: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try project.ageEverything(bySeconds: -60)
        let aged = try project.state()
        let again = try project.run(arguments)
        XCTAssertEqual(again.status, 0, again.combined, file: file, line: line)
        XCTAssertEqual(again.stdout, "\(module): nothing to change\n", file: file, line: line)
        assertUnchanged(
            aged, try project.state(), "the second run changed the tree", file: file, line: line)
    }

    /// Skips the test when `tool` is not on the PATH.
    func requireTool(_ tool: String) throws -> String {
        for folder in ["/usr/local/bin", "/usr/bin", "/bin"]
        where FileManager.default.isExecutableFile(atPath: folder + "/" + tool) {
            return folder + "/" + tool
        }
        throw XCTSkip("\(tool) is not installed")
    }
}
