import ViperGenCore
import XCTest

/// Which template a name resolves to: the project's file when it has one,
/// else the built-in; extra project files become partials.
final class TemplateSetTests: XCTestCase {
    private func project(templates: String?) -> Project {
        var config = ProjectConfig()
        config.templates = templates
        return Project(rootPath: "/p", config: config, catalog: TraitCatalog(traits: []))
    }

    func testProjectTemplate_replacesTheBuiltInOfTheSameName_andExtraFilesArePartials() throws {
        let disk = InMemoryFileSystem(files: [
            "/p/House/Partials/Header.tmpl": "// house: {{ header }}\n",
            "/p/House/Partials/Copyright.tmpl": "// (c)\n",
        ])
        let set = try TemplateSet.resolve(project: project(templates: "House"), fileSystem: disk).get()

        let header = try XCTUnwrap(set.entries.first { $0.name == "Partials/Header.tmpl" })
        XCTAssertEqual(header.origin, .project("House/Partials/Header.tmpl"))
        XCTAssertTrue(header.replacesBuiltIn)
        let copyright = try XCTUnwrap(set.entries.first { $0.name == "Partials/Copyright.tmpl" })
        XCTAssertFalse(copyright.replacesBuiltIn)
        XCTAssertEqual(set.entries.count, TemplateSet.builtIn.entries.count + 1)
        XCTAssertEqual(try set.library().get().render("Partials/Header.tmpl", context: ["header": "H"]), "// house: H\n")
    }

    func testWithoutATemplatesFolder_everyTemplateIsBuiltIn() throws {
        let set = try TemplateSet.resolve(project: project(templates: nil), fileSystem: InMemoryFileSystem()).get()
        XCTAssertEqual(set.entries, TemplateSet.builtIn.entries)
        XCTAssert(set.entries.allSatisfy { $0.origin == .builtIn })
    }
}
