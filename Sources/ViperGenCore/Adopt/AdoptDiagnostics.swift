/// The errors of `viper-gen adopt`.
enum AdoptDiagnostics {
    /// The most Swift files one module folder may hold.
    static let maximumFiles = 1_000
    /// How many times a spec is written and read back, each time without the
    /// parts the reader refused, before adopt gives up.
    static let maximumRereads = 16

    static func folderOutsideProject(_ folder: String) -> Diagnostic {
        .error(
            "'\(UnicodeText.visible(folder))' is outside the project",
            hint: "adopt reads module folders inside the folder that holds viper-gen.yml")
    }

    static func notAFolder(_ folder: String) -> Diagnostic {
        .error(
            "'\(UnicodeText.visible(folder))' is not a folder",
            hint: "pass the folder that holds the module's Swift files")
    }

    static func noSwiftFiles(_ folder: String) -> Diagnostic {
        .error("no Swift files in '\(UnicodeText.visible(folder))'")
    }

    static func tooManyFiles(_ folder: String, count: Int) -> Diagnostic {
        .error(
            "'\(UnicodeText.visible(folder))' holds \(count) Swift files, more than \(maximumFiles)",
            hint: "pass the folder of one module")
    }

    static func sameModuleTwice(_ module: String, folder: String) -> Diagnostic {
        .error(
            "'\(UnicodeText.visible(folder))' is module '\(module)' too",
            hint: "adopt one folder per module")
    }

    static func specExists(_ module: String, specPath: String) -> Diagnostic {
        .error(
            "a spec for module '\(module)' is already at \(specPath)",
            hint: "pass --force to replace it, or --dry-run to see the adopted spec")
    }

    static func specExistsInDryRun(_ module: String, specPath: String) -> Diagnostic {
        .warning(
            "a spec for module '\(module)' is already at \(specPath)",
            hint: "adopt writes it only with --force, which replaces it")
    }

    static func tooManyRereads(_ specPath: String) -> Diagnostic {
        .error(
            "the spec adopt wrote for \(specPath) was refused \(maximumRereads) times over",
            hint: "this is a bug in viper-gen adopt: please report it with the module's files")
    }

    static func unreadableSpec(_ specPath: String) -> Diagnostic {
        .error(
            "the spec adopt wrote for \(specPath) does not read back",
            hint: "this is a bug in viper-gen adopt: please report it with the module's files")
    }
}
