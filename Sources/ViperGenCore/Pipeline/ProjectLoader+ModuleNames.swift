/// Module names on the command line: `viper-gen generate Home` selects the
/// spec whose `module:` is `Home`. A word is a module name only when nothing
/// is at that path (a path always wins) and it is written as a module name
/// must be (an identifier starting with an uppercase letter), so `Home/`,
/// `./Home`, `..` or `Specs/Home.viper.yml` are only ever paths.
extension ProjectLoader {
    /// The project's specs by the module each names, read once per run and only
    /// when a word on the command line needs it.
    struct ModuleNameIndex {
        /// The specs folder, as diagnostics show it.
        var specsFolder: String
        /// Each module name and the specs (absolute paths) that name it; two
        /// specs may (validation then reports the duplicate).
        var specsByName: [String: [String]]
        /// Problems met scanning the specs folder (an unreadable folder).
        var scanProblems: [Diagnostic]
        /// The module names, for "did you mean" (shared by every unknown word, sorted once).
        var candidates: SpellingCandidates
    }

    /// True when `word` could name a module: a valid module name, which holds
    /// no `/`, `.` or leading `-`, so it can never be mistaken for a path.
    static func isModuleName(_ word: String) -> Bool {
        ModelDiagnostics.moduleNameProblem(word, at: nil) == nil
    }

    /// Every spec under the project's specs folder, by the `module:` it names.
    /// Only the spec's top-level `module` key is read (a spec that does not
    /// parse names nothing here; validation reports it when it is read).
    func moduleNameIndex(root: String, config: ProjectConfig) -> ModuleNameIndex {
        let folder = PathText.join(root, config.specs)
        let scan = specScan(in: folder)
        var specsByName: [String: [String]] = [:]
        for file in scan.files {
            guard case .success(let source) = readSource(file, beneath: root),
                let name = Self.moduleName(in: source)
            else { continue }
            specsByName[name, default: []].append(file)
        }
        return ModuleNameIndex(
            specsFolder: displayPath(folder), specsByName: specsByName,
            scanProblems: scan.diagnostics,
            candidates: SpellingCandidates(Array(specsByName.keys), kind: "modules"))
    }

    /// The value of a spec's top-level `module` key, when it is a plain scalar.
    static func moduleName(in source: SourceFile) -> String? {
        let parsed = SpecParser.parse(source)
        guard let mapping = parsed.document?.root?.mapping,
            let name = mapping["module"]?.scalar?.value, isModuleName(name)
        else { return nil }
        return name
    }

    /// The error for a word that is neither a path nor the name of a module,
    /// located at the specs folder it was looked for in.
    /// Only the first ``Diagnostic/suggestedHints`` compare names (``SpellingRequest``),
    /// however many words a command line holds.
    static func unknownModule(_ name: String, in index: ModuleNameIndex) -> Diagnostic {
        let message = "no module named '\(name)', and no file or folder by that name"
        guard !index.specsByName.isEmpty else {
            return .error(
                message, at: .file(index.specsFolder),
                hint:
                    "no spec under '\(index.specsFolder)' names a module; pass a spec file or folder"
            )
        }
        return .error(
            message, at: .file(index.specsFolder),
            spelling: SpellingRequest(name, among: index.candidates))
    }
}
