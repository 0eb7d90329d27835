import XCTest

@testable import ViperGenCore

/// Reading fixture projects into the model, round trips, and what the reader refuses.
final class XcodeProjectModelReaderTests: XCTestCase {
    func testEveryFixture_roundTripsByteForByte() throws {
        XCTAssertEqual(
            XcodeFixtures.names,
            ["classic-56", "cocoapods-46", "mixed-70", "oddities-52", "synchronized-77"])
        for name in XcodeFixtures.names {
            let bytes = try XcodeFixtures.bytes(name)
            let model = try XcodeFixtures.model(name)
            XCTAssertEqual(XcodeProjectEditor(model: model).editedBytes(), bytes, name)
            XCTAssertTrue(XcodeProjectEditor(model: model).edits().isEmpty, name)
        }
    }

    func testObjectVersions_coverXcode3To16() throws {
        let versions = try XcodeFixtures.names.map {
            try XcodeFixtures.model($0).file.objectVersion
        }
        XCTAssertEqual(versions.sorted(), [46, 52, 56, 70, 77])
    }

    func testClassicProject_resolvesGroupFoldersAndTargets() throws {
        let model = try XcodeFixtures.model("classic-56")
        XCTAssertEqual(model.targetNames, ["App", "AppTests", "Widget"])
        let paths = Set(model.fileReferences.values.compactMap(\.resolvedPath))
        XCTAssertTrue(
            paths.isSuperset(of: [
                "Sources/App/AppDelegate.swift", "Tests/AppTests/AppTests.swift", "README.md",
                "Sources/App/Base.lproj/Main.storyboard", "Config.xcconfig",
            ]), "\(paths.sorted())")
        XCTAssertFalse(
            paths.contains { $0.hasSuffix(".app") },
            "built products are not under the project folder")
        let app = try XCTUnwrap(model.target(named: "App"))
        let formatting = try XCTUnwrap(
            model.fileReferences(at: "Sources/App/Formatting.swift").first)
        XCTAssertEqual(model.buildFiles(of: formatting.id, in: app), ["0A1B00000000000000000108"])
        XCTAssertEqual(
            model.buildFiles(of: formatting.id, in: try XCTUnwrap(model.target(named: "Widget"))),
            ["0A1B00000000000000000109"])
    }

    func testCocoaPodsProject_readsPodsGroupsAndScriptPhases() throws {
        let model = try XcodeFixtures.model("cocoapods-46")
        XCTAssertEqual(model.targetNames, ["App", "AppTests"])
        XCTAssertNotNil(
            model.fileReferences(at: "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig")
                .first)
        XCTAssertEqual(model.targets[0].buildPhaseIDs.count, 5)
    }

    func testSynchronizedProject_readsFoldersAndExceptionSets() throws {
        let model = try XcodeFixtures.model("synchronized-77")
        let folders = model.synchronizedGroups.values.compactMap(\.folder).sorted()
        XCTAssertEqual(folders, ["Sources/App", "Sources/Widget", "Tests/AppTests"])
        let exceptions = model.exceptionSets.values.sorted { $0.id < $1.id }
        XCTAssertEqual(
            exceptions.map(\.membershipExceptions),
            [["Info.plist", "Legacy", "Modules/Old Screen.swift"], ["Shared/TestSupport.swift"]])
        XCTAssertEqual(
            exceptions.map { id in model.targets.first { $0.id == id.targetID }?.name },
            ["App", "AppTests"])
    }

    // MARK: - Refused projects

    func testDanglingMainGroup_isLocated() {
        assertRefused(
            Self.project(mainGroup: "FFFF"),
            rendering: """
                App.xcodeproj/project.pbxproj:8:68: error: 'FFFF' names no object of the project
                   8 |   P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = FFFF; targets = (T0, ); };
                     |                                                                    ^~~~
                hint: a merge may have dropped the object; restore it from version control, or remove this reference

                """)
    }

    func testArchiveVersionOtherThanOne_isRefused() {
        assertRefused(
            Self.project(archiveVersion: "2"),
            rendering: """
                App.xcodeproj/project.pbxproj:3:19: error: archiveVersion 2 is not supported: every Xcode project so far has archiveVersion 1
                   3 |  archiveVersion = 2;
                     |                   ^
                hint: the file's syntax may have changed; please report this with the Xcode version that wrote it

                """)
    }

    func testObjectVersionThatIsNotANumber_isRefused() {
        assertRefused(
            Self.project(objectVersion: "seventy"),
            rendering: """
                App.xcodeproj/project.pbxproj:4:18: error: 'objectVersion' should be a whole number
                   4 |  objectVersion = seventy;
                     |                  ^~~~~~~
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
    }

    func testGroupListedTwice_isRefused() {
        assertRefused(
            Self.project(mainChildren: "G1, G1, "),
            rendering: """
                App.xcodeproj/project.pbxproj:9:41: error: group 'G1' is listed more than once in the group tree
                   9 |   G0 = {isa = PBXGroup; children = (G1, G1, ); sourceTree = "<group>"; };
                     |                                         ^~
                hint: an item belongs to one group: remove the second listing

                """)
    }

    func testNewerObjectVersion_withOnlyKnownKindsAndKeys_isRead() throws {
        let model = try XcodeFixtures.model(
            SourceFile(path: "p", text: Self.project(objectVersion: "90")))
        XCTAssertEqual(model.file.objectVersion, 90)
        XCTAssertEqual(model.targetNames, ["App"])
    }

    func testNewerObjectVersion_withAnUnknownKindInTheGroupTree_isRefused() {
        let text = Self.project(
            objectVersion: "90", mainChildren: "G1, N1, ",
            extraObjects: "\t\tN1 = {isa = PBXFileSystemMagicFolder; path = Magic; };\n")
        assertRefused(
            text,
            rendering: """
                App.xcodeproj/project.pbxproj:13:15: error: objectVersion 90 is newer than this viper-gen knows (77), and the project uses 'PBXFileSystemMagicFolder', which it cannot interpret
                  13 |   N1 = {isa = PBXFileSystemMagicFolder; path = Magic; };
                     |               ^~~~~~~~~~~~~~~~~~~~~~~~
                App.xcodeproj/project.pbxproj:4:18: note: the project's format version
                   4 |  objectVersion = 90;
                     |                  ^~
                hint: update viper-gen; docs/xcode.md explains which versions are supported

                """)
    }

    func testNewerObjectVersion_withAnUnknownKeyOnATarget_isRefused() {
        let text = Self.project(objectVersion: "80", targetExtra: "fileSystemMagicFolders = (); ")
        assertRefused(
            text,
            rendering: """
                App.xcodeproj/project.pbxproj:11:85: error: objectVersion 80 is newer than this viper-gen knows (77), and a PBXNativeTarget has 'fileSystemMagicFolders', which could change which files its target builds
                  11 |   T0 = {isa = PBXNativeTarget; buildPhases = (S0, ); name = App; productType = "x"; fileSystemMagicFolders = (); };
                     |                                                                                     ^~~~~~~~~~~~~~~~~~~~~~
                App.xcodeproj/project.pbxproj:4:18: note: the project's format version
                   4 |  objectVersion = 80;
                     |                  ^~
                hint: update viper-gen; docs/xcode.md explains which versions are supported

                """)
    }

    func testKnownObjectVersion_withAnUnknownKey_isRead() throws {
        let text = Self.project(objectVersion: "77", targetExtra: "fileSystemMagicFolders = (); ")
        XCTAssertNoThrow(try XcodeFixtures.model(SourceFile(path: "p", text: text)))
    }

    func testAllProblems_areReportedTogether() {
        let text = Self.project(mainChildren: "G1, X1, X2, ")
        guard
            case .failure(let error) = XcodeProjectModelReader.read(
                SourceFile(path: "p", text: text))
        else {
            return XCTFail("accepted")
        }
        XCTAssertEqual(
            error.diagnostics.map(\.message),
            ["'X1' names no object of the project", "'X2' names no object of the project"])
    }

    // MARK: - Support

    /// A small valid project with parts replaceable by the tests.
    static func project(
        archiveVersion: String = "1", objectVersion: String = "56", mainGroup: String = "G0",
        mainChildren: String = "G1, ", targetExtra: String = "", extraObjects: String = ""
    ) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = \(archiveVersion);
        \tobjectVersion = \(objectVersion);
        \tobjects = {

        \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (); };
        \t\tP0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = \(mainGroup); targets = (T0, ); };
        \t\tG0 = {isa = PBXGroup; children = (\(mainChildren)); sourceTree = "<group>"; };
        \t\tG1 = {isa = PBXGroup; children = (); path = App; sourceTree = "<group>"; };
        \t\tT0 = {isa = PBXNativeTarget; buildPhases = (S0, ); name = App; productType = "x"; \(targetExtra)};
        \t\tS0 = {isa = PBXSourcesBuildPhase; files = (); };
        \(extraObjects)\t};
        \trootObject = P0;
        }

        """
    }

    private func assertRefused(
        _ text: String, rendering expected: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard
            case .failure(let error) = XcodeProjectModelReader.read(
                SourceFile(path: "App.xcodeproj/project.pbxproj", text: text))
        else {
            return XCTFail("expected the project to be refused", file: file, line: line)
        }
        XCTAssertEqual(
            DiagnosticFormatter().rendered(error.diagnostics), expected, file: file, line: line)
    }
}
