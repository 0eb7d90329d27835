/// The messages of `generation: build`: `viper-gen emit`, which the
/// build-tool plugin runs, and what that mode refuses.
public enum BuildTimeDiagnostics {
    static func specNotDeclared(_ spec: String) -> Diagnostic {
        .error(
            "the build-tool plugin declared no file for spec \(UnicodeText.visible(spec))",
            hint:
                "the plugin looks for *.viper.yml under the package's folder, outside hidden folders, without following links; keep the specs folder there"
        )
    }

    static func notBuildGeneration() -> Diagnostic {
        .error(
            "viper-gen emit writes the files of 'generation: build', and this project checks its generated files in",
            hint:
                "set 'generation: build' in viper-gen.yml and run `viper-gen generate --prune`, or take the ViperGenBuildPlugin off the target"
        )
    }

    static func targetOutsideProject(_ folder: String) -> Diagnostic {
        .error(
            "the target's folder \(UnicodeText.visible(folder)) is in no viper-gen project (no viper-gen.yml in it or above it)",
            hint: "the build-tool plugin passes a folder of the package that holds viper-gen.yml")
    }

    static func notASpec(_ spec: String) -> Diagnostic {
        .error(
            "'\(UnicodeText.visible(spec))' is not a spec file of the project",
            hint:
                "emit takes the project's *.viper.yml files (inside it, no link, no control character in the name), as the build-tool plugin passes them"
        )
    }

    static func sameFile(_ spec: String, _ other: String) -> Diagnostic {
        .error(
            "specs \(UnicodeText.visible(other)) and \(UnicodeText.visible(spec)) would be built into one file",
            hint: "each spec's code goes to a file named after the spec's file: rename one of them")
    }

    static func outputAmongProjectFiles(_ folder: String) -> Diagnostic {
        .error(
            "the output folder \(UnicodeText.visible(folder)) is among the project's own files",
            hint:
                "emit writes into the build-tool plugin's work folder (under .build), never where specs, sources or tests live"
        )
    }

    public static func bazelWithBuildGeneration() -> Diagnostic {
        .error(
            "the Bazel recipe builds generated files into the tree, and this project has 'generation: build'",
            hint:
                "generation: build is for a SwiftPM package's build-tool plugin (docs/plugins.md); use one or the other"
        )
    }

    public static func outputNotAFolder(_ folder: String, kind: FileKind?) -> Diagnostic {
        .error(
            kind == nil
                ? "the output folder \(UnicodeText.visible(folder)) does not exist"
                : "the output \(UnicodeText.visible(folder)) is not a folder",
            hint: "the build-tool plugin passes its work folder, which SwiftPM creates")
    }
}
