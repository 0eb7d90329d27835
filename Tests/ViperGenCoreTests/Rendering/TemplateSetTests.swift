import ViperGenCore
import XCTest

/// Which template a name resolves to: the project's file when it has one,
/// else the built-in; extra project files become partials.
final class TemplateSetTests: XCTestCase {
    private func config(templates: String?) -> ProjectConfig {
        var config = ProjectConfig()
        config.templates = templates
        return config
    }

    func testProjectTemplate_replacesTheBuiltInOfTheSameName_andExtraFilesArePartials() throws {
        let disk = InMemoryFileSystem(files: [
            "/p/House/Partials/Header.tmpl": "// house: {{ header }}\n",
            "/p/House/Partials/Copyright.tmpl": "// (c)\n",
        ])
        let set = try TemplateSet.resolve(
            rootPath: "/p", config: config(templates: "House"), fileSystem: disk)

        let header = try XCTUnwrap(set.entries.first { $0.name == "Partials/Header.tmpl" })
        XCTAssertEqual(header.origin, .project("House/Partials/Header.tmpl"))
        XCTAssertTrue(header.replacesBuiltIn)
        let copyright = try XCTUnwrap(set.entries.first { $0.name == "Partials/Copyright.tmpl" })
        XCTAssertFalse(copyright.replacesBuiltIn)
        XCTAssertEqual(set.entries.count, TemplateSet.builtIn.entries.count + 1)
        let library = try set.library()
        XCTAssertEqual(
            try library.render("Partials/Header.tmpl", context: .object(["header": .string("H")])),
            "// house: H\n")
        XCTAssertEqual(
            library.parsedNames, ["Partials/Copyright.tmpl", "Partials/Header.tmpl"],
            "the built-in templates were parsed again")
    }

    func testWithoutATemplatesFolder_everyTemplateIsBuiltIn() throws {
        let set = try TemplateSet.resolve(
            rootPath: "/p", config: config(templates: nil), fileSystem: InMemoryFileSystem())
        XCTAssertEqual(set.entries, TemplateSet.builtIn.entries)
        XCTAssert(set.entries.allSatisfy { $0.origin == .builtIn })
    }

    /// The templates of a library parse on every core: broken ones give the
    /// same diagnostics, in the same order, on every run.
    func testBrokenTemplatesParsedConcurrently_giveTheSameDiagnosticsEveryTime() {
        let sources = (0..<24).map { index in
            TemplateSource(
                name: "T\(index).tmpl", displayPath: "Templates/T\(index).tmpl",
                text: index % 3 == 0
                    ? "{% if x %}open \(index)"
                    : "{{ a.\(index)b }} {% include \"Missing\(index)\" %}")
        }
        var outputs: Set<String> = []
        for _ in 0..<20 {
            do {
                _ = try TemplateLibrary(sources: sources)
                XCTFail("broken templates were accepted")
            } catch {
                outputs.insert(DiagnosticFormatter().rendered(error.diagnostics))
            }
        }
        XCTAssertEqual(outputs.count, 1)
        XCTAssertTrue(outputs.first?.contains("Templates/T0.tmpl") == true, outputs.first ?? "")
        XCTAssertTrue(outputs.first?.contains("Templates/T23.tmpl") == true, outputs.first ?? "")
    }
}
