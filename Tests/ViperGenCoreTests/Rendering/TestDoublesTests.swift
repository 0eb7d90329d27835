import Foundation
import XCTest

@testable import ViperGenCore

/// The doubles Mocks hold for their dependencies: a trait's `mockDeclarations`
/// go into its Mock file, a module with routes gets a route factory spy, and
/// the generated test support never stops a run with `fatalError`.
final class TestDoublesTests: XCTestCase {
    private let hapticsTraits = """
        traits:
          haptics:
            kind: router
            dependencies:
              hapticPlayer: any HapticPlayer
            methods:
              buzz:
                body: hapticPlayer.play()
            declarations: |
              ${access}protocol HapticPlayer: Sendable {
                  func play()
              }
            mockDeclarations: |
              struct SilentHapticPlayer: HapticPlayer {
                  func play() {}
              }

              func stubbed(_ type: (any HapticPlayer).Type) -> any HapticPlayer {
                  SilentHapticPlayer()
              }

        """

    private func rendered(_ files: [String: String]) throws -> [String: String] {
        try MemoryProject.rendered(files)
    }

    func testMockDeclarations_areWrittenAfterTheMockOverrides_andOnlyInTheTests() throws {
        let files = try rendered([
            "viper-traits.yml": hapticsTraits,
            "Specs/Login.viper.yml": "module: Login\ntraits: [haptics]\n",
        ])
        let mock = try XCTUnwrap(
            files.first { $0.key.hasSuffix("HapticsRouterTrait+Mock.swift") }?.value)
        let overrides = try XCTUnwrap(
            mock.range(of: "extension HapticsRouterTrait where Self: Mock {"))
        let double = try XCTUnwrap(
            mock.range(of: "struct SilentHapticPlayer: HapticPlayer {\n    func play() {}\n}"))
        XCTAssertLessThan(overrides.upperBound, double.lowerBound)
        XCTAssertTrue(
            mock.hasSuffix(
                """
                func stubbed(_ type: (any HapticPlayer).Type) -> any HapticPlayer {
                    SilentHapticPlayer()
                }

                """), mock)
        let appTrait = try XCTUnwrap(
            files.first { $0.key.hasSuffix("/HapticsRouterTrait.swift") }?.value)
        XCTAssertFalse(appTrait.contains("SilentHapticPlayer"))
        let mocks = try XCTUnwrap(files["Tests/AppTests/Modules/Login/LoginMocks.swift"])
        XCTAssertTrue(
            mocks.contains(
                "lazy var hapticPlayer: any HapticPlayer = stubbed((any HapticPlayer).self)"
            ),
            mocks)
    }

    func testMockDeclarationsWithAPlaceholder_isRefusedAtTheBlock() {
        let traits = hapticsTraits.replacingOccurrences(
            of: "struct SilentHapticPlayer", with: "struct ${module}Player")
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-traits.yml": traits,
                "Specs/Login.viper.yml": "module: Login\ntraits: [haptics]\n",
            ]),
            """
            viper-traits.yml:13:23: error: unknown placeholder '${module}'
              13 |     mockDeclarations: |
                 |                       ^
            hint: no placeholders are allowed here

            """)
    }

    func testMockDeclarationsThatAreNotABlock_areRefusedAtTheValue() {
        let traits = hapticsTraits.replacingOccurrences(
            of: "mockDeclarations: |", with: "mockDeclarations: [a]\n    unused: |")
        let diagnostics = renderedDiagnostics([
            "viper-traits.yml": traits,
            "Specs/Login.viper.yml": "module: Login\ntraits: [haptics]\n",
        ])
        XCTAssertTrue(diagnostics.hasPrefix("viper-traits.yml:13:23: error:"), diagnostics)
    }

    /// A double named like a runtime type would be declared twice in the tests:
    /// refused at its block, where the build used to fail.
    func testMockDeclarationsNamingARuntimeType_areRefusedAtTheBlock() {
        let traits = hapticsTraits.replacingOccurrences(
            of: "SilentHapticPlayer", with: "URLOpenerSpy")
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-traits.yml": traits,
                "Specs/Login.viper.yml": "module: Login\ntraits: [haptics]\n",
            ]),
            """
            viper-traits.yml:13:23: error: 'mockDeclarations' of trait 'haptics' declares 'URLOpenerSpy', \
            a type the generated runtime already declares
              13 |     mockDeclarations: |
                 |                       ^
            hint: rename it: viper-gen's shared files and Mock.swift declare 'URLOpenerSpy'

            """)
    }

    /// `mockDeclarations` is written into generated files: a terminal escape or
    /// another control character (a double-quoted escape) is refused at its value.
    func testMockDeclarationsWithAControlCharacter_areRefusedAtTheValue() {
        let diagnostics = renderedDiagnostics([
            "viper-traits.yml": "traits:\n  haptics:\n    kind: router\n"
                + "    mockDeclarations: \"struct Quiet {}\\e[2J\\u0007\"\n",
            "Specs/Login.viper.yml": "module: Login\ntraits: [haptics]\n",
        ])
        XCTAssertTrue(diagnostics.hasPrefix("viper-traits.yml:4:23: error:"), diagnostics)
        XCTAssertTrue(diagnostics.contains("U+001B"), diagnostics)
    }

    func testARoutesFactorySpy_recordsEachDestinationWithItsArguments() throws {
        let files = try rendered([
            "Specs/Profile.viper.yml": """
            module: Profile
            routes:
              editor:
                parameters:
                  profileID: String
                  draft: Bool
              settings:

            """
        ])
        let mocks = try XCTUnwrap(files["Tests/AppTests/Modules/Profile/ProfileMocks.swift"])
        XCTAssertTrue(
            mocks.contains(
                """
                    func makeEditor(profileID: String, draft: Bool) -> any TransitionHandler {
                        made.append(MockCalls.text("makeEditor(profileID:draft:)", profileID, draft))
                        return TransitionHandlerSpy()
                    }
                """), mocks)
        XCTAssertTrue(
            mocks.contains(
                """
                @MainActor
                func stubbed(_ type: (any ProfileRouteFactory).Type) -> any ProfileRouteFactory {
                    ProfileRouteFactorySpy()
                }
                """), mocks)
    }

    /// A trait test calls the traits through a generic `Logic`: a sample of an
    /// associated type needs the constraint that gives it a stub.
    func testATraitTestPassingAnAssociatedType_requiresItsStub() throws {
        let files = try rendered(["Specs/Feed.viper.yml": "module: Feed\ntraits: [cache]\n"])
        let tests = try XCTUnwrap(files["Tests/AppTests/Modules/Feed/FeedTests.swift"])
        XCTAssertTrue(
            tests.contains(") async throws where Logic.CacheStoreType.Value: Stub {"), tests)
        XCTAssertTrue(
            tests.contains("await logic.storeInCache(stubbed(Logic.CacheStoreType.Value.self))"),
            tests)
    }

    /// A tuple or a function type can't have a `Stub`: a tuple of stubs and a
    /// closure literal stand for them (the review found both failing to build).
    func testTupleAndFunctionTypes_areStubbedByTheirParts() throws {
        XCTAssertEqual(
            DependencyTypeText.stubExpression("(x: Int, [String: Int])"),
            "(x: stubbed(Int.self), stubbed([String: Int].self))")
        XCTAssertEqual(DependencyTypeText.stubExpression("(Int)"), "stubbed(Int.self)")
        XCTAssertEqual(
            DependencyTypeText.stubExpression("(Int) -> (Bool, String)"),
            "{ _ in (stubbed(Bool.self), stubbed(String.self)) }")
        XCTAssertEqual(
            DependencyTypeText.stubExpression("(Int, String)?"), "stubbed((Int, String)?.self)")
        let files = try rendered([
            "Specs/Ev.viper.yml": """
            module: Ev
            events:
              didPick:
                _ pair: (Int, String)
            view:
              pair -> (Int, String):
              action -> () -> Void:

            """
        ])
        let mocks = try XCTUnwrap(files["Tests/AppTests/Modules/Ev/EvMocks.swift"])
        XCTAssertTrue(
            mocks.contains("return self.pairResult ?? (stubbed(Int.self), stubbed(String.self))"),
            mocks)
        XCTAssertTrue(mocks.contains("return self.actionResult ?? {}"), mocks)
        let tests = try XCTUnwrap(files["Tests/AppTests/Modules/Ev/EvTests.swift"])
        XCTAssertTrue(
            tests.contains("output.didPick((stubbed(Int.self), stubbed(String.self)))"), tests)
    }

    /// The review found a factory spy's record past 100 columns.
    func testALongFactorySpyRecord_takesOneArgumentPerLine() throws {
        let files = try rendered([
            "Specs/Profile.viper.yml": """
            module: Profile
            routes:
              editor:
                parameters:
                  profileIdentifier: String
                  sourceOfTheEdit: String

            """
        ])
        let mocks = try XCTUnwrap(files["Tests/AppTests/Modules/Profile/ProfileMocks.swift"])
        XCTAssertTrue(
            mocks.contains(
                """
                        made.append(MockCalls.text(
                            "makeEditor(profileIdentifier:sourceOfTheEdit:)",
                            profileIdentifier,
                            sourceOfTheEdit
                        ))
                """), mocks)
    }

    /// The review found a VIPER module whose router and interactor traits
    /// share a dependency taking it twice in its assembly (a redeclaration).
    func testADependencySharedByARouterAndAnInteractorTrait_isOneAssemblyParameter() throws {
        let traits =
            hapticsTraits + """
                  vibrate:
                    kind: interactor
                    dependencies:
                      hapticPlayer: any HapticPlayer
                    methods:
                      shake:
                        body: hapticPlayer.play()

                """
        let files = try rendered([
            "viper-traits.yml": traits,
            "Specs/Both.viper.yml": "module: Both\nstyle: viper\ntraits: [haptics, vibrate]\n",
        ])
        let assembly = try XCTUnwrap(files["Sources/App/Modules/Both/BothAssembly.swift"])
        XCTAssertTrue(
            assembly.contains(
                """
                    static func assemble(
                        view: any BothView & TransitionHandler,
                        hapticPlayer: any HapticPlayer
                    ) -> BothPresenter {
                        let interactor = BothInteractor(
                            hapticPlayer: hapticPlayer
                        )
                        let router = BothRouter(
                            hapticPlayer: hapticPlayer
                        )
                """), assembly)
        XCTAssertEqual(
            assembly.components(separatedBy: "hapticPlayer: any HapticPlayer").count - 1, 2,
            "once in assemble, once in makeModule")
    }

    /// The generated tests choose what to pass by the types `Mock.swift` gives a
    /// `Stub`: the list in `TestPatternContext` is the template's.
    func testTheStubTypesTheTestsRelyOn_areTheOnesMockSwiftDeclares() throws {
        let files = try rendered(["Specs/Login.viper.yml": "module: Login\n"])
        let mock = try XCTUnwrap(files["Tests/AppTests/Shared/Mock.swift"])
        let declared = mock.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("extension "), line.hasSuffix(": Stub {") else { return nil }
            return String(line.dropFirst("extension ".count).dropLast(": Stub {".count))
        }
        XCTAssertEqual(
            Set(declared),
            TestPatternContext.namedStubTypes.union(TestPatternContext.genericStubTypes))
        XCTAssertEqual(declared.count, Set(declared).count)
    }

    /// Every golden's tests (each fixture's generated and scaffolded test
    /// files, shared support included) are free of `fatalError`.
    func testNoGoldenTestFile_callsFatalError() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Snapshots")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: snapshots.path))
        var checked = 0
        for case let path as String in enumerator
        where path.hasSuffix(".swift") && path.contains("Tests/") {
            let text = try String(
                contentsOf: snapshots.appendingPathComponent(path), encoding: .utf8)
            XCTAssertFalse(text.contains("fatalError"), path)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 50)
    }
}
