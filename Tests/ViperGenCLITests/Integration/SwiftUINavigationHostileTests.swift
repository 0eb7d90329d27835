import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// The files and values SwiftUI navigation adds, met with hostile ones: its
/// shared runtime and a module's navigator planted as a link outside or as a
/// FIFO, a control character in `navigation:` or `--navigation`, and two runs
/// at once. Nothing outside changes, nothing hangs, and nothing raw is printed.
final class SwiftUINavigationHostileTests: XCTestCase {
    private let spec = "module: Feed\nui: swiftui\nnavigation: swiftui\ntraits: [close]\n"
    private let runtime = "Sources/App/Shared/SwiftUINavigation.swift"
    private let navigator = "Sources/App/Modules/Feed/FeedNavigator.swift"

    func testTheRuntimeOrANavigatorPlantedAsALinkOutside_isNeverWrittenThrough() throws {
        for planted in [runtime, navigator] {
            let project = try makeProject(label: "swiftui-link")
            let outside = try makeProject(label: "swiftui-link-outside")
            try outside.write("victim\n", to: "victim.txt")
            try project.write(spec, to: "Specs/Feed.viper.yml")
            try FileManager.default.createDirectory(
                atPath: project.path((planted as NSString).deletingLastPathComponent),
                withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: project.path(planted), withDestinationPath: outside.path("victim.txt"))
            let before = try project.state()
            let outsideBefore = try outside.state()

            let result = try project.run(["generate"])

            XCTAssertEqual(result.status, 2, "\(planted): \(result.combined)")
            XCTAssertTrue(
                result.stderr.contains("refusing to write '\(planted)': it is a symbolic link"),
                result.stderr)
            assertUnchanged(outsideBefore, try outside.state(), "wrote through \(planted)")
            assertUnchanged(
                before, try project.state(), in: [.contents, .fileTimes, .identity],
                "the project changed (\(planted))")
        }
    }

    func testTheRuntimeOrANavigatorAsAFIFO_isRefusedWithoutHanging() throws {
        for place in [runtime, navigator] {
            let project = try makeProject(label: "swiftui-fifo")
            try project.write(spec, to: "Specs/Feed.viper.yml")
            XCTAssertEqual(try project.run(["generate"]).status, 0)
            try project.remove(place)
            XCTAssertEqual(mkfifo(project.path(place), 0o644), 0, place)
            for command in [["generate"], ["check"]] {
                let result = try BackgroundRun(project, command).wait(atMost: 30)
                XCTAssertNotEqual(result.status, -1, "\(command) hung on a FIFO at \(place)")
                XCTAssertEqual(result.status, 2, "\(command), \(place): \(result.combined)")
                XCTAssertTrue(
                    result.stderr.contains("not a regular file"), "\(command): \(result.stderr)")
            }
        }
    }

    func testAControlCharacterInNavigation_isShownEscaped_andNothingIsWritten() throws {
        let project = try makeProject(label: "swiftui-control")
        try project.write(
            "module: Feed\nui: swiftui\nnavigation: \"swift\u{1B}]0;pwned\u{7}ui\"\n",
            to: "Specs/Feed.viper.yml")
        try project.write("navigation: \"ui\u{1B}[31mkit\"\n", to: "viper-gen.yml")
        let before = try project.state()

        for command in [["generate"], ["new", "Cart", "--navigation", "swift\u{1B}[2Jui"]] {
            let result = try project.run(command)

            XCTAssertNotEqual(result.status, 0, "\(command): \(result.combined)")
            XCTAssertNil(
                result.combined.unicodeScalars.first { $0 == "\u{1B}" || $0 == "\u{7}" },
                "\(command) printed a control character raw: \(result.combined)")
        }
        assertUnchanged(before, try project.state(), "a refused run wrote")
    }

    func testTwoGeneratesAtOnce_leaveOneRuntime_andCheckPasses() throws {
        let project = try makeProject(label: "swiftui-concurrent")
        try project.write(spec, to: "Specs/Feed.viper.yml")
        try project.write(
            "module: Post\nui: swiftui\nnavigation: swiftui\ntraits: [close]\n",
            to: "Specs/Post.viper.yml")

        let first = try BackgroundRun(project, ["generate"])
        let second = try BackgroundRun(project, ["generate"])
        let results = [first.wait(atMost: 60), second.wait(atMost: 60)]

        XCTAssertEqual(results.map(\.status), [0, 0], results.map(\.combined).joined())
        XCTAssertEqual(try project.run(["check"]).status, 0)
        XCTAssertTrue(try project.read(runtime).contains("class ScreenNavigator"))
    }
}
