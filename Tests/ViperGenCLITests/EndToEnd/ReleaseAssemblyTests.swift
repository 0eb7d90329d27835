import Foundation
import ViperGenTestSupport
import XCTest

/// The release as the release workflow assembles it (``ReleaseAssembly``):
/// the artifact bundle holds every platform's variant, SHA256SUMS covers every
/// file, and the formula and the recipes' installer are filled in from them.
final class ReleaseAssemblyTests: XCTestCase {
    func testBundle_listsEveryPlatformsVariant_withItsTriples() throws {
        let release = try ReleaseAssembly.required()
        let bundle = release.folder + "/viper-gen.artifactbundle"
        let info =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: bundle + "/info.json")))
            as? [String: Any]
        let artifact = (info?["artifacts"] as? [String: Any])?["viper-gen"] as? [String: Any]
        XCTAssertEqual(artifact?["version"] as? String, release.version)
        let variants = try XCTUnwrap(artifact?["variants"] as? [[String: Any]])
        let triples = Dictionary(
            variants.map {
                ($0["path"] as? String ?? "", $0["supportedTriples"] as? [String] ?? [])
            },
            uniquingKeysWith: { first, _ in first })
        let version = release.version
        XCTAssertEqual(variants.count, 3, "\(variants)")
        XCTAssertEqual(
            triples,
            [
                "viper-gen-\(version)-linux-x86_64/bin/viper-gen": ["x86_64-unknown-linux-gnu"],
                "viper-gen-\(version)-linux-aarch64/bin/viper-gen": ["aarch64-unknown-linux-gnu"],
                "viper-gen-\(version)-macos/bin/viper-gen": [
                    "arm64-apple-macosx", "x86_64-apple-macosx",
                ],
            ])
        // Each variant is the binary it names: this machine's real one, the stand-ins.
        func contents(_ path: String) throws -> Data {
            try Data(contentsOf: URL(fileURLWithPath: bundle + "/" + path))
        }
        XCTAssertEqual(
            try contents("viper-gen-\(version)-linux-\(release.machine)/bin/viper-gen"),
            try Data(contentsOf: URL(fileURLWithPath: release.binary)))
        XCTAssertEqual(
            try contents("viper-gen-\(version)-linux-\(release.otherMachine)/bin/viper-gen"),
            Data(release.otherStandIn.utf8))
        XCTAssertEqual(
            try contents("viper-gen-\(version)-macos/bin/viper-gen"), Data(release.macStandIn.utf8))
        for path in triples.keys {
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: bundle + "/" + path), path)
        }
    }

    func testChecksums_coverEveryReleaseFile_andMatchThem() throws {
        let release = try ReleaseAssembly.required()
        let sums = try String(contentsOfFile: release.folder + "/SHA256SUMS", encoding: .utf8)
        XCTAssertEqual(
            sums.split(separator: "\n").map { String($0.split(separator: " ").last ?? "") },
            release.releaseFiles)
        let files = try FileManager.default.contentsOfDirectory(atPath: release.folder)
            .filter { $0 != "SHA256SUMS" && $0 != "viper-gen.artifactbundle" }
        XCTAssertEqual(Set(files), Set(release.releaseFiles), "a release file SHA256SUMS misses")
        let check = try ProcessRunner.run(
            try requireTool("sha256sum"), ["-c", "SHA256SUMS"], in: release.folder)
        XCTAssertEqual(check.status, 0, check.combined)
        // The macOS archive holds the macOS binary where the other archives hold theirs.
        let listing = try ProcessRunner.run(
            "/bin/tar", ["-tzf", "viper-gen-\(release.version)-macos-universal.tar.gz"],
            in: release.folder)
        XCTAssertTrue(
            listing.stdout.contains("viper-gen-\(release.version)-macos-universal/bin/viper-gen\n"),
            listing.combined)
    }

    func testFormula_namesEachPlatformsArchive_withItsChecksum() throws {
        let release = try ReleaseAssembly.required()
        let formula = try String(contentsOfFile: release.folder + "/viper-gen.rb", encoding: .utf8)
        let sums = try release.checksums()
        let version = release.version
        let download = "https://github.com/your-org/viper-gen/releases/download/\(version)/"
        func block(_ opener: String) throws -> String {
            let start = try XCTUnwrap(formula.range(of: opener + " do\n"), opener)
            let end = try XCTUnwrap(
                formula.range(of: "\n    end\n", range: start.upperBound..<formula.endIndex))
            return String(formula[start.upperBound..<end.lowerBound])
        }
        XCTAssertTrue(formula.contains("  version \"\(version)\"\n"), formula)
        for (opener, file) in [
            ("on_macos", "viper-gen-\(version)-source.tar.gz"),
            ("on_arm", "viper-gen-\(version)-linux-aarch64.tar.gz"),
            ("on_intel", "viper-gen-\(version)-linux-x86_64.tar.gz"),
        ] {
            let text = try block(opener)
            XCTAssertTrue(text.contains("url \"\(download)\(file)\""), "\(opener):\n\(text)")
            XCTAssertTrue(
                text.contains("sha256 \"\(try XCTUnwrap(sums[file]))\""), "\(opener):\n\(text)")
        }
        XCTAssertTrue(try block("on_macos").contains("depends_on xcode: [\"26.4\", :build]"))
        XCTAssertNil(
            formula.range(of: "@[A-Z_0-9]+@", options: .regularExpression),
            "a placeholder is left:\n\(formula)")
    }

    /// The installer the recipes share carries the version the binary prints
    /// and each platform's archive checksum from SHA256SUMS.
    func testInstaller_carriesTheBinarysVersion_andEachArchivesChecksum() throws {
        let release = try ReleaseAssembly.required()
        let installer = try String(
            contentsOfFile: release.folder + "/install-viper-gen.sh", encoding: .utf8)
        let printed = try ProcessRunner.run(release.binary, ["--version"], in: "/")
        XCTAssertEqual(printed.stdout, "viper-gen \(release.version)\n")
        XCTAssertTrue(installer.contains("\nversion=\(release.version)\n"), installer)
        let sums = try release.checksums()
        for platform in ["linux-x86_64", "linux-aarch64", "macos-universal"] {
            let sum = try XCTUnwrap(sums["viper-gen-\(release.version)-\(platform).tar.gz"])
            XCTAssertTrue(installer.contains("platform=\(platform) sum=\(sum) ;;"), platform)
        }
        XCTAssertNil(
            installer.range(of: "@[A-Z_0-9]+@", options: .regularExpression),
            "a placeholder is left:\n\(installer)")
    }

    // MARK: The installer, on the real archive

    /// The releases laid out as the installer fetches them
    /// (`<releases>/<version>/<archive>`), holding `archive` under this
    /// machine's archive name.
    private func releases(holding archive: String, _ release: ReleaseAssembly) throws -> String {
        let folder = try makeProject(label: "releases")
        let name = "viper-gen-\(release.version)-linux-\(release.machine).tar.gz"
        try FileManager.default.createDirectory(
            atPath: folder.path(release.version), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: archive, toPath: folder.path(release.version + "/" + name))
        return folder.root
    }

    private func install(
        _ release: ReleaseAssembly, from releases: String, into folder: String
    ) throws -> ProcessResult {
        _ = try requireTool("curl")
        _ = try requireTool("sha256sum")
        return try ProcessRunner.run(
            "/bin/sh", [release.folder + "/install-viper-gen.sh", folder], in: "/",
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": "/nonexistent",
                "VIPER_GEN_RELEASES": "file://" + releases,
            ], replacingEnvironment: true)
    }

    func testInstaller_acceptsTheRealArchive_andReusesItsInstall() throws {
        let release = try ReleaseAssembly.required()
        let archive =
            "\(release.folder)/viper-gen-\(release.version)-linux-\(release.machine).tar.gz"
        let releases = try releases(holding: archive, release)
        let target = try makeProject(label: "installed")

        let installed = try install(release, from: releases, into: target.root)

        XCTAssertEqual(installed.status, 0, installed.combined)
        XCTAssertEqual(installed.stdout, target.path("bin/viper-gen") + "\n")
        XCTAssertTrue(installed.stderr.contains(": OK\n"), installed.stderr)
        let version = try ProcessRunner.run(target.path("bin/viper-gen"), ["--version"], in: "/")
        XCTAssertEqual(version.stdout, "viper-gen \(release.version)\n", version.combined)

        // A second run installs nothing: the release is gone and it still succeeds.
        try FileManager.default.removeItem(atPath: releases + "/" + release.version)
        let again = try install(release, from: releases, into: target.root)
        XCTAssertEqual(again.status, 0, again.combined)
        XCTAssertEqual(again.stdout, target.path("bin/viper-gen") + "\n")
    }

    /// Names planted in the install folder are never written through: the old
    /// staging name `bin/viper-gen.new` as a link to a file, and `bin/viper-gen`
    /// as a link or a folder (with a matching `archive.sha256`) are refused.
    func testInstaller_writesThroughNoPlantedLink_andRefusesABinaryThatIsNotAFile() throws {
        let release = try ReleaseAssembly.required()
        let archive =
            "\(release.folder)/viper-gen-\(release.version)-linux-\(release.machine).tar.gz"
        let releases = try releases(holding: archive, release)
        let outside = try makeProject(label: "outside")
        try outside.write("precious\n", to: "victim.txt")

        let planted = try makeProject(label: "planted")
        try FileManager.default.createDirectory(
            atPath: planted.path("bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: planted.path("bin/viper-gen.new"),
            withDestinationPath: outside.path("victim.txt"))
        let installed = try install(release, from: releases, into: planted.root)
        XCTAssertEqual(installed.status, 0, installed.combined)
        XCTAssertEqual(try outside.read("victim.txt"), "precious\n")
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: planted.path("bin/viper-gen"))[.type]
                as? FileAttributeType, .typeRegular)

        let sum = try planted.read("archive.sha256")
        for (label, plant) in [
            (
                "linked",
                { (folder: DiskProject) in
                    try FileManager.default.createSymbolicLink(
                        atPath: folder.path("bin/viper-gen"),
                        withDestinationPath: outside.path("victim.txt"))
                }
            ),
            (
                "folder",
                { (folder: DiskProject) in
                    try FileManager.default.createDirectory(
                        atPath: folder.path("bin/viper-gen"), withIntermediateDirectories: true)
                }
            ),
        ] {
            let target = try makeProject(label: label)
            try FileManager.default.createDirectory(
                atPath: target.path("bin"), withIntermediateDirectories: true)
            try plant(target)
            try target.write(sum, to: "archive.sha256")
            let refused = try install(release, from: releases, into: target.root)
            XCTAssertEqual(refused.status, 1, "\(label): \(refused.combined)")
            XCTAssertEqual(refused.stdout, "", label)
            XCTAssertTrue(refused.stderr.contains("is a link or not a file"), refused.stderr)
        }
        XCTAssertEqual(try outside.read("victim.txt"), "precious\n")
    }

    /// Installs into one folder at once (pre-commit in two worktrees) all
    /// succeed, leave one working binary and no staged copy: each stages
    /// under its own name. The runs are joined by `wait`, never timed.
    func testConcurrentInstalls_intoOneFolder_allSucceed_andLeaveNoStagedCopy() throws {
        let release = try ReleaseAssembly.required()
        _ = try requireTool("curl")
        let archive =
            "\(release.folder)/viper-gen-\(release.version)-linux-\(release.machine).tar.gz"
        let releases = try releases(holding: archive, release)
        let target = try makeProject(label: "concurrent")
        let runs = 6
        let script = """
            for i in $(seq 1 \(runs)); do
                (sh "$0" "$1" > "$1.out.$i" 2>&1; echo $? > "$1.rc.$i") &
            done
            wait
            """
        for round in 1...3 {
            let folder = target.path("round\(round)")
            let result = try ProcessRunner.run(
                "/bin/sh", ["-c", script, release.folder + "/install-viper-gen.sh", folder],
                in: "/",
                environment: [
                    "PATH": "/usr/bin:/bin", "HOME": "/nonexistent",
                    "VIPER_GEN_RELEASES": "file://" + releases,
                ], replacingEnvironment: true)
            XCTAssertEqual(result.status, 0, result.combined)
            for run in 1...runs {
                let status = try String(contentsOfFile: "\(folder).rc.\(run)", encoding: .utf8)
                let output = try String(contentsOfFile: "\(folder).out.\(run)", encoding: .utf8)
                XCTAssertEqual(status, "0\n", "round \(round), run \(run): \(output)")
            }
            let version = try ProcessRunner.run(folder + "/bin/viper-gen", ["--version"], in: "/")
            XCTAssertEqual(version.stdout, "viper-gen \(release.version)\n", version.combined)
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: folder + "/bin"),
                ["viper-gen"], "a staged copy was left")
        }
    }

    /// An archive of the right shape whose binary would leave a mark if it
    /// ever ran: refused on its checksum, nothing unpacked or installed.
    func testInstaller_refusesATamperedArchive_andInstallsNothing() throws {
        let release = try ReleaseAssembly.required()
        let work = try makeProject(label: "tampered")
        let folder = "viper-gen-\(release.version)-linux-\(release.machine)"
        try work.write("#!/bin/sh\ntouch '\(work.path("RAN"))'\n", to: folder + "/bin/viper-gen")
        XCTAssertEqual(chmod(work.path(folder + "/bin/viper-gen"), 0o755), 0)
        let tar = try ProcessRunner.run(
            "/bin/tar", ["-czf", "tampered.tar.gz", folder], in: work.root)
        XCTAssertEqual(tar.status, 0, tar.combined)
        let releases = try releases(holding: work.path("tampered.tar.gz"), release)
        let target = try makeProject(label: "not-installed")

        let refused = try install(release, from: releases, into: target.root)

        XCTAssertEqual(refused.status, 1, refused.combined)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(
            refused.stderr.contains("\(folder).tar.gz does not match its sha256"), refused.stderr)
        XCTAssertFalse(target.exists("bin"), "the installer unpacked a tampered archive")
        XCTAssertFalse(work.exists("RAN"))
    }
}
