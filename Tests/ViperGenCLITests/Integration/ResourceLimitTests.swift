import Foundation
import ViperGenTestSupport
import XCTest

/// Limits of the machine (issue 13, items 16 and 17): `check` on a large file
/// whose every line changed fits in little memory, and a tiny open-file
/// limit is a clear error, not a crash. Both run the binary under `ulimit`.
final class ResourceLimitTests: XCTestCase {
    /// Item 16: 10,000 changed lines were 6 GB with the quadratic diff; under
    /// a 3 GB address-space limit `check` must still print the whole diff.
    func testCheckOfAHugeChangedFile_fitsUnderAMemoryLimit() throws {
        let project = try makeProject(label: "huge-diff")
        var spec = "module: Wide\nstyle: mvp\ntraits: [close]\nview:\n"
        for index in 0..<10_010 { spec += "  show\(index):\n    value: String\n" }
        try project.write(spec, to: "Specs/Wide.viper.yml")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let view = "Sources/App/Modules/Wide/WideView.swift"
        let lines = try project.read(view).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertGreaterThan(lines.count, 10_000)
        try project.write(
            lines.map { $0.isEmpty ? "" : $0 + " // edited" }.joined(separator: "\n"), to: view)

        for arguments in [["check"], ["check", "--no-diff"]] {
            let result = try project.shell(
                "ulimit -v 3000000; exec viper-gen " + arguments.joined(separator: " "))
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdout.hasPrefix("changed: \(view)\n"), "\(arguments)")
            if arguments.count == 1 {
                XCTAssertGreaterThan(
                    result.stdout.split(separator: "\n").filter { $0.hasPrefix("-") }.count, 10_000)
            } else {
                XCTAssertFalse(result.stdout.contains("\n@@ "), "--no-diff printed a diff")
            }
        }
    }

    /// Issue 35, item 10: fifty specs just under 1 MiB each (view methods,
    /// the costliest to render) took `check` to 4.87 GB and a crash under a
    /// 4 GB limit. The specs together are over their limit: a clear error,
    /// at once, in little memory.
    func testFiftyMegabyteSpecs_areRefusedTogether_underAMemoryLimit() throws {
        let project = try makeProject(label: "many-big-specs")
        var methods = ""
        for index in 0..<28_000 { methods += "  showItem\(index):\n    title: String\n" }
        for module in 0..<50 {
            try project.write(
                "module: Big\(module)\nstyle: mvp\ntraits: [close]\nview:\n" + methods,
                to: "Specs/Big\(module).viper.yml")
        }

        let result = try project.shell("ulimit -v 1000000; exec viper-gen check")

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertEqual(
            result.stderr,
            """
            error: the project's 50 specs hold more than 8 MiB together, the limit
            hint: viper-gen reads every spec of a project at once; split the project into several, each with its own viper-gen.yml

            """)
    }

    /// Issue 35, item 13: the documented minimum, 32 open files (hard
    /// limit), is enough for a write of 400 modules: it used to fail mid-way.
    func testFourHundredModules_writeUnderTheDocumentedOpenFileMinimum() throws {
        let project = try makeProject(label: "nofile-400")
        try project.writeModules(400)

        let result = try project.shell("ulimit -n 32; exec viper-gen generate")

        XCTAssertEqual(result.status, 0, result.combined)
        XCTAssertEqual(try project.run(["check"]).status, 0)
    }

    /// Item 17: with 4 open files allowed, a clear error and status 2; with a
    /// low soft limit and a higher hard one, the limit is raised and the run works.
    func testTinyOpenFileLimit_isAClearError_orIsRaised() throws {
        let project = try makeProject(label: "nofile")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close, request]\n", to: "Specs/Login.viper.yml")
        for limit in [4, 5, 16] {
            let result = try project.shell("ulimit -n \(limit); exec viper-gen generate")
            XCTAssertEqual(result.status, 2, "ulimit -n \(limit): \(result.combined)")
            XCTAssertEqual(
                result.stderr,
                """
                error: viper-gen needs at least 32 open files, and the limit here is \(limit)
                hint: raise it with `ulimit -n 32` (or more) and run again

                """, "ulimit -n \(limit)")
        }
        XCTAssertFalse(project.exists("Sources"))
        let raised = try project.shell("ulimit -S -n 6; exec viper-gen generate")
        XCTAssertEqual(raised.status, 0, raised.combined)
        XCTAssertTrue(project.exists("Sources/App/Modules/Login/LoginView.swift"))
    }
}
