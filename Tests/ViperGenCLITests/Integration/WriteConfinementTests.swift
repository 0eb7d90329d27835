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
        try project.write("module: Login\nstyle: mvp\ntraits: [close, request]\n", to: "Specs/Login.viper.yml")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        try project.write("header: \"Second from ${source}.\"\n", to: "viper-gen.yml")
        try project.write("module: Cart\nstyle: mvp\ntraits: [close]\n", to: "Specs/Cart.viper.yml")
        let planted = [
            loginFolder + "/.LoginView.swift.viper-gen-new": outside.path("victim.txt"),
            loginFolder + "/.LoginView.swift.viper-gen-old": outside.path("dangling-old"),
            loginFolder + "/.LoginPresenter.swift.viper-gen-new": outside.path("dangling-new"),
            "Sources/App/Modules/Cart/.CartView.swift.viper-gen-new": outside.path("dangling-create"),
            ".viper-gen-journal.viper-gen-new": outside.path("dangling-journal"),
        ]
        for (link, target) in planted {
            try FileManager.default.createDirectory(atPath: project.path((link as NSString).deletingLastPathComponent),
                                                    withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: project.path(link), withDestinationPath: target)
        }
        let outsideBefore = try outside.state()

        let result = try project.run(["generate"])

        XCTAssertEqual(result.status, 0, result.combined)
        assertUnchanged(outsideBefore, try outside.state(), "a write went through a planted link")
        let view = try FileManager.default.attributesOfItem(atPath: project.path(loginFolder + "/LoginView.swift"))
        XCTAssertEqual(view[.type] as? FileAttributeType, .typeRegular, "LoginView.swift is not a regular file")
        XCTAssertTrue(try project.read(loginFolder + "/LoginView.swift").hasPrefix("// Second from"))
        XCTAssertTrue(project.exists("Sources/App/Modules/Cart/CartView.swift"))
    }

    /// Item 2, at the exact moment: a folder swapped for a link to the outside
    /// after planning and before applying makes the run fail and roll back.
    func testFolderSwappedForALinkBetweenPlanningAndApplying_isRefused() throws {
        let project = try makeProject(label: "swap")
        let outside = try makeProject(label: "swap-outside")
        try project.writeModules(0, header: "First from ${source}.")
        try project.write("module: Login\nstyle: mvp\ntraits: [close, request]\n", to: "Specs/Login.viper.yml")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        try project.write("header: \"Second from ${source}.\"\n", to: "viper-gen.yml")
        let disk = HookedFileSystem(LocalFileSystem()) {
            try FileManager.default.moveItem(atPath: project.path(self.loginFolder),
                                             toPath: project.path("Sources/App/Modules/.Login-aside"))
            try FileManager.default.createSymbolicLink(atPath: project.path(self.loginFolder),
                                                       withDestinationPath: outside.root)
        }
        let outsideBefore = try outside.state()

        let result = disk.run(["generate"], in: project.root)

        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("a symbolic link leads outside"), result.stderr)
        XCTAssertTrue(result.stderr.contains("nothing was changed"), result.stderr)
        assertUnchanged(outsideBefore, try outside.state(), "a file was written outside the project")
        XCTAssertEqual(try project.leftovers(), [])
    }

    /// Item 2, as an attacker would do it: while `generate` rewrites 300
    /// modules, another thread keeps swapping a module folder, and the whole
    /// modules folder, for links to the outside. Whatever the run's outcome,
    /// nothing lands outside.
    func testFoldersFlippingToLinksDuringARun_neverLeadAWriteOutside() throws {
        let project = try makeProject(label: "flip")
        let outside = try makeProject(label: "flip-outside")
        try project.writeModules(300, header: "First from ${source}.")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        for trial in 0..<4 {
            try project.writeModules(0, header: "Trial \(trial) from ${source}.")
            let flipped = trial % 2 == 0 ? "Sources/App/Modules/M0150" : "Sources/App/Modules"
            let run = try BackgroundRun(project, ["generate"])
            Flipper.flip(project.path(flipped), to: outside.root, while: { run.process.isRunning })
            let result = run.wait()
            XCTAssertTrue([0, 2].contains(result.status), "trial \(trial): \(result.status) \(result.stderr)")
            XCTAssertEqual(try outside.state().entries.keys.sorted(), ["."], "trial \(trial): written outside")
            // A temporary or backup the run could not remove is named by the
            // kept journal, so `check` reports it (found by an adversarial run).
            let strays = try temporariesAndBackups(in: project)
            if !strays.isEmpty {
                XCTAssert(project.exists(".viper-gen-journal"), "trial \(trial): unreported \(strays)")
                XCTAssertNotEqual(try project.run(["check"]).status, 0, "trial \(trial): check missed \(strays)")
            }
        }
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        XCTAssertEqual(try temporariesAndBackups(in: project), [], "a run with nothing in its way left some")
        XCTAssertFalse(project.exists(".viper-gen-journal"))
    }

    /// The temporary and backup files a run makes, wherever they are in the project.
    private func temporariesAndBackups(in project: DiskProject) throws -> [String] {
        try project.state().entries.keys.filter { $0.contains(".viper-gen-old-") || $0.contains(".viper-gen-new-") }.sorted()
    }

    /// Item 6, at the exact moment: a scaffold the user creates after planning
    /// is kept, and the run that would have created it fails and rolls back.
    func testScaffoldCreatedBetweenPlanningAndApplying_isNeverReplaced() throws {
        let project = try makeProject(label: "scaffold-race")
        try project.write("module: Login\nstyle: mvp\ntraits: [close, request]\n", to: "Specs/Login.viper.yml")
        let logic = loginFolder + "/LoginPresenter+Logic.swift"
        let disk = HookedFileSystem(LocalFileSystem()) {
            try project.write("// mine\n", to: logic)
        }

        let result = disk.run(["generate"], in: project.root)

        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("a file appeared there"), result.stderr)
        XCTAssertEqual(try project.read(logic), "// mine\n")
        XCTAssertFalse(project.exists(loginFolder + "/LoginView.swift"), "the run was not rolled back")
        XCTAssertEqual(try project.leftovers(), [])
    }

    /// Item 6, for real: while `generate` creates 300 modules, another thread
    /// creates the last module's scaffolds as soon as it can. Each one it
    /// manages to create keeps its content.
    func testScaffoldsCreatedDuringARun_keepTheirContent() throws {
        // A file can be created only once its folder exists and before the run
        // puts its scaffold there; a few fresh runs make sure one such race happened.
        var racesWon = 0
        for attempt in 1...3 where racesWon == 0 {
            let project = try makeProject(label: "scaffold-race-real-\(attempt)")
            try project.writeModules(300)
            let targets = ["M0299/M0299Presenter+Logic.swift", "M0299/M0299Services.swift", "M0150/M0150Services.swift"]
                .map { project.path("Sources/App/Modules/" + $0) }
            let run = try BackgroundRun(project, ["generate"])
            var mine: Set<String> = []
            while run.process.isRunning {
                for target in targets where !mine.contains(target) {
                    let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL, 0o644)
                    guard descriptor >= 0 else { continue }
                    _ = "// mine\n".withCString { write(descriptor, $0, 8) }
                    close(descriptor)
                    mine.insert(target)
                }
            }
            let result = run.wait()
            // A file of the user's that is there before the run's scaffold stops the run.
            XCTAssertEqual(result.status, mine.isEmpty ? 0 : 2, result.combined)
            for target in mine {
                XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "// mine\n", "\(target) was replaced")
            }
            racesWon += mine.count
        }
        XCTAssertGreaterThan(racesWon, 0, "no file was created during a run in 3 tries: the test proved nothing")
    }

    /// Item 8: a depfile that cannot be written stops the run before any file
    /// changes: the tree and the build lists are written together or not at all.
    func testDepfileThatCannotBeWritten_leavesTheTreeAsItWas() throws {
        let project = try makeProject(label: "depfile-blocked")
        try project.write("module: Login\nstyle: mvp\ntraits: [close, request]\n", to: "Specs/Login.viper.yml")
        try project.write("a file where the depfile's folder should be\n", to: "blocked")
        let before = try project.state()

        let result = try project.run(["generate", "--depfile", "blocked/viper-gen.d"])

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertTrue(result.stderr.contains("nothing was changed"), result.stderr)
        assertUnchanged(before, try project.state(), in: [.contents, .fileTimes, .identity],
                        "the tree changed although the depfile failed")
    }

    /// `schema --write` goes through the same confined writer: a schemas
    /// folder that is a link to the outside is refused and nothing is written
    /// there, nor in the project.
    func testSchemasFolderLinkedOutside_isRefused() throws {
        let project = try makeProject(label: "schemas-link")
        let outside = try makeProject(label: "schemas-link-outside")
        try FileManager.default.createSymbolicLink(atPath: project.path("schemas"), withDestinationPath: outside.root)
        let before = try project.state()
        let outsideBefore = try outside.state()

        let result = try project.run(["schema", "--write"])

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertTrue(result.stderr.hasPrefix("error: refusing to write 'schemas/module.schema.json': a symbolic link leads it outside the project"),
                      result.stderr)
        assertUnchanged(outsideBefore, try outside.state(), "schema --write wrote through the link")
        assertUnchanged(before, try project.state(), in: [.contents, .fileTimes, .identity], "the project changed")
    }

    /// A module's own requests trait is a file whose name comes from the spec:
    /// planted as a link to a file outside, it is never written through.
    func testRequestsTraitPlantedAsALinkOutside_isNeverWrittenThrough() throws {
        let project = try makeProject(label: "requests-link")
        let outside = try makeProject(label: "requests-link-outside")
        try outside.write("victim\n", to: "victim.txt")
        try project.write("module: Account\nrequests:\n  rename:\n    parameters:\n      name: String\n",
                          to: "Specs/Account.viper.yml")
        let trait = "Sources/App/Shared/Traits/AccountRequestsInteractorTrait.swift"
        try FileManager.default.createDirectory(atPath: project.path("Sources/App/Shared/Traits"),
                                                withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path(trait), withDestinationPath: outside.path("victim.txt"))
        let before = try project.state()
        let outsideBefore = try outside.state()

        let result = try project.run(["generate"])

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertTrue(result.stderr.hasPrefix("error: refusing to write '\(trait)': it is a symbolic link"),
                      result.stderr)
        assertUnchanged(outsideBefore, try outside.state(), "generate wrote through the planted link")
        assertUnchanged(before, try project.state(), in: [.contents, .fileTimes, .identity], "the project changed")
    }

    /// Item 8, for `filelist`: the inputs list is not written when the outputs list cannot be.
    func testFilelistThatCannotBeWritten_writesNeitherList() throws {
        let project = try makeProject(label: "filelist-blocked")
        try project.write("module: Login\nstyle: mvp\ntraits: [close]\n", to: "Specs/Login.viper.yml")
        try project.write("in the way\n", to: "blocked")
        let before = try project.state()

        let result = try project.run(["filelist", "--outputs", "blocked/out.xcfilelist"])

        XCTAssertEqual(result.status, 2, result.combined)
        assertUnchanged(before, try project.state(), in: [.contents, .fileTimes, .identity],
                        "a list was written although the other failed")
    }
}

/// Swaps a folder for a link to `outside` and back, as fast as it can, while
/// `running` says so. Each swap is one `renameat2(RENAME_EXCHANGE)`, so the
/// path always holds the folder or the link: with a gap between two renames,
/// a run could create a fresh folder there, and the real one (holding the
/// run's temporaries) could no longer be put back, which the test would
/// take for the run's leftovers.
enum Flipper {
    static func flip(_ folder: String, to outside: String, while running: () -> Bool) {
        guard FolderExchange.isAvailable else {
            return XCTFail("renameat2 is not available to swap the folder atomically")
        }
        let link = folder + ".link"
        guard symlink(outside, link) == 0 else { return XCTFail("cannot create \(link)") }
        defer { unlink(link) }
        while running() {
            guard FolderExchange.swap(folder, link) else {
                return XCTFail("cannot swap \(folder): \(String(cString: strerror(errno)))")
            }
            usleep(200)
            guard FolderExchange.swap(folder, link) else {
                return XCTFail("cannot swap \(folder) back: \(String(cString: strerror(errno)))")
            }
            usleep(300)
        }
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

    override func writer(beneath root: String, creatingRoot: Bool) throws(FileSystemError) -> ConfinedWriter {
        if let hook {
            self.hook = nil
            do { try hook() } catch { XCTFail("the hook failed: \(error)") }
        }
        return try base.writer(beneath: root, creatingRoot: creatingRoot)
    }
}

extension ForwardingFileSystem {
    /// Runs the command line in process on this file system, with `root` as working folder.
    func run(_ arguments: [String], in root: String) -> (status: Int32, stdout: String, stderr: String) {
        let stdout = CapturedOutput()
        let stderr = CapturedOutput()
        let status = ViperGenCommandLine.run(arguments: arguments, workingDirectory: root, fileSystem: self,
                                             stdout: stdout, stderr: stderr)
        return (status, stdout.text, stderr.text)
    }
}
