@testable import ViperGenCore

/// Builds the text of a `project.pbxproj` in memory, laid out as Xcode writes
/// it (objects in `isa` sections, in ID order; lists one item a line), for
/// tests that need projects too large or too odd to keep as fixtures.
/// IDs are handed out in increasing order, so objects added later sort later.
struct XcodeProjectText {
    var objectVersion = 77
    /// The main group's children.
    var mainChildren: [String] = []
    /// The project's `targets` list; by default, every target made, in order.
    var targetList: [String]?
    private(set) var targets: [String] = []
    private var sections: [String: [String]] = [:]
    private var nextID = 0x100
    private let projectID: String
    private let mainGroupID: String

    init() {
        projectID = "AA" + String(repeating: "0", count: 19) + "0FE"
        mainGroupID = "AA" + String(repeating: "0", count: 19) + "0FF"
    }

    /// A new object ID, greater than every one before it.
    mutating func newID() -> String {
        defer { nextID += 1 }
        let hex = String(nextID, radix: 16, uppercase: true)
        return "AA" + String(repeating: "0", count: 22 - hex.count) + hex
    }

    /// Adds an object's text (one or more whole lines) to its `isa` section.
    mutating func add(_ isa: String, _ text: String) {
        sections[isa, default: []].append(text)
    }

    @discardableResult
    mutating func group(_ path: String?, children: [String], id: String? = nil) -> String {
        let id = id ?? newID()
        let pathLine = path.map { "\t\t\tpath = \(XcodeObjectWriter.quoted($0));\n" } ?? ""
        add(
            "PBXGroup",
            "\t\t\(id) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = \(Self.list(children));\n\(pathLine)"
                + "\t\t\tsourceTree = \"<group>\";\n\t\t};\n")
        return id
    }

    mutating func fileReference(_ path: String) -> String {
        let id = newID()
        add(
            "PBXFileReference",
            "\t\t\(id) /* \(path) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
                + "path = \(XcodeObjectWriter.quoted(path)); sourceTree = \"<group>\"; };\n")
        return id
    }

    mutating func buildFile(_ fileReferenceID: String) -> String {
        let id = newID()
        add("PBXBuildFile", "\t\t\(id) = {isa = PBXBuildFile; fileRef = \(fileReferenceID); };\n")
        return id
    }

    /// A native target with a Compile Sources phase listing `buildFiles`.
    @discardableResult
    mutating func target(
        _ name: String, buildFiles: [String] = [], synchronized: [String] = [], id: String? = nil
    )
        -> (id: String, phaseID: String)
    {
        let id = id ?? newID()
        let phaseID = newID()
        add(
            "PBXSourcesBuildPhase",
            "\t\t\(phaseID) = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = \(Self.list(buildFiles));\n\t\t};\n"
        )
        let synchronizedLine =
            synchronized.isEmpty
            ? "" : "\t\t\tfileSystemSynchronizedGroups = \(Self.list(synchronized));\n"
        add(
            "PBXNativeTarget",
            "\t\t\(id) = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildPhases = \(Self.list([phaseID]));\n"
                + synchronizedLine + "\t\t\tname = \(name);\n\t\t};\n")
        targets.append(id)
        return (id, phaseID)
    }

    mutating func synchronizedGroup(_ path: String, exceptions: [String] = [], id: String? = nil)
        -> String
    {
        let id = id ?? newID()
        let exceptionsLine =
            exceptions.isEmpty ? "" : "\t\t\texceptions = \(Self.list(exceptions));\n"
        add(
            "PBXFileSystemSynchronizedRootGroup",
            "\t\t\(id) = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n"
                + exceptionsLine
                + "\t\t\tpath = \(XcodeObjectWriter.quoted(path));\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
        )
        return id
    }

    mutating func exceptionSet(target: String, paths: [String]) -> String {
        let id = newID()
        add(
            "PBXFileSystemSynchronizedBuildFileExceptionSet",
            "\t\t\(id) = {\n\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n"
                + "\t\t\tmembershipExceptions = \(Self.list(paths));\n\t\t\ttarget = \(target);\n\t\t};\n"
        )
        return id
    }

    /// The whole file.
    var text: String {
        var copy = self
        copy.group(nil, children: mainChildren, id: mainGroupID)
        copy.add(
            "PBXProject",
            "\t\t\(projectID) = {\n\t\t\tisa = PBXProject;\n\t\t\tmainGroup = \(mainGroupID);\n"
                + "\t\t\tprojectDirPath = \"\";\n\t\t\ttargets = \(Self.list(targetList ?? targets));\n\t\t};\n"
        )
        var parts = [
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = \(objectVersion);\n\tobjects = {\n"
        ]
        for (isa, objects) in copy.sections.sorted(by: { $0.key < $1.key }) {
            parts.append("\n/* Begin \(isa) section */\n")
            parts.append(contentsOf: objects.sorted())
            parts.append("/* End \(isa) section */\n")
        }
        parts.append("\t};\n\trootObject = \(projectID);\n}\n")
        return parts.joined()
    }

    func source() -> SourceFile {
        SourceFile(path: "App.xcodeproj/project.pbxproj", text: text)
    }

    /// `( a, b, )` as Xcode writes it, one item a line.
    static func list(_ items: [String]) -> String {
        "(\n" + items.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t)"
    }
}
