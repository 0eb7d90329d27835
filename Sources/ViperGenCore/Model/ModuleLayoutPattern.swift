/// What a `layout:` pattern may be. `module` and `tests`: `{sources}` (or
/// `{tests}`), fixed folder names, then `{Module}` as the last folder.
/// `files`: `{File}`, or `{Layer}/{File}`. No `..`, `.`, hidden or empty
/// names, no characters a module file's path refuses (``ModuleTemplateFilePath``).
enum ModuleLayoutPattern {
    /// Why a pattern is refused, and what to write instead.
    struct Problem: Error, Equatable {
        var reason: String
        var hint: String
    }

    /// The fixed folders between `root` and `{Module}` in `pattern`.
    static func folders(in pattern: String, root: String) -> Result<[String], Problem> {
        let example = "\(root)/Features/\(ModuleLayout.modulePlaceholder)"
        let components: [Substring]
        switch self.components(of: pattern, allowed: [root, ModuleLayout.modulePlaceholder]) {
        case .success(let split): components = split
        case .failure(let problem): return .failure(problem)
        }
        guard components.first == Substring(root) else {
            return .failure(
                Problem(
                    reason: "it does not start with '\(root)'",
                    hint: "start it with the configured folder, as in '\(example)'"))
        }
        guard components.count > 1, components.last == Substring(ModuleLayout.modulePlaceholder)
        else {
            return .failure(
                Problem(
                    reason: "its last folder is not '\(ModuleLayout.modulePlaceholder)'",
                    hint: "end it with the module's own folder, as in '\(example)'"))
        }
        let middle = components.dropFirst().dropLast()
        if let placeholder = middle.first(where: { $0.hasPrefix("{") }) {
            return .failure(
                Problem(
                    reason: "it has '\(placeholder)' before its last folder",
                    hint:
                        "the folder holding every module's folder is fixed: write folder names "
                        + "between '\(root)' and '\(ModuleLayout.modulePlaceholder)', as in '\(example)'"
                ))
        }
        return .success(middle.map(String.init))
    }

    /// True for `{Layer}/{File}`, false for `{File}`.
    static func filesByLayer(in pattern: String) -> Result<Bool, Problem> {
        let hint =
            "write '\(ModuleLayout.filePlaceholder)', or '\(ModuleLayout.layerPlaceholder)/\(ModuleLayout.filePlaceholder)' for a folder per layer"
        let components: [Substring]
        switch self.components(
            of: pattern, allowed: [ModuleLayout.layerPlaceholder, ModuleLayout.filePlaceholder])
        {
        case .success(let split): components = split
        case .failure(let problem): return .failure(problem)
        }
        if components == [Substring(ModuleLayout.filePlaceholder)] { return .success(false) }
        if components == [
            Substring(ModuleLayout.layerPlaceholder), Substring(ModuleLayout.filePlaceholder),
        ] {
            return .success(true)
        }
        if components.last != Substring(ModuleLayout.filePlaceholder) {
            return .failure(
                Problem(
                    reason: "its last component is not '\(ModuleLayout.filePlaceholder)'",
                    hint: hint))
        }
        return .failure(
            Problem(
                reason: "a file's place holds only '\(ModuleLayout.layerPlaceholder)' before "
                    + "'\(ModuleLayout.filePlaceholder)'", hint: hint))
    }

    /// The pattern's components, each a plain folder name or a whole placeholder of `allowed`.
    private static func components(of pattern: String, allowed: [String]) -> Result<
        [Substring], Problem
    > {
        let placeholders = allowed.map { "'\($0)'" }.joined(separator: ", ")
        if pattern.isEmpty {
            return .failure(Problem(reason: "it is empty", hint: "write it with \(placeholders)"))
        }
        if pattern.utf8.count > ProjectConfig.maximumPathLength {
            return .failure(
                Problem(
                    reason: "it is longer than \(ProjectConfig.maximumPathLength) bytes",
                    hint: "viper-gen adds folders and file names beneath it: shorten it"))
        }
        if pattern.hasPrefix("/") {
            return .failure(
                Problem(
                    reason: "it is absolute",
                    hint: "write it relative to the configured folders, with \(placeholders)"))
        }
        if let bad = pattern.unicodeScalars.first(where: {
            ModuleTemplateFilePath.isForbidden($0) || $0.properties.generalCategory == .control
        }) {
            let shown =
                bad.properties.generalCategory == .control
                ? "a control character" : "'\(bad == "\\" ? "\\\\" : String(bad))'"
            return .failure(
                Problem(
                    reason: "it contains \(shown)",
                    hint:
                        "folder names take letters, digits, spaces and '-', '_', '.', '+'; separate folders with '/'"
                ))
        }
        let components = pattern.split(separator: "/", omittingEmptySubsequences: false)
        for component in components {
            if component.isEmpty {
                return .failure(
                    Problem(
                        reason: "it has an empty folder name ('//' or a final '/')",
                        hint: "separate folder names with one '/'"))
            }
            if component == "." || component == ".." {
                return .failure(
                    Problem(
                        reason: "it has '\(component)'",
                        hint: "files stay inside the configured folders: name each folder"))
            }
            if component.hasPrefix(".") {
                return .failure(
                    Problem(
                        reason: "'\(component)' is hidden",
                        hint: "viper-gen never looks in hidden folders: drop the leading '.'"))
            }
            if component.utf8.count > ProjectConfig.maximumPathComponent - 64 {
                return .failure(
                    Problem(
                        reason: "the name '\(UnicodeText.excerpt(String(component)))' is too long",
                        hint:
                            "a folder name may be at most \(ProjectConfig.maximumPathComponent - 64) bytes"
                    ))
            }
            guard component.contains("{") || component.contains("}") else { continue }
            if allowed.contains(String(component)) { continue }
            let known = ModuleLayout.placeholders.contains(String(component))
            return .failure(
                Problem(
                    reason: known
                        ? "it may not hold '\(component)'"
                        : component.hasPrefix("{") && component.hasSuffix("}")
                            && component.dropFirst().dropLast().allSatisfy({
                                $0 != "{" && $0 != "}"
                            })
                            ? "'\(component)' is not a placeholder it takes"
                            : "'\(component)' is not a whole placeholder",
                    hint: "it takes \(placeholders), each as a whole folder name"))
        }
        return .success(components)
    }
}
