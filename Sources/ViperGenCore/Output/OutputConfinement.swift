/// Refuses output paths that would leave the project: `..` segments, absolute
/// paths, and symbolic links that lead outside the project root or that would
/// be written through. Made for one planning pass: it remembers where each
/// folder resolves to, so the disk must not change while it is in use.
final class OutputConfinement {
    let fileSystem: FileSystem
    let rootPath: String
    let realRoot: String
    /// Folder path -> where it resolves (missing parts appended), `nil` when unknown.
    private var resolvedFolders: [String: String?] = [:]
    /// Project-relative folder -> where it leads when that is outside the project
    /// (`nil` inside), so each output folder is judged once.
    private var escapingFolders: [String: String?] = [:]

    /// What is at a project-relative path, when a listing made for this
    /// pass knows (`nil` when it cannot say): no `lstat` for it then.
    private let listedKind: (String) -> FileKind??

    init(
        fileSystem: FileSystem, rootPath: String,
        listedKind: @escaping (String) -> FileKind?? = { _ in nil }
    ) {
        self.fileSystem = fileSystem
        self.rootPath = rootPath
        self.realRoot = fileSystem.resolvingSymlinks(rootPath) ?? rootPath
        self.listedKind = listedKind
    }

    /// Why writing `relativePath` is refused, or `nil` when it is allowed.
    /// `kind` is what is at the path now (`kind(of:)`), which the caller knows.
    func problem(with relativePath: String, kind: FileKind?) -> Diagnostic? {
        if !PathText.isPlainRelative(relativePath) {
            return OutputDiagnostics.pathLeavesProject(relativePath)
        }
        if kind == .symbolicLink {
            return OutputDiagnostics.writesThroughSymlink(relativePath)
        }
        let folder = PathText.directory(of: relativePath)
        let escape: String?
        if let known = escapingFolders[folder] {
            escape = known
        } else {
            let absolute = folder == "." ? rootPath : PathText.join(rootPath, folder)
            let real = resolved(absolute)
            escape = real.flatMap { PathText.relative($0, to: realRoot) == nil ? $0 : nil }
            escapingFolders[folder] = .some(escape)
        }
        guard escape != nil else { return nil }
        return OutputDiagnostics.symlinkLeavesProject(relativePath)
    }

    /// The real path of `folder`: every symbolic link on the way resolved, and
    /// missing folders appended as they are. Built from the parent's answer,
    /// so each folder costs one `lstat` (and a link one `realpath`), and one
    /// the listings already know (listed, or inside a missing folder) none.
    private func resolved(_ folder: String) -> String? {
        if let known = resolvedFolders[folder] { return known }
        let result: String?
        let parent = PathText.directory(of: folder)
        if folder == "/" || parent == folder {
            result = fileSystem.resolvingSymlinks(folder)
        } else if kind(of: folder) == .symbolicLink {
            result = fileSystem.resolvingSymlinks(folder)
        } else {
            result = resolved(parent).map { PathText.join($0, PathText.lastComponent(of: folder)) }
        }
        resolvedFolders[folder] = result
        return result
    }

    /// What is at the absolute `path`: from the listings when they know, else `lstat`.
    private func kind(of path: String) -> FileKind? {
        if let relative = PathText.relative(path, to: rootPath), relative != ".",
            let known = listedKind(relative)
        {
            return known
        }
        return fileSystem.kind(of: path)
    }
}
