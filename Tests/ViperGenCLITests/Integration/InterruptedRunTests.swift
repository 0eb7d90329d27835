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
                let runs = try [
                    BackgroundRun(project, ["generate"]), BackgroundRun(project, ["generate"]),
                ]
                for run in runs {
                    let result = run.wait()
                    XCTAssertEqual(
                        result.status, 0, "\(modules) modules, trial \(trial): \(result.combined)")
                }
                let check = try project.run(["check"])
                XCTAssertEqual(
                    check.status, 0,
                    "\(modules) modules, trial \(trial): a file is missing\n\(check.stdout)")
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
        XCTAssertEqual(
            refused.stderr,
            """
            error: cannot lock the project: another viper-gen run is writing in this project
            hint: run again without --no-wait to wait for it

            """)
        XCTAssertFalse(project.exists("Sources"), "a refused run wrote")

        // Each run reaches the point where it found the lock taken and is about to wait, while it is held.
        let waiting = try BackgroundRun(project, ["generate"], pausingAt: ["waitingForLock"])
        let checking = try BackgroundRun(project, ["check"], pausingAt: ["waitingForLock"])
        XCTAssertTrue(
            waiting.waitForPause(at: "waitingForLock"), "generate did not wait for the lock")
        XCTAssertTrue(
            checking.waitForPause(at: "waitingForLock"),
            "check compared a tree another run may be writing")
        waiting.resume()
        checking.resume()
        holder.release()
        let written = waiting.wait()
        XCTAssertEqual(written.status, 0, written.combined)
        XCTAssertEqual(
            written.stderr,
            "viper-gen: waiting for another viper-gen run in this project to finish\n"
                + "viper-gen: paused at waitingForLock\n")
        XCTAssertTrue([0, 1].contains(checking.wait().status))
    }

    /// Item 4: `generate` killed with SIGKILL never leaves a generated file
    /// missing (each holds the old or the new bytes); `check` then reports
    /// what it left, and the next `generate` undoes it and finishes the job.
    /// The kill lands at explicit points of the run (`VIPER_GEN_PAUSE_AT`):
    /// with every temporary written and nothing switched in, and with the
    /// tree part old and part new, as the last file is about to be switched.
    func testKilledRun_neverLosesAFile_andTheNextRunCleansUp() throws {
        let project = try makeProject(label: "kill")
        try project.writeModules(150, header: Self.first)
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let old = try project.files()
        try project.writeModules(0, header: Self.second)
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let new = try project.files()
        for trial in 0..<4 {
            let point = trial < 2 ? "switching" : "lastSwitch"
            let label = "trial \(trial), killed at \(point)"
            try restore(project, to: old)
            try project.write(
                "header: \"\(trial % 2 == 0 ? Self.second : "Third from ${source}.")\"\n",
                to: "viper-gen.yml")
            let run = try BackgroundRun(project, ["generate", "--prune"], pausingAt: [point])
            XCTAssertTrue(
                run.waitForPause(at: point), "\(label): the run ended first: \(run.wait().combined)"
            )
            run.signal(SIGKILL)
            run.wait()
            let after = try project.files()
            for (path, bytes) in old where path.hasSuffix(".swift") {
                guard let now = after[path] else {
                    XCTFail("\(label): \(path) is missing after the kill")
                    continue
                }
                if trial % 2 == 0 {
                    XCTAssertTrue(
                        now == bytes || now == new[path], "\(label): \(path) is neither old nor new"
                    )
                }
            }
            XCTAssertTrue(
                try project.leftovers().contains(".viper-gen-journal"),
                "\(label): no journal was left")
            let check = try project.run(["check", "--no-diff"])
            XCTAssertEqual(check.status, 1, "\(label): check did not report the leftovers")
            XCTAssertTrue(check.stdout.contains("leftover: .viper-gen-journal\n"), check.stdout)
            let rerun = try project.run(["generate", "--prune"])
            XCTAssertEqual(rerun.status, 0, "\(label): \(rerun.combined)")
            XCTAssertEqual(try project.leftovers(), [], "\(label): the next run left leftovers")
            XCTAssertEqual(
                try project.run(["check"]).status, 0,
                "\(label): the next run did not finish the job")
        }
    }

    /// Item 5: SIGINT, SIGTERM and SIGHUP during the writes roll the run back
    /// and exit 130, 143 and 129 with a message; before the writes they stop
    /// it at once with the same statuses. The signal is sent with the run
    /// held at an explicit point: `starting` (nothing written), and
    /// `lastSwitch` (the tree part old, part new), which goes on only once
    /// the run has seen the signal.
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
                let point = duringWrites ? "lastSwitch" : "starting"
                let run = try BackgroundRun(project, ["generate"], pausingAt: [point])
                XCTAssertTrue(
                    run.waitForPause(at: point),
                    "\(name): the run ended first: \(run.wait().combined)")
                run.signal(signal)
                if duringWrites { run.resume(afterStopRequests: 1) }
                let result = run.wait()
                let label = "\(name) \(duringWrites ? "during" : "before") the writes"
                XCTAssertFalse(run.diedFromSignal, "\(label): the signal killed the process")
                XCTAssertEqual(result.status, status, "\(label): \(result.stderr)")
                XCTAssertEqual(try project.files(), configured, "\(label): the tree is mixed")
                if duringWrites {
                    XCTAssertTrue(
                        result.stderr.contains("interrupted while writing"),
                        "\(label): \(result.stderr)")
                } else {
                    XCTAssertTrue(
                        result.stderr.hasSuffix("viper-gen: stopped by \(name)\n"),
                        "\(label): \(result.stderr)")
                }
                XCTAssertEqual(try project.leftovers(), [], label)
                try restore(project, to: old)
            }
        }
    }

    /// Puts the tree back to `files` exactly (same paths, same bytes).
    private func restore(_ project: DiskProject, to files: [String: [UInt8]]) throws {
        for (path, entry) in try project.state().entries
        where entry.kind == .file && files[path] == nil {
            try project.remove(path)
        }
        for (path, bytes) in files {
            try project.write(String(decoding: bytes, as: UTF8.self), to: path)
        }
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
