import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// The applier against someone else writing at its pause points, in memory
/// (issue 35, items 8 and 9): a file saved after planning is never replaced,
/// and a rollback neither deletes nor reverts a file changed after the run
/// wrote it; both are named, and everything else is restored.
final class ConcurrentEditApplyTests: XCTestCase {
    private let old = Array("old\n".utf8)

    private func applier(_ disk: InMemoryFileSystem, pause: @escaping (PausePoint) -> Void)
        -> WritePlanApplier
    {
        var applier = WritePlanApplier(fileSystem: disk, rootPath: "/p")
        applier.pause = pause
        return applier
    }

    private func failure(_ body: () throws -> Void) -> Diagnostic? {
        do {
            try body()
            return nil
        } catch {
            return (error as? DiagnosticList)?.diagnostics.first
        }
    }

    func testAFileSavedAfterPlanning_isNeverReplaced_andTheRunRollsBack() throws {
        let disk = InMemoryFileSystem(files: [
            "/p/App.xcodeproj/project.pbxproj": "old\n", "/p/A.swift": "a\n",
        ])
        let plan = WritePlan(entries: [
            .init(
                path: "A.swift", action: .update, contents: Array("A\n".utf8),
                previous: Array("a\n".utf8)),
            .init(
                path: "App.xcodeproj/project.pbxproj", action: .update,
                contents: Array("new\n".utf8), previous: old),
            .init(path: "B.swift", action: .create, contents: Array("b\n".utf8)),
        ])
        let applier = applier(disk) { point in
            guard point == .switching else { return }
            try? disk.writeAtomically(
                Array("saved by Xcode\n".utf8), to: "/p/App.xcodeproj/project.pbxproj")
        }

        let diagnostic = failure { try applier.apply(plan) }

        XCTAssertEqual(
            diagnostic?.message,
            "cannot write '/p/App.xcodeproj/project.pbxproj': it changed after "
                + "viper-gen read it (saved by Xcode or an editor?); it was left as it is")
        XCTAssertEqual(
            diagnostic?.hint, "nothing was changed: every file written by this run was restored")
        XCTAssertEqual(
            disk.files,
            ["/p/App.xcodeproj/project.pbxproj": "saved by Xcode\n", "/p/A.swift": "a\n"])
    }

    func testFilesEditedAfterTheRunWroteThem_surviveItsRollback_andAreNamed() throws {
        let disk = InMemoryFileSystem(files: ["/p/Old.swift": "old\n"])
        let plan = WritePlan(entries: [
            .init(path: "A/New1.swift", action: .create, contents: Array("one\n".utf8)),
            .init(path: "A/New2.swift", action: .create, contents: Array("two\n".utf8)),
            .init(
                path: "Old.swift", action: .update, contents: Array("updated\n".utf8), previous: old
            ),
            .init(path: "Z/Blocked.swift", action: .create, contents: Array("blocked\n".utf8)),
        ])
        let applier = applier(disk) { point in
            switch point {
            case .switching:
                // Something appears where the run creates a file: it fails, then rolls back.
                try? disk.writeAtomically(Array("theirs\n".utf8), to: "/p/Z/Blocked.swift")
            case .rollingBack:
                // An editor saves two of the files the run wrote (a new file each time).
                try? disk.writeAtomically(Array("edited\n".utf8), to: "/p/A/New2.swift")
                try? disk.writeAtomically(Array("edited too\n".utf8), to: "/p/Old.swift")
            case .waitingForLock, .starting, .lastSwitch:
                break
            }
        }

        let diagnostic = failure { try applier.apply(plan) }

        XCTAssertEqual(
            disk.files,
            [
                "/p/A/New2.swift": "edited\n", "/p/Old.swift": "edited too\n",
                "/p/Z/Blocked.swift": "theirs\n",
            ])
        XCTAssertEqual(
            diagnostic?.notes.map(\.message),
            [
                "kept file '/p/A/New2.swift': it changed after this run wrote it",
                "kept file '/p/Old.swift': it changed after this run wrote it",
                "kept folder '/p/Z': this run made it, and something else is in it now",
            ])
        XCTAssertEqual(
            diagnostic?.hint,
            "every other file written by this run was restored; what is named above "
                + "was changed or added by someone else during the run, and was left as it is")
    }

    func testAnEditThatKeepsTheBytesButNotTheFile_isStillKept() throws {
        let disk = InMemoryFileSystem()
        let plan = WritePlan(entries: [
            .init(path: "A.swift", action: .create, contents: Array("a\n".utf8)),
            .init(path: "B.swift", action: .create, contents: Array("b\n".utf8)),
        ])
        let applier = applier(disk) { point in
            switch point {
            case .switching: try? disk.writeAtomically(Array("mine\n".utf8), to: "/p/B.swift")
            case .rollingBack: try? disk.writeAtomically(Array("a\n".utf8), to: "/p/A.swift")
            case .waitingForLock, .starting, .lastSwitch: break
            }
        }

        _ = failure { try applier.apply(plan) }

        XCTAssertEqual(
            disk.files, ["/p/A.swift": "a\n", "/p/B.swift": "mine\n"], "a saved file is the user's")
    }

    /// Issue 35, item 13: a write that fails deep in folders it is making
    /// removes the ones it made above (they were left, empty, while the run
    /// said that nothing was changed).
    func testAFailureDeepInNewFolders_leavesNoneOfThem() throws {
        let disk = InMemoryFileSystem(files: ["/p/Keep.swift": "k\n"])
        disk.failingPaths = ["/p/A/B/C"]
        let plan = WritePlan(entries: [
            .init(path: "A/B/C/New.swift", action: .create, contents: Array("n\n".utf8))
        ])

        let diagnostic = failure {
            try WritePlanApplier(fileSystem: disk, rootPath: "/p").apply(plan)
        }

        XCTAssertEqual(
            diagnostic?.hint, "nothing was changed: every file written by this run was restored")
        XCTAssertEqual(disk.kind(of: "/p/A"), nil, "a folder the run made was left behind")
        XCTAssertEqual(disk.files, ["/p/Keep.swift": "k\n"])
    }

    /// A write in place (same file, new bytes) between the applier's check of
    /// an updated file and its switch is found once the switch is done, and
    /// the switch is undone: the write is kept.
    func testAWriteInPlaceJustBeforeTheSwitch_isKept() throws {
        let disk = InMemoryFileSystem(files: ["/p/App.pbxproj": "old\n"])
        let plan = WritePlan(entries: [
            .init(
                path: "App.pbxproj", action: .update, contents: Array("new\n".utf8), previous: old)
        ])
        let hooked = ExchangeHookedFileSystem(disk) {
            // Xcode writes into the very file the path holds (its inode stays).
            disk.nodes["/p/App.pbxproj"] = .file(Array("saved in place\n".utf8))
        }

        let diagnostic = failure {
            try WritePlanApplier(fileSystem: hooked, rootPath: "/p").apply(plan)
        }

        XCTAssertEqual(
            diagnostic?.message,
            "cannot write '/p/App.pbxproj': it changed after viper-gen read it "
                + "(saved by Xcode or an editor?); it was left as it is")
        XCTAssertEqual(disk.files, ["/p/App.pbxproj": "saved in place\n"])
    }

    /// A project template that writes the marker into a scaffold is refused:
    /// `--prune` would later delete the user's file with it.
    func testAScaffoldCarryingTheMarker_isRefused() throws {
        let disk = InMemoryFileSystem(files: [
            "/p/viper-gen.yml": "templates: T\n",
            "/p/Specs/Login.viper.yml": "module: Login\nstyle: mvp\ntraits: [close]\n",
            "/p/T/MVP/PresenterLogic.swift.tmpl":
                "// @generated by viper-gen\nextension {{ module.name }}PresenterLogic {}\n",
        ])

        XCTAssertThrowsError(
            try GenerationPipeline(fileSystem: disk, workingDirectory: "/p").generate()
        ) { error in
            XCTAssertEqual(
                (error as? DiagnosticList)?.diagnostics.map(\.message),
                [
                    "the scaffold 'Sources/App/Modules/Login/LoginPresenter+Logic.swift' would carry "
                        + "'// @generated by viper-gen'"
                ])
        }
    }
}

/// The in-memory disk, whose writers run `hook` once just before their first exchange.
private final class ExchangeHookedFileSystem: ForwardingFileSystem {
    private var hook: (() -> Void)?

    init(_ base: InMemoryFileSystem, beforeExchange hook: @escaping () -> Void) {
        self.hook = hook
        super.init(base)
    }

    override func writer(beneath root: String, creatingRoot: Bool) throws(FileSystemError)
        -> ConfinedWriter
    {
        ExchangeHookedWriter(
            try base.writer(beneath: root, creatingRoot: creatingRoot), owner: self)
    }

    fileprivate func runHook() {
        hook?()
        hook = nil
    }
}

private final class ExchangeHookedWriter: ForwardingWriter {
    private let owner: ExchangeHookedFileSystem

    init(_ base: ConfinedWriter, owner: ExchangeHookedFileSystem) {
        self.owner = owner
        super.init(base)
    }

    override func exchange(_ first: String, _ second: String) throws(FileSystemError) -> Bool {
        owner.runHook()
        return try base.exchange(first, second)
    }
}
