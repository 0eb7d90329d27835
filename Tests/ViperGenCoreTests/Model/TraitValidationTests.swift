import ViperGenCore
import XCTest

/// A project's own traits, held to the rules of traits (state only under
/// `store:`, every method implemented, names that stand alone), and the
/// composition of traits in a module.
final class TraitValidationTests: XCTestCase {
    private func check(
        traits: String, spec: String = "module: Login\n", _ expected: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            renderedDiagnostics(["viper-traits.yml": traits, "Specs/Login.viper.yml": spec]),
            expected,
            file: file, line: line)
    }

    func testCustomTrait_isReadWithEveryField() throws {
        let project = try loadedProject([
            "viper-traits.yml": """
            traits:
              haptics:
                kind: router
                summary: Plays haptics.
                imports: [Foundation]
                parameters:
                  player:
                    default: ${module}Player
                associatedTypes:
                  Pattern: Sendable
                dependencies:
                  hapticPlayer:
                    type: any HapticPlayer
                    moduleType: ${player}
                    weak: true
                methods:
                  play async throws:
                    summary: Plays `pattern` once.
                    parameters:
                      _ pattern: Pattern
                    returns: Bool
                    body: try await hapticPlayer.play(pattern)
                    mock: return true
                declarations: |
                  ${access}protocol HapticPlayer: AnyObject {}
                example: |
                  try await play(pattern)

            """, "Specs/Login.viper.yml": "module: Login\ntraits: [haptics]\n",
        ])
        let trait = try XCTUnwrap(project.catalog.trait(named: "haptics"))
        XCTAssertEqual(trait.protocolName, "HapticsRouterTrait")
        XCTAssertEqual(trait.origin, .project(path: "viper-traits.yml"))
        XCTAssertEqual(trait.imports, ["Foundation"])
        XCTAssertEqual(trait.parameters.map(\.defaultValue), ["${module}Player"])
        XCTAssertEqual(trait.dependencies.first?.moduleType, "${player}")
        XCTAssertEqual(trait.dependencies.first?.isWeak, true)
        XCTAssertEqual(
            trait.methods.first?.signature.declaration,
            "func play(_ pattern: Pattern) async throws -> Bool")
        XCTAssertEqual(trait.methods.first?.mockBody, "return true")
        XCTAssertEqual(trait.methods.first?.summary, "Plays `pattern` once.")
        XCTAssertEqual(trait.example, "try await play(pattern)")
    }

    /// `traits show` prints a trait's example to the terminal: escape sequences
    /// written with double-quoted escapes are refused at the value, as in every block.
    func testExampleWithATerminalEscape_isRefused() {
        let diagnostics = renderedDiagnostics([
            "viper-traits.yml": "traits:\n  haptics:\n    kind: router\n"
                + "    example: \"play()\\e[2J\"\n",
            "Specs/Login.viper.yml": "module: Login\n",
        ])
        XCTAssertTrue(diagnostics.hasPrefix("viper-traits.yml:4:14: error:"), diagnostics)
        XCTAssertTrue(diagnostics.contains("U+001B"), diagnostics)
    }

    /// A method's summary becomes a `///` line: a line break in it would put live code after the comment.
    func testMethodSummaryWithALineBreak_isRefused() {
        let diagnostics = renderedDiagnostics([
            "viper-traits.yml": "traits:\n  haptics:\n    kind: router\n    methods:\n"
                + "      play:\n        summary: \"Plays.\\r\\nfunc pwn() {}\"\n        body: hapticPlayer.play()\n",
            "Specs/Login.viper.yml": "module: Login\n",
        ])
        XCTAssertTrue(diagnostics.hasPrefix("viper-traits.yml:6:18: error:"), diagnostics)
        XCTAssertTrue(diagnostics.contains("summary"), diagnostics)
    }

    func testMethodWithoutABody_isRefused() {
        check(
            traits: """
                traits:
                  haptics:
                    kind: router
                    methods:
                      play:
                        parameters:
                          name: String

                """,
            """
            viper-traits.yml:5:7: error: method 'play' of trait 'haptics' has no implementation
               5 |       play:
                 |       ^~~~
            hint: add 'body:': a trait implements every method it declares in its protocol extension

            """)
    }

    func testMethodNameRepeatingTheTraitsName_isRefused() {
        check(
            traits: """
                traits:
                  haptics:
                    kind: router
                    methods:
                      playHapticsRouter:
                        body: print(1)

                """,
            """
            viper-traits.yml:5:7: error: method name 'playHapticsRouter' repeats the name of its trait 'HapticsRouterTrait'
               5 |       playHapticsRouter:
                 |       ^~~~~~~~~~~~~~~~~
            hint: name the action itself (e.g. 'close', 'performRequest'), so traits compose without collisions

            """)
    }

    func testSettableDependency_isRefused_traitsKeepNoState() {
        check(
            traits: """
                traits:
                  counter:
                    kind: interactor
                    dependencies:
                      count: Int { get set }

                """,
            """
            viper-traits.yml:5:14: error: dependency 'count' is settable, but a trait's dependencies are get-only
               5 |       count: Int { get set }
                 |              ^~~~~~~~~~~~~~~
            hint: write just the type, e.g. 'any StorageService'; state the trait's logic changes goes under 'store:' ('count: Type = default')

            """)
    }

    func testMutatingMethod_isRefused_traitsKeepNoState() {
        check(
            traits: """
                traits:
                  counter:
                    kind: interactor
                    methods:
                      mutating increment:
                        body: print(1)

                """,
            """
            viper-traits.yml:5:7: error: method 'increment' is 'mutating', but a trait's protocol is composed into classes
               5 |       mutating increment:
                 |       ^~~~~~~~~~~~~~~~~~
            hint: remove 'mutating'; declare the state it changes under the trait's 'store:'

            """)
    }

    func testMethodReturningAValueWithoutAMock_isRefused() {
        check(
            traits: """
                traits:
                  flags:
                    kind: interactor
                    methods:
                      isEnabled:
                        returns: Bool
                        body: "true"

                """,
            """
            viper-traits.yml:5:7: error: method 'isEnabled' returns 'Bool' but has no 'mock:' body
               5 |       isEnabled:
                 |       ^~~~~~~~~
            hint: add 'mock:' with what the Mock override returns, e.g. 'return stubbed(Bool.self)'

            """)
    }

    func testTraitWithABuiltInsName_mustSayItReplacesIt() {
        check(
            traits: """
                traits:
                  close:
                    kind: router
                    methods:
                      dismissNow:
                        body: print(1)

                """,
            """
            viper-traits.yml:2:3: error: trait 'close' has the name of a built-in trait
               2 |   close:
                 |   ^~~~~
            hint: rename it, or add 'replacesBuiltIn: true' to replace the built-in 'close'

            """)
    }

    func testReplacingATraitThatIsNotBuiltIn_isRefused() {
        check(
            traits: """
                traits:
                  vibrate:
                    kind: router
                    replacesBuiltIn: true

                """,
            """
            viper-traits.yml:2:3: error: trait 'vibrate' says 'replacesBuiltIn: true' but there is no built-in trait 'vibrate'
               2 |   vibrate:
                 |   ^~~~~~~
            hint: remove 'replacesBuiltIn', or run 'viper-gen traits' for the built-in names

            """)
    }

    func testInvalidTraitName_andMissingKind_areReported() {
        check(
            traits: """
                traits:
                  open-url:
                    kind: router
                  vibrate:
                    summary: no kind

                """,
            """
            viper-traits.yml:2:3: error: 'open-url' is not a valid trait name: it contains '-'
               2 |   open-url:
                 |   ^~~~~~~~
            hint: a trait name is a Swift identifier: letters, digits and '_', not starting with a digit
            viper-traits.yml:5:5: error: trait 'vibrate' has no 'kind'
               5 |     summary: no kind
                 |     ^
            hint: add 'kind: ...'

            """)
    }

    func testUnknownPlaceholder_isLocatedInTheSnippet() {
        check(
            traits: """
                traits:
                  vibrate:
                    kind: router
                    dependencies:
                      player:
                        type: any Player
                        moduleType: ${modul}Player

                """,
            """
            viper-traits.yml:7:21: error: unknown placeholder '${modul}'
               7 |         moduleType: ${modul}Player
                 |                     ^~~~~~~~
            hint: placeholders here: ${module}

            """)
    }

    func testScaffoldPlaceholders_includeNonisolated_andAMisspellingNamesThemAll() {
        check(
            traits: """
                traits:
                  vibrate:
                    kind: router
                    scaffold:
                      source: |
                        ${access}${nonisolated}struct ${module}Pattern {}
                      tests: |
                        ${access}${nonisolatd}struct ${module}PatternDouble {}

                """,
            """
            viper-traits.yml:7:14: error: unknown placeholder '${nonisolatd}'
               7 |       tests: |
                 |              ^
            hint: placeholders here: ${access}, ${module}, ${nonisolated}

            """)
    }

    /// Found by an adversarial review: a parameter named like a placeholder
    /// replaced it, and a dependency named `state` or `_state` clashed with
    /// the presenter's state.
    func testParametersNamedLikePlaceholders_andStateDependencies_areRefused() {
        let rendered = renderedDiagnostics([
            "viper-traits.yml": """
            traits:
              weather:
                kind: interactor
                parameters:
                  nonisolated:
                    default: "zzz "
                  module:
                    default: X
                dependencies:
                  _state: Int
                  state: Int
                  objectWillChange: Int

            """
        ])
        for expected in [
            "viper-traits.yml:5:7: error: trait parameter 'nonisolated' has the name of the placeholder '${nonisolated}'",
            "viper-traits.yml:7:7: error: trait parameter 'module' has the name of the placeholder '${module}'",
            "viper-traits.yml:10:7: error: trait 'weather' declares '_state', a name the generated module uses itself",
            "viper-traits.yml:11:7: error: trait 'weather' declares 'state', a name the generated module uses itself",
            "viper-traits.yml:12:7: error: trait 'weather' declares 'objectWillChange', a name the generated module uses itself",
        ] {
            XCTAssert(rendered.contains(expected), "missing \(expected) in\n\(rendered)")
        }
    }

    func testReservedMemberName_isRefused() {
        check(
            traits: """
                traits:
                  vibrate:
                    kind: router
                    dependencies:
                      view: any Viewing

                """,
            """
            viper-traits.yml:5:7: error: trait 'vibrate' declares 'view', a name the generated module uses itself
               5 |       view: any Viewing
                 |       ^~~~
            hint: rename the trait's member

            """)
    }

    func testTwoTraitsDeclaringOneMemberWithDifferentTypes_isAnErrorAtBothSpecLines() {
        check(
            traits: """
                traits:
                  legacyClose:
                    kind: router
                    dependencies:
                      transitionHandler: AnyObject
                    methods:
                      closeLegacy:
                        body: print(1)

                """,
            spec: """
                module: Login
                traits:
                  - close
                  - legacyClose

                """,
            """
            Specs/Login.viper.yml:4:5: error: traits 'close' and 'legacyClose' both declare 'transitionHandler' with different types
               4 |   - legacyClose
                 |     ^~~~~~~~~~~
            note: 'legacyClose' declares 'var transitionHandler: AnyObject'
            Specs/Login.viper.yml:3:5: note: 'close' declares 'var transitionHandler: any TransitionHandler'
               3 |   - close
                 |     ^~~~~
            hint: use only one of them in this module, or give one trait's member another name

            """)
    }

    func testSharedDependencyOfTheSameType_isDeclaredOnce() throws {
        let project = try loadedProject([
            "Specs/Login.viper.yml": "module: Login\ntraits: [close, push, pop]\n"
        ])
        let module = try XCTUnwrap(project.modules.first)
        XCTAssertEqual(CompositionValidator.problems(in: module), [])
        let renderer = ProjectRenderer(library: try TemplateSet.builtIn.library())
        let presenter = try XCTUnwrap(
            try renderer.render(ContextBuilder.outputs(for: project))
                .first { $0.path.hasSuffix("LoginPresenter.swift") })
        XCTAssertEqual(
            presenter.contents.components(separatedBy: "var transitionHandler").count, 2,
            presenter.contents)
    }

    func testBuiltInCatalog_readsWithoutProblems_andHasAtLeastTenTraits() {
        let source = SourceFile(
            path: "catalog",
            text: DefaultTemplates.all
                .first { $0.name == TraitCatalog.builtInName }!.text)
        let result = TraitCatalogReader.read(source, origin: .builtIn)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertGreaterThanOrEqual(result.traits.count, 10)
        XCTAssertEqual(Set(result.traits.map(\.kind)), [.router, .interactor])
    }

    /// Issue 10: every built-in trait documents each requirement and shows an example in `traits show`.
    func testBuiltInTraits_haveASummaryForEveryMethod_andAnExample() {
        let source = SourceFile(
            path: "catalog",
            text: DefaultTemplates.all
                .first { $0.name == TraitCatalog.builtInName }!.text)
        for trait in TraitCatalogReader.read(source, origin: .builtIn).traits {
            XCTAssertFalse(trait.example?.isEmpty ?? true, trait.name)
            for method in trait.methods {
                XCTAssertFalse(
                    method.summary.isEmpty, "\(trait.name): \(method.signature.selector)")
            }
        }
    }
}
