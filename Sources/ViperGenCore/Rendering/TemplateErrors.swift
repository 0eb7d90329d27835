/// Everything that went wrong while parsing or rendering templates, as located
/// diagnostics sorted by file, line and column.
public struct TemplateErrors: Error, Equatable, Sendable {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
