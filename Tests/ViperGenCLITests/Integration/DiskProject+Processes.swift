import Foundation
import ViperGenTestSupport
import XCTest

/// The built binary started in the background, to run several at once,
/// signal one, or kill it part-way.
final class BackgroundRun {
    let process = Process()
    private let output: URL
    private let errors: URL

    init(_ project: DiskProject, _ arguments: [String], environment: [String: String] = [:]) throws
    {
        process.executableURL = URL(fileURLWithPath: try DiskProject.binary())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: project.root)
        process.environment = DiskProject.baseEnvironment.merging(environment) { _, new in new }
        let folder = FileManager.default.temporaryDirectory
        output = folder.appendingPathComponent("viper-gen-bg-out-\(UUID().uuidString)")
        errors = folder.appendingPathComponent("viper-gen-bg-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
    }

    /// A run that stops at each of `points` (`VIPER_GEN_PAUSE_AT`) until
    /// ``resume(afterStopRequests:)``; ``waitForPause(at:)`` returns once it is there.
    convenience init(_ project: DiskProject, _ arguments: [String], pausingAt points: [String])
        throws
    {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viper-gen-pause-\(UUID().uuidString)"
        ).path
        for point in points where mkfifo(prefix + "." + point, 0o600) != 0 {
            throw DiskProjectError(message: "cannot make the FIFO \(prefix).\(point)")
        }
        try self.init(
            project, arguments,
            environment: [
                "VIPER_GEN_PAUSE_AT": points.joined(separator: ","),
                "VIPER_GEN_PAUSE_FIFO": prefix,
            ])
        pauseFIFOs = points.map { prefix + "." + $0 }
        // A run that ends never opens a FIFO again: readers of ours, kept open, end any wait for one.
        let readers = endReaders
        let fifos = pauseFIFOs
        process.terminationHandler = { _ in readers.open(fifos) }
    }

    /// The FIFOs of a run started with pauses, one per point.
    private var pauseFIFOs: [String] = []
    /// The FIFOs' reading ends, opened once the run has ended.
    private let endReaders = EndReaders()

    private final class EndReaders: @unchecked Sendable {
        private var descriptors: [Int32] = []
        private let lock = NSLock()

        func open(_ fifos: [String]) {
            lock.withLock { descriptors = fifos.map { Glibc.open($0, O_RDONLY | O_NONBLOCK) } }
        }

        deinit { for descriptor in descriptors where descriptor >= 0 { close(descriptor) } }
    }

    /// The writing end of the FIFO where the run is paused.
    private var pauseWriter: Int32 = -1

    /// Blocks until the run reaches the pause `point` (it opens that point's
    /// FIFO only there); false when it ended first.
    @discardableResult
    func waitForPause(at point: String) -> Bool {
        guard let fifo = pauseFIFOs.first(where: { $0.hasSuffix("." + point) }) else {
            return false
        }
        let descriptor = open(fifo, O_WRONLY)
        guard descriptor >= 0, process.isRunning else {
            if descriptor >= 0 { close(descriptor) }
            return false
        }
        pauseWriter = descriptor
        return true
    }

    /// Lets a paused run go on, once it has seen `count` stop requests in all.
    func resume(afterStopRequests count: Int = 0) {
        guard pauseWriter >= 0 else { return }
        let line = count > 0 ? "continue after \(count)\n" : "continue\n"
        _ = line.utf8CString.withUnsafeBufferPointer {
            write(pauseWriter, $0.baseAddress, $0.count - 1)
        }
        close(pauseWriter)
        pauseWriter = -1
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        if pauseWriter >= 0 { close(pauseWriter) }
        for fifo in pauseFIFOs { unlink(fifo) }
        try? FileManager.default.removeItem(at: output)
        try? FileManager.default.removeItem(at: errors)
    }

    func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// Waits for the end; the status, or 128 + the signal that ended it.
    @discardableResult
    func wait() -> ProcessResult {
        process.waitUntilExit()
        let status =
            process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus
            : process.terminationStatus
        return ProcessResult(
            status: status,
            stdout: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }

    /// Waits at most `seconds`; a run still going then is killed and reported as hung (status -1).
    func wait(atMost seconds: TimeInterval) -> ProcessResult {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            var result = wait()
            result.status = -1
            return result
        }
        return wait()
    }

    /// True when the process ended through a signal it did not handle.
    var diedFromSignal: Bool { process.terminationReason == .uncaughtSignal }
}

extension DiskProject {
    /// `count` mvp modules `M0000`, `M0001`, ... with the given header in viper-gen.yml.
    func writeModules(
        _ count: Int, header: String = "Generated by viper-gen from ${source}. Do not edit."
    ) throws {
        try write("header: \"\(header)\"\n", to: "viper-gen.yml")
        for index in 0..<count {
            let name = "M" + String(format: "%04d", index)
            try write(
                "module: \(name)\nstyle: mvp\ntraits: [close, request]\n",
                to: "Specs/\(name).viper.yml")
        }
    }

    /// Every regular file below the root with its bytes (hidden ones included).
    func files() throws -> [String: [UInt8]] {
        try state().entries.compactMapValues { $0.kind == .file ? $0.bytes : nil }
    }

    /// Hidden temporary, backup and journal files viper-gen makes.
    func leftovers() throws -> [String] {
        try state().entries.keys.filter { path in
            let name = (path as NSString).lastPathComponent
            return name.contains(".viper-gen-new") || name.contains(".viper-gen-old")
                || name == ".viper-gen-journal"
        }.sorted()
    }
}
