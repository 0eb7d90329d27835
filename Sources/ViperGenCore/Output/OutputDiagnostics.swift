/// Every message about planning, writing and checking output, in one place.
enum OutputDiagnostics {
    static func pathLeavesProject(_ path: String) -> Diagnostic {
        .error("refusing to write '\(path)': it is outside the project",
               hint: "output paths must stay inside the configured roots; remove '..' or absolute paths from viper-gen.yml")
    }

    static func writesThroughSymlink(_ path: String) -> Diagnostic {
        .error("refusing to write '\(path)': it is a symbolic link",
               hint: "generated files are replaced, not written through links; delete the link and run again")
    }

    static func symlinkLeavesProject(_ path: String, target: String) -> Diagnostic {
        .error("refusing to write '\(path)': a symbolic link leads it outside the project, to '\(target)'",
               hint: "point the output roots in viper-gen.yml at real folders inside the project")
    }

    static func notAFile(_ path: String) -> Diagnostic {
        .error("cannot write '\(path)': a folder is in the way", hint: "move the folder away and run again")
    }

    static func unreadable(_ path: String, reason: String) -> Diagnostic {
        .error("cannot read '\(path)': \(reason)")
    }

    static func writeFailed(_ error: FileSystemError, restored: Bool) -> Diagnostic {
        .error("cannot write '\(error.path)': \(error.reason)",
               hint: restored ? "nothing was changed: every file written by this run was restored"
                   : "some files could not be restored; check `git status`")
    }
}
