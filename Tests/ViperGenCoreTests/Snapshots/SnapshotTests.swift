import ViperGenCore
import ViperGenTestSupport
import XCTest

/// Renders each project in `Tests/Fixtures/` and compares the whole output
/// folder with `Snapshots/<fixture>/`, one test per fixture so that a failure
/// names it. `VIPER_GEN_RECORD=1` re-records the goldens, and the test still
/// fails so a new golden is never accepted silently.
final class SnapshotTests: XCTestCase {
    /// The fixtures the tests below cover, one each.
    private static let covered = [
        "catalog-mvp",
        "catalog-viper",
        "children",
        "custom-header",
        "custom-traits",
        "login-mvp",
        "naming-viper",
        "navigation-swiftui",
        "navigation-uikit",
        "orders-vip",
        "profile-viper",
        "public-access",
        "requests-mvp",
        "routes-mvp",
        "runtime-prefix",
        "screens-swiftui",
        "screens-xib",
        "template-override",
    ]

    func testCatalogMVP_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("catalog-mvp")
    }
    func testCatalogVIPER_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("catalog-viper")
    }
    func testChildren_matchesItsGolden() throws { try assertFixtureMatchesItsGolden("children") }
    func testCustomHeader_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("custom-header")
    }
    func testCustomTraits_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("custom-traits")
    }
    func testLoginMVP_matchesItsGolden() throws { try assertFixtureMatchesItsGolden("login-mvp") }
    func testNavigationSwiftUI_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("navigation-swiftui")
    }
    func testNamingVIPER_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("naming-viper")
    }
    func testNavigationUIKit_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("navigation-uikit")
    }
    func testOrdersVIP_matchesItsGolden() throws { try assertFixtureMatchesItsGolden("orders-vip") }
    func testProfileVIPER_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("profile-viper")
    }
    func testPublicAccess_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("public-access")
    }
    func testRequestsMVP_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("requests-mvp")
    }
    func testRoutesMVP_matchesItsGolden() throws { try assertFixtureMatchesItsGolden("routes-mvp") }
    func testRuntimePrefix_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("runtime-prefix")
    }
    func testScreensSwiftUI_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("screens-swiftui")
    }
    func testScreensXIB_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("screens-xib")
    }
    func testTemplateOverride_matchesItsGolden() throws {
        try assertFixtureMatchesItsGolden("template-override")
    }

    func testEveryFixture_hasItsOwnTest() {
        XCTAssertEqual(
            FixtureProject.allNames, Self.covered,
            "add a test method for each new fixture in Tests/Fixtures (and list it in `covered`)")
    }

    private func assertFixtureMatchesItsGolden(
        _ name: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let actual = try FixtureProject(name).renderedFiles()
        let goldenFolder = PackagePaths.snapshots + "/" + name
        if PackagePaths.isRecording {
            try FolderSnapshot.write(actual, to: goldenFolder)
            XCTFail(
                "re-recorded Snapshots/\(name); review the change with `git diff`, then run the tests again",
                file: file, line: line)
            return
        }
        let differences = FolderSnapshot.differences(
            expected: FolderSnapshot.read(goldenFolder), actual: actual)
        XCTAssert(
            differences.isEmpty,
            """
            Snapshots/\(name) differs from what Tests/Fixtures/\(name) generates \
            (re-record with VIPER_GEN_RECORD=1 swift test --filter SnapshotTests):
            \(differences)
            """, file: file, line: line)
    }

    func testSnapshotComparison_reportsMissingExtraAndChangedFiles() {
        let report = FolderSnapshot.differences(
            expected: ["a.swift": "one\ntwo\n", "gone.swift": "x\n"],
            actual: ["a.swift": "one\nthree\n", "new.swift": "y\n"]
        )
        XCTAssertEqual(
            report,
            """
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
