import Foundation
import ViperGenTestSupport
import XCTest

/// A depfile or build list named through a link to one of the project's
/// files: the text check can't see the link, so the writer must refuse it,
/// and the file at its end stays as it was.
final class ExtraFileLinkTests: XCTestCase {
    func testADepfileOrListLinkedToASpec_isRefused_andTheSpecKept() throws {
        let project = try makeProject(label: "linked-depfile")
        XCTAssertEqual(try project.run(["init"]).status, 0)
        XCTAssertEqual(try project.run(["new", "Login", "--traits", "close"]).status, 0)
        try FileManager.default.createSymbolicLink(
            atPath: project.path("out.d"), withDestinationPath: "Specs/Login.viper.yml")
        let before = try project.state()
        for arguments in [
            ["generate", "--depfile", "out.d"], ["filelist", "--outputs", "out.d"],
            ["filelist", "--bazel", "out.d"],
        ] {
            let result = try project.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.combined)")
            XCTAssertTrue(result.stderr.contains("symbolic link"), result.stderr)
            assertUnchanged(before, try project.state(), "\(arguments) wrote")
        }
    }
}
