/// Where a project's module files live: `<sources>/Modules/<Module>` and
/// `<tests>/Modules/<Module>`. The one place that knows the layout: the
/// context stage puts files there, and the Xcode stage asks it which folders
/// hold modules.
public struct ModuleFolders: Sendable {
    public let sources: String
    public let tests: String

    public init(config: ProjectConfig) {
        sources = PathText.join(config.sources, Self.folderName)
        tests = PathText.join(config.tests, Self.folderName)
    }

    /// The folder, in both the sources and the tests, that holds one folder per module.
    static let folderName = "Modules"

    /// The folders holding every module's folder: the sources', then the tests'.
    public var roots: [String] { [sources, tests] }

    /// The module's folder in the sources.
    public func sources(of module: String) -> String { PathText.join(sources, module) }

    /// The module's folder in the tests.
    public func tests(of module: String) -> String { PathText.join(tests, module) }
}
