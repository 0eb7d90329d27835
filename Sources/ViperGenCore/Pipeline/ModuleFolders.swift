/// Where a project's module files live, as its ``ModuleLayout`` says: by
/// default `<sources>/Modules/<Module>/<File>` and
/// `<tests>/Modules/<Module>/<File>`. The one place that knows the layout:
/// the context stage puts files there, and the Xcode stage asks it which
/// folders hold modules.
public struct ModuleFolders: Sendable {
    /// The folder holding every module's source folder.
    public let sources: String
    /// The folder holding every module's test folder.
    public let tests: String
    /// True when each built-in file goes in its layer's folder.
    public let filesByLayer: Bool

    public init(config: ProjectConfig) {
        let layout = config.layout
        sources = PathText.join([config.sources] + layout.sourcesFolders)
        tests = PathText.join([config.tests] + layout.testsFolders)
        filesByLayer = layout.filesByLayer
    }

    /// The folders holding every module's folder: the sources', then the tests'.
    /// A module's folder is always the first folder below one of them.
    public var roots: [String] { [sources, tests] }

    /// The module's folder in the sources.
    public func sources(of module: String) -> String { PathText.join(sources, module) }

    /// The module's folder in the tests.
    public func tests(of module: String) -> String { PathText.join(tests, module) }

    /// Where the built-in file `fileName` of `module` goes in `folder` (one
    /// of the module's two folders): in its layer's folder when the layout
    /// sorts files by layer.
    public func path(of fileName: String, module: String, in folder: String) -> String {
        guard filesByLayer else { return PathText.join(folder, fileName) }
        guard let layer = ModuleFileLayer(fileName: fileName, module: module) else {
            preconditionFailure("'\(fileName)' of '\(module)' is not in the layer table")
        }
        return PathText.join(folder, layer.rawValue, fileName)
    }
}
