import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// The hand-written projects in `Tests/Fixtures/xcode/<name>/App.xcodeproj`.
enum XcodeFixtures {
    /// Every fixture project, sorted.
    static var names: [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtures + "/xcode"))
            ?? []
        return names.filter { FileManager.default.fileExists(atPath: path($0)) }.sorted()
    }

    static func path(_ name: String) -> String {
        PackagePaths.fixtures + "/xcode/\(name)/App.xcodeproj/project.pbxproj"
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    static func source(_ name: String) throws -> SourceFile {
        SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: try bytes(name))
    }

    static func model(_ name: String) throws -> XcodeProjectModel {
        try model(try source(name))
    }

    static func model(_ source: SourceFile) throws -> XcodeProjectModel {
        switch XcodeProjectModelReader.read(source) {
        case .success(let model): return model
        case .failure(let error):
            throw FixtureError(message: DiagnosticFormatter().rendered(error.diagnostics))
        }
    }

    /// The lines an edit added; fails when it removed or changed any.
    static func addedLines(
        from old: [UInt8], to new: [UInt8], file: StaticString = #filePath, line: UInt = #line
    ) -> [String] {
        let diff = UnifiedDiff(
            old: String(decoding: old, as: UTF8.self), new: String(decoding: new, as: UTF8.self))
        var added: [String] = []
        for change in diff.lines {
            switch change {
            case .same: continue
            case .added(let text): added.append(text)
            case .removed(let text):
                XCTFail("the edit removed a line: \(text)", file: file, line: line)
            }
        }
        return added
    }

    /// The lines an edit removed; fails when it added any.
    static func removedLines(
        from old: [UInt8], to new: [UInt8], file: StaticString = #filePath, line: UInt = #line
    ) -> [String] {
        addedLines(from: new, to: old, file: file, line: line)
    }
}
