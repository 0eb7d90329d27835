/// Prints a parsed document as the YAML test suite's event stream (`+STR`,
/// `+DOC`, `+MAP`, `=VAL :text`, ...), one event per line, so the parser can be
/// compared with the suite's `test.event` files byte for byte.
public enum SpecEventPrinter {
    /// The events of `document`, from `+STR` to `-STR`, each line ending in `\n`.
    /// A document without content and without `---` prints no document events,
    /// as the suite does for an empty stream.
    public static func events(for document: SpecDocument) -> String {
        var output = "+STR\n"
        if document.root != nil || document.hasExplicitStart {
            output += document.hasExplicitStart ? "+DOC ---\n" : "+DOC\n"
            if let root = document.root {
                appendEvents(of: root, to: &output)
            }
            output += document.hasExplicitEnd ? "-DOC ...\n" : "-DOC\n"
        }
        output += "-STR\n"
        return output
    }

    private static func appendEvents(of node: SpecNode, to output: inout String) {
        switch node {
        case .scalar(let scalar):
            output += "=VAL "
            output += indicator(of: scalar.style)
            appendEscaped(scalar.value, to: &output)
            output += "\n"
        case .mapping(let mapping):
            // Flow mappings (`{...}`) are refused by the parser: every mapping is a block.
            output += "+MAP\n"
            for entry in mapping.entries {
                appendEvents(of: .scalar(entry.key), to: &output)
                appendEvents(of: entry.value, to: &output)
            }
            output += "-MAP\n"
        case .sequence(let sequence):
            output += sequence.isFlow ? "+SEQ []\n" : "+SEQ\n"
            for item in sequence.items {
                appendEvents(of: item, to: &output)
            }
            output += "-SEQ\n"
        }
    }

    private static func indicator(of style: ScalarStyle) -> String {
        switch style {
        case .plain: return ":"
        case .singleQuoted: return "'"
        case .doubleQuoted: return "\""
        case .literal: return "|"
        case .folded: return ">"
        }
    }

    /// The suite's escaping: backslash, line feed, tab, carriage return and backspace.
    private static func appendEscaped(_ value: String, to output: inout String) {
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "\u{08}": output += "\\b"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }
}
