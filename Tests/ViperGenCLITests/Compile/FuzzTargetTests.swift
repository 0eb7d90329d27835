import Foundation
import ViperGenTestSupport
import XCTest

/// The fuzz targets in Tests/Fuzz are compiled only by `run.sh`, outside the
/// package: this keeps them compiling as the core's API changes.
final class FuzzTargetTests: XCTestCase {
    func testEveryFuzzTarget_typechecksAgainstTheCore() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            path.split(separator: ":").contains(where: {
                FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
            })
        else { throw XCTSkip("swiftc is not on PATH, so the fuzz targets cannot be type-checked") }
        let result = try ProcessRunner.run(
            "/bin/bash", ["Tests/Fuzz/run.sh", "--typecheck"], in: PackagePaths.root)
        XCTAssertEqual(result.status, 0, result.combined)
    }
}
