/// The messages of `viper-gen emit`, which the build-tool plugin runs.
enum BuildTimeDiagnostics {
    static func specNotDeclared(_ spec: String) -> Diagnostic {
        .error(
            "the build-tool plugin declared no file for spec \(spec)",
            hint:
                "the plugin looks for *.viper.yml under the package's folder, outside hidden folders and .build; move the spec there"
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
            "the target's folder \(folder) is not inside the project",
            hint: "the build-tool plugin passes a folder of the package that holds viper-gen.yml")
    }

    static func specOutsideProject(_ spec: String) -> Diagnostic {
        .error(
            "spec \(spec) is not inside the project",
            hint: "the build-tool plugin passes the package's *.viper.yml files")
    }
}
