import ViperGenCore
import ViperGenTestSupport
import XCTest

/// Renders every project in `Tests/Fixtures/` and compares the whole output
/// folder with `Snapshots/<fixture>/`. `VIPER_GEN_RECORD=1` re-records the
/// goldens, and the test still fails so a new golden is never accepted silently.
final class SnapshotTests: XCTestCase {
    func testEveryFixture_matchesItsGolden() throws {
        let names = FixtureProject.allNames
        XCTAssertGreaterThanOrEqual(names.count, 9, "fixtures are missing from Tests/Fixtures")
        for name in names {
            let actual = try FixtureProject(name).renderedFiles()
            let goldenFolder = PackagePaths.snapshots + "/" + name
            if PackagePaths.isRecording {
                try FolderSnapshot.write(actual, to: goldenFolder)
                XCTFail("re-recorded Snapshots/\(name); review the change with `git diff`, then run the tests again")
                continue
            }
            let expected = FolderSnapshot.read(goldenFolder)
            let differences = FolderSnapshot.differences(expected: expected, actual: actual)
            XCTAssert(differences.isEmpty, """
                Snapshots/\(name) differs from what Tests/Fixtures/\(name) generates \
                (re-record with VIPER_GEN_RECORD=1 swift test --filter SnapshotTests):
                \(differences)
                """)
        }
    }

    func testSnapshotComparison_reportsMissingExtraAndChangedFiles() {
        let report = FolderSnapshot.differences(
            expected: ["a.swift": "one\ntwo\n", "gone.swift": "x\n"],
            actual: ["a.swift": "one\nthree\n", "new.swift": "y\n"]
        )
        XCTAssertEqual(report, """
            --- golden/a.swift
            +++ actual/a.swift
            @@ -1,2 +1,2 @@
             one
            -two
            +three
            missing file (in the golden, not produced): gone.swift
            extra file (not in the golden): new.swift

            """)
    }
}
