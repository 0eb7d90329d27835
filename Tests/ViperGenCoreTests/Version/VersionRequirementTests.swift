import XCTest

@testable import ViperGenCore

/// `version:` in viper-gen.yml: one exact version or a range, checked before
/// anything else of the config is read.
final class VersionRequirementTests: XCTestCase {
    private func accepts(_ requirement: String, _ version: String) -> Bool {
        VersionRequirement(parsing: requirement)!.accepts(ToolVersion(parsing: version)!)
    }

    func testExactVersion_acceptsOnlyItself() {
        XCTAssertTrue(accepts("0.2.0", "0.2.0"))
        XCTAssertTrue(accepts("0.2", "0.2.0"))
        XCTAssertTrue(accepts("= 0.2.0", "0.2.0"))
        XCTAssertFalse(accepts("0.2.0", "0.2.1"))
        XCTAssertFalse(accepts("0.2.0", "0.1.9"))
        XCTAssertEqual(
            VersionRequirement(parsing: "=0.2")?.exactVersion, ToolVersion(parsing: "0.2.0"))
    }

    func testRange_acceptsWhatEveryComparisonAccepts() {
        let range = ">= 0.2.0, < 0.3.0"
        XCTAssertTrue(accepts(range, "0.2.0"))
        XCTAssertTrue(accepts(range, "0.2.17"))
        XCTAssertFalse(accepts(range, "0.3.0"))
        XCTAssertFalse(accepts(range, "0.1.9"))
        XCTAssertTrue(accepts(">0.2.0,<=0.2.2", "0.2.2"))
        XCTAssertFalse(accepts(">0.2.0,<=0.2.2", "0.2.0"))
        XCTAssertNil(VersionRequirement(parsing: range)?.exactVersion)
        XCTAssertEqual(VersionRequirement(parsing: ">=0.2,<0.3")?.description, ">= 0.2.0, < 0.3.0")
    }

    func testMalformedRequirements_areNotParsed() {
        for bad in [
            "", ",", "0.2.0,", ">=", "=> 0.2.0", ">> 0.2.0", "~> 0.2", "latest", "0.2.x", "v0.2.0",
            ">= 0.2.0 < 0.3.0", "0.2.0 || 0.3.0", "1.2.3.4",
        ] {
            XCTAssertNil(VersionRequirement(parsing: bad), bad)
        }
    }

    func testOtherPinnedVersion_isTheOnlyError_evenWithKeysThisVersionDoesNotKnow() {
        let rendered = renderedDiagnostics([
            "viper-gen.yml": "sources: Sources/App\nversion: 9.0.1\nfutureKey: [1, 2\n"
        ])
        XCTAssertEqual(
            rendered,
            """
            viper-gen.yml:2:10: error: this project is pinned to viper-gen 9.0.1 (version in viper-gen.yml), but this is viper-gen \(ToolVersion.current)
               2 | version: 9.0.1
                 |          ^~~~~
            hint: install viper-gen 9.0.1 (docs/install.md, "Pinning the version"), or move the whole project to this one: set version: \(ToolVersion.current) and run viper-gen generate

            """)
    }

    func testRangeThatExcludesThisVersion_namesTheRange() {
        let source = SourceFile(
            path: "viper-gen.yml", text: "%YAML 9\nversion: \">= 0.0.1, < 0.1.0\"  # old\n")
        let diagnostic = VersionPin.checkConfig(source)
        XCTAssertEqual(
            diagnostic?.message,
            "this project is pinned to viper-gen >= 0.0.1, < 0.1.0 (version in viper-gen.yml), but this is viper-gen \(ToolVersion.current)"
        )
        XCTAssertEqual(diagnostic?.location?.line, 2)
        XCTAssertEqual(diagnostic?.location?.column, 10)
        XCTAssertTrue(diagnostic?.hint?.hasPrefix("install a viper-gen in that range") == true)
    }

    func testMinimumVersion_isStillCheckedFirst() {
        let source = SourceFile(
            path: "viper-gen.yml", text: "minimumVersion: 50.0.0\nversion: 0.0.1\n")
        XCTAssertEqual(VersionPin.checkConfig(source)?.location?.line, 1)
    }

    func testAcceptedPin_isKeptInTheConfig() throws {
        let project = try loadedProject([
            "viper-gen.yml": "version: \">= \(ToolVersion.current), < 99.0\"\n"
        ])
        XCTAssertTrue(project.config.version?.accepts(.current) == true)
        XCTAssertNil(
            VersionPin.checkConfig(
                SourceFile(path: "x", text: "version: \(ToolVersion.current)\n")))
    }

    func testMalformedPin_isReportedByTheConfigReader() {
        XCTAssertEqual(
            renderedDiagnostics(["viper-gen.yml": "version: 0.2.x\n"]),
            """
            viper-gen.yml:1:10: error: '0.2.x' is not a version or a range of versions
               1 | version: 0.2.x
                 |          ^~~~~
            hint: write the version the team uses, e.g. version: 0.2.0, or a range: ">= 0.2.0, < 0.3.0"

            """)
    }

    /// The traits file takes only `minimumVersion:`; `version:` there is an unknown key.
    func testVersionInTheTraitsFile_isNotAPin() {
        XCTAssertNil(VersionPin.check(SourceFile(path: "t", text: "version: 0.0.1\n")))
    }
}
