/// A `project.pbxproj` as read: its bytes, its syntax tree, and an index of its
/// `objects` by ID. Reading changes nothing, so writing an unedited file gives
/// back the same bytes; every edit is a ``TextEdit`` on these bytes.
public struct XcodeProjectFile: Sendable {
    /// The newest `objectVersion` whose format this reader knows (Xcode 16).
    public static let newestKnownObjectVersion = 77
    /// The largest project file read (32 MiB, several times the largest real
    /// ones): reading and editing take about ten times its size in memory.
    public static let maximumSize = 32 << 20

    public let source: SourceFile
    public let root: PlistDictionary
    /// The `objects = { ... };` dictionary.
    public let objects: PlistDictionary
    public let archiveVersion: Int
    public let objectVersion: Int
    /// The ID of the `PBXProject` object.
    public let rootObjectID: String

    /// Reads the file; a syntax error or a missing top-level key is a located diagnostic.
    public static func read(_ source: SourceFile) -> Result<XcodeProjectFile, Diagnostic> {
        do {
            return .success(try XcodeProjectFile(source))
        } catch {
            return .failure(error)
        }
    }

    private init(_ source: SourceFile) throws(Diagnostic) {
        self.source = source
        let rootNode = try PlistParser.parse(source).get()
        guard let root = rootNode.dictionary else {
            throw XcodeProjectDiagnostics.rootNotDictionary(
                found: rootNode.kindName, at: source.location(of: rootNode.range))
        }
        self.root = root
        let whole = SourceRange(start: root.range.start, end: root.range.start + 1)
        self.archiveVersion = try Self.integer(
            "archiveVersion", in: root, source: source, whole: whole)
        guard archiveVersion == 1 else {
            let range = root.entry("archiveVersion")?.value.range ?? whole
            throw XcodeProjectDiagnostics.unsupportedArchiveVersion(
                archiveVersion, at: source.location(of: range))
        }
        self.objectVersion = try Self.integer(
            "objectVersion", in: root, source: source, whole: whole)
        guard let objectsEntry = root.entry("objects") else {
            throw XcodeProjectDiagnostics.missingKey(
                "objects", in: "the project file", at: source.location(of: whole))
        }
        guard let objects = objectsEntry.value.dictionary else {
            throw XcodeProjectDiagnostics.wrongKind(
                key: "objects", expected: "a dictionary", found: objectsEntry.value.kindName,
                at: source.location(of: objectsEntry.value.range))
        }
        self.objects = objects
        guard let rootObjectEntry = root.entry("rootObject") else {
            throw XcodeProjectDiagnostics.missingKey(
                "rootObject", in: "the project file", at: source.location(of: whole))
        }
        guard let rootObjectID = rootObjectEntry.value.string?.value else {
            throw XcodeProjectDiagnostics.wrongKind(
                key: "rootObject", expected: "an object ID", found: rootObjectEntry.value.kindName,
                at: source.location(of: rootObjectEntry.value.range))
        }
        self.rootObjectID = rootObjectID
        guard objects.entry(rootObjectID) != nil else {
            throw XcodeProjectDiagnostics.danglingReference(
                rootObjectID, at: source.location(of: rootObjectEntry.value.range))
        }
    }

    private static func integer(
        _ key: String, in root: PlistDictionary, source: SourceFile, whole: SourceRange
    ) throws(Diagnostic) -> Int {
        guard let entry = root.entry(key) else {
            throw XcodeProjectDiagnostics.missingKey(
                key, in: "the project file", at: source.location(of: whole))
        }
        guard let text = entry.value.string?.value, let value = Int(text), value >= 0 else {
            throw XcodeProjectDiagnostics.notANumber(
                key: key, at: source.location(of: entry.value.range))
        }
        return value
    }

    /// The bytes of the file.
    public var bytes: [UInt8] { source.bytes }

    /// The entry of the object with this ID in `objects` (whose key index the parser built).
    public func objectEntry(_ id: String) -> PlistDictionary.Entry? {
        objects.entry(id)
    }

    /// True when an object has this ID.
    public func containsObject(_ id: String) -> Bool { objects.entry(id) != nil }

    /// Where a range of the file is, for diagnostics.
    public func location(of range: SourceRange) -> SourceLocation { source.location(of: range) }
}
