import Foundation
import ViperGenCLI
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// Writes stay inside the project whatever is planted or swapped in: links at
/// the names of temporary files, folders replaced by links between planning
/// and writing or all through a run, files that appear while it writes, and
/// build lists that cannot be written (issue 13, items 1, 2, 6 and 8).
final class WriteConfinementTests: XCTestCase {
    private let loginFolder = "Sources/App/Modules/Login"

    /// Item 1: links planted at every name the old writer used (and a dangling
    /// one) are never opened: the outside stays as it was.
    func testLinksAtTemporaryAndBackupNames_areNeverFollowed() throws {
        let project = try makeProject(label: "planted-links")
        let outside = try makeProject(label: "planted-links-outside")
        try outside.write("victim\n", to: "victim.txt")
        try project.writeModules(0, header: "First from ${source}.")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close, request]\n", to: "Specs/Login.viper.yml")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        try project.write("header: \"Second from ${source}.\"\n", to: "viper-gen.yml")
        try project.write("module: Cart\nstyle: mvp\ntraits: [close]\n", to: "Specs/Cart.viper.yml")
        let planted = [
            loginFolder + "/.LoginView.swift.viper-gen-new": outside.path("victim.txt"),
            loginFolder + "/.LoginView.swift.viper-gen-old": outside.path("dangling-old"),
            loginFolder + "/.LoginPresenter.swift.viper-gen-new": outside.path("dangling-new"),
            "Sources/App/Modules/Cart/.CartView.swift.viper-gen-new": outside.path(
                "dangling-create"),
            ".viper-gen-journal.viper-gen-new": outside.path("dangling-journal"),
        ]
        for (link, target) in planted {
            try FileManager.default.createDirectory(
                atPath: project.path((link as NSString).deletingLastPathComponent),
                withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: project.path(link), withDestinationPath: target)
        }
        let outsideBefore = try outside.state()

        let result = try project.run(["generate"])

        XCTAssertEqual(result.status, 0, result.combined)
        assertUnchanged(outsideBefore, try outside.state(), "a write went through a planted link")
        let view = try FileManager.default.attributesOfItem(
            atPath: project.path(loginFolder + "/LoginView.swift"))
        XCTAssertEqual(
            view[.type] as? FileAttributeType, .typeRegular, "LoginView.swift is not a regular file"
        )
        XCTAssertTrue(
            try project.read(loginFolder + "/LoginView.swift").hasPrefix("// Second from"))
        XCTAssertTrue(project.exists("Sources/App/Modules/Cart/CartView.swift"))
    }

    /// Item 2, at the exact moment: a folder swapped for a link to the outside
    /// after planning and before applying makes the run fail and roll back.
    func testFolderSwappedForALinkBetweenPlanningAndApplying_isRefused() throws {
        let project = try makeProject(label: "swap")
        let outside = try makeProject(label: "swap-outside")
        try project.writeModules(0, header: "First from ${source}.")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close, request]\n", to: "Specs/Login.viper.yml")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        try project.write("header: \"Second from ${source}.\"\n", to: "viper-gen.yml")
        let disk = HookedFileSystem(LocalFileSystem()) {
            try FileManager.default.moveItem(
                atPath: project.path(self.loginFolder),
                toPath: project.path("Sources/App/Modules/.Login-aside"))
            try FileManager.default.createSymbolicLink(
                atPath: project.path(self.loginFolder),
                withDestinationPath: outside.root)
        }
        let outsideBefore = try outside.state()

        let result = disk.run(["generate"], in: project.root)

        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("a symbolic link leads outside"), result.stderr)
        XCTAssertTrue(result.stderr.contains("nothing was changed"), result.stderr)
        assertUnchanged(
            outsideBefore, try outside.state(), "a file was written outside the project")
        XCTAssertEqual(try project.leftovers(), [])
    }

    /// Item 2, as an attacker would do it: while `generate` rewrites 300
    /// modules, a module folder, or the whole modules folder, is swapped for a
    /// link to the outside (one `renameat2(RENAME_EXCHANGE)`) at an explicit
    /// point of the run: before it writes, with every temporary written, and
    /// as the last file is switched in. Whatever the run's outcome, nothing
    /// lands outside.
    func testFoldersSwappedForLinksDuringARun_neverLeadAWriteOutside() throws {
        guard FolderExchange.isAvailable else {
            throw XCTSkip("renameat2 cannot swap a folder atomically here")
        }
        let project = try makeProject(label: "flip")
        let outside = try makeProject(label: "flip-outside")
        try project.writeModules(300, header: "First from ${source}.")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        for trial in 0..<6 {
            try project.writeModules(0, header: "Trial \(trial) from ${source}.")
            let flipped = project.path(
                trial % 2 == 0 ? "Sources/App/Modules/M0150" : "Sources/App/Modules")
            let point = ["starting", "switching", "lastSwitch"][trial / 2]
            let label = "trial \(trial), swapped at \(point)"
            XCTAssertEqual(symlink(outside.root, flipped + ".link"), 0)
            let run = try BackgroundRun(project, ["generate"], pausingAt: [point, "rollingBack"])
            XCTAssertTrue(
                run.waitForPause(at: point), "\(label): the run ended first: \(run.wait().combined)"
            )
            XCTAssertTrue(FolderExchange.swap(flipped, flipped + ".link"), label)
            run.resume()
            // A run that fails is held before it undoes anything: not even a temporary may be outside then.
            if run.waitForPause(at: "rollingBack") {
                XCTAssertEqual(
                    try outside.state().entries.keys.sorted(), ["."],
                    "\(label): written outside, then undone")
                run.resume()
            }
            let result = run.wait()
            XCTAssertTrue(FolderExchange.swap(flipped, flipped + ".link"), label)
            XCTAssertEqual(unlink(flipped + ".link"), 0)
            XCTAssertTrue(
                [0, 2].contains(result.status), "\(label): \(result.status) \(result.stderr)")
            XCTAssertEqual(
                try outside.state().entries.keys.sorted(), ["."], "\(label): written outside")
            // A temporary or backup the run could not remove is named by the
            // kept journal, so `check` reports it (found by an adversarial run).
            let strays = try temporariesAndBackups(in: project)
            if !strays.isEmpty {
                XCTAssert(project.exists(".viper-gen-journal"), "\(label): unreported \(strays)")
                XCTAssertNotEqual(
                    try project.run(["check"]).status, 0, "\(label): check missed \(strays)")
            }
        }
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        XCTAssertEqual(
            try temporariesAndBackups(in: project), [], "a run with nothing in its way left some")
        XCTAssertFalse(project.exists(".viper-gen-journal"))
    }

    /// The temporary and backup files a run makes, wherever they are in the project.
    private func temporariesAndBackups(in project: DiskProject) throws -> [String] {
        try project.state().entries.keys.filter {
            $0.contains(".viper-gen-old-") || $0.contains(".viper-gen-new-")
        }.sorted()
    }

    /// Item 6, at the exact moment: a scaffold the user creates after planning
    /// is kept, and the run that would have created it fails and rolls back.
    func testScaffoldCreatedBetweenPlanningAndApplying_isNeverReplaced() throws {
        let project = try makeProject(label: "scaffold-race")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close, request]\n", to: "Specs/Login.viper.yml")
        let logic = loginFolder + "/LoginPresenter+Logic.swift"
        let disk = HookedFileSystem(LocalFileSystem()) {
            try project.write("// mine\n", to: logic)
        }

        let result = disk.run(["generate"], in: project.root)

        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("a file appeared there"), result.stderr)
        XCTAssertEqual(try project.read(logic), "// mine\n")
        XCTAssertFalse(
            project.exists(loginFolder + "/LoginView.swift"), "the run was not rolled back")
        XCTAssertEqual(try project.leftovers(), [])
    }

    /// Item 6, for real: `generate` creates 300 modules, and is held once
    /// every temporary is written (so the module folders exist) and before
    /// any scaffold is switched in; the user then creates three of its
    /// scaffolds. The run stops, and each of the user's files keeps its content.
    func testScaffoldsCreatedDuringARun_keepTheirContent() throws {
        let project = try makeProject(label: "scaffold-race-real")
        try project.writeModules(300)
        let targets = [
            "M0299/M0299Presenter+Logic.swift", "M0299/M0299Services.swift",
            "M0150/M0150Services.swift",
        ]
        .map { project.path("Sources/App/Modules/" + $0) }
        let run = try BackgroundRun(project, ["generate"], pausingAt: ["switching"])
        XCTAssertTrue(
            run.waitForPause(at: "switching"), "the run ended first: \(run.wait().combined)")
        for target in targets {
            let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            XCTAssertGreaterThanOrEqual(
                descriptor, 0, "cannot create \(target): \(String(cString: strerror(errno)))")
            _ = "// mine\n".withCString { write(descriptor, $0, 8) }
            close(descriptor)
        }
        run.resume()
        let result = run.wait()

        // A file of the user's that is there before the run's scaffold stops the run.
        XCTAssertEqual(result.status, 2, result.combined)
        for target in targets {
            XCTAssertEqual(
                try String(contentsOfFile: target, encoding: .utf8), "// mine\n",
                "\(target) was replaced")
        }
        XCTAssertEqual(try project.leftovers(), [])
    }

    /// Item 8: a depfile that cannot be written stops the run before any file
    /// changes: the tree and the build lists are written together or not at all.
    func testDepfileThatCannotBeWritten_leavesTheTreeAsItWas() throws {
        let project = try makeProject(label: "depfile-blocked")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close, request]\n", to: "Specs/Login.viper.yml")
        try project.write("a file where the depfile's folder should be\n", to: "blocked")
        let before = try project.state()

        let result = try project.run(["generate", "--depfile", "blocked/viper-gen.d"])

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertTrue(result.stderr.contains("nothing was changed"), result.stderr)
        assertUnchanged(
            before, try project.state(), in: [.contents, .fileTimes, .identity],
            "the tree changed although the depfile failed")
    }

    /// `schema --write` goes through the same confined writer: a schemas
    /// folder that is a link to the outside is refused and nothing is written
    /// there, nor in the project.
    func testSchemasFolderLinkedOutside_isRefused() throws {
        let project = try makeProject(label: "schemas-link")
        let outside = try makeProject(label: "schemas-link-outside")
        try FileManager.default.createSymbolicLink(
            atPath: project.path("schemas"), withDestinationPath: outside.root)
        let before = try project.state()
        let outsideBefore = try outside.state()

        let result = try project.run(["schema", "--write"])

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "error: refusing to write 'schemas/module.schema.json': a symbolic link leads it outside the project"
            ),
            result.stderr)
        assertUnchanged(outsideBefore, try outside.state(), "schema --write wrote through the link")
        assertUnchanged(
            before, try project.state(), in: [.contents, .fileTimes, .identity],
            "the project changed")
    }

    /// A module's own requests trait is a file whose name comes from the spec:
    /// planted as a link to a file outside, it is never written through.
    func testRequestsTraitPlantedAsALinkOutside_isNeverWrittenThrough() throws {
        let project = try makeProject(label: "requests-link")
        let outside = try makeProject(label: "requests-link-outside")
        try outside.write("victim\n", to: "victim.txt")
        try project.write(
            "module: Account\nrequests:\n  rename:\n    parameters:\n      name: String\n",
            to: "Specs/Account.viper.yml")
        let trait = "Sources/App/Shared/Traits/AccountRequestsInteractorTrait.swift"
        try FileManager.default.createDirectory(
            atPath: project.path("Sources/App/Shared/Traits"),
            withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project.path(trait), withDestinationPath: outside.path("victim.txt"))
        let before = try project.state()
        let outsideBefore = try outside.state()

        let result = try project.run(["generate"])

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertTrue(
            result.stderr.hasPrefix("error: refusing to write '\(trait)': it is a symbolic link"),
            result.stderr)
        assertUnchanged(
            outsideBefore, try outside.state(), "generate wrote through the planted link")
        assertUnchanged(
            before, try project.state(), in: [.contents, .fileTimes, .identity],
            "the project changed")
    }

    /// Item 8, for `filelist`: the inputs list is not written when the outputs list cannot be.
    func testFilelistThatCannotBeWritten_writesNeitherList() throws {
        let project = try makeProject(label: "filelist-blocked")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close]\n", to: "Specs/Login.viper.yml")
        try project.write("in the way\n", to: "blocked")
        let before = try project.state()

        let result = try project.run(["filelist", "--outputs", "blocked/out.xcfilelist"])

        XCTAssertEqual(result.status, 2, result.combined)
        assertUnchanged(
            before, try project.state(), in: [.contents, .fileTimes, .identity],
            "a list was written although the other failed")
    }
}

/// The real disk, with `hook` run once just before the first writer opens:
/// between planning and applying.
final class HookedFileSystem: ForwardingFileSystem {
    private var hook: (() throws -> Void)?

    init(_ base: FileSystem, beforeWriting hook: @escaping () throws -> Void) {
        self.hook = hook
        super.init(base)
    }

    override func writer(beneath root: String, creatingRoot: Bool) throws(FileSystemError)
        -> ConfinedWriter
    {
        if let hook {
            self.hook = nil
            do { try hook() } catch { XCTFail("the hook failed: \(error)") }
        }
        return try base.writer(beneath: root, creatingRoot: creatingRoot)
    }
}

extension ForwardingFileSystem {
    /// Runs the command line in process on this file system, with `root` as working folder.
    func run(_ arguments: [String], in root: String) -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let stdout = CapturedOutput()
        let stderr = CapturedOutput()
        let status = ViperGenCommandLine.run(
            arguments: arguments, workingDirectory: root, fileSystem: self,
            stdout: stdout, stderr: stderr)
        return (status, stdout.text, stderr.text)
    }
}
