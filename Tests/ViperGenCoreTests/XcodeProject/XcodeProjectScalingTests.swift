import XCTest
@testable import ViperGenCore

/// Projects large or repetitive enough that a path quadratic in their size
/// takes many seconds (the size is what catches a regression; nothing here
/// times anything): each test asserts what reading, editing or planning
/// gives for them.
final class XcodeProjectScalingTests: XCTestCase {
    // MARK: - Reading

    /// Exception sets naming a target that does not exist, beside a long `targets` list.
    func testExceptionSetsOfAMissingTarget_besideManyTargetListings_areEachReported() {
        let count = 14_000
        var project = XcodeProjectText()
        let app = project.target("App"), tests = project.target("AppTests")
        let missing = "DEADBEEFDEADBEEFDEADBEEF"
        let sets = (0..<count).map { _ in project.exceptionSet(target: missing, paths: ["X.swift"]) }
        project.mainChildren = [project.synchronizedGroup("Sync", exceptions: sets)]
        project.targetList = [app.id] + Array(repeating: tests.id, count: count)
        let diagnostics = refusal(project)
        XCTAssertEqual(diagnostics.count, count)
        XCTAssertEqual(Set(diagnostics.map(\.message)), ["'\(missing)' names no object of the project"])
        XCTAssertEqual(Set(diagnostics.compactMap(\.location?.line)).count, count, "one at each set's target")
    }

    // MARK: - Support

    /// The diagnostics of a project the reader refuses.
    private func refusal(_ project: XcodeProjectText, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        guard case .failure(let error) = XcodeProjectModelReader.read(project.source()) else {
            XCTFail("expected the project to be refused", file: file, line: line)
            return []
        }
        return error.diagnostics
    }
}
