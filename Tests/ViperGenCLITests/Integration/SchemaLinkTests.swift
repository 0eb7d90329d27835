import Foundation
import ViperGenTestSupport
import XCTest

/// `init` and `new` look for the schemas their files name confined to the
/// project: a `schemas` folder linked outside reads as there-but-not-followed,
/// so what lies beyond the link changes nothing they write or say.
final class SchemaLinkTests: XCTestCase {
    /// A project whose `schemas` links to `outside`, which holds the schemas or not.
    private func project(outsideHoldsSchemas: Bool, initialised: Bool) throws -> DiskProject {
        let outside = try makeProject(label: "outside-schemas")
        if outsideHoldsSchemas {
            for kind in ["module", "config", "traits"] {
                try outside.write("{}\n", to: kind + ".schema.json")
            }
        }
        let project = try makeProject(label: "linked-schemas")
        if initialised {
            XCTAssertEqual(try project.run(["init"]).status, 0)
            try FileManager.default.removeItem(atPath: project.path("schemas"))
        }
        try FileManager.default.createSymbolicLink(
            atPath: project.path("schemas"), withDestinationPath: outside.root)
        return project
    }

    func testNew_writesTheSameSpec_whateverIsBeyondALinkedSchemasFolder() throws {
        var specs: [String] = []
        for holds in [false, true] {
            let project = try project(outsideHoldsSchemas: holds, initialised: true)
            let result = try project.run(["new", "Login"])
            XCTAssertEqual(result.status, 0, result.combined)
            specs.append(try project.read("Specs/Login.viper.yml"))
        }
        XCTAssertEqual(specs[0], specs[1])
        XCTAssertFalse(specs[0].hasPrefix("# yaml-language-server"), specs[0])
    }

    func testInit_saysAndWritesTheSame_whateverIsBeyondALinkedSchemasFolder() throws {
        var results: [ProcessResult] = []
        for holds in [false, true] {
            let project = try project(outsideHoldsSchemas: holds, initialised: false)
            results.append(try project.run(["init"]))
            XCTAssertTrue(project.exists("viper-gen.yml"))
        }
        XCTAssertEqual(results[0].status, 0, results[0].combined)
        XCTAssertEqual(results[0].status, results[1].status)
        XCTAssertEqual(results[0].stdout, results[1].stdout)
        XCTAssertEqual(results[0].stderr, results[1].stderr)
        XCTAssertFalse(results[0].stdout.contains("schemas/"), results[0].stdout)
    }

    /// A FIFO where a schema goes: `init` neither opens nor replaces it (no hang,
    /// nothing lost), and `new` names no schema an editor would block reading.
    func testAFIFOForASchema_isLeftAlone_andNotNamed() throws {
        let project = try makeProject(label: "fifo-schema")
        try FileManager.default.createDirectory(
            atPath: project.path("schemas"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(project.path("schemas/module.schema.json"), 0o644), 0)
        let started = try project.run(["init"])
        XCTAssertEqual(started.status, 0, started.combined)
        XCTAssertFalse(started.stdout.contains("module.schema.json"), started.stdout)
        XCTAssertTrue(project.exists("schemas/config.schema.json"))
        let created = try project.run(["new", "Login"])
        XCTAssertEqual(created.status, 0, created.combined)
        let spec = try project.read("Specs/Login.viper.yml")
        XCTAssertFalse(spec.hasPrefix("# yaml-language-server"), spec)
        var status = stat()
        XCTAssertEqual(lstat(project.path("schemas/module.schema.json"), &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the FIFO was replaced")
    }
}
