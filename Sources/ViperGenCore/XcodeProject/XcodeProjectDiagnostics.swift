/// Every message about reading and editing an Xcode project file, in one place.
enum XcodeProjectDiagnostics {
    private static let syntaxHint =
        "the project file is damaged; restore it from version control or open and save it in Xcode"

    // MARK: - Syntax

    static func emptyFile(at location: SourceLocation) -> Diagnostic {
        .error("the project file is empty", at: location, hint: syntaxHint)
    }

    static func contentAfterRoot(at location: SourceLocation) -> Diagnostic {
        .error("unexpected content after the project's closing '}'", at: location, hint: syntaxHint)
    }

    static func unexpectedEnd(expecting expected: String, at location: SourceLocation) -> Diagnostic
    {
        .error("the project file ends where \(expected) should be", at: location, hint: syntaxHint)
    }

    static func unexpectedCharacter(
        _ found: String, expecting expected: String, at location: SourceLocation
    ) -> Diagnostic {
        .error("expected \(expected), found \(found)", at: location, hint: syntaxHint)
    }

    static func nestedTooDeeply(limit: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            "lists and dictionaries are nested more than \(limit) deep", at: location,
            hint: syntaxHint)
    }

    static func unclosed(
        _ what: String, closer: String, at location: SourceLocation,
        openedAt opening: SourceLocation
    ) -> Diagnostic {
        .error(
            "\(what) is not closed with '\(closer)'", at: location,
            notes: [.init("it starts here", at: opening)], hint: syntaxHint)
    }

    static func duplicateKey(
        _ key: String, at location: SourceLocation, firstAt first: SourceLocation
    ) -> Diagnostic {
        .error(
            "'\(key)' appears twice in one dictionary", at: location,
            notes: [.init("first here", at: first)],
            hint: "a merge may have left both copies: keep one")
    }

    static func oddHexDigits(at location: SourceLocation) -> Diagnostic {
        .error("data has an odd number of hexadecimal digits", at: location, hint: syntaxHint)
    }

    static func invalidEscape(at location: SourceLocation) -> Diagnostic {
        .error(
            "invalid escape in a quoted string", at: location,
            hint: "write \\U followed by 4 hexadecimal digits, or \\ and 1 to 3 octal digits")
    }

    // MARK: - Structure

    static func rootNotDictionary(found: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "the project file holds \(found), not a dictionary", at: location,
            hint: "is this a project.pbxproj?")
    }

    static func unsupportedArchiveVersion(_ version: Int, at location: SourceLocation) -> Diagnostic
    {
        .error(
            "archiveVersion \(version) is not supported: every Xcode project so far has archiveVersion 1",
            at: location,
            hint:
                "the file's syntax may have changed; please report this with the Xcode version that wrote it"
        )
    }

    static func missingKey(_ key: String, in owner: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error("'\(key)' is missing from \(owner)", at: location, hint: syntaxHint)
    }

    static func wrongKind(key: String, expected: String, found: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error("'\(key)' should be \(expected), not \(found)", at: location, hint: syntaxHint)
    }

    static func notANumber(key: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(key)' should be a whole number", at: location, hint: syntaxHint)
    }

    static func danglingReference(_ id: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(id)' names no object of the project", at: location,
            hint:
                "a merge may have dropped the object; restore it from version control, or remove this reference"
        )
    }

    static func objectNotDictionary(_ id: String, found: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error("object '\(id)' is \(found), not a dictionary", at: location, hint: syntaxHint)
    }

    static func groupCycle(_ id: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "group '\(id)' is listed more than once in the group tree", at: location,
            hint: "an item belongs to one group: remove the second listing")
    }

    static func unexpectedKind(
        _ id: String, isa: String, expected: [String], at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "'\(id)' is a \(isa) where \(expected.joined(separator: " or ")) is expected",
            at: location, hint: syntaxHint)
    }

    static func newerFormatUnknownKind(
        _ isa: String, objectVersion: Int, at location: SourceLocation,
        versionAt version: SourceLocation
    ) -> Diagnostic {
        .error(
            "objectVersion \(objectVersion) is newer than this viper-gen knows (\(XcodeProjectFile.newestKnownObjectVersion)), "
                + "and the project uses '\(isa)', which it cannot interpret",
            at: location, notes: [.init("the project's format version", at: version)],
            hint: "update viper-gen; docs/xcode.md explains which versions are supported")
    }

    static func newerFormatUnknownKey(
        _ key: String, isa: String, objectVersion: Int, at location: SourceLocation,
        versionAt version: SourceLocation
    ) -> Diagnostic {
        .error(
            "objectVersion \(objectVersion) is newer than this viper-gen knows (\(XcodeProjectFile.newestKnownObjectVersion)), "
                + "and a \(isa) has '\(key)', which could change which files its target builds",
            at: location, notes: [.init("the project's format version", at: version)],
            hint: "update viper-gen; docs/xcode.md explains which versions are supported")
    }
}

extension XcodeProjectDiagnostics {
    // MARK: - Editing

    static func noSourcesPhase(_ target: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "target '\(target)' has no Compile Sources phase to add files to", at: location,
            hint:
                "add a Compile Sources build phase to the target in Xcode, or name another target in viper-gen.yml"
        )
    }

    static func unreadableResourcesPhase(
        _ target: String, found: String?, at location: SourceLocation
    ) -> Diagnostic {
        let what = found.map { "its 'files' is \($0), not a list" } ?? "it has no 'files' list"
        return .error(
            "cannot add to the Resources phase of target '\(target)': \(what)", at: location,
            hint: syntaxHint)
    }

    static func noBuildPhasesList(_ target: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "target '\(target)' has no Resources phase, and no buildPhases list to add one to",
            at: location,
            hint:
                "add a Copy Bundle Resources build phase to the target in Xcode, or name another target in viper-gen.yml"
        )
    }

    static func excludedBySynchronizedFolder(
        _ path: String, folder: String, target: String, at location: SourceLocation,
        exceptionAt exception: SourceLocation?
    ) -> Diagnostic {
        .error(
            "'\(path)' is in the synchronized folder '\(folder)', but an exception keeps it out of target '\(target)'",
            at: location,
            notes: exception.map { [.init("the exception set that lists it", at: $0)] } ?? [],
            hint:
                "in Xcode, tick '\(target)' under Target Membership for the file (or remove it from the exception set's membershipExceptions)"
        )
    }

    static func synchronizedFolderOfOtherTarget(
        _ path: String, folder: String, owners: [String], target: String,
        at location: SourceLocation
    ) -> Diagnostic {
        let owned =
            owners.isEmpty
            ? "no target" : "target " + owners.map { "'\($0)'" }.joined(separator: ", ")
        return .error(
            "'\(path)' would be in the synchronized folder '\(folder)', which belongs to \(owned), not to '\(target)'",
            at: location,
            hint:
                "add the folder to target '\(target)' in Xcode, or point this output at a folder of '\(target)' in viper-gen.yml"
        )
    }

    static func noGroupForFolder(_ folder: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "no group of the project can hold the folder '\(folder)'", at: location,
            hint:
                "the main group must be inside the project's folder and have a children list; open and save the project in Xcode"
        )
    }
}

extension XcodeProjectDiagnostics {
    // MARK: - Configuration

    static func unknownTarget(
        _ name: String, known: SpellingCandidates, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "the Xcode project has no target '\(name)'", at: location,
            spelling: SpellingRequest(name, among: known))
    }

    static func missingProjectFile(_ path: String, reason: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "cannot read the Xcode project '\(path)': \(reason)", at: location,
            hint: "xcode.project names the .xcodeproj folder, relative to viper-gen.yml")
    }

    /// A project file's text as a message quotes it: cut, control characters shown.
    static func quoted(_ text: String) -> String {
        "'" + UnicodeText.visible(UnicodeText.excerpt(text)) + "'"
    }

    /// The first `limit` items, then how many more: a message stays short however
    /// many a project file lists.
    static func shortList(_ items: [String], limit: Int = 5) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? shown + " and \(items.count - limit) more" : shown
    }

    static func appModuleDisagrees(
        _ module: String, target: String, modules: [String], at location: SourceLocation
    ) -> Diagnostic {
        let named = shortList(modules.map(quoted))
        return .warning(
            "appModule '\(module)' is not the module of target \(quoted(target)) (\(named)): generated tests will not find it",
            at: location,
            hint: "remove appModule to use the target's module, or set it to \(named)")
    }

    static func unresolvedModuleName(
        target: String, configuration: String, reason: String, at location: SourceLocation
    ) -> Diagnostic {
        let which = configuration.isEmpty ? "" : " in configuration \(quoted(configuration))"
        return .error(
            "cannot tell the module name of target \(quoted(target))\(which): \(reason)",
            at: location,
            hint: "set appModule in viper-gen.yml to the module the tests import")
    }

    static func disagreeingModuleNames(
        target: String, configurations: [(String, String)], at location: SourceLocation
    ) -> Diagnostic {
        let listed = shortList(configurations.map { "\(quoted($0.0)): \(quoted($0.1))" })
        return .error(
            "the build configurations of target \(quoted(target)) name different modules (\(listed))",
            at: location,
            hint: "set appModule in viper-gen.yml to the module the tests import")
    }

    static func noTestTarget(
        _ first: String, count: Int, targets: [String], at location: SourceLocation
    ) -> Diagnostic {
        let others = count > 1 ? " and \(count - 1) more test file\(count == 2 ? "" : "s")" : ""
        let known =
            targets.isEmpty
            ? ""
            : " (the project's targets: \(shortList(targets.map(quoted))))"
        return .error(
            "'\(first)'\(others) would go to no target: xcode.testTarget is not set", at: location,
            hint: "set xcode.testTarget in viper-gen.yml to the project's test target\(known)")
    }
}
