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
}
