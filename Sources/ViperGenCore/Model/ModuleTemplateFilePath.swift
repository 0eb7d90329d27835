/// What a module file's path and template name in a manifest may be: a
/// relative path that stays in the module's folder, in names every file
/// system and the Xcode project file take.
enum ModuleTemplateFilePath {
    /// Why `path` cannot be a module file's path, if it cannot.
    static func problem(with path: String) -> String? {
        if path.isEmpty { return "it is empty" }
        if path.hasPrefix("/") { return "it is absolute; write it relative to the module's folder" }
        if path.utf8.count > ProjectConfig.maximumPathComponent * 2 {
            return "it is longer than \(ProjectConfig.maximumPathComponent * 2) bytes"
        }
        if let bad = path.unicodeScalars.first(where: isForbidden) {
            return "it contains '\(bad == "\\" ? "\\\\" : String(bad))'"
        }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "it has an empty folder name ('//' or a final '/')" }
            if component == "." || component == ".." {
                return "it has '\(component)'; a module file stays in the module's folder"
            }
            if component.hasPrefix(".") {
                return "'\(component)' is hidden, and viper-gen never looks in hidden files"
            }
            if component.utf8.count > ProjectConfig.maximumPathComponent - 64 {
                return "the name '\(UnicodeText.excerpt(String(component)))' is too long"
            }
            if component.hasSuffix(" ") || component.hasSuffix(".") {
                return "'\(component)' ends with a space or a dot, which Windows drops"
            }
        }
        let components = path.split(separator: "/")
        if path.hasSuffix(".swift"),
            components.dropLast().contains(where: { $0.hasSuffix(".xcassets") })
        {
            return "a Swift file inside an asset catalog is never compiled"
        }
        // What a depfile's rule line cannot hold (`&`, `(`, `[`, ...), with a name in place of {Module}.
        if let problem = MakePath.problem(
            path.replacingEvery(ModuleTemplateFile.modulePlaceholder, with: "Module"))
        {
            return problem
        }
        let rest = path.replacingEvery(ModuleTemplateFile.modulePlaceholder, with: "")
        if rest.contains("{") || rest.contains("}") {
            return "it has a placeholder other than '\(ModuleTemplateFile.modulePlaceholder)'"
        }
        return nil
    }

    /// Why `name` cannot be a manifest's template name, if it cannot.
    static func templateProblem(with name: String) -> String? {
        guard name.hasSuffix(TemplateSet.templateSuffix) else {
            return "a template's name ends in '\(TemplateSet.templateSuffix)'"
        }
        if name.hasPrefix("/") || PathText.escapesBase(name) || PathText.normalized(name) != name {
            return "write it relative to the templates folder, as `templates list` shows it"
        }
        return nil
    }

    /// True for a character no path may hold: what would break a shell
    /// line, a Makefile, the Xcode project file or a Windows checkout.
    static func isForbidden(_ character: Unicode.Scalar) -> Bool {
        forbidden.contains(character)
    }

    private static let forbidden: Set<Unicode.Scalar> = [
        "\\", "\"", "'", "`", "$", "*", "?", "<", ">", "|", ":", "#", "%", ";", "=",
    ]
}
