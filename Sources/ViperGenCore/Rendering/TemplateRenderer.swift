/// Walks a parsed template and appends its output to one string.
///
/// Errors do not stop the walk: the failing node is skipped, so one render
/// reports every problem, and the caller throws them instead of using the text.
struct TemplateRenderer {
    /// How deep includes may nest (a guard; cycles are rejected by the library).
    static let maximumIncludeDepth = 32
    /// The most text one render may write, and the most loop iterations and
    /// includes it may run: nested loops and includes multiply, so a small
    /// template could otherwise write without end.
    static let maximumOutputBytes = 8 << 20
    static let maximumSteps = 200_000

    private let templates: [String: Template]
    private var scope: TemplateScope
    private var includeDepth = 0
    private var steps = 0
    /// Set once a budget is spent: the render then stops.
    private var exhausted = false
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<Diagnostic> = []

    init(templates: [String: Template], root: TemplateObject) {
        self.templates = templates
        self.scope = TemplateScope(root: root)
    }

    /// The text of `template`; check ``diagnostics`` before using it.
    mutating func render(_ template: Template) -> String {
        var output = ""
        output.reserveCapacity(template.file.bytes.count * 2)
        render(template.nodes, of: template, into: &output)
        return output
    }

    private mutating func render(
        _ nodes: [Template.Node], of template: Template, into output: inout String
    ) {
        for node in nodes where !exhausted {
            switch node {
            case .text(let text):
                output += text
            case .output(let tag):
                guard var text = printed(tag.expression, of: template) else { continue }
                for filter in tag.filters { text = filter.apply(to: text) }
                Self.append(
                    text, to: &output, indentation: tag.continuationIndentation,
                    indentingFirstLine: false)
            case .conditional(let conditional):
                render(conditional, of: template, into: &output)
            case .loop(let loop):
                render(loop, of: template, into: &output)
            case .include(let include):
                render(include, from: template, into: &output)
            }
        }
    }

    private mutating func printed(_ expression: Template.Output.Expression, of template: Template)
        -> String?
    {
        switch expression {
        case .literal(let text):
            return text
        case .path(let path):
            switch value(of: path, in: template) {
            case .string(let text)?: return text
            case .bool(let flag)?: return flag ? "true" : "false"
            case let value?:
                report(
                    TemplateDiagnostics.cannotPrint(
                        path.text, value: value,
                        at: template.file.location(of: path.range)))
                return nil
            case nil:
                return nil
            }
        }
    }

    private mutating func render(
        _ conditional: Template.Conditional, of template: Template,
        into output: inout String
    ) {
        for branch in conditional.branches {
            guard let value = value(of: branch.condition.path, in: template) else { return }
            if Self.isTruthy(value) != branch.condition.isNegated {
                render(branch.body, of: template, into: &output)
                return
            }
        }
        render(conditional.otherwise, of: template, into: &output)
    }

    /// `true`, a non-empty string or list, and any object.
    static func isTruthy(_ value: TemplateValue) -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .string(let text): return !text.isEmpty
        case .list(let items): return !items.isEmpty
        case .object: return true
        }
    }

    private mutating func render(
        _ loop: Template.Loop, of template: Template, into output: inout String
    ) {
        guard let sequence = value(of: loop.sequence, in: template) else { return }
        guard case .list(let items) = sequence else {
            report(
                TemplateDiagnostics.cannotLoop(
                    loop.sequence.text, value: sequence,
                    at: template.file.location(of: loop.sequence.range)))
            return
        }
        guard !items.isEmpty else { return }
        let depth = scope.bindings.count
        scope.bindings.append(.value(name: loop.variable, items[0]))
        scope.bindings.append(.loop(index: 0, count: items.count))
        for (index, item) in items.enumerated() {
            guard spend(writing: output, at: template.file.location(of: loop.sequence.range)) else {
                break
            }
            scope.bindings[depth] = .value(name: loop.variable, item)
            scope.bindings[depth + 1] = .loop(index: index, count: items.count)
            render(loop.body, of: template, into: &output)
        }
        scope.bindings.removeSubrange(depth...)
    }

    private mutating func render(
        _ include: Template.Include, from template: Template, into output: inout String
    ) {
        guard let partial = templates[include.name] else { return }
        guard includeDepth < Self.maximumIncludeDepth else {
            report(
                TemplateDiagnostics.includesTooDeep(
                    limit: Self.maximumIncludeDepth,
                    at: template.file.location(of: include.nameRange)))
            return
        }
        guard spend(writing: output, at: template.file.location(of: include.nameRange)) else {
            return
        }
        includeDepth += 1
        defer { includeDepth -= 1 }
        if include.indentation.isEmpty {
            render(partial.nodes, of: partial, into: &output)
        } else {
            var partialOutput = ""
            render(partial.nodes, of: partial, into: &partialOutput)
            Self.append(
                partialOutput, to: &output, indentation: include.indentation,
                indentingFirstLine: true)
        }
    }

    /// Counts one loop iteration or include; false, after reporting it at
    /// `location` once, when this render has run or written too much.
    private mutating func spend(
        writing output: String, at location: @autoclosure () -> SourceLocation
    ) -> Bool {
        steps += 1
        guard !exhausted, steps > Self.maximumSteps || output.utf8.count > Self.maximumOutputBytes
        else {
            return !exhausted
        }
        exhausted = true
        report(
            TemplateDiagnostics.renderTooLarge(
                steps: Self.maximumSteps, bytes: Self.maximumOutputBytes,
                at: location()))
        return false
    }

    // MARK: Lookup

    /// The value at `path`, or `nil` after reporting an unknown variable.
    private mutating func value(of path: Template.Path, in template: Template) -> TemplateValue? {
        switch scope.lookup(path.segments) {
        case .found(let value):
            return value
        case .missing(let resolvedCount, let parent):
            let lookup = scope.hint(
                forUnknown: path.segments, resolvedCount: resolvedCount, parent: parent)
            report(
                TemplateDiagnostics.unknownVariable(
                    path.text, suggestion: lookup.suggestion,
                    available: lookup.available,
                    at: template.file.location(of: path.range)))
            return nil
        }
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    // MARK: Indentation

    /// Appends `text`, putting `indentation` before every non-empty line after a
    /// line break (and before the first line if `indentingFirstLine`). Lines that
    /// are empty, or only `\r`, stay as they are.
    static func append(
        _ text: String, to output: inout String, indentation: String, indentingFirstLine: Bool
    ) {
        let bytes = text.utf8
        let hasLineBreak =
            bytes.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\n")) }
            ?? bytes.contains(UInt8(ascii: "\n"))
        guard !indentation.isEmpty, indentingFirstLine || hasLineBreak else {
            output += text
            return
        }
        var lineStart = bytes.startIndex
        var isFirstLine = true
        while lineStart < bytes.endIndex {
            let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n"))
            let lineEnd = newline.map { bytes.index(after: $0) } ?? bytes.endIndex
            let first = bytes[lineStart]
            let isEmpty =
                first == UInt8(ascii: "\n")
                || (first == UInt8(ascii: "\r") && bytes.index(after: lineStart) < bytes.endIndex
                    && bytes[bytes.index(after: lineStart)] == UInt8(ascii: "\n"))
            if !isEmpty, !isFirstLine || indentingFirstLine { output += indentation }
            output += Substring(bytes[lineStart..<lineEnd])
            isFirstLine = false
            lineStart = lineEnd
        }
    }
}
