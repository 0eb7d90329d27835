import XCTest

@testable import ViperGenCore

/// Issue 35, item 13: at `ulimit -n 32` a 400-module write failed mid-way
/// (each of two lanes kept 16 folders open beside the run's own writer), and
/// a machine with many cores would need a descriptor per core and folder.
/// What a writer keeps open, and how many lanes a write uses, now follow
/// from the limit.
final class OpenFileBudgetTests: XCTestCase {
    func testWritersAndLanes_fitInTheLimit_whateverTheCores() {
        for limit in [32, 40, 48, 64, 100, 256, 1024, 65_536] {
            let folders = OpenFileBudget.foldersKept(limit: limit)
            for bases in 1...3 {
                let lanes = OpenFileBudget.lanes(wanted: 512, writersPerLane: bases, limit: limit)
                // The run's writers, plus a copy of each per lane, plus what a run holds besides.
                let held =
                    (lanes + 1) * bases * (folders + OpenFileBudget.perWriter)
                    + OpenFileBudget.reserved
                XCTAssertGreaterThanOrEqual(lanes, 1)
                if lanes > 1 {
                    XCTAssertLessThanOrEqual(
                        held, limit, "limit \(limit), \(bases) writers per lane")
                }
            }
            XCTAssertLessThanOrEqual(
                OpenFileBudget.reserved + folders + OpenFileBudget.perWriter, limit,
                "limit \(limit)")
        }
        XCTAssertEqual(OpenFileBudget.foldersKept(limit: 1024), 16)
        XCTAssertEqual(OpenFileBudget.lanes(wanted: 2, writersPerLane: 1, limit: 1024), 2)
        XCTAssertEqual(OpenFileBudget.lanes(wanted: 2, writersPerLane: 1, limit: 32), 1)
    }
}
