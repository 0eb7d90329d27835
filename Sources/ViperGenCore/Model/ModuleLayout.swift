/// Where a module's files go (`layout:` in `viper-gen.yml`): its source
/// folder (`module: "{sources}/Modules/{Module}"`), its test folder
/// (`tests: "{tests}/Modules/{Module}"`) and a file's place in either
/// (`files: "{File}"`, or `"{Layer}/{File}"` for a folder per
/// ``ModuleFileLayer``). Between `{sources}` (or `{tests}`) and `{Module}`
/// only fixed folder names, so the folder holding every module's folder is
/// one fixed path (``ModuleFolders/roots``).
public struct ModuleLayout: Equatable, Sendable {
    /// The fixed folders between `{sources}` and `{Module}` (none: modules sit in `sources`).
    public var sourcesFolders: [String]
    /// The fixed folders between `{tests}` and `{Module}`.
    public var testsFolders: [String]
    /// True when each built-in file goes in a folder named after its layer (`{Layer}/{File}`).
    public var filesByLayer: Bool

    public init(sourcesFolders: [String], testsFolders: [String], filesByLayer: Bool) {
        self.sourcesFolders = sourcesFolders
        self.testsFolders = testsFolders
        self.filesByLayer = filesByLayer
    }

    /// `<sources>/Modules/<Module>/<File>` and `<tests>/Modules/<Module>/<File>`.
    public static let standard = ModuleLayout(
        sourcesFolders: ["Modules"], testsFolders: ["Modules"], filesByLayer: false)

    /// The section's key in the config, and its keys.
    public static let key = "layout"
    public static let moduleKey = "module"
    public static let testsKey = "tests"
    public static let filesKey = "files"
    public static let keys = [moduleKey, testsKey, filesKey]

    /// The placeholders the patterns take.
    public static let sourcesPlaceholder = "{sources}"
    public static let testsPlaceholder = "{tests}"
    public static let modulePlaceholder = "{Module}"
    public static let layerPlaceholder = "{Layer}"
    public static let filePlaceholder = "{File}"

    /// The patterns as `viper-gen.yml` writes them.
    public var modulePattern: String { Self.pattern(Self.sourcesPlaceholder, sourcesFolders) }
    public var testsPattern: String { Self.pattern(Self.testsPlaceholder, testsFolders) }
    public var filesPattern: String {
        filesByLayer ? Self.layerPlaceholder + "/" + Self.filePlaceholder : Self.filePlaceholder
    }

    private static func pattern(_ root: String, _ folders: [String]) -> String {
        ([root] + folders + [modulePlaceholder]).joined(separator: "/")
    }
}

extension ModuleLayout {
    /// Every placeholder a pattern of the section may name.
    static let placeholders: Set<String> = [
        sourcesPlaceholder, testsPlaceholder, modulePlaceholder, layerPlaceholder, filePlaceholder,
    ]
}
