/// What Swift Testing reports at the end of a `swift test` run: the line
/// `✔ Test run with N tests in M suites passed after ...`, or
/// `✘ Test run with N tests in M suites failed after ... with K issues.`
public struct SwiftTestingSummary: Equatable, Sendable {
    public var executed: Int
    public var passed: Bool

    public init(executed: Int, passed: Bool) {
        self.executed = executed
        self.passed = passed
    }

    /// The last such line of `output`, or `nil` when there is none.
    public init?(output: String) {
        var found: SwiftTestingSummary?
        for line in output.split(separator: "\n") {
            guard let start = line.range(of: "Test run with ") else { continue }
            let words = line[start.upperBound...].split(separator: " ")
            guard let count = words.first.flatMap({ Int($0) }) else { continue }
            if words.contains("passed") {
                found = SwiftTestingSummary(executed: count, passed: true)
            } else if words.contains("failed") {
                found = SwiftTestingSummary(executed: count, passed: false)
            }
        }
        guard let found else { return nil }
        self = found
    }
}
