/// Two files of one run at one path: a templates folder's `module-files.yml`
/// entry on a shared file, the specs folder or another folder's entry, when
/// the config's folders overlap. Refused before anything is read or written,
/// each path once, naming both templates and where each comes from.
enum DuplicateOutputPath {
    static func diagnostics(_ files: [OutputFile]) -> [Diagnostic] {
        var firstByPath: [String: Int] = [:]
        firstByPath.reserveCapacity(files.count)
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for index in files.indices {
            let path = files[index].path
            guard let first = firstByPath[path] else {
                firstByPath[path] = index
                continue
            }
            guard reported.insert(path).inserted else { continue }
            diagnostics.append(
                OutputDiagnostics.duplicateOutput(
                    path, first: describe(files[first]), second: describe(files[index])))
        }
        return diagnostics
    }

    /// `Extra/Strings.tmpl (Specs/Login.viper.yml)`: the template, and the spec or file it is for.
    private static func describe(_ file: OutputFile) -> String {
        file.sourcePath.map { "\(file.template) for \($0)" } ?? file.template
    }
}
