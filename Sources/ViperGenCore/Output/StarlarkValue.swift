/// A Starlark value made of strings, lists and dictionaries (whose keys keep
/// their order), written as Bazel's formatter lays out data: one element a
/// line, each followed by a comma, indented four spaces a level. The one
/// place that decides the layout of the declarations `filelist --bazel` writes.
public indirect enum StarlarkValue: Equatable, Sendable {
    case string(String)
    case list([StarlarkValue])
    case dictionary([(key: String, value: StarlarkValue)])

    public static func == (left: StarlarkValue, right: StarlarkValue) -> Bool {
        switch (left, right) {
        case (.string(let a), .string(let b)): a == b
        case (.list(let a), .list(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)):
            a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// A list of strings.
    public static func strings(_ values: [String]) -> StarlarkValue {
        .list(values.map(StarlarkValue.string))
    }

    /// The value's text at `depth` levels of indentation (its first line is
    /// not indented: it follows a key or a list's margin). Strings must be
    /// ones ``StarlarkPath/problem(_:)`` accepts.
    public func rendered(depth: Int = 0) -> String {
        let margin = String(repeating: "    ", count: depth + 1)
        let closing = String(repeating: "    ", count: depth)
        switch self {
        case .string(let text):
            return StarlarkPath.literal(text)
        case .list(let items):
            if items.isEmpty { return "[]" }
            return "[\n"
                + items.map { margin + $0.rendered(depth: depth + 1) + ",\n" }.joined()
                + closing + "]"
        case .dictionary(let entries):
            if entries.isEmpty { return "{}" }
            return "{\n"
                + entries.map {
                    margin + StarlarkPath.literal($0.key) + ": "
                        + $0.value.rendered(depth: depth + 1) + ",\n"
                }.joined()
                + closing + "}"
        }
    }
}
