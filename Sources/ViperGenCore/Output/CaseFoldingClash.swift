/// Output paths that differ only in letter case (`Login/LoginView.swift` and
/// `LOGIN/LOGINView.swift`) name one file on a case-insensitive file system,
/// macOS's default: the second would overwrite the first. They are refused,
/// each pair once, naming the specs (or traits file) both come from.
enum CaseFoldingClash {
    static func diagnostics(_ files: [RenderedFile]) -> [Diagnostic] {
        /// Folded path -> the index of the first file with it.
        var firstByFolded: [String: Int] = [:]
        firstByFolded.reserveCapacity(files.count)
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for index in files.indices {
            let folded = files[index].path.lowercased()
            guard let firstIndex = firstByFolded[folded] else {
                firstByFolded[folded] = index
                continue
            }
            let (first, file) = (files[firstIndex], files[index])
            guard first.path != file.path else { continue }
            // One message per pair of sources (a module clash makes many file clashes).
            let sources = [first.sourcePath ?? first.path, file.sourcePath ?? file.path].sorted()
            guard reported.insert(sources.joined(separator: "\n")).inserted else { continue }
            diagnostics.append(OutputDiagnostics.caseClash(first.path, file.path, sources: sources))
        }
        return diagnostics
    }
}
