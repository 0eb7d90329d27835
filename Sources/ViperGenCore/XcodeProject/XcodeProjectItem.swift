/// What of an output file the project holds: the file itself, or, for a file
/// inside an asset catalog, the catalog folder (Xcode references and builds a
/// catalog as one item, never the files in it). Only the outermost `.xcassets`
/// component of a path counts.
public struct XcodeProjectItem: Hashable, Sendable {
    /// Relative to the same folder as the output's path.
    public var path: String
    public var type: XcodeFileType

    public init(path: String, type: XcodeFileType) {
        self.path = path
        self.type = type
    }

    /// The item for an output at `path`; nil for a kind no build phase takes.
    public init?(outputPath path: String) {
        var end = path.startIndex
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            end = component.endIndex
            if XcodeFileType(fileName: String(component)) == .assetCatalog {
                self.init(path: String(path[..<end]), type: .assetCatalog)
                return
            }
        }
        guard let type = XcodeFileType(fileName: PathText.lastComponent(of: path)) else {
            return nil
        }
        self.init(path: path, type: type)
    }
}
