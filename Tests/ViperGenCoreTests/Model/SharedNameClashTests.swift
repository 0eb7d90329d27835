import Foundation
import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// Names a module's types would take from Swift, the Apple frameworks, the
/// runtime, another module's starter types or generated types (found by an
/// adversarial review of naming templates): each refused where it comes from.
final class SharedNameClashTests: XCTestCase {
    private func assertRefused(_ files: [String: String], _ expected: String, line: UInt = #line) {
        let rendered = renderedDiagnostics(files)
        XCTAssert(rendered.contains(expected), "missing \(expected) in\n\(rendered)", line: line)
    }

    func testAModuleWhoseTypesWouldHideAFrameworkType_isRefused() {
        assertRefused(
            ["Specs/UI.viper.yml": "module: UI\n"],
            "error: module 'UI' would generate the type 'UIHostingController', which Swift or an Apple framework already declares"
        )
        assertRefused(
            [
                "viper-gen.yml": "naming:\n  interactor: \"{Module}Manager\"\n",
                "Specs/File.viper.yml": "module: File\nstyle: viper\n",
            ],
            "the name 'FileManager', which Swift or an Apple framework already declares")
        assertRefused(
            ["Specs/String.viper.yml": "module: String\nnaming:\n  presenter: \"{Module}\"\n"],
            "the name 'String', which Swift or an Apple framework already declares")
    }

    func testANamedTypeEqualToARuntimeType_isRefused() {
        for (module, template, name) in [
            ("Fade", "{Module}Animator", "FadeAnimator"),
            ("Presentation", "{Module}Options", "PresentationOptions"),
            ("Recorded", "{Module}Call", "RecordedCall"),
        ] {
            assertRefused(
                ["Specs/M.viper.yml": "module: \(module)\nnaming:\n  presenter: \"\(template)\"\n"],
                "the name '\(name)', which the viper-gen runtime already declares")
        }
    }

    /// Every type the shared runtime declares at its top level is known as the
    /// runtime's, and with a prefix every one of them takes it.
    func testEveryRuntimeTypeDeclared_isKnown() throws {
        let known = Set(RuntimeNames.baseNames)
            .union(TypeNameClashValidator.nestedRuntimeTypeNames)
        let declared = try declaredRuntimeTypes(RuntimeNames.unprefixed)
        XCTAssertGreaterThan(declared.count, 30)
        XCTAssertEqual(declared.subtracting(known).sorted(), [])

        let prefixed = try declaredRuntimeTypes(RuntimeNames(prefix: "XY"))
        XCTAssertEqual(
            prefixed.subtracting(TypeNameClashValidator.nestedRuntimeTypeNames).sorted(),
            RuntimeNames.baseNames.map { "XY" + $0 }.sorted())
    }

    /// The type names the rendered runtime files declare (in code, not comments).
    private func declaredRuntimeTypes(_ runtime: RuntimeNames) throws -> Set<String> {
        let library = try TemplateLibrary.builtIn.get()
        let context = FileHeaderContext(
            header: "h", generatedMarker: GeneratedFileMarker.line, access: "", appModule: "App",
            runtime: RuntimeContext(runtime)
        ).templateValue
        var declared: Set<String> = []
        for name in library.names where name.hasPrefix("Shared/") {
            let text = try library.render(name, context: context)
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: {
                    !($0.isLetter || $0.isNumber || $0 == "_")
                })
                for (index, word) in words.enumerated().dropLast()
                where ["protocol", "struct", "class", "enum", "actor", "typealias"].contains(word)
                    && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                {
                    let name = String(words[index + 1])
                    if name.first?.isUppercase == true { declared.insert(name) }
                }
            }
        }
        return declared
    }

    func testANamedTypeEqualToAnotherModulesStarterType_isRefused() {
        assertRefused(
            [
                "Specs/Log.viper.yml":
                    "module: Log\nstyle: viper\nnaming:\n  presenter: \"{Module}inService\"\n",
                "Specs/Login.viper.yml": "module: Login\nstyle: viper\ntraits: [request]\n",
            ],
            "'LoginService'")
    }

    func testRefiningAnotherModulesGeneratedType_isRefused() {
        assertRefused(
            [
                "Specs/Aa.viper.yml":
                    "module: Aa\nevents:\n  inherits: [BbPresenterLogic]\n  tap:\n",
                "Specs/Bb.viper.yml":
                    "module: Bb\nevents:\n  inherits: [AaPresenterLogic]\n  tap:\n",
            ],
            "error: module 'Aa' refines 'BbPresenterLogic', a type module 'Bb' generates")
    }
}
