/// Writes new objects and list items the way Xcode lays them out: one-line
/// build files and file references, multi-line groups, `ID /* name */`
/// references, strings quoted only when they must be. The indentation unit and
/// line ending are the file's own.
struct XcodeObjectWriter {
    var indentUnit: String
    var newline: String

    /// A child of a group or a file of a build phase, as a line of a list.
    struct Reference: Equatable {
        var id: String
        var comment: String
    }

    func indent(_ depth: Int) -> String { String(repeating: indentUnit, count: depth) }

    /// `\t\t\t\tID /* comment */,\n` at `indentation`.
    func listItem(_ reference: Reference, indentation: String) -> String {
        indentation + referenceText(reference) + "," + newline
    }

    /// A build file of a phase named `phase` (`Sources`, `Resources`).
    func buildFile(id: String, fileReference: Reference, phase: String = "Sources") -> String {
        indent(2)
            + "\(id) /* \(Self.commentSafe(fileReference.comment)) in \(phase) */ = {isa = PBXBuildFile; fileRef = \(referenceText(fileReference)); };"
            + newline
    }

    /// A file reference of `type` (a `lastKnownFileType`; by default, the one its name gives).
    func fileReference(id: String, path: String, type: String? = nil) -> String {
        let name = PathText.lastComponent(of: path)
        return indent(2)
            + "\(id) /* \(Self.commentSafe(name)) */ = {isa = PBXFileReference; lastKnownFileType = "
            + Self.quoted(type ?? Self.fileType(of: name)) + "; path = " + Self.quoted(path)
            + "; sourceTree = \"<group>\"; };" + newline
    }

    /// A build phase as Xcode writes a new one: its files, one a line.
    func buildPhase(id: String, kind: XcodeBuildPhaseKind, files: [Reference]) -> String {
        var text = indent(2) + "\(id) /* \(kind.name) */ = {" + newline
        text += indent(3) + "isa = \(kind.isa);" + newline
        text += indent(3) + "buildActionMask = 2147483647;" + newline
        text += indent(3) + "files = (" + newline
        for file in files { text += listItem(file, indentation: indent(4)) }
        text += indent(3) + ");" + newline
        text += indent(3) + "runOnlyForDeploymentPostprocessing = 0;" + newline
        text += indent(2) + "};" + newline
        return text
    }

    func group(id: String, name: String?, path: String, children: [Reference]) -> String {
        let displayName = name ?? PathText.lastComponent(of: path)
        var text = indent(2) + "\(id) /* \(Self.commentSafe(displayName)) */ = {" + newline
        text += indent(3) + "isa = PBXGroup;" + newline
        text += indent(3) + "children = (" + newline
        for child in children { text += listItem(child, indentation: indent(4)) }
        text += indent(3) + ");" + newline
        if let name { text += indent(3) + "name = " + Self.quoted(name) + ";" + newline }
        text += indent(3) + "path = " + Self.quoted(path) + ";" + newline
        text += indent(3) + "sourceTree = \"<group>\";" + newline
        text += indent(2) + "};" + newline
        return text
    }

    /// `/* Begin ISA section */`, the objects, `/* End ISA section */`.
    func section(_ isa: String, objects: String) -> String {
        "/* Begin \(isa) section */" + newline + objects + "/* End \(isa) section */" + newline
    }

    func referenceText(_ reference: Reference) -> String {
        "\(reference.id) /* \(Self.commentSafe(reference.comment)) */"
    }

    /// The text as Xcode writes a string: bare when it has only letters, digits
    /// and `_ $ / : .` (and no `//` or `/*`), otherwise in double quotes with
    /// `\\`, `\"`, `\n` and `\t` escaped.
    static func quoted(_ value: String) -> String {
        let isBare =
            !value.isEmpty && !value.containsBytes(of: "//") && !value.containsBytes(of: "/*")
            && value.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
                    UInt8(ascii: "."):
                    return true
                default:
                    return false
                }
            }
        if isBare { return value }
        var text = "\""
        for character in value.unicodeScalars {
            switch character {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            default: text.unicodeScalars.append(character)
            }
        }
        return text + "\""
    }

    /// A name as it can stand inside a `/* */` comment.
    static func commentSafe(_ name: String) -> String {
        var text = ""
        var previous: Character?
        for character in name {
            if character == "/" && previous == "*" {
                text += "_/"
            } else {
                text.append(character.isNewline ? " " : character)
            }
            previous = character
        }
        return text
    }

    /// The `lastKnownFileType` Xcode gives a file with this name: its
    /// ``XcodeFileType`` when it is a kind viper-gen builds, else a few others.
    static func fileType(of name: String) -> String {
        if let type = XcodeFileType(fileName: name) { return type.rawValue }
        switch name.split(separator: ".").last.map(String.init) {
        case "m": return "sourcecode.c.objc"
        case "h": return "sourcecode.c.h"
        case "yml", "yaml": return "text.yaml"
        default: return "text"
        }
    }
}
