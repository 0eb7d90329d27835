import Foundation
import ViperGenTestSupport
import XCTest

/// Runs that overlap or are stopped part-way, with real processes and real
/// signals (issue 13, items 3, 4 and 5): no file is ever lost, a stopped run
/// rolls back or is undone by the next one, and `check` reports what a killed
/// run left.
final class InterruptedRunTests: XCTestCase {
    private static let first = "First from ${source}."
    private static let second = "Second from ${source}."

    /// Item 3: two `generate` runs at once on the same project both succeed
    /// and leave every file; the second waits for the first.
    func testTwoGenerateRunsAtOnce_loseNoFile() throws {
        for (modules, trials) in [(1, 50), (500, 5)] {
            let project = try makeProject(label: "concurrent-\(modules)")
            try project.writeModules(modules)
            for trial in 0..<trials {
                try? project.remove("Sources")
                try? project.remove("Tests")
                let runs = try [BackgroundRun(project, ["generate"]), BackgroundRun(project, ["generate"])]
                for run in runs {
                    let result = run.wait()
                    XCTAssertEqual(result.status, 0, "\(modules) modules, trial \(trial): \(result.combined)")
                }
                let check = try project.run(["check"])
                XCTAssertEqual(check.status, 0, "\(modules) modules, trial \(trial): a file is missing\n\(check.stdout)")
                XCTAssertEqual(try project.leftovers(), [], "\(modules) modules, trial \(trial)")
            }
        }
    }

    /// Item 3: while another process holds the project, a writer says it waits
    /// and then runs; with `--no-wait` it fails at once, clearly.
    func testSecondWriter_waitsWithAMessage_orFailsWithNoWait() throws {
        let project = try makeProject(label: "lock")
        try project.writeModules(1)
        let holder = try ProjectLockHolder(project.root)

        let refused = try project.run(["generate", "--no-wait"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, """
            error: cannot lock the project: another viper-gen run is writing in this project
            hint: run again without --no-wait to wait for it

            """)
        XCTAssertFalse(project.exists("Sources"), "a refused run wrote")

        let waiting = try BackgroundRun(project, ["generate"])
        let checking = try BackgroundRun(project, ["check"])
        usleep(500_000)
        XCTAssertTrue(waiting.process.isRunning, "generate did not wait for the lock")
        XCTAssertTrue(checking.process.isRunning, "check compared a tree another run may be writing")
        holder.release()
        let written = waiting.wait()
        XCTAssertEqual(written.status, 0, written.combined)
        XCTAssertEqual(written.stderr, "viper-gen: waiting for another viper-gen run in this project to finish\n")
        XCTAssertTrue([0, 1].contains(checking.wait().status))
    }

    /// Item 4: `generate` killed with SIGKILL at moments spread over its
    /// writes never leaves a generated file missing (each holds the old or the
    /// new bytes); `check` then reports what it left, and the next `generate`
    /// undoes it and finishes the job.
    func testKilledRun_neverLosesAFile_andTheNextRunCleansUp() throws {
        let project = try makeProject(label: "kill")
        try project.writeModules(150, header: Self.first)
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let old = try project.files()
        try project.writeModules(0, header: Self.second)
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let new = try project.files()
        var killedMidWrite = 0
        for trial in 0..<6 {
            try restore(project, to: old)
            try project.write("header: \"\(trial % 2 == 0 ? Self.second : "Third from ${source}.")\"\n",
                              to: "viper-gen.yml")
            let run = try BackgroundRun(project, ["generate", "--prune"])
            Self.waitForWrites(in: project, run: run, thenMicroseconds: UInt32(trial) * 2_000)
            run.signal(SIGKILL)
            run.wait()
            let after = try project.files()
            for (path, bytes) in old where path.hasSuffix(".swift") {
                guard let now = after[path] else {
                    XCTFail("trial \(trial): \(path) is missing after the kill")
                    continue
                }
                if trial % 2 == 0 {
                    XCTAssertTrue(now == bytes || now == new[path], "trial \(trial): \(path) is neither old nor new")
                }
            }
            let leftovers = try project.leftovers()
            if !leftovers.isEmpty {
                killedMidWrite += 1
                let check = try project.run(["check", "--no-diff"])
                XCTAssertEqual(check.status, 1, "trial \(trial): check did not report the leftovers")
                XCTAssertTrue(check.stdout.contains("leftover: .viper-gen-journal\n"), check.stdout)
            }
            let rerun = try project.run(["generate", "--prune"])
            XCTAssertEqual(rerun.status, 0, "trial \(trial): \(rerun.combined)")
            XCTAssertEqual(try project.leftovers(), [], "trial \(trial): the next run left leftovers")
            XCTAssertEqual(try project.run(["check"]).status, 0, "trial \(trial): the next run did not finish the job")
        }
        XCTAssertGreaterThan(killedMidWrite, 0, "no trial killed a run while it was writing")
    }

    /// Item 5: SIGINT, SIGTERM and SIGHUP during the writes roll the run back
    /// and exit 130, 143 and 129 with a message; before the writes they stop
    /// it at once with the same statuses.
    func testSignalsDuringWrites_rollBack_andExitWithTheirStatus() throws {
        let project = try makeProject(label: "signals")
        try project.writeModules(150, header: Self.first)
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let old = try project.files()
        let cases: [(signal: Int32, status: Int32, name: String)] = [
            (SIGINT, 130, "SIGINT"), (SIGTERM, 143, "SIGTERM"), (SIGHUP, 129, "SIGHUP"),
        ]
        for (signal, status, name) in cases {
            for duringWrites in [true, false] {
                try project.write("header: \"\(Self.second)\"\n", to: "viper-gen.yml")
                let configured = try project.files()
                let run = try BackgroundRun(project, ["generate"])
                if duringWrites {
                    Self.waitForWrites(in: project, run: run, thenMicroseconds: 2_000)
                } else {
                    usleep(100_000)
                }
                run.signal(signal)
                let result = run.wait()
                let label = "\(name) \(duringWrites ? "during" : "before") the writes"
                XCTAssertFalse(run.diedFromSignal, "\(label): the signal killed the process")
                XCTAssertEqual(result.status, status, "\(label): \(result.stderr)")
                let after = try project.files()
                if result.stderr.contains("after every file was written") {
                    XCTAssertEqual(try project.run(["check"]).status, 0, label)
                } else {
                    XCTAssertEqual(after, configured, "\(label): the tree is mixed")
                }
                if duringWrites {
                    XCTAssertTrue(result.stderr.contains("interrupted while writing")
                                  || result.stderr.contains("after every file was written"), "\(label): \(result.stderr)")
                } else {
                    XCTAssertTrue(result.stderr.contains("viper-gen: stopped by \(name)"), "\(label): \(result.stderr)")
                }
                XCTAssertEqual(try project.leftovers(), [], label)
                try restore(project, to: old)
            }
        }
    }

    /// Puts the tree back to `files` exactly (same paths, same bytes).
    private func restore(_ project: DiskProject, to files: [String: [UInt8]]) throws {
        for (path, entry) in try project.state().entries where entry.kind == .file && files[path] == nil {
            try project.remove(path)
        }
        for (path, bytes) in files { try project.write(String(decoding: bytes, as: UTF8.self), to: path) }
    }

    /// Waits until the run has written its temporary files up to the last
    /// module's test folder (entries are written in path order, so the
    /// switching of files into place starts right after), or 10 s have
    /// passed, then `extra` microseconds more.
    static func waitForWrites(in project: DiskProject, run: BackgroundRun, thenMicroseconds extra: UInt32) {
        let last = project.path("Tests/AppTests/Modules/M0149")
        let deadline = Date().addingTimeInterval(10)
        while run.process.isRunning, Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: last)) ?? []
            if names.contains(where: { $0.contains(".viper-gen-new") }) { break }
        }
        usleep(extra)
    }
}

/// Holds a project's lock from the test process, as another viper-gen run would.
final class ProjectLockHolder {
    private var descriptor: Int32

    init(_ root: String) throws {
        descriptor = open(root, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else {
            throw DiskProjectError(message: "cannot lock \(root)")
        }
    }

    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
