import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// No generated file uses an API newer than its project's `platform` without
/// an availability check. The compiler ignores iOS availability on Linux, so
/// `AvailabilityChecker` reads the files against the stand-ins' `@available` table.
final class AvailabilityCheckTests: XCTestCase {
    private let table = AvailabilityTable.read()

    private func findings(_ source: String, platform: DeploymentTarget) -> [String] {
        AvailabilityChecker(table: table, platform: platform).findings(in: source, file: "F.swift")
            .map(\.description)
    }

    // MARK: the checker

    func testAnUnguardedIOS17API_isFound_belowIOS17() {
        let source = """
            import Observation

            @MainActor
            @Observable
            final class Model {
                var text = ""
            }

            """
        XCTAssertEqual(
            findings(source, platform: .defaultTarget),
            ["F.swift:4: 'Observable' is iOS 17.0+ and nothing checks its availability"])
        XCTAssertEqual(findings(source, platform: .observationFramework), [])
    }

    func testAvailabilityOnTheDeclaration_guardsItsAttributesAndItsBody() {
        let source = """
            @available(iOS 17.0, *)
            @MainActor
            @Observable
            final class Model:
                AnyObject
            {
                @ObservationIgnored var view: AnyObject?
            }

            @Observable final class Unguarded {}

            """
        XCTAssertEqual(
            findings(source, platform: .oldestSupported),
            ["F.swift:10: 'Observable' is iOS 17.0+ and nothing checks its availability"])
    }

    func testIfAvailable_guardsItsBlock_notItsElse() {
        let source = """
            func anchor(_ popover: UIPopoverPresentationController, _ item: UIBarButtonItem) {
                if #available(iOS 16.0, *) {
                    popover.sourceItem = item
                } else {
                    popover.sourceItem = item
                }
            }

            """
        XCTAssertEqual(
            findings(source, platform: .oldestSupported),
            ["F.swift:5: 'sourceItem' is iOS 16.0+ and nothing checks its availability"])
    }

    func testAvailabilityTooLow_doesNotGuard() {
        let source = """
            @available(iOS 16.0, *)
            extension Screen {
                func observe() { withObservationTracking {} onChange: {} }
            }

            """
        XCTAssertEqual(
            findings(source, platform: .oldestSupported),
            [
                "F.swift:3: 'withObservationTracking' is iOS 17.0+ and nothing checks its availability"
            ])
    }

    func testCommentsAndStrings_areNotUses() {
        let source = """
            // @Observable needs iOS 17.
            /* withObservationTracking /* nested */ Observable */
            let note = "use @Observable from iOS 17"
            let long = \"\"\"
                Observable
                \"\"\"
            let raw = #"Observable "quoted""#

            """
        XCTAssertEqual(findings(source, platform: .oldestSupported), [])
    }

    func testTable_readsTheStandInsAvailability_andObservations() {
        XCTAssertEqual(table.introduced["sourceItem"], DeploymentTarget(major: 16, minor: 0))
        XCTAssertEqual(
            table.introduced["UIPopoverPresentationControllerSourceItem"],
            DeploymentTarget(major: 16, minor: 0))
        XCTAssertEqual(table.introduced["Observable"], DeploymentTarget(major: 17, minor: 0))
        XCTAssertEqual(table.introduced["Bindable"], DeploymentTarget(major: 17, minor: 0))
    }

    // MARK: generated code

    /// The children golden is for iOS 17 and uses `@Observable`: read as if the
    /// app supported iOS 16, the checker finds it. (It can fail on real output.)
    func testTheIOS17Golden_readForIOS16_isFound() throws {
        let presenter = try String(
            contentsOfFile: PackagePaths.snapshots
                + "/children/Sources/App/Modules/Composer/ComposerPresenter.swift",
            encoding: .utf8)
        XCTAssertEqual(
            AvailabilityChecker(table: table, platform: .defaultTarget)
                .findings(in: presenter, file: "ComposerPresenter.swift").map(\.name),
            ["Observable", "ObservationIgnored", "ObservationIgnored"])
    }

    func testEveryGolden_usesNothingNewerThanItsPlatform() throws {
        for fixture in FixtureProject.allNames {
            let platform = try FixtureProject(fixture).config().platform
            try assertGuarded(
                FolderSnapshot.read(PackagePaths.snapshots + "/" + fixture), platform: platform,
                in: fixture)
        }
    }

    func testTheMatrixScreens_atIOS15AndIOS17_useNothingNewer() throws {
        for platform in CompileMatrix.platformAxis {
            let project = FixtureProject(
                name: "matrix", inputs: CompileMatrix.screenInputs(platform: platform))
            try assertGuarded(project.renderedFiles(), platform: platform, in: "\(platform)")
        }
        try assertGuarded(
            FixtureProject(name: "matrix", inputs: CompileMatrix.inputs).renderedFiles(),
            platform: .defaultTarget, in: "the matrix")
    }

    private func assertGuarded(
        _ files: [String: String], platform: DeploymentTarget, in place: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let checker = AvailabilityChecker(table: table, platform: platform)
        let swift = files.filter { $0.key.hasSuffix(".swift") }
        XCTAssertFalse(swift.isEmpty, "no Swift files in \(place)", file: file, line: line)
        let found = swift.keys.sorted().flatMap { path in
            checker.findings(in: swift[path]!, file: path)
        }
        XCTAssertEqual(found, [], "\(place) (\(platform))", file: file, line: line)
    }
}
