/// The input files below a folder (specs, project templates): every regular
/// file whose name ends in a suffix, hidden entries skipped. Nothing is
/// guessed: a folder that cannot be listed is an error (treating it as empty
/// would let `--prune` delete the files of specs it holds), so is a name with
/// a control character (it would reach comments, depfiles and logs) and a
/// FIFO or device under an input's name. Symbolic links are not followed
/// (a link cycle cannot hang the scan, a link cannot pull in a file from
/// elsewhere): each one is named in a warning, or refused with `refusesLinks`.
struct InputFolderScan {
    /// Absolute paths, sorted.
    var files: [String] = []
    var diagnostics: [Diagnostic] = []

    /// Scans `folder`, beneath the project's `root` (a link that leads outside
    /// is refused, not listed); a missing folder holds nothing. `display`
    /// shows a path in messages.
    init(
        _ folder: String, beneath root: String, suffix: String, what: String,
        refusesLinks: Bool = false,
        fileSystem: FileSystem, display: (String) -> String
    ) {
        var pending = [PathText.normalized(folder)]
        var isTop = true
        while let current = pending.popLast() {
            let listing: [(name: String, kind: FileKind?)]
            do {
                listing = try fileSystem.kindsOfEntries(in: current, beneath: root)
            } catch {
                // Only a top folder that is not there is quietly empty; "not there" is asked confined,
                // so a link out is refused whether or not anything is at its end.
                if !(isTop && ProjectLoader.isMissing(current, beneath: root, on: fileSystem)) {
                    diagnostics.append(
                        ModelDiagnostics.unlistableFolder(display(current), reason: error.reason))
                }
                isTop = false
                continue
            }
            isTop = false
            for (name, kind) in listing where !name.hasPrefix(".") {
                let path = PathText.join(current, name)
                let isInput = name.hasSuffix(suffix)
                guard kind == .directory || isInput else { continue }
                if UnicodeText.firstControl(in: name) != nil {
                    diagnostics.append(ModelDiagnostics.controlCharacterInName(display(path)))
                    continue
                }
                switch kind {
                case .directory: pending.append(path)
                case .file: files.append(path)
                case .symbolicLink:
                    diagnostics.append(
                        refusesLinks
                            ? ModelDiagnostics.refusedLink(display(path), what: what)
                            : ModelDiagnostics.skippedLink(display(path), what: what))
                case .other, nil:
                    diagnostics.append(ModelDiagnostics.notARegularFile(display(path)))
                }
            }
        }
        files.sort()
    }
}
