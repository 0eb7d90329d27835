/// The messages about `viper-gen.yml`'s own values.
extension ModelDiagnostics {
    static func buildTimeFileClash(
        _ file: String, spec: String, at location: SourceLocation?, first: ModuleDefinition?
    ) -> Diagnostic {
        let other = first.map { "spec \($0.specPath)" } ?? "the shared runtime"
        return .error(
            "with 'generation: build', spec \(spec) would be built into \(file), as \(other) is",
            at: location,
            notes: first.map { [Diagnostic.Note("that spec", at: $0.nameLocation)] } ?? [],
            hint:
                "the build-tool plugin names each spec's file after the spec's file name: rename one spec's file"
        )
    }

    static func buildGenerationWithXcode(at location: SourceLocation) -> Diagnostic {
        .error(
            "'generation: build' needs a SwiftPM package's build-tool plugin, but this project has an 'xcode:' section",
            at: location,
            hint:
                "an Xcode project's targets build files in its folders: remove 'generation: build' (or the 'xcode:' section)"
        )
    }

    static func headerTooLong(bytes: Int, limit: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            "'header' is \(bytes) bytes long; it may be at most \(limit)", at: location,
            hint:
                "every generated file starts with it: keep it to a line, such as a copyright notice"
        )
    }

    static func tooManySourcePlaceholders(_ count: Int, limit: Int, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "'header' uses '\(ProjectConfig.sourcePlaceholder)' \(count) times; it may use it at most \(limit) times",
            at: location, hint: "name the spec once, as in 'Generated from ${source}'")
    }

    static func projectPathNameTooLong(_ field: String, bytes: Int, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "'\(field)' names a folder of \(bytes) bytes; a name may be at most \(ProjectConfig.maximumPathComponent)",
            at: location, hint: "file systems refuse longer names; shorten it")
    }

    static func schemaAddressTooLong(bytes: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            "'schemas' is an address \(bytes) bytes long; it may be at most \(ProjectConfig.maximumPathLength)",
            at: location,
            hint:
                "every new spec names it on its first line: publish the schemas at a shorter address"
        )
    }

    static func projectPathTooLong(_ field: String, bytes: Int, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "'\(field)' is \(bytes) bytes long; a configured path may be at most \(ProjectConfig.maximumPathLength)",
            at: location,
            hint:
                "viper-gen adds folders and file names beneath it, and a whole path is at most 4,096 bytes"
        )
    }

    static func specsTooLarge(count: Int, limit: Int) -> Diagnostic {
        .error(
            "the project's \(count) specs hold more than \(ByteCountText.text(limit)) together, the limit",
            hint:
                "viper-gen reads every spec of a project at once; split the project into several, "
                + "each with its own viper-gen.yml")
    }

    static func headerImitatesMarker(at location: SourceLocation) -> Diagnostic {
        .error(
            "'header' may not contain '\(GeneratedFileMarker.text)'", at: location,
            hint:
                "viper-gen puts that line after the header of every generated file itself, and deletes "
                + "only files that carry it; write the header without it")
    }

    static func invalidPlatform(_ value: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(DeploymentTarget.key)' must be 'iOS' and a version, such as 'iOS 16.0'",
            at: location,
            hint:
                "write the app target's deployment target (IPHONEOS_DEPLOYMENT_TARGET); "
                + "viper-gen writes iOS code only")
    }

    /// - Parameter text: the value as written (a valid, short version).
    static func platformTooOld(_ text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(DeploymentTarget.key)' is \(text); viper-gen's code needs \(DeploymentTarget.oldestSupported) or later",
            at: location,
            hint: "raise the app's deployment target, or keep older modules out of viper-gen")
    }
}

/// The messages about `runtime:`.
extension ModelDiagnostics {
    static func invalidRuntimePrefix(_ prefix: String, problem: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "'\(RuntimeNamesReader.field)' '\(prefix)' cannot start a type name: \(problem)",
            at: location,
            hint:
                "write a letter or '_', then letters, digits or '_', such as 'XY': "
                + "the runtime's types become 'XYTransitionHandler', 'XYMock', ...")
    }

    static func runtimePrefixTooLong(bytes: Int, limit: Int, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "'\(RuntimeNamesReader.field)' is \(bytes) bytes long; it may be at most \(limit)",
            at: location,
            hint: "every runtime type's name starts with it: use a short prefix, such as 'XY'")
    }

    static func runtimePrefixMakesPlatformName(
        _ prefix: String, base: String, made: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "'\(RuntimeNamesReader.field)' '\(prefix)' would name the runtime's '\(base)' '\(made)', "
                + "which Swift or an Apple framework already declares",
            at: location, hint: "choose another prefix")
    }
}

/// Messages about a templates folder's `module-files.yml`.
extension ModelDiagnostics {
    static func tooManyModuleTemplateFiles(_ count: Int, limit: Int, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "the manifest lists \(count) module files, more than \(limit)", at: location,
            hint: "a module's folder holds a module: put the rest in a shared folder")
    }

    static func moduleTemplateFileTwice(
        _ path: String, at location: SourceLocation, other: SourceLocation
    ) -> Diagnostic {
        .error(
            "module file '\(UnicodeText.excerpt(path))' is listed twice (letter case aside)",
            at: location, notes: [Diagnostic.Note("first listed here", at: other)],
            hint: "give one of them another path, or `ui:`/`style:` that never meet")
    }

    static func invalidModuleTemplateFilePath(
        _ path: String, _ problem: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "module file path '\(UnicodeText.excerpt(path))' is refused: \(problem)", at: location,
            hint:
                "write a path inside the module's folder, e.g. "
                + "'\(ModuleTemplateFile.modulePlaceholder)ViewController.xib' or "
                + "'Resources/\(ModuleTemplateFile.modulePlaceholder).strings'")
    }

    static func invalidModuleTemplateName(
        _ name: String, _ problem: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "template '\(UnicodeText.excerpt(name))' is refused: \(problem)", at: location,
            hint: "name a template of the templates folder, e.g. 'Extra/Screen.xib.tmpl'")
    }

    static func generatedFileWithoutMarker(_ path: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "a generated '\(UnicodeText.excerpt(path))' could not carry viper-gen's marker",
            at: location,
            hint:
                "generated files are Swift, .strings, .xib, .storyboard, .plist, .stringsdict or "
                + ".xml, whose comments hold the marker `--prune` knows them by; make this one "
                + "'ownership: scaffolded'")
    }

    static func generatedResourceInBuildMode(_ path: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "with 'generation: build', a generated module file must be Swift: "
                + "'\(UnicodeText.excerpt(path))' is not",
            at: location,
            hint:
                "the build plugin compiles generated files and copies no resources: make it "
                + "'ownership: scaffolded'")
    }

    static func headerBreaksXMLComment(_ path: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "the config's 'header' holds '--', which may not appear in the XML comment of "
                + "'\(UnicodeText.excerpt(path))'",
            at: location,
            hint: "take '--' out of 'header' in viper-gen.yml, or make the file scaffolded")
    }

    static func unknownModuleFileTemplate(
        _ name: String, at location: SourceLocation, suggestion: String?
    ) -> Diagnostic {
        .error(
            "the templates have no '\(UnicodeText.excerpt(name))'", at: location,
            hint: suggestion.map { "did you mean '\($0)'?" }
                ?? "add it to the templates folder, or fix the name (`viper-gen templates list`)")
    }

    static func moduleFileNameTooLong(
        _ name: String, module: String, limit: Int, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "module file name '\(UnicodeText.excerpt(name))' of module '\(module)' is longer "
                + "than \(limit) bytes",
            at: location,
            hint:
                "file systems take names of at most 255 bytes; use '{Module}' once, or a shorter name"
        )
    }

    static func moduleFileClash(
        _ path: String, module: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "module file '\(UnicodeText.excerpt(path))' of module '\(module)' is also a file "
                + "viper-gen writes for it (letter case aside)",
            at: location,
            hint: "a project template replaces a built-in file by the built-in template's name; "
                + "give this one another path")
    }

    static func invalidLayoutPattern(
        _ field: String, _ pattern: String, _ problem: ModuleLayoutPattern.Problem,
        at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "'\(field)' '\(UnicodeText.excerpt(pattern))' cannot place module files: \(problem.reason)",
            at: location, hint: problem.hint)
    }
}
