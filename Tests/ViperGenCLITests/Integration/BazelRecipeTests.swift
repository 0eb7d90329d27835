import Foundation
import ViperGenTestSupport
import XCTest

/// The Bazel recipe (`docs/recipes/bazel/`) run for real with `bazel` (Debian's
/// `bazel-bootstrap` 4.2.3 in CI): a workspace with the recipe's rule, its
/// example BUILD file and a three-module project, built in the sandbox, from a
/// disk cache after `bazel clean`, and again after specs change. Each Bazel
/// command runs with `--batch` (no server is left behind) and an output root
/// of its own in a temporary folder.
final class BazelRecipeTests: XCTestCase {
    /// One spawn of Bazel's execution log (`--execution_log_json_file`).
    private struct Spawn: Equatable {
        var progressMessage: String
        var runner: String
        var isCacheHit: Bool
    }

    private struct Workspace {
        let root: DiskProject
        let bazel: String
        let outputRoot: String
        let cache: String

        var project: String { root.path("app") }

        /// Runs one Bazel command in the workspace, with the system's bazelrc
        /// only (Debian's names its install base there).
        func run(_ command: String, _ arguments: [String] = []) throws -> ProcessResult {
            try ProcessRunner.run(
                bazel,
                [
                    "--batch", "--output_user_root=\(outputRoot)", "--nohome_rc",
                    "--noworkspace_rc", command,
                ] + arguments,
                in: root.root,
                environment: DiskProject.baseEnvironment.merging(["HOME": outputRoot]) { $1 },
                replacingEnvironment: true)
        }

        /// Builds every generated file from the disk cache, sandboxed, and
        /// returns the spawns of the viper-gen actions.
        func build(log: String, keepGoing: Bool = false) throws -> (ProcessResult, [Spawn]) {
            let logFile = root.path(log)
            let result = try run(
                "build",
                [
                    "//app:viper_gen", "//app:listed", "--spawn_strategy=sandboxed",
                    "--nosandbox_debug",
                    "--disk_cache=\(cache)", "--execution_log_json_file=\(logFile)",
                ] + (keepGoing ? ["--keep_going"] : []))
            let spawns = try BazelRecipeTests.spawns(inLog: logFile)
            return (result, spawns.filter { $0.progressMessage.hasPrefix("viper-gen: ") })
        }
    }

    // MARK: The workspace

    private func makeWorkspace() throws -> Workspace {
        guard let bazel = Self.bazelOnPath() else {
            throw XCTSkip(
                "bazel is not on PATH (apt-get install bazel-bootstrap): the Bazel recipe is not run"
            )
        }
        let root = try makeProject(label: "bazel-workspace")
        let outputRoot = try makeProject(label: "bazel-output-root").root
        let recipe = PackagePaths.root + "/docs/recipes/bazel/"
        try root.write("", to: "WORKSPACE")
        try root.write(
            try String(contentsOfFile: recipe + "viper_gen.bzl", encoding: .utf8),
            to: "tools/viper_gen/viper_gen.bzl")
        try root.write("exports_files([\"viper-gen\"])\n", to: "tools/viper_gen/BUILD")
        try FileManager.default.copyItem(
            atPath: try DiskProject.binary(), toPath: root.path("tools/viper_gen/viper-gen"))
        // The example BUILD file, and a list of what its app_sources holds.
        try root.write(
            try String(contentsOfFile: recipe + "BUILD.example", encoding: .utf8)
                + """

                genrule(
                    name = "listed",
                    srcs = [":app_sources"],
                    outs = ["listed.txt"],
                    cmd = "printf '%s\\\\n' $(SRCS) >$@",
                )

                """,
            to: "app/BUILD")
        try root.write("sources: Sources/App\n", to: "app/viper-gen.yml")
        try root.write(
            """
            module: Home
            traits: [close]
            routes:
              detail:
                module: Detail
                transition: present
                parameters:
                  itemID: String

            """, to: "app/Specs/Home.viper.yml")
        try root.write(
            "module: Detail\nstyle: viper\ntraits: [alert]\ninput:\n  show:\n    itemID: String\n",
            to: "app/Specs/Detail.viper.yml")
        try root.write(
            "module: Settings\ntraits: [close]\nevents:\n  didTapLogout:\n",
            to: "app/Specs/Settings.viper.yml")
        try refreshDeclarations(root)
        // The tree as a repository that commits its generated files for Xcode.
        let generated = try root.run(["generate"], from: "app")
        XCTAssertEqual(generated.status, 0, generated.combined)
        return Workspace(
            root: root, bazel: bazel, outputRoot: outputRoot,
            cache: try makeProject(label: "bazel-disk-cache").root)
    }

    /// The command the recipe documents: `viper-gen filelist --bazel` in the project.
    private func refreshDeclarations(_ root: DiskProject) throws {
        let result = try root.run(["filelist", "--bazel", "viper_gen_project.bzl"], from: "app")
        XCTAssertEqual(result.status, 0, result.combined)
    }

    private static func bazelOnPath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { $0 + "/bazel" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    // MARK: What viper-gen writes in place

    /// Every generated file of a copy of the project after `viper-gen
    /// generate`, by path, with the list `viper-gen filelist` names.
    private func generatedInPlace(_ workspace: Workspace) throws -> [String: Data] {
        let copy = try makeProject(label: "bazel-reference")
        for name in ["viper-gen.yml", "Specs"] {
            try FileManager.default.copyItem(
                atPath: workspace.project + "/" + name, toPath: copy.path(name))
        }
        let generated = try copy.run(["generate"])
        XCTAssertEqual(generated.status, 0, generated.combined)
        let listed = try copy.run([
            "filelist", "--prefix", "", "--inputs", "inputs.txt", "--outputs", "outputs.txt",
        ])
        XCTAssertEqual(listed.status, 0, listed.combined)
        var files: [String: Data] = [:]
        for path in try copy.read("outputs.txt").split(separator: "\n").map(String.init) {
            files[path] = try Data(contentsOf: URL(fileURLWithPath: copy.path(path)))
        }
        return files
    }

    /// Every file Bazel put in the project's output folder, by path, but the
    /// test's own list.
    private func builtByBazel(_ workspace: Workspace) throws -> [String: Data] {
        let folder = URL(fileURLWithPath: workspace.root.path("bazel-bin/app"))
            .resolvingSymlinksInPath().path
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var isFolder: ObjCBool = false
            let full = folder + "/" + path
            guard path != "listed.txt",
                FileManager.default.fileExists(atPath: full, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
        }
        return files
    }

    private func assertBuiltFilesAreTheGeneratedOnes(
        _ workspace: Workspace, _ message: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let expected = try generatedInPlace(workspace)
        let built = try builtByBazel(workspace)
        XCTAssertEqual(
            built.keys.sorted(), expected.keys.sorted(), "\(message): other files",
            file: file, line: line)
        let differing = expected.keys.sorted().filter { built[$0] != expected[$0] }
        XCTAssertEqual(differing, [], "\(message): not byte-identical", file: file, line: line)
    }

    /// The example's app_sources: the scaffolds from the tree, and the
    /// generated app files from the actions, never their copies in the tree.
    private func assertAppSourcesAreTheTreesScaffoldsAndTheBuiltFiles(_ workspace: Workspace)
        throws
    {
        let generated = try generatedInPlace(workspace).keys.filter {
            $0.hasPrefix("Sources/App/")
        }
        let scaffolds = try FileManager.default.subpathsOfDirectory(
            atPath: workspace.project + "/Sources/App"
        ).map { "Sources/App/" + $0 }.filter { $0.hasSuffix(".swift") && !generated.contains($0) }
        XCTAssertTrue(scaffolds.contains("Sources/App/Modules/Home/HomeViewController.swift"))
        let listed = try workspace.root.read("bazel-bin/app/listed.txt").split(separator: "\n")
            .map { line -> String in
                if line.hasPrefix("app/") { return "tree: " + line.dropFirst(4) }
                guard let range = line.range(of: "/bin/app/") else { return "other: " + line }
                return "built: " + line[range.upperBound...]
            }
        XCTAssertEqual(
            listed.sorted(),
            (scaffolds.map { "tree: " + $0 } + generated.map { "built: " + $0 }).sorted())
    }

    // MARK: Bazel's execution log

    /// The spawns of an execution log: Bazel 4 writes one JSON object after
    /// another, which are split where their braces close.
    private static func spawns(inLog path: String) throws -> [Spawn] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var spawns: [Spawn] = []
        var depth = 0
        var start = 0
        var inString = false
        var escaped = false
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"):
                if depth == 0 { start = index }
                depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    let object = try JSONSerialization.jsonObject(
                        with: Data(bytes[start...index]))
                    guard let entry = object as? [String: Any] else { continue }
                    spawns.append(
                        Spawn(
                            progressMessage: entry["progressMessage"] as? String ?? "",
                            runner: entry["runner"] as? String ?? "",
                            isCacheHit: entry["remoteCacheHit"] as? Bool ?? false))
                }
            default: break
            }
        }
        XCTAssertEqual(depth, 0, "the execution log \(path) ends inside an object")
        return spawns
    }

    private func executed(_ spawns: [Spawn]) -> [String] {
        spawns.filter { !$0.isCacheHit }.map(\.progressMessage).sorted()
    }

    // MARK: The test

    func
        testBazelRecipe_sandboxedActionsWriteWhatGenerateWrites_cacheHitAfterClean_andRerunOnlyWhatASpecReaches()
        throws
    {
        let workspace = try makeWorkspace()
        let projectBefore = try FolderState(of: workspace.project)
        let everyAction = [
            "viper-gen: Detail", "viper-gen: Home", "viper-gen: Settings",
            "viper-gen: shared files",
        ]

        // 1. Each module's action, and the shared files', run in the sandbox.
        let (first, firstSpawns) = try workspace.build(log: "log-1.json")
        XCTAssertEqual(first.status, 0, first.combined)
        XCTAssertEqual(executed(firstSpawns), everyAction)
        for spawn in firstSpawns {
            XCTAssertTrue(
                spawn.runner.hasSuffix("sandbox"), "\(spawn.progressMessage) ran \(spawn.runner)")
        }
        try assertBuiltFilesAreTheGeneratedOnes(workspace, "the first build")
        try assertAppSourcesAreTheTreesScaffoldsAndTheBuiltFiles(workspace)
        assertUnchanged(
            projectBefore, try FolderState(of: workspace.project),
            "the build wrote into the project")

        // 2. After `bazel clean`, every action is a hit of the disk cache.
        XCTAssertEqual(try workspace.run("clean").status, 0)
        let (cached, cachedSpawns) = try workspace.build(log: "log-2.json")
        XCTAssertEqual(cached.status, 0, cached.combined)
        XCTAssertEqual(cachedSpawns.map(\.progressMessage).sorted(), everyAction)
        XCTAssertEqual(
            cachedSpawns.filter { !$0.isCacheHit }.map(\.progressMessage), [],
            "an action missed the disk cache")
        try assertBuiltFilesAreTheGeneratedOnes(workspace, "the build from the cache")

        // 3. A spec that no other module reaches: its action, and the shared
        // files' (which read every spec), rerun; the others are up to date.
        try workspace.root.write(
            "module: Settings\ntraits: [close]\nevents:\n  didTapLogout:\n"
                + "view:\n  showName:\n    name: String\n",
            to: "app/Specs/Settings.viper.yml")
        let (leaf, leafSpawns) = try workspace.build(log: "log-3.json")
        XCTAssertEqual(leaf.status, 0, leaf.combined)
        XCTAssertEqual(executed(leafSpawns), ["viper-gen: Settings", "viper-gen: shared files"])
        try assertBuiltFilesAreTheGeneratedOnes(workspace, "after a change to Settings")

        // 4. A spec Home's route reaches: Home's action reads it, so it reruns too.
        try workspace.root.write(
            "module: Detail\nstyle: viper\ntraits: [alert]\ninput:\n  show:\n    itemID: String\n"
                + "  reload:\n",
            to: "app/Specs/Detail.viper.yml")
        let (reached, reachedSpawns) = try workspace.build(log: "log-4.json")
        XCTAssertEqual(reached.status, 0, reached.combined)
        XCTAssertEqual(
            executed(reachedSpawns),
            ["viper-gen: Detail", "viper-gen: Home", "viper-gen: shared files"])
        try assertBuiltFilesAreTheGeneratedOnes(workspace, "after a change to Detail")

        // 5. A spec that now generates one more file fails the build until the
        // declarations are written again.
        try workspace.root.write(
            "module: Settings\ntraits: [close]\nstate:\n  title: String = \"\"\n",
            to: "app/Specs/Settings.viper.yml")
        let (stale, _) = try workspace.build(log: "log-5.json", keepGoing: true)
        XCTAssertNotEqual(stale.status, 0, stale.combined)
        XCTAssertTrue(
            stale.stderr.contains(
                "error: app/viper_gen_project.bzl is out of date: run 'viper-gen filelist --bazel"),
            stale.stderr)
        XCTAssertTrue(
            stale.stderr.contains(
                "+                \"Sources/App/Modules/Settings/SettingsState.swift\","),
            stale.stderr)
        XCTAssertTrue(
            stale.stderr.contains(
                "error: viper-gen generates Sources/App/Modules/Settings/SettingsState.swift, "
                    + "which is not declared"),
            stale.stderr)

        try refreshDeclarations(workspace.root)
        let (refreshed, refreshedSpawns) = try workspace.build(log: "log-6.json")
        XCTAssertEqual(refreshed.status, 0, refreshed.combined)
        XCTAssertEqual(
            executed(refreshedSpawns), ["viper-gen: Settings", "viper-gen: shared files"])
        try assertBuiltFilesAreTheGeneratedOnes(workspace, "after the declarations were refreshed")
    }
}
