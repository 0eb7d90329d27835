import Foundation
import ViperGenCore

/// The `xcode` benchmark: builds a classic project of about `megabytes` MB (an
/// app target and a test target, modules of eight files in groups that mirror
/// their folders), then times, best of `repetitions`: reading it (syntax and
/// model), adding one module's ten files, and writing the edited bytes.
struct XcodeBenchmark {
    var megabytes: Double
    var repetitions: Int

    static let moduleFiles = [
        "Assembly", "Presenter", "Presenter+Logic", "Router", "Interactor", "View",
        "ViewController", "Services",
    ]

    func run() throws -> Int32 {
        let project = try largeProject()
        let source = SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: project)
        let model = try XcodeProjectModelReader.read(source).get()
        let size = Double(project.count) / 1_000_000
        print(
            "xcode: project of \(String(format: "%.2f", size)) MB, \(model.file.objects.entries.count) objects, "
                + "\(model.fileReferences.count) files")

        let read = best {
            _ = try XcodeProjectModelReader.read(SourceFile(path: "p", bytes: project)).get()
        }
        var editedSize = 0
        let addModule = best {
            let model = try XcodeProjectModelReader.read(SourceFile(path: "p", bytes: project))
                .get()
            let edited = try Self.addModule("Login", to: model)
            editedSize = edited.count
        }
        let edit = best { _ = try Self.addModule("Login", to: model) }
        print(
            "xcode: read \(milliseconds(read)), add a module of 10 files and write \(milliseconds(edit)); "
                + "read + add + write \(milliseconds(addModule)) (best of \(repetitions); +\(editedSize - project.count) bytes)"
        )
        return 0
    }

    /// The project with module `name` added: its eight files to App, two test files to AppTests.
    static func addModule(_ name: String, to model: XcodeProjectModel) throws -> [UInt8] {
        var editor = XcodeProjectEditor(model: model)
        guard let app = model.target(named: "App"), let tests = model.target(named: "AppTests")
        else { return [] }
        for file in moduleFiles {
            try editor.add("Sources/App/Modules/\(name)/\(name)\(file).swift", to: app)
        }
        for file in ["Mocks", "Tests"] {
            try editor.add("Tests/AppTests/Modules/\(name)/\(name)\(file).swift", to: tests)
        }
        return editor.editedBytes()
    }

    /// A project grown with the editor from an empty one until it reaches the size.
    private func largeProject() throws -> [UInt8] {
        var bytes = Array(Self.emptyProject.utf8)
        var index = 0
        while Double(bytes.count) < megabytes * 1_000_000 {
            let model = try XcodeProjectModelReader.read(SourceFile(path: "p", bytes: bytes)).get()
            var editor = XcodeProjectEditor(model: model)
            guard let app = model.target(named: "App"), let tests = model.target(named: "AppTests")
            else { break }
            for _ in 0..<50 {
                let name = String(format: "Feature%04d", index)
                index += 1
                for file in Self.moduleFiles {
                    try editor.add("Sources/App/Modules/\(name)/\(name)\(file).swift", to: app)
                }
                try editor.add("Tests/AppTests/Modules/\(name)/\(name)Tests.swift", to: tests)
            }
            bytes = editor.editedBytes()
        }
        return bytes
    }

    private func best(_ body: () throws -> Void) -> Double {
        let clock = ContinuousClock()
        var fastest = Double.infinity
        for _ in 0..<max(1, repetitions) {
            let elapsed = clock.measure { try? body() }
            fastest = min(
                fastest,
                Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return fastest
    }

    private func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }

    static let emptyProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXGroup section */
        \t\t0000000000000000000000G0 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\t0000000000000000000000T0 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\t0000000000000000000000S0 /* Sources */,
        \t\t\t);
        \t\t\tname = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\t0000000000000000000000T1 /* AppTests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\t0000000000000000000000S1 /* Sources */,
        \t\t\t);
        \t\t\tname = AppTests;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t0000000000000000000000P0 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = 0000000000000000000000G0;
        \t\t\ttargets = (
        \t\t\t\t0000000000000000000000T0 /* App */,
        \t\t\t\t0000000000000000000000T1 /* AppTests */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\t0000000000000000000000S0 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \t\t\t);
        \t\t};
        \t\t0000000000000000000000S1 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \t\t\t);
        \t\t};
        /* End PBXSourcesBuildPhase section */
        \t};
        \trootObject = 0000000000000000000000P0 /* Project object */;
        }

        """
}
