/// The warnings sink of a run: problems that are shown but do not stop it.
/// Stages add to it as they go; the errors that stop a run are thrown as a
/// ``DiagnosticList`` instead. One per run, used from one thread.
public final class Warnings {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// Keeps the warnings among `diagnostics` (errors are thrown, not collected).
    public func add(_ diagnostics: [Diagnostic]) {
        self.diagnostics += Diagnostic.resolvingHints(diagnostics.filter { !$0.isError })
    }

    /// A stage's problems split in the one place they are: the warnings are
    /// kept, and the errors, if any, thrown together.
    public func take(_ diagnostics: [Diagnostic]) throws(DiagnosticList) {
        add(diagnostics)
        let errors = diagnostics.filter(\.isError)
        if !errors.isEmpty { throw DiagnosticList(errors) }
    }
}
