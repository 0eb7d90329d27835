import ViperGenCore
import XCTest

/// The `xcode:` section of `viper-gen.yml`.
final class XcodeConfigTests: XCTestCase {
    func testSection_isRead_withPerModuleOverrides() throws {
        // With appModule set, a missing project is left for the Xcode stage to report.
        let project = try loadedProject([
            "viper-gen.yml": """
            appModule: App
            xcode:
              project: iOS/App.xcodeproj
              target: App
              testTarget: AppTests
              modules:
                Widget:
                  target: WidgetExtension

            """
        ])
        let xcode = try XCTUnwrap(project.config.xcode)
        XCTAssertEqual(xcode.project, "iOS/App.xcodeproj")
        XCTAssertEqual(xcode.projectFilePath, "iOS/App.xcodeproj/project.pbxproj")
        XCTAssertEqual(xcode.target.name, "App")
        XCTAssertEqual(xcode.target.location.line, 4)
        XCTAssertEqual(xcode.target.location.column, 11)
        XCTAssertEqual(xcode.testTarget?.name, "AppTests")
        XCTAssertEqual(xcode.modules["Widget"]?.target?.name, "WidgetExtension")
        XCTAssertNil(xcode.modules["Widget"]?.testTarget)
    }

    func testNoSection_meansNoXcodeProject() throws {
        XCTAssertNil(try loadedProject(["viper-gen.yml": "sources: Sources/App\n"]).config.xcode)
    }

    func testMissingTarget_andAFolderThatIsNoProject_areBothReported() {
        XCTAssertEqual(
            renderedDiagnostics(["viper-gen.yml": "xcode:\n  project: App\n"]),
            """
            viper-gen.yml:2:3: error: xcode has no 'target'
               2 |   project: App
                 |   ^
            hint: add 'target: ...'
            viper-gen.yml:2:12: error: 'App' is not an Xcode project
               2 |   project: App
                 |            ^~~
            hint: name the project's .xcodeproj folder, e.g. project: App.xcodeproj

            """)
    }

    func testProjectOutsideTheRoot_isRefused() {
        let rendered = renderedDiagnostics([
            "viper-gen.yml": "xcode:\n  project: ../Other/App.xcodeproj\n  target: App\n"
        ])
        XCTAssertTrue(rendered.hasPrefix("viper-gen.yml:2:12: error:"), rendered)
        XCTAssertTrue(rendered.contains("../Other/App.xcodeproj"), rendered)
    }

    /// Issue 37, item 2: a module can be built by several targets.
    func testTargets_mayBeLists_inTheSectionAndPerModule() throws {
        let project = try loadedProject([
            "viper-gen.yml": """
            appModule: App
            xcode:
              project: App.xcodeproj
              target: [App, AppClip]
              testTarget:
                - AppTests
                - AppClipTests
              modules:
                Widget:
                  target: [WidgetExtension, App]

            """
        ])
        let xcode = try XCTUnwrap(project.config.xcode)
        XCTAssertEqual(xcode.targets.map(\.name), ["App", "AppClip"])
        XCTAssertEqual(xcode.target.name, "App")
        XCTAssertEqual(xcode.targets.map(\.location.column), [12, 17])
        XCTAssertEqual(xcode.testTargets.map(\.name), ["AppTests", "AppClipTests"])
        XCTAssertEqual(xcode.modules["Widget"]?.targets.map(\.name), ["WidgetExtension", "App"])
        XCTAssertEqual(xcode.modules["Widget"]?.testTargets.map(\.name), [])
    }

    func testATargetListedTwice_orAnEmptyList_isAnError() {
        let twice = renderedDiagnostics([
            "viper-gen.yml": "xcode:\n  project: App.xcodeproj\n  target: [App, Widget, App]\n"
        ])
        XCTAssertTrue(
            twice.hasPrefix("viper-gen.yml:3:25: error: target 'App' is listed twice\n"), twice)
        let empty = renderedDiagnostics([
            "viper-gen.yml": "xcode:\n  project: App.xcodeproj\n  target: App\n  testTarget: []\n"
        ])
        XCTAssertTrue(empty.hasPrefix("viper-gen.yml:4:15: error: "), empty)
        XCTAssertTrue(empty.contains("xcode.testTarget"), empty)
    }

    func testUnknownOverrideKey_suggestsTheRightOne() {
        let rendered = renderedDiagnostics([
            "viper-gen.yml": """
            xcode:
              project: App.xcodeproj
              target: App
              modules:
                Widget:
                  testTargets: WidgetTests

            """
        ])
        XCTAssertTrue(
            rendered.contains(
                "viper-gen.yml:6:7: error: unknown key 'testTargets' in xcode.modules.Widget"),
            rendered)
        XCTAssertTrue(rendered.contains("did you mean 'testTarget'?"), rendered)
    }
}
