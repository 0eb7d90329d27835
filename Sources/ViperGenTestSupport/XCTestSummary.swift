/// What XCTest reports for the bundle of all tests: the line
/// `Executed N tests, with M failures ...` that follows
/// `Test Suite 'All tests' passed` (or `failed`).
public struct XCTestSummary: Equatable, Sendable {
    public var executed: Int
    public var failures: Int

    public init(executed: Int, failures: Int) {
        self.executed = executed
        self.failures = failures
    }

    /// The summary of the last 'All tests' suite in `output`, or `nil` when
    /// the output has none (the build failed, or the runner crashed).
    public init?(output: String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        var found: XCTestSummary?
        for (index, line) in lines.enumerated()
        where index + 1 < lines.count
            && (line.contains("Test Suite 'All tests' passed")
                || line.contains("Test Suite 'All tests' failed"))
        {
            if let summary = Self.parse(lines[index + 1]) { found = summary }
        }
        guard let found else { return nil }
        self = found
    }

    /// Reads `Executed 3 tests, with 1 failure (0 unexpected) in ...`, or
    /// `Executed 3 tests, with 1 test skipped and 0 failures ...`: the failures
    /// are the number before `failure` or `failures`.
    private static func parse(_ line: Substring) -> XCTestSummary? {
        let words = line.split(separator: " ")
        guard let executedIndex = words.firstIndex(of: "Executed"), executedIndex + 1 < words.count,
            let executed = Int(words[executedIndex + 1]),
            let failuresIndex = words.firstIndex(where: { $0 == "failure" || $0 == "failures" }),
            failuresIndex > 0, let failures = Int(words[failuresIndex - 1])
        else { return nil }
        return XCTestSummary(executed: executed, failures: failures)
    }
}
