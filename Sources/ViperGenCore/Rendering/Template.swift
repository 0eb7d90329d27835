/// A parsed template: a tree of nodes, each with the source range that
/// diagnostics point at. Built once by ``TemplateParser``, rendered many times.
struct Template: Sendable {
    /// The library key, e.g. `Partials/Header.tmpl`.
    var name: String
    /// The template's text and path, for locating diagnostics.
    var file: SourceFile
    var nodes: [Node]

    /// One part of a template. Tags are immutable classes, so walking a
    /// template retains one reference per node instead of each of its fields.
    enum Node: Sendable {
        /// Literal text, already trimmed by the whitespace rules.
        case text(String)
        /// `{{ expression | filter }}`
        case output(Output)
        /// `{% if %}...{% elif %}...{% else %}...{% endif %}`
        case conditional(Conditional)
        /// `{% for item in items %}...{% endfor %}`
        case loop(Loop)
        /// `{% include "Name" %}`
        case include(Include)
    }

    /// A dotted name such as `module.name`, looked up through the scopes.
    struct Path: Sendable, Equatable {
        var segments: [String]
        var range: SourceRange
        /// As written: `module.name`.
        var text: String { segments.joined(separator: ".") }
    }

    final class Output: Sendable {
        enum Expression: Sendable {
            case path(Path)
            /// `{{ "{{" }}`: prints the quoted text as is.
            case literal(String)
        }

        let expression: Expression
        let filters: [TemplateFilter]
        /// Put after each line break of a multi-line value (before non-empty lines):
        /// the leading whitespace of the tag's line.
        let continuationIndentation: String

        init(expression: Expression, filters: [TemplateFilter], continuationIndentation: String) {
            self.expression = expression
            self.filters = filters
            self.continuationIndentation = continuationIndentation
        }
    }

    /// `path` or `not path`.
    struct Condition: Sendable {
        var path: Path
        var isNegated: Bool
    }

    final class Conditional: Sendable {
        /// The `if` and each `elif`, in order.
        let branches: [(condition: Condition, body: [Node])]
        /// The `else` body (empty if there is none).
        let otherwise: [Node]

        init(branches: [(condition: Condition, body: [Node])], otherwise: [Node]) {
            self.branches = branches
            self.otherwise = otherwise
        }
    }

    final class Loop: Sendable {
        let variable: String
        let sequence: Path
        let body: [Node]

        init(variable: String, sequence: Path, body: [Node]) {
            self.variable = variable
            self.sequence = sequence
            self.body = body
        }
    }

    final class Include: Sendable {
        let name: String
        /// The quoted name in the tag.
        let nameRange: SourceRange
        /// Put before every non-empty line of the partial's output: the tag's
        /// leading whitespace when the tag stands alone on its line, else empty.
        let indentation: String

        init(name: String, nameRange: SourceRange, indentation: String) {
            self.name = name
            self.nameRange = nameRange
            self.indentation = indentation
        }
    }
}

extension Template {
    /// Every include in the template, in source order, with the nesting walked.
    var includes: [Include] {
        var result: [Include] = []
        func collect(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .text, .output: break
                case .include(let include): result.append(include)
                case .loop(let loop): collect(loop.body)
                case .conditional(let conditional):
                    for branch in conditional.branches { collect(branch.body) }
                    collect(conditional.otherwise)
                }
            }
        }
        collect(nodes)
        return result
    }
}
