import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// What `make dist` produces (`.ci/run` makes it before the tests): a static
/// Linux binary that runs without the toolchain and needs what
/// docs/install.md says of the system, an artifact bundle a package's command
/// plugin runs, and checksums. (The whole release, with the other platforms,
/// is ``ReleaseAssemblyTests``.)
final class DistributionTests: XCTestCase {
    private var dist: String { PackagePaths.root + "/.build/dist" }
    private var version: String { ToolVersion.current.description }

    private func requireDist() throws {
        guard Self.toolchainRoot.count > 4 else {
            throw XCTSkip(
                "the toolchain is installed at \(Self.toolchainRoot), which cannot be hidden without hiding the system"
            )
        }
        #if !os(Linux)
            throw XCTSkip("the release archive tested here is the Linux one")
        #endif
        guard FileManager.default.fileExists(atPath: dist + "/SHA256SUMS") else {
            throw XCTSkip(
                "no release files in .build/dist: run `make dist` (.ci/run does) to test them")
        }
    }

    /// The archive's binary, unpacked into a fresh folder.
    private func unpackedBinary() throws -> String {
        let folder = try makeProject(label: "dist-archive")
        let archive = dist + "/viper-gen-\(version)-linux-\(Self.machine).tar.gz"
        let tar = try ProcessRunner.run(
            "/bin/tar", ["-xzf", archive, "-C", folder.root], in: folder.root)
        XCTAssertEqual(tar.status, 0, tar.combined)
        return folder.path("viper-gen-\(version)-linux-\(Self.machine)/bin/viper-gen")
    }

    func testArchiveBinary_linksNoSwiftLibrary() throws {
        try requireDist()
        let binary = try unpackedBinary()
        let ldd = try ProcessRunner.run(try requireTool("ldd"), [binary], in: "/")
        XCTAssertFalse(ldd.stdout.isEmpty, ldd.combined)
        XCTAssertFalse(ldd.stdout.contains("libswift"), ldd.stdout)
        XCTAssertFalse(ldd.stdout.contains("libFoundation"), ldd.stdout)
        XCTAssertFalse(ldd.stdout.contains(Self.toolchainRoot), ldd.stdout)
        let readelf = try ProcessRunner.run(try requireTool("readelf"), ["-d", binary], in: "/")
        XCTAssertFalse(
            readelf.stdout.contains(Self.toolchainRoot),
            "the binary has a run path into the toolchain:\n\(readelf.stdout)")
    }

    func testArchiveBinary_runsWithTheToolchainHidden() throws {
        try requireDist()
        let binary = try unpackedBinary()
        let project = try makeProject(label: "dist-hidden-toolchain")
        // A mount namespace with an empty folder over the toolchain: nothing of it can be loaded.
        let script =
            "mount -t tmpfs none \(Self.toolchainRoot) && test -z \"$(ls -A \(Self.toolchainRoot))\" && "
            + "\(binary) --version && \(binary) new Login --traits close,request && \(binary) check"
        let unshare = try requireTool("unshare")
        let hidden = try ProcessRunner.run(
            unshare, ["--mount", "--map-root-user", "/bin/sh", "-c", script], in: project.root,
            environment: DiskProject.baseEnvironment, replacingEnvironment: true)
        if hidden.status != 0,
            hidden.stderr.contains("unshare:") || hidden.stderr.contains("mount:")
        {
            throw XCTSkip("cannot hide the toolchain here (no mount namespace): \(hidden.stderr)")
        }
        XCTAssertEqual(hidden.status, 0, hidden.combined)
        XCTAssertTrue(hidden.stdout.hasPrefix("viper-gen \(version)\n"), hidden.stdout)
        XCTAssertTrue(project.exists("Sources/App/Modules/Login/LoginPresenter.swift"))
    }

    /// On its own (no other platform's files), `make dist` writes this
    /// machine's archive, the bundle and the source, and no formula or
    /// installer, which would name archives it does not have.
    func testChecksums_matchTheFiles() throws {
        try requireDist()
        let sums = try String(contentsOfFile: dist + "/SHA256SUMS", encoding: .utf8)
        XCTAssertEqual(
            sums.split(separator: "\n").map { String($0.split(separator: " ").last ?? "") },
            [
                "viper-gen-\(version)-linux-\(Self.machine).tar.gz",
                "viper-gen-\(version).artifactbundle.zip",
                "viper-gen-\(version)-source.tar.gz",
            ])
        let check = try ProcessRunner.run(
            try requireTool("sha256sum"), ["-c", "SHA256SUMS"], in: dist)
        XCTAssertEqual(check.status, 0, check.combined)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dist + "/viper-gen.rb"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dist + "/install-viper-gen.sh"))
    }

    /// docs/install.md's table states, per Linux archive, the glibc and
    /// libstdc++ it needs and the libraries it loads: for this machine's
    /// archive they are what its binary asks for (`readelf -V`: the highest
    /// GLIBC_ and GLIBCXX_ versions; `readelf -d`: NEEDED).
    func testArchiveBinary_needsWhatTheInstallDocsStateForItsArchive() throws {
        try requireDist()
        let binary = try unpackedBinary()
        let readelf = try requireTool("readelf")
        let versions = try ProcessRunner.run(readelf, ["-V", "-W", binary], in: "/")
        let dynamic = try ProcessRunner.run(readelf, ["-d", "-W", binary], in: "/")
        XCTAssertEqual(versions.status, 0, versions.combined)
        XCTAssertEqual(dynamic.status, 0, dynamic.combined)
        let glibc = Self.highest(Self.matches(of: "GLIBC_([0-9][0-9.]*[0-9])", in: versions.stdout))
        let glibcxx = Self.highest(
            Self.matches(of: "GLIBCXX_([0-9][0-9.]*[0-9])", in: versions.stdout))
        let needed = Set(Self.matches(of: "\\(NEEDED\\).*\\[(.+)\\]", in: dynamic.stdout))

        let install = try String(
            contentsOfFile: PackagePaths.root + "/docs/install.md", encoding: .utf8)
        let row = try XCTUnwrap(
            install.split(separator: "\n").first {
                $0.hasPrefix("| `viper-gen-<version>-linux-\(Self.machine).tar.gz` |")
            }, "docs/install.md has no row for the \(Self.machine) archive")
        let columns = row.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        XCTAssertEqual(columns.count, 6, String(row))
        XCTAssertEqual(columns[2], glibc, "the glibc docs/install.md states for this archive")
        XCTAssertEqual(
            Self.matches(of: "GLIBCXX_([0-9][0-9.]*[0-9])", in: columns[3]), [glibcxx],
            "the libstdc++ docs/install.md states for this archive")
        XCTAssertEqual(
            Set(Self.matches(of: "`([A-Za-z0-9_+-]+\\.so\\.[0-9.]*[0-9])`", in: columns[4])),
            needed, "the libraries docs/install.md says this archive's binary loads")
        XCTAssertTrue(needed.contains("libc.so.6"), "\(needed)")
    }

    /// The first capture group of every match of `pattern` in `text`.
    private static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The highest of dotted versions ("2.35" > "2.4").
    private static func highest(_ versions: [String]) -> String {
        let numbers = { (version: String) in version.split(separator: ".").map { Int($0) ?? 0 } }
        return versions.max { numbers($0).lexicographicallyPrecedes(numbers($1)) } ?? "none"
    }

    /// The source archive the formula builds on macOS holds the package under one folder.
    func testSourceArchive_holdsThePackage() throws {
        try requireDist()
        let listing = try ProcessRunner.run(
            try requireTool("tar"), ["-tzf", "viper-gen-\(version)-source.tar.gz"], in: dist)
        XCTAssertEqual(listing.status, 0, listing.combined)
        let names = Set(listing.stdout.split(separator: "\n").map(String.init))
        for expected in [
            "Package.swift", "Sources/viper-gen/main.swift",
            "Templates/Catalog/BuiltInTraits.viper.yml",
        ] {
            XCTAssertTrue(names.contains("viper-gen-\(version)/" + expected), expected)
        }
    }

    func testArtifactBundle_describesItsVariant() throws {
        try requireDist()
        let bundle = dist + "/viper-gen.artifactbundle"
        let info =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: bundle + "/info.json")))
            as? [String: Any]
        XCTAssertEqual(info?["schemaVersion"] as? String, "1.0")
        let artifact = (info?["artifacts"] as? [String: Any])?["viper-gen"] as? [String: Any]
        XCTAssertEqual(artifact?["version"] as? String, version)
        XCTAssertEqual(artifact?["type"] as? String, "executable")
        let variants = try XCTUnwrap(artifact?["variants"] as? [[String: Any]])
        let linux = try XCTUnwrap(
            variants.first {
                ($0["supportedTriples"] as? [String])?.contains("\(Self.machine)-unknown-linux-gnu")
                    == true
            })
        let path = bundle + "/" + (linux["path"] as? String ?? "")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path), path)
    }

    /// A local package takes the bundle as a binary target and runs it through
    /// its own command plugin. Slow (SwiftPM builds the plugin), so one test.
    func testArtifactBundle_isRunByAPackagesCommandPlugin() throws {
        try requireDist()
        let package = try makeProject(label: "dist-bundle-client")
        try FileManager.default.copyItem(
            atPath: dist + "/viper-gen.artifactbundle",
            toPath: package.path("Tools/viper-gen.artifactbundle"))
        try package.write(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "BundleClient",
                targets: [
                    .binaryTarget(name: "viper-gen", path: "Tools/viper-gen.artifactbundle"),
                    .plugin(
                        name: "RunViperGen",
                        capability: .command(intent: .custom(verb: "viper-gen", description: "Run viper-gen")),
                        dependencies: ["viper-gen"]
                    ),
                ]
            )

            """, to: "Package.swift")
        try package.write(
            """
            import Foundation
            import PackagePlugin

            @main
            struct RunViperGen: CommandPlugin {
                func performCommand(context: PluginContext, arguments: [String]) async throws {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: try context.tool(named: "viper-gen").path.string)
                    process.arguments = arguments
                    process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
                    try process.run()
                    process.waitUntilExit()
                    if process.terminationStatus != 0 { exit(process.terminationStatus) }
                }
            }

            """, to: "Plugins/RunViperGen/RunViperGen.swift")
        let swift = ProcessRunner.swiftExecutable
        let versionRun = try ProcessRunner.run(
            swift, ["package", "viper-gen", "--version"], in: package.root)
        XCTAssertEqual(versionRun.status, 0, versionRun.combined)
        XCTAssertTrue(versionRun.stdout.contains("viper-gen \(version)\n"), versionRun.combined)
        let new = try ProcessRunner.run(
            swift,
            [
                "package", "--allow-writing-to-package-directory", "viper-gen", "new", "Login",
                "--traits", "close",
            ],
            in: package.root)
        XCTAssertEqual(new.status, 0, new.combined)
        XCTAssertTrue(package.exists("Specs/Login.viper.yml"))
        XCTAssertTrue(package.exists("Sources/App/Modules/Login/LoginPresenter.swift"))
    }

    private static var machine: String { ReleaseAssembly.machine }

    /// The toolchain's root folder (e.g. `/opt/swift` for `/opt/swift/usr/bin/swift`).
    private static var toolchainRoot: String {
        var url = URL(fileURLWithPath: ProcessRunner.swiftExecutable).resolvingSymlinksInPath()
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }
}
