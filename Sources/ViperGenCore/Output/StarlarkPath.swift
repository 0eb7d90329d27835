/// A project path as a Starlark string literal in the declarations
/// `filelist --bazel` writes, which Bazel turns into a label (an input) or a
/// declared file (an output). Inside double quotes only `"` and a backslash
/// would end or escape the string; Bazel refuses a label holding `:` (it
/// separates a package from a target) or a backslash, and reads a leading `@`
/// as another repository's name, so those paths are
/// refused here with their reason instead of failing later in Bazel.
public enum StarlarkPath {
    /// Why Bazel cannot name `path`, or `nil` when ``literal(_:)`` can write it.
    /// Control characters are refused before paths get here, and are refused
    /// here too.
    public static func problem(_ path: String) -> String? {
        if path.isEmpty { return "it is empty" }
        if path.hasPrefix("@") {
            return "it starts with '@', which Bazel reads as the name of another repository"
        }
        for scalar in path.unicodeScalars {
            switch scalar {
            case ":":
                return "it contains ':', which Bazel reads as the start of a target's name"
            case "\\": return "it contains a backslash, which Bazel refuses in a label"
            case "\u{7F}": return "it contains a control character"
            default: if scalar.value < 0x20 { return "it contains a control character" }
            }
        }
        return nil
    }

    /// `path` in double quotes, with `"` escaped. Only for a path
    /// ``problem(_:)`` accepts (which holds no backslash to escape).
    public static func literal(_ path: String) -> String {
        var output = "\""
        for scalar in path.unicodeScalars {
            if scalar == "\"" { output += "\\" }
            output.unicodeScalars.append(scalar)
        }
        return output + "\""
    }

    /// The error for a path Bazel cannot name, located at the path itself;
    /// `nil` when it is safe.
    public static func refusal(of path: String) -> Diagnostic? {
        problem(path).map {
            OutputDiagnostics.unsafeBuildListPath(
                path, format: "a Bazel declarations file", reason: $0, located: true)
        }
    }
}
