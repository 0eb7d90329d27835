/// The error every stage throws: all the problems that stop a run, sorted by
/// location when a stage collected several. Problems that do not stop a run go
/// to a ``Warnings`` sink instead.
public struct DiagnosticList: Error, Equatable, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = Diagnostic.resolvingHints(diagnostics)
    }
}
