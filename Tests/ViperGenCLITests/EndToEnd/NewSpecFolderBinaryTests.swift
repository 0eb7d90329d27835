import Foundation
import XCTest

/// `new --spec-dir`, run through the built binary on a real disk: the spec
/// lands in the subfolder, and a link on the way, in or out, is refused.
final class NewSpecFolderBinaryTests: XCTestCase {
    func testSpecDir_onDisk_writesBeneathTheSpecsFolder_andRefusesLinks() throws {
        let project = try makeProject(label: "spec-dir")
        XCTAssertEqual(try project.run(["init"]).status, 0)
        let created = try project.run(["new", "Login", "--spec-dir", "Auth"])
        XCTAssertEqual(created.status, 0, created.combined)
        XCTAssert(project.exists("Specs/Auth/Login.viper.yml"))
        XCTAssertEqual(try project.run(["check"]).status, 0)
        XCTAssertEqual(try project.run(["generate", "Login"]).status, 0)

        let outside = try makeProject(label: "spec-dir-outside")
        try FileManager.default.createSymbolicLink(
            atPath: project.path("Specs/Out"), withDestinationPath: outside.root)
        try FileManager.default.createSymbolicLink(
            atPath: project.path("Specs/Inside"), withDestinationPath: project.path("Sources"))
        let before = try project.state()
        let outsideBefore = try outside.state()
        for folder in ["Out", "Out/Deeper", "Inside", "../Specs2", "/tmp"] {
            let result = try project.run(["new", "Home", "--spec-dir", folder])
            XCTAssertEqual(result.status, 2, "\(folder): \(result.combined)")
            XCTAssertEqual(result.stdout, "", folder)
        }
        assertUnchanged(before, try project.state(), "a refused --spec-dir wrote something")
        assertUnchanged(outsideBefore, try outside.state(), "a link out was followed")
    }

    /// A link (dangling, out, or to a file outside) or a folder where the new spec
    /// goes: `new` refused to write through it with `--force`, but without it
    /// skipped the spec, wrote the module's files and said nothing, leaving drift.
    func testASpecPathThatIsALinkOrAFolder_isRefused_withOrWithoutForce() throws {
        let project = try makeProject(label: "spec-link")
        XCTAssertEqual(try project.run(["init"]).status, 0)
        let outside = try makeProject(label: "spec-link-outside")
        try outside.write("secret\n", to: "secret.txt")
        try FileManager.default.createDirectory(
            atPath: project.path("Specs/A"), withIntermediateDirectories: true)
        for (index, target) in [outside.path("secret.txt"), "/nonexistent", "folder"].enumerated() {
            let spec = "Specs/A/Home\(index).viper.yml"
            if target == "folder" {
                try FileManager.default.createDirectory(
                    atPath: project.path(spec), withIntermediateDirectories: true)
            } else {
                try FileManager.default.createSymbolicLink(
                    atPath: project.path(spec), withDestinationPath: target)
            }
            let before = try project.state()
            for extra in [[], ["--force"]] {
                let result = try project.run(["new", "Home\(index)", "--spec-dir", "A"] + extra)
                XCTAssertEqual(result.status, 2, "\(target) \(extra): \(result.combined)")
                XCTAssertEqual(result.stdout, "", "\(target) \(extra)")
                XCTAssertFalse(result.stderr.contains("secret"), result.stderr)
                assertUnchanged(before, try project.state(), "\(target) \(extra): new wrote")
            }
        }
        XCTAssertEqual(try outside.read("secret.txt"), "secret\n")
    }
}
