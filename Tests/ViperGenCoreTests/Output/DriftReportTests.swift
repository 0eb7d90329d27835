import XCTest

@testable import ViperGenCore

/// What `check` reports, for people, for tools and for GitHub.
final class DriftReportTests: XCTestCase {
    private let plan = WritePlan(entries: [
        .init(
            path: "A.swift", action: .update, contents: Array("a\nB\n".utf8), ownership: .generated,
            previous: Array("a\nb\n".utf8)),
        .init(path: "B.swift", action: .create, contents: Array("b\n".utf8), ownership: .generated),
        .init(path: "C.swift", action: .unchanged, ownership: .generated),
        .init(
            path: "Mine.swift", action: .update, contents: [], ownership: .scaffolded, previous: []),
        .init(path: "Old, file.swift", action: .orphan, previous: []),
    ])

    func testReport_countsOnlyGeneratedFiles() {
        let report = DriftReport(plan: plan)
        XCTAssertEqual(report.entries.map(\.status), [.changed, .missing, .orphaned])
        XCTAssertEqual(report.checkedCount, 3)
        XCTAssertFalse(report.isClean)
    }

    func testText_listsEachFileWithItsDiff_andSaysWhatToRun() {
        XCTAssertEqual(
            DriftReportFormatter().text(DriftReport(plan: plan)),
            """
            changed: A.swift
            --- a/A.swift
            +++ b/A.swift
            @@ -1,2 +1,2 @@
             a
            -b
            +B
            missing: B.swift
            orphaned: Old, file.swift
            viper-gen check: generated code has drifted from its specs (1 changed, 1 missing, 1 orphaned of 3 generated files); run `viper-gen generate --prune` and commit the result

            """)
    }

    func testJSON_followsTheDocumentedSchema() {
        XCTAssertEqual(
            DriftReportFormatter(showsDiffs: false).json(DriftReport(plan: plan)),
            """
            {
              "version": 1,
              "clean": false,
              "checked": 3,
              "summary": {"changed": 1, "missing": 1, "orphaned": 1, "leftover": 0, "project": 0},
              "files": [
                {"path": "A.swift", "status": "changed", "line": 2},
                {"path": "B.swift", "status": "missing", "line": 1},
                {"path": "Old, file.swift", "status": "orphaned", "line": 1}
              ]
            }

            """)
        XCTAssertEqual(
            DriftReportFormatter().json(DriftReport(plan: WritePlan(entries: []))),
            """
            {
              "version": 1,
              "clean": true,
              "checked": 0,
              "summary": {"changed": 0, "missing": 0, "orphaned": 0, "leftover": 0, "project": 0},
              "files": []
            }

            """)
    }

    func testGitHubAnnotations_escapeProperties() {
        XCTAssertEqual(
            DriftReportFormatter().githubAnnotations(DriftReport(plan: plan)),
            """
            ::error file=A.swift,line=2::generated file differs from its spec; run viper-gen generate
            ::error file=B.swift,line=1::generated file is missing; run viper-gen generate
            ::error file=Old%2C file.swift,line=1::no spec generates this file any more; run viper-gen generate --prune

            """)
    }

    // MARK: - Project drift

    private var projectReport: DriftReport {
        var report = DriftReport(
            plan: WritePlan(entries: [
                .init(path: "A.swift", action: .unchanged, ownership: .generated)
            ]))
        report.addProjectDrift(
            XcodeProjectStage.Result(
                projectFile: "App.xcodeproj/project.pbxproj", previous: [], contents: nil,
                missingFromTarget: [
                    .init(path: "Tests/B.swift", target: "AppTests"),
                    .init(path: "A.swift", target: "App"),
                ],
                staleReferences: ["Old.swift"]))
        return report
    }

    func testProjectDrift_isItsOwnKind_missingFromTargetFirst_eachSortedByPath() {
        let report = projectReport
        XCTAssertEqual(report.entries.map(\.path), ["A.swift", "Tests/B.swift", "Old.swift"])
        XCTAssertEqual(report.entries.map(\.status), [.project, .project, .project])
        XCTAssertEqual(
            report.entries.map { $0.project?.problem },
            [.notInTarget, .notInTarget, .staleReference])
        XCTAssertEqual(report.count(.project), 3)
        XCTAssertEqual(report.checkedCount, 1)
        XCTAssertFalse(report.isClean)
    }

    func testProjectDrift_inText_namesTheTarget_andSaysToPrune() {
        XCTAssertEqual(
            DriftReportFormatter().text(projectReport),
            """
            project: A.swift (not in target App)
            project: Tests/B.swift (not in target AppTests)
            project: Old.swift (referenced by the Xcode project, but no longer exists)
            viper-gen check: the Xcode project has drifted (2 files not in their target, 1 stale reference); run `viper-gen generate --prune` and commit the result

            """)
    }

    func testProjectDrift_inJSON_andAsAnnotationsOnTheProjectFile() {
        XCTAssertEqual(
            DriftReportFormatter().json(projectReport),
            """
            {
              "version": 1,
              "clean": false,
              "checked": 1,
              "summary": {"changed": 0, "missing": 0, "orphaned": 0, "leftover": 0, "project": 3},
              "files": [
                {"path": "A.swift", "status": "project", "line": 1, "problem": "not-in-target", "projectFile": "App.xcodeproj/project.pbxproj", "target": "App"},
                {"path": "Tests/B.swift", "status": "project", "line": 1, "problem": "not-in-target", "projectFile": "App.xcodeproj/project.pbxproj", "target": "AppTests"},
                {"path": "Old.swift", "status": "project", "line": 1, "problem": "stale-reference", "projectFile": "App.xcodeproj/project.pbxproj"}
              ]
            }

            """)
        XCTAssertEqual(
            DriftReportFormatter().githubAnnotations(projectReport),
            """
            ::error file=App.xcodeproj/project.pbxproj,line=1::A.swift is not in target App; run viper-gen generate
            ::error file=App.xcodeproj/project.pbxproj,line=1::Tests/B.swift is not in target AppTests; run viper-gen generate
            ::error file=App.xcodeproj/project.pbxproj,line=1::Old.swift no longer exists but is referenced; run viper-gen generate --prune

            """)
    }
}

/// Issue 35, from the adversarial pass: 32 committed files of 16 MB each
/// took `check` 243 s and 3.56 GB in their diffs. A file too large, or past
/// the report's budget of lines, is named with where it differs, not diffed.
final class DriftReportBudgetTests: XCTestCase {
    private func update(_ path: String, old: [UInt8], new: String) -> WritePlan.Entry {
        .init(
            path: path, action: .update, contents: Array(new.utf8), ownership: .generated,
            previous: old)
    }

    func testAFileTooLargeToDiff_isNamedWithWhereItDiffers() {
        let huge = Array(repeating: UInt8(ascii: "\n"), count: DriftReport.largestDiffedFile + 1)
        let report = DriftReport(
            plan: WritePlan(entries: [update("Big.swift", old: huge, new: "\n\nx\n")]))

        XCTAssertEqual(report.entries.map(\.diff), [DriftReport.tooLargeToShow(from: 3)])
        XCTAssertEqual(report.entries.map(\.line), [3])
    }

    func testDiffsPastTheBudgetOfLines_areNamedOnly() {
        let lines = DriftReport.mostDiffedLines / 3
        let old = Array(String(repeating: "a\n", count: lines).utf8)
        let entries = (0..<3).map { update("F\($0).swift", old: old, new: "b\n") }

        let report = DriftReport(plan: WritePlan(entries: entries))

        XCTAssertEqual(report.entries.map { $0.diff?.hasPrefix("--- a/") }, [true, true, false])
        XCTAssertEqual(report.entries.last?.diff, DriftReport.tooLargeToShow(from: 1))
    }
}
