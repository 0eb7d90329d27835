extension WritePlan {
    /// Adds a file that is not a rendered module file (a depfile, an Xcode
    /// file list, a project file) so that it is written with the rest, all or
    /// nothing: created, updated, or left unchanged as its bytes say.
    /// `absolutePath` inside `root` is confined like every output; outside it
    /// (a path the user named on the command line) it is written in its own
    /// folder, following the user's path.
    public mutating func add(
        extraFile absolutePath: String, contents: [UInt8], root: String,
        fileSystem: FileSystem
    ) throws(DiagnosticList) {
        let relative = PathText.relative(absolutePath, to: root)
        let path = relative ?? absolutePath
        let kind = fileSystem.kind(of: absolutePath)
        if let relative {
            let confinement = OutputConfinement(fileSystem: fileSystem, rootPath: root)
            if let problem = confinement.problem(with: relative, kind: kind) {
                throw DiagnosticList([problem])
            }
        }
        var entry = Entry(path: path, action: .create, contents: contents)
        switch kind {
        case nil:
            break
        case .directory:
            throw DiagnosticList([OutputDiagnostics.notAFile(path)])
        case .other:
            throw DiagnosticList([OutputDiagnostics.notARegularFile(path)])
        case .file, .symbolicLink:
            do {
                // As large as the largest project file read (an extra file may be the project file).
                let limit = max(WritePlanner.maximumOutputSize, XcodeProjectFile.maximumSize)
                let existing =
                    try relative == nil
                    ? fileSystem.read(absolutePath, limit: limit)
                    : fileSystem.read(absolutePath, beneath: root, limit: limit)
                entry.action = existing == contents ? .unchanged : .update
                entry.previous = existing
            } catch {
                throw DiagnosticList([OutputDiagnostics.unreadable(path, reason: error.reason)])
            }
        }
        if let index = entries.firstIndex(where: { $0.path == path }) {
            entries[index] = entry
        } else {
            entries.append(entry)
            entries.sort { $0.path < $1.path }
        }
    }
}
