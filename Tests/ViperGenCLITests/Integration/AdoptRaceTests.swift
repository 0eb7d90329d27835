import Foundation
import ViperGenTestSupport
import XCTest

/// `viper-gen adopt` against a spec written while it runs (found by an
/// adversarial review): the spec it found missing when it began is created,
/// never replaced, so a spec that appears meanwhile fails the run and is kept.
final class AdoptRaceTests: XCTestCase {
    func testASpecWrittenDuringTheRun_isKept_andTheRunFails() throws {
        let project = try makeProject(label: "adopt-race")
        try project.write(
            "protocol BasketViewInput: AnyObject { func show(total: Int) }\n",
            to: "Legacy/Basket/BasketViewInput.swift")
        try project.write(
            "final class BasketPresenter { weak var view: BasketViewInput? }\n",
            to: "Legacy/Basket/BasketPresenter.swift")
        let run = try BackgroundRun(project, ["adopt", "Legacy/Basket"], pausingAt: ["starting"])
        XCTAssertTrue(
            run.waitForPause(at: "starting"), "the run ended before writing: \(run.wait().combined)"
        )
        let mine = "module: Basket\n# written by hand while adopt ran\n"
        try project.write(mine, to: "Specs/Basket.viper.yml")
        run.resume()
        let result = run.wait()
        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertEqual(
            try project.read("Specs/Basket.viper.yml"), mine, "the user's spec was replaced")
        XCTAssertEqual(try project.leftovers(), [])
    }

    /// A stop request while adopt writes its spec (SIGTERM at the switch) rolls
    /// back: no spec, half or whole, and nothing left behind.
    func testAStopWhileWriting_leavesNoSpec_andNoLeftovers() throws {
        let project = try makeProject(label: "adopt-stop")
        try project.write(
            "protocol BasketViewInput: AnyObject { func show(total: Int) }\n",
            to: "Legacy/Basket/BasketViewInput.swift")
        let before = try project.files()
        let run = try BackgroundRun(project, ["adopt", "Legacy/Basket"], pausingAt: ["switching"])
        XCTAssertTrue(
            run.waitForPause(at: "switching"),
            "the run ended before switching: \(run.wait().combined)")
        run.signal(SIGTERM)
        run.resume(afterStopRequests: 1)
        let result = run.wait()
        XCTAssertEqual(result.status, 143, result.combined)
        XCTAssertEqual(try project.files(), before, "the stopped run changed the tree")
        XCTAssertEqual(try project.leftovers(), [])
    }
}
