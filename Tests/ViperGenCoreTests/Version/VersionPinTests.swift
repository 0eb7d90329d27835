import XCTest

@testable import ViperGenCore

/// `minimumVersion:` in viper-gen.yml and the traits file: an older viper-gen
/// stops at the pin, before anything else of the file is read.
final class VersionPinTests: XCTestCase {
    func testVersions_parseAndCompareAsNumbers() {
        XCTAssertEqual(ToolVersion(parsing: "0.10.2"), ToolVersion(major: 0, minor: 10, patch: 2))
        XCTAssertEqual(ToolVersion(parsing: "1.2"), ToolVersion(major: 1, minor: 2, patch: 0))
        XCTAssertEqual(ToolVersion(parsing: "3"), ToolVersion(major: 3, minor: 0, patch: 0))
        for bad in ["", "1.", ".1", "1.2.3.4", "v1", "1.2-beta", "1..2", "１.2", "1234567"] {
            XCTAssertNil(ToolVersion(parsing: bad), bad)
        }
        XCTAssertLessThan(ToolVersion(parsing: "0.9.9")!, ToolVersion(parsing: "0.10.0")!)
        XCTAssertEqual(ToolVersion.current.description, "0.2.0")
    }

    func testNewerPin_isTheOnlyError_evenWithKeysThisVersionDoesNotKnow() {
        let rendered = renderedDiagnostics([
            "viper-gen.yml":
                "sources: Sources/App\nminimumVersion: 99.1.0\nxcode:\n  project: App.xcodeproj\nfutureKey: [1, 2\n"
        ])
        XCTAssertEqual(
            rendered,
            """
            viper-gen.yml:2:17: error: this project needs viper-gen 99.1.0 or newer (minimumVersion in viper-gen.yml), but this is viper-gen \(ToolVersion.current)
               2 | minimumVersion: 99.1.0
                 |                 ^~~~~~
            hint: update viper-gen (docs/install.md: `brew upgrade viper-gen`, or the version in your Mintfile)

            """)
    }

    func testNewerPin_isFoundInAFileThisVersionCannotParse() {
        let source = SourceFile(
            path: "viper-gen.yml",
            text: "%YAML 1.3\n---\nminimumVersion: \"5.0\"  # needs the new syntax\nnew: !!syntax\n"
        )
        let diagnostic = VersionPin.check(source)
        XCTAssertEqual(
            diagnostic?.message,
            "this project needs viper-gen 5.0.0 or newer (minimumVersion in viper-gen.yml), but this is viper-gen \(ToolVersion.current)"
        )
        XCTAssertEqual(diagnostic?.location?.line, 3)
        XCTAssertEqual(diagnostic?.location?.column, 17)
    }

    func testSatisfiedPin_isAcceptedAndKept() throws {
        let project = try loadedProject([
            "viper-gen.yml": "minimumVersion: \(ToolVersion.current)\n"
        ])
        XCTAssertEqual(project.config.minimumVersion, .current)
        XCTAssertNil(VersionPin.check(SourceFile(path: "x", text: "minimumVersion: 0.0.1\n")))
    }

    func testMalformedPin_isReportedByTheConfigReader() {
        XCTAssertEqual(
            renderedDiagnostics(["viper-gen.yml": "minimumVersion: latest\n"]),
            """
            viper-gen.yml:1:17: error: 'latest' is not a version
               1 | minimumVersion: latest
                 |                 ^~~~~~
            hint: write the oldest viper-gen that may read this file, e.g. minimumVersion: 0.2.0

            """)
    }

    func testNewerPinInTheTraitsFile_stopsBeforeItsTraitsAreRead() {
        let rendered = renderedDiagnostics([
            "viper-traits.yml":
                "minimumVersion: 42.0.0\ntraits:\n  fancy:\n    kind: someFutureKind\n"
        ])
        XCTAssertTrue(
            rendered.hasPrefix(
                "viper-traits.yml:1:17: error: this project needs viper-gen 42.0.0 or newer (minimumVersion in viper-traits.yml)"
            ), rendered)
        XCTAssertFalse(rendered.contains("someFutureKind"), rendered)
    }

    /// The install instructions name the version the binary prints (set in
    /// ToolVersion.swift), so a release changes them with it.
    func testInstallDocs_nameTheCurrentVersion() throws {
        let root = SpecTestSupport.packageRoot()
        let read = { (path: String) in
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        let version = "\(ToolVersion.current)"
        XCTAssertTrue(try read("docs/Mintfile").contains("your-org/viper-gen@\(version)\n"))
        let install = try read("docs/install.md")
        let readme = try read("README.md")
        for text in [
            "mint install your-org/viper-gen@\(version)",
            "download/\(version)/viper-gen-\(version).artifactbundle.zip",
        ] {
            XCTAssertTrue(install.contains(text), text)
        }
        XCTAssertTrue(readme.contains("your-org/viper-gen@\(version)"))
        XCTAssertTrue(readme.contains("from: \"\(version)\""))
    }
}
