/// The kinds of file viper-gen puts in an Xcode project, each with the
/// `lastKnownFileType` Xcode gives it (the raw value, as Xcode's own projects
/// spell it) and the build phase that takes it. A file of any other kind is
/// written but left out of the project: a file goes into the project exactly
/// when a build phase takes it (docs/xcode.md, "Resources").
public enum XcodeFileType: String, CaseIterable, Sendable {
    case swift = "sourcecode.swift"
    case xib = "file.xib"
    case storyboard = "file.storyboard"
    case strings = "text.plist.strings"
    case stringsDictionary = "text.plist.stringsdict"
    case stringCatalog = "text.json.xcstrings"
    case json = "text.json"
    case propertyList = "text.plist.xml"
    /// A folder (`.xcassets`) that Xcode references and builds as one item.
    case assetCatalog = "folder.assetcatalog"

    /// The extension (without its dot, as Xcode matches it: case-sensitively) of each kind.
    public var fileExtension: String {
        switch self {
        case .swift: return "swift"
        case .xib: return "xib"
        case .storyboard: return "storyboard"
        case .strings: return "strings"
        case .stringsDictionary: return "stringsdict"
        case .stringCatalog: return "xcstrings"
        case .json: return "json"
        case .propertyList: return "plist"
        case .assetCatalog: return "xcassets"
        }
    }

    /// Swift is compiled; everything else is copied into the product.
    public var phase: XcodeBuildPhaseKind {
        self == .swift ? .sources : .resources
    }

    private static let byExtension: [String: XcodeFileType] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.fileExtension, $0) })

    /// The kind of a file (or folder) named `name`, from the text after its
    /// last dot; nil for another extension, or none (`README`, `.json`).
    public init?(fileName name: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
            let type = Self.byExtension[String(name[name.index(after: dot)...])]
        else { return nil }
        self = type
    }
}
