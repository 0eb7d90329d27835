import Foundation
import ViperGenTestSupport
import XCTest

/// `viper-gen emit` against runs in its work folder (from the adversarial
/// pass): killed mid-write, its journal is undone by the next emit, which
/// succeeds; two at once take turns on the folder's lock.
final class EmitInterruptTests: XCTestCase {
    func testEmitKilledMidWrite_theNextEmitRecoversAndSucceeds() throws {
        let project = try makeProject(label: "emit-kill")
        try project.write("generation: build\n", to: "viper-gen.yml")
        try project.write("module: Login\ntraits: [close]\n", to: "Specs/Login.viper.yml")
        try FileManager.default.createDirectory(
            atPath: project.path(".build/work"), withIntermediateDirectories: true)
        let arguments = [
            "emit", "--output", project.path(".build/work"), "--target", "Sources/App",
            "Specs/Login.viper.yml",
        ]
        let run = try BackgroundRun(project, arguments, pausingAt: ["switching"])
        XCTAssertTrue(
            run.waitForPause(at: "switching"), "the run ended first: \(run.wait().combined)")
        run.signal(SIGKILL)
        run.wait()
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: project.path(".build/work/.viper-gen-journal")),
            "no journal was left: the kill came too late to test anything")

        let again = try project.run(arguments)
        XCTAssertEqual(again.status, 0, again.combined)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: project.path(".build/work/.viper-gen-journal")))
        XCTAssertTrue(
            try project.read(".build/work/Login.viper.swift").contains("LoginAssembly"))
        XCTAssertTrue(
            try project.read(".build/work/ViperGenShared.viper.swift").contains("TransitionHandler")
        )
    }

    /// Two emits into one work folder at once: the second waits for the first's
    /// lock (synchronized on the pause points, no sleep), then both succeed.
    func testTwoEmitsIntoOneFolder_takeTurns() throws {
        let project = try makeProject(label: "emit-twice")
        try project.write("generation: build\n", to: "viper-gen.yml")
        try project.write("module: Login\ntraits: [close]\n", to: "Specs/Login.viper.yml")
        try FileManager.default.createDirectory(
            atPath: project.path(".build/work"), withIntermediateDirectories: true)
        let arguments = [
            "emit", "--output", project.path(".build/work"), "--target", "Sources/App",
            "Specs/Login.viper.yml",
        ]
        let first = try BackgroundRun(project, arguments, pausingAt: ["switching"])
        XCTAssertTrue(
            first.waitForPause(at: "switching"), "the run ended first: \(first.wait().combined)")
        let second = try BackgroundRun(project, arguments, pausingAt: ["waitingForLock"])
        XCTAssertTrue(
            second.waitForPause(at: "waitingForLock"),
            "the second emit did not wait: \(second.wait().combined)")
        first.resume()
        XCTAssertEqual(first.wait().status, 0)
        second.resume()
        let result = second.wait()
        XCTAssertEqual(result.status, 0, result.combined)
        XCTAssertTrue(result.stderr.contains("waiting for another viper-gen run"), result.stderr)
        XCTAssertTrue(
            try project.read(".build/work/Login.viper.swift").contains("LoginAssembly"))
    }
}
