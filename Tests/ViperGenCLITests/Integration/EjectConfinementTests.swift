import Foundation
import ViperGenTestSupport
import XCTest

/// Issue 35, item 4: `templates eject` writes beneath the project root like
/// every other output, so a committed link (the default `Templates`, or the
/// folder `templates:` names) that leads outside is refused, not followed.
final class EjectConfinementTests: XCTestCase {
    private func assertRefused(
        config: String, link: String, arguments: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let project = try makeProject(label: "eject")
        let outside = try makeProject(label: "eject-outside")
        try project.write(config, to: "viper-gen.yml")
        try FileManager.default.createSymbolicLink(
            atPath: project.path(link), withDestinationPath: outside.root)
        let before = try project.state()

        let result = try project.run(["templates", "eject"] + arguments)

        XCTAssertEqual(result.status, 2, result.combined, file: file, line: line)
        XCTAssert(
            result.stderr.contains("a symbolic link leads it outside the project"), result.stderr,
            file: file, line: line)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: outside.root), [],
            "eject wrote outside the project", file: file, line: line)
        assertUnchanged(
            before, try project.state(), "a refused eject changed the project", file: file,
            line: line)
    }

    func testACommittedTemplatesLink_isRefused() throws {
        try assertRefused(config: "", link: "Templates")
    }

    func testTheConfiguredFolderAsALink_isRefused() throws {
        try assertRefused(config: "templates: Design/Templates\n", link: "Design")
    }

    func testAFolderNamedInsideTheProject_throughALink_isRefused() throws {
        try assertRefused(config: "", link: "Linked", arguments: ["Linked/Templates"])
    }

    func testEjectIntoAPlainFolder_stillWritesEveryTemplate() throws {
        let project = try makeProject(label: "eject-plain")
        try project.write("", to: "viper-gen.yml")

        let result = try project.run(["templates", "eject"])

        XCTAssertEqual(result.status, 0, result.combined)
        XCTAssert(project.exists("Templates/Partials/Header.tmpl"))
        XCTAssert(
            result.stdout.hasSuffix("Set `templates: Templates` in viper-gen.yml to use them.\n"),
            result.stdout)
    }
}
