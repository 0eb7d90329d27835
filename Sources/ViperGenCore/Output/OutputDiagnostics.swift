/// Every message about planning, writing and checking output, in one place.
enum OutputDiagnostics {
    static func pathLeavesProject(_ path: String) -> Diagnostic {
        .error(
            "refusing to write '\(path)': it is outside the project",
            hint:
                "output paths must stay inside the configured roots; remove '..' or absolute paths from viper-gen.yml"
        )
    }

    static func writesThroughSymlink(_ path: String) -> Diagnostic {
        .error(
            "refusing to write '\(path)': it is a symbolic link",
            hint:
                "generated files are replaced, not written through links; delete the link and run again"
        )
    }

    /// Where the link leads is not said: that would show names from outside the project.
    static func symlinkLeavesProject(_ path: String) -> Diagnostic {
        .error(
            "refusing to write '\(path)': a symbolic link leads it outside the project",
            hint: "point the output roots in viper-gen.yml at real folders inside the project")
    }

    static func unreadableOutputFolder(_ path: String, reason: String) -> Diagnostic {
        .error(
            "cannot read the folder '\(UnicodeText.visible(path))': \(reason)",
            hint:
                "make it readable: --prune stops rather than leave the orphans it may hold behind unseen"
        )
    }

    static func markerInScaffold(_ path: String) -> Diagnostic {
        .error(
            "the scaffold '\(UnicodeText.visible(path))' would carry '\(GeneratedFileMarker.line)'",
            hint:
                "a project template writes the generated-file marker into a file that becomes the user's; "
                + "`generate --prune` would later delete it with their code: remove the line from the template"
        )
    }

    static func scaffoldElsewhere(_ path: String, existing: String) -> Diagnostic {
        .error(
            "the scaffold '\(UnicodeText.visible(path))' is missing, but "
                + "'\(UnicodeText.visible(existing))' has its name: writing it would declare its types twice",
            hint:
                "the layout puts it at the first path now: move your file there "
                + "(with `git mv`, after creating its folder) and run again"
        )
    }

    static func notAFile(_ path: String) -> Diagnostic {
        .error(
            "cannot write '\(path)': a folder is in the way",
            hint: "move the folder away and run again")
    }

    static func caseClash(_ first: String, _ second: String, sources: [String]) -> Diagnostic {
        let origin =
            sources[0] == sources[1]
            ? "both from \(sources[0])" : "from \(sources[0]) and \(sources[1])"
        return .error(
            "'\(first)' and '\(second)' differ only in letter case (\(origin))",
            hint:
                "on a case-insensitive file system (macOS's default) they are one file; rename one of the modules or traits"
        )
    }

    static func duplicateOutput(_ path: String, first: String, second: String) -> Diagnostic {
        .error(
            "two files of this run would be written at '\(UnicodeText.visible(path))': "
                + "\(UnicodeText.visible(first)) and \(UnicodeText.visible(second))",
            hint:
                "give the templates' module-files.yml entry another path, or keep the config's "
                + "folders (sources, tests, shared, specs) apart")
    }

    static func notARegularFile(_ path: String) -> Diagnostic {
        .error(
            "cannot write '\(path)': it is not a regular file (a FIFO, socket or device)",
            hint: "viper-gen reads and replaces only regular files; remove it and run again")
    }

    static func unreadable(_ path: String, reason: String) -> Diagnostic {
        .error("cannot read '\(path)': \(reason)")
    }

    /// What a rollback left on purpose: files changed after the run wrote
    /// them, and folders it made that something else is in now.
    struct Left {
        var files: [String] = []
        var folders: [String] = []
        var isEmpty: Bool { files.isEmpty && folders.isEmpty }
    }

    static func writeFailed(_ error: FileSystemError, restored: Bool, left: Left = Left())
        -> Diagnostic
    {
        .error(
            "cannot write '\(UnicodeText.visible(error.path))': \(error.reason)",
            notes: leftNotes(left),
            hint: !restored
                ? "some files could not be restored; `viper-gen check` lists what is left, "
                    + "the next `viper-gen generate` removes it; then check `git status`"
                : left.isEmpty
                    ? "nothing was changed: every file written by this run was restored"
                    : leftHint)
    }

    static func interrupted(restored: Bool, left: Left = Left()) -> Diagnostic {
        .error(
            "interrupted while writing", notes: leftNotes(left),
            hint: !restored
                ? "some files could not be restored; run `viper-gen generate` again, then check `git status`"
                : left.isEmpty
                    ? "nothing was changed: every file written by this run was restored"
                    : leftHint)
    }

    /// One note per file or folder a rollback left (the first 10 of each).
    private static func leftNotes(_ left: Left) -> [Diagnostic.Note] {
        func notes(_ paths: [String], _ what: String, _ why: String) -> [Diagnostic.Note] {
            var notes = paths.prefix(10).map {
                Diagnostic.Note("kept \(what) '\(UnicodeText.visible($0))': \(why)")
            }
            if paths.count > 10 {
                notes.append(
                    Diagnostic.Note("and \(paths.count - 10) more \(what)s kept the same way"))
            }
            return notes
        }
        return notes(left.files, "file", "it changed after this run wrote it")
            + notes(left.folders, "folder", "this run made it, and something else is in it now")
    }

    private static let leftHint =
        "every other file written by this run was restored; what is named above was "
        + "changed or added by someone else during the run, and was left as it is"

    static func unreadableJournal(_ path: String, reason: String) -> Diagnostic {
        .error(
            "cannot read '\(UnicodeText.visible(path))', left by an interrupted run: \(reason)",
            hint:
                "if no viper-gen run is writing here, delete it and the hidden '*.viper-gen-new-*' and "
                + "'*.viper-gen-old-*' files it names")
    }

    static func recoveryFailed(_ error: FileSystemError) -> Diagnostic {
        .error(
            "cannot undo an interrupted run: '\(UnicodeText.visible(error.path))': \(error.reason)",
            hint:
                "fix the cause and run again; the journal '\(WriteJournal.fileName)' names what is left to undo"
        )
    }
}

extension OutputDiagnostics {
    static func unsafeBuildListPath(_ path: String, format: String, reason: String, located: Bool)
        -> Diagnostic
    {
        .error(
            "\(format) cannot name '\(UnicodeText.visible(path))' safely: \(reason)",
            at: located ? .file(UnicodeText.visible(path)) : nil,
            hint: "rename it (or its folder); nothing was written")
    }
}
