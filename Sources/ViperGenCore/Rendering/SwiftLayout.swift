/// How generated declarations break across lines: every decision that
/// depends on the length of a name is made here, against one line length.
enum SwiftLayout {
    /// The line length generated code keeps to where its layout depends on
    /// names (what `docs/swift-format-generated.json` checks).
    static let lineLength = 100

    /// `head` + the items + `tail` on one line at `indent` spaces or, past the
    /// line length, each item on a line of its own, indented one level more
    /// (the template engine indents the lines after the first like the first);
    /// `indent: .max` never wraps.
    static func wrapped(_ head: String, _ items: [String], _ tail: String, indent: Int) -> String {
        let line = head + items.joined(separator: ", ") + tail
        guard indent != .max, indent + line.count > lineLength, !items.isEmpty else { return line }
        return head + "\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n" + tail
    }

    /// `declaration = value` in a class body, or with the value on the next line
    /// when that passes the line length.
    static func wrappedAssignment(_ declaration: String, value: String) -> String {
        let line = "\(declaration) = \(value)"
        return 4 + line.count > lineLength ? "\(declaration) =\n    \(value)" : line
    }

    /// `public protocol Name: AnyObject, A {`, or, past the line length, one
    /// conformance per line with the brace on its own line.
    static func protocolHead(access: AccessLevel, name: String, conformances: [String]) -> String {
        let line =
            "\(access.modifier)protocol \(name): " + conformances.joined(separator: ", ") + " {"
        guard line.utf8.count > lineLength else { return line }
        return "\(access.modifier)protocol \(name):\n"
            + conformances.map { "    " + $0 }.joined(separator: ",\n") + "\n{"
    }

    /// `final class X: A, B {`, or, past the line length at `indentation`, the
    /// conformances on a line of their own and the brace on the next.
    static func classHead(_ head: String, conformances: [String], indentation: Int) -> String {
        let line = head + ": " + conformances.joined(separator: ", ") + " {"
        guard indentation + line.count > lineLength else { return line }
        return head + ":\n    " + conformances.joined(separator: ", ") + "\n{"
    }

    /// `Type(a: 1, b: 2)`, or one argument per line when that is longer than
    /// what fits after a statement's start in a method body.
    static func call(_ type: String, _ arguments: [String]) -> String {
        let line = "\(type)(\(arguments.joined(separator: ", ")))"
        guard line.count > 60, !arguments.isEmpty else { return line }
        return "\(type)(\n" + arguments.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
    }

    /// The lines of an array literal of string literals, one per text: a
    /// trailing comma after each, unless there is only one.
    static func stringArrayLines(_ texts: [String]) -> [String] {
        texts.map { "\"\($0)\"" + (texts.count > 1 ? "," : "") }
    }
}
