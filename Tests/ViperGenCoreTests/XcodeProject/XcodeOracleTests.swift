import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// Independent checks with Python's `openstep_plist` (does our reader see the
/// same values?) and `pbxproj` (is each added file in its target?). They skip,
/// saying why, where `.ci/run` could not install the packages.
final class XcodeOracleTests: XCTestCase {
    func testOpenStepPlist_readsEveryFixtureAsWeDo() throws {
        try requireOracle(["openstep_plist"])
        for name in XcodeFixtures.names {
            try assertSameTree(try XcodeFixtures.bytes(name), label: name)
        }
    }

    func testOpenStepPlist_readsEditedProjectsAsWeDo() throws {
        try requireOracle(["openstep_plist"])
        for name in ["classic-56", "mixed-70", "oddities-52"] {
            let model = try XcodeFixtures.model(name)
            let files =
                name == "oddities-52"
                ? [(path: "App/Login/LoginView.swift", target: "App")]
                : XcodeProjectEditorTests.loginModule
            try assertSameTree(
                try XcodeProjectEditorTests.edited(model, adding: files), label: name + " edited")
        }
    }

    func testPbxproj_seesEachAddedFileInItsTarget() throws {
        try requireOracle(["pbxproj"])
        let cases: [(String, [(path: String, target: String)])] = [
            ("classic-56", XcodeProjectEditorTests.loginModule),
            (
                "cocoapods-46",
                XcodeProjectEditorTests.loginModule.map {
                    (String($0.path.split(separator: "/", maxSplits: 1)[1]), $0.target)
                }
            ),
            ("mixed-70", XcodeProjectEditorTests.loginModule),
        ]
        for (name, files) in cases {
            let edited = try XcodeProjectEditorTests.edited(
                try XcodeFixtures.model(name), adding: files)
            let path = try write(edited, name: "project.pbxproj")
            let result = try PythonOracle.run(
                "xcode_oracle.py", ["in-target", path] + files.map { "\($0.path)=\($0.target)" })
            XCTAssertEqual(result.status, 0, "\(name): \(result.combined)")
            // The check can fail: the unedited project does not have the files.
            let original = try PythonOracle.run(
                "xcode_oracle.py",
                ["in-target", XcodeFixtures.path(name)] + files.map { "\($0.path)=\($0.target)" })
            XCTAssertEqual(original.status, 1, "\(name): the oracle accepted the unedited project")
        }
    }

    // MARK: - Support

    private func requireOracle(_ modules: [String]) throws {
        if let reason = PythonOracle.unavailability(of: modules) { throw XCTSkip(reason) }
    }

    private func assertSameTree(
        _ bytes: [UInt8], label: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let source = SourceFile(path: label, bytes: bytes)
        let root = try PlistParser.parse(source).get()
        let project = try write(bytes, name: "project.pbxproj")
        let tree = try write(Array(Self.json(root).utf8), name: "tree.json")
        let result = try PythonOracle.run("xcode_oracle.py", ["same-tree", project, tree])
        XCTAssertEqual(result.status, 0, "\(label): \(result.combined)", file: file, line: line)
    }

    private func write(_ bytes: [UInt8], name: String) throws -> String {
        let folder = try ProcessRunner.temporaryFolder("xcode-oracle")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The tree as JSON in the shape `xcode_oracle.py` gives openstep_plist's values.
    static func json(_ node: PlistNode) -> String {
        switch node {
        case .string(let string):
            return JSONText.quoted(string.value)
        case .data(let data):
            return "{\"<data>\": \"" + data.bytes.map { String(format: "%02x", $0) }.joined()
                + "\"}"
        case .array(let array):
            return "[" + array.items.map { json($0.value) }.joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            let keys =
                "\"<keys>\": ["
                + dictionary.entries.map { JSONText.quoted($0.key.value) }.joined(separator: ", ")
                + "]"
            return "{"
                + ([keys]
                + dictionary.entries.map { JSONText.quoted($0.key.value) + ": " + json($0.value) })
                .joined(separator: ", ") + "}"
        }
    }
}
