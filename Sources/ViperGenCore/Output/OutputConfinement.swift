/// Refuses output paths that would leave the project: `..` segments, absolute
/// paths, and symbolic links that lead outside the project root or that would
/// be written through.
struct OutputConfinement {
    let fileSystem: FileSystem
    let rootPath: String
    let realRoot: String

    init(fileSystem: FileSystem, rootPath: String) {
        self.fileSystem = fileSystem
        self.rootPath = rootPath
        self.realRoot = fileSystem.resolvingSymlinks(rootPath) ?? rootPath
    }

    /// Why writing `relativePath` is refused, or `nil` when it is allowed.
    func problem(with relativePath: String) -> Diagnostic? {
        if PathText.escapesBase(relativePath) || PathText.normalized(relativePath) != relativePath {
            return OutputDiagnostics.pathLeavesProject(relativePath)
        }
        let absolute = PathText.join(rootPath, relativePath)
        if fileSystem.kind(of: absolute) == .symbolicLink {
            return OutputDiagnostics.writesThroughSymlink(relativePath)
        }
        var existing = PathText.directory(of: absolute)
        var rest: [String] = []
        while fileSystem.kind(of: existing) == nil, existing != "/" {
            rest.insert(PathText.lastComponent(of: existing), at: 0)
            existing = PathText.directory(of: existing)
        }
        guard let real = fileSystem.resolvingSymlinks(existing) else { return nil }
        let target = PathText.join([real] + rest + [PathText.lastComponent(of: absolute)])
        if PathText.relative(target, to: realRoot) == nil {
            return OutputDiagnostics.symlinkLeavesProject(relativePath, target: target)
        }
        return nil
    }
}
