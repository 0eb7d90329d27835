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
        let set = try TemplateSet.resolve(rootPath: "/p", config: config(templates: "House"), fileSystem: disk)

        let header = try XCTUnwrap(set.entries.first { $0.name == "Partials/Header.tmpl" })
        XCTAssertEqual(header.origin, .project("House/Partials/Header.tmpl"))
        XCTAssertTrue(header.replacesBuiltIn)
        let copyright = try XCTUnwrap(set.entries.first { $0.name == "Partials/Copyright.tmpl" })
        XCTAssertFalse(copyright.replacesBuiltIn)
        XCTAssertEqual(set.entries.count, TemplateSet.builtIn.entries.count + 1)
        let library = try set.library()
        XCTAssertEqual(try library.render("Partials/Header.tmpl", context: .object(["header": .string("H")])),
                       "// house: H\n")
        XCTAssertEqual(library.parsedNames, ["Partials/Copyright.tmpl", "Partials/Header.tmpl"],
                       "the built-in templates were parsed again")
    }

    func testWithoutATemplatesFolder_everyTemplateIsBuiltIn() throws {
        let set = try TemplateSet.resolve(rootPath: "/p", config: config(templates: nil), fileSystem: InMemoryFileSystem())
        XCTAssertEqual(set.entries, TemplateSet.builtIn.entries)
        XCTAssert(set.entries.allSatisfy { $0.origin == .builtIn })
    }
}
