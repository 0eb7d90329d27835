import Foundation
import XCTest

@testable import ViperGenCore

/// Inputs the Xcode fuzz target (`Tests/Fuzz/run.sh xcode`) found to break an
/// invariant, kept in `Tests/Fixtures/fuzz-regressions/xcode/`. Each must now
/// hold what the target checks: refused with located diagnostics, or read,
/// written back byte for byte, and able to take a file and give it back.
final class XcodeProjectFuzzRegressionTests: XCTestCase {
    func testEveryXcodeFuzzRegression_holdsTheFuzzInvariants() throws {
        let folder = SpecTestSupport.packageRoot().appendingPathComponent(
            "Tests/Fixtures/fuzz-regressions/xcode")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".pbxproj")
        }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            let source = SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: bytes)
            switch XcodeProjectModelReader.read(source) {
            case .failure(let error):
                XCTAssertFalse(error.diagnostics.isEmpty, name)
                for diagnostic in error.diagnostics {
                    let location = try XCTUnwrap(diagnostic.location, name)
                    XCTAssertEqual(location.path, source.path, name)
                    if location.hasPosition {
                        XCTAssertTrue(
                            (1...source.lineStarts.count).contains(location.line),
                            "\(name): \(diagnostic.message)")
                        let excerpt =
                            location
                            .lineTextColumn...(location.lineTextColumn
                            + (location.lineText?.count ?? 0))
                        XCTAssertTrue(
                            excerpt.contains(location.column),
                            "\(name): \(diagnostic.message) at \(location.line):\(location.column)")
                    }
                    XCTAssertFalse(
                        diagnostic.hint?.isEmpty ?? true, "\(name): \(diagnostic.message)")
                }
            case .success(let model):
                XCTAssertEqual(
                    XcodeProjectEditor(model: model).editedBytes(), bytes,
                    "\(name): not written back as read")
                try checkAddAndRemove(model, name: name)
            }
        }
    }

    private func checkAddAndRemove(_ model: XcodeProjectModel, name: String) throws {
        guard let target = model.targets.first(where: { model.sourcesPhases[$0.id] != nil }) else {
            return
        }
        let path = "Fuzz Module/Login/Login+View.swift"
        var editor = XcodeProjectEditor(model: model)
        guard (try? editor.add(path, to: target)) == .added else { return }
        guard
            case .success(let result) = XcodeProjectModelReader.read(
                SourceFile(path: "edited", bytes: editor.editedBytes()))
        else {
            return XCTFail("\(name): the edited project does not read")
        }
        let reference = try XCTUnwrap(
            result.fileReferences(at: path).first,
            "\(name): the added file is not in the group tree")
        let again = try XCTUnwrap(result.target(named: target.name), name)
        XCTAssertFalse(
            result.buildFiles(of: reference.id, in: again).isEmpty,
            "\(name): the added file is not in its target")
        var remover = XcodeProjectEditor(model: result)
        XCTAssertTrue(remover.remove(path), "\(name): the added file cannot be removed")
        guard
            case .success = XcodeProjectModelReader.read(
                SourceFile(path: "removed", bytes: remover.editedBytes()))
        else {
            return XCTFail("\(name): the project does not read after removing the file")
        }
    }
}
