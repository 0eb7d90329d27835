import Foundation
import ViperGenTestSupport
import XCTest

/// `viper-gen emit` killed mid-write (from the adversarial pass): the journal
/// it leaves in the work folder is undone by the next emit, which then
/// succeeds; the build is never stuck on a leftover.
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
}
