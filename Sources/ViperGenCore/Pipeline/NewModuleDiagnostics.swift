/// Messages about the arguments of `viper-gen new` (the module name itself
/// follows the one rule in ``ModelDiagnostics``).
enum NewModuleDiagnostics {
    static func unknownTrait(_ name: String, known: SpellingCandidates) -> Diagnostic {
        ModelDiagnostics.unknownTrait(name, known: known, at: nil)
    }

    /// `--style vip` with a SwiftUI screen, asked for or the config's default.
    static func swiftUIInVIP(fromConfig: Bool) -> Diagnostic {
        .error(
            "style 'vip' has no SwiftUI screen"
                + (fromConfig ? ", and the config's 'ui' is swiftui" : ""),
            hint:
                "add '--ui uikit' for a scaffolded view controller, or '--ui none' to write your own view"
        )
    }

    /// `--navigation swiftui` for a screen that isn't SwiftUI's.
    static func swiftUINavigationWithoutSwiftUI(ui: UIKind) -> Diagnostic {
        .error(
            "'--navigation swiftui' needs a SwiftUI screen, and the module's would be '\(ui.rawValue)'",
            hint: "add '--ui swiftui', or leave '--navigation' out to navigate with UIKit")
    }

    /// A `--spec-dir` that cannot hold a spec (see ``NewModuleRequest/specFolderComponents(_:)``).
    static func badSpecFolder(_ folder: String, problem: String) -> Diagnostic {
        .error(
            "'--spec-dir \(folder)' cannot hold the spec: \(problem)",
            hint: "name a folder inside the config's specs folder, e.g. '--spec-dir Auth'")
    }

    /// A `--spec-dir` whose folder on the way is a link or a file, not a folder.
    static func specFolderIsNotAFolder(_ path: String, kind: FileKind) -> Diagnostic {
        .error(
            "'\(path)' is \(kind == .symbolicLink ? "a symbolic link" : "not a folder"), so the spec cannot go beneath it",
            hint: kind == .symbolicLink
                ? "specs beneath a link are not searched: name a real folder"
                : "name a folder, or move what is there")
    }

    /// The new spec's own path holds a link, a folder or a device.
    static func specPathIsNotAFile(_ path: String, kind: FileKind) -> Diagnostic {
        let what =
            switch kind {
            case .symbolicLink: "a symbolic link"
            case .directory: "a folder"
            default: "not a regular file"
            }
        return .error(
            "'\(UnicodeText.visible(path))' is \(what), so the new spec cannot be written there",
            hint: "remove it, or give the module another name")
    }

    static func duplicateTrait(_ name: String) -> Diagnostic {
        .error("trait '\(name)' is listed twice", hint: "list each trait once")
    }

    static func moduleExists(_ name: String, specPath: String) -> Diagnostic {
        .error(
            "module '\(name)' already exists with a different spec (\(specPath))",
            hint:
                "edit the spec and run `viper-gen generate`, or pass --force to replace the spec and its scaffolds"
        )
    }

    static func moduleDefinedElsewhere(_ name: String, specPath: String) -> Diagnostic {
        .error(
            "module '\(name)' is already defined by \(specPath)",
            hint: "edit that spec and run `viper-gen generate`")
    }

    static func moduleDiffersOnlyInCase(_ name: String, from other: String, specPath: String)
        -> Diagnostic
    {
        .error(
            "module '\(name)' differs from module '\(other)' (\(specPath)) only in letter case",
            hint:
                "on a case-insensitive file system (macOS's default) their folders are one: choose another name"
        )
    }

}
