import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// `runtime: {prefix: VG}`, snippet by snippet: the runtime declares its
/// types prefixed, and a router, a built-in trait, a project trait and a
/// Mock name them so; without the prefix nothing changes.
final class RuntimePrefixSnippetTests: XCTestCase {
    private let config = "runtime:\n  prefix: VG\n"
    private let login = """
        module: Login
        style: viper
        traits: [close, backHome]
        ui: uikit
        routes:
          help:
            transition: push
            animator: fade

        """
    private let traits = """
        traits:
          backHome:
            kind: router
            summary: Goes back.
            dependencies:
              transitionHandler:
                type: any TransitionHandler
                weak: true
            methods:
              backHome:
                body: |
                  // A TransitionHandler goes back.
                  transitionHandler?.popToRoot(animated: true)
              label:
                returns: String
                body: return "TransitionHandler"
                mock: return "Mock"

        """

    private func rendered(prefixed: Bool = true) throws -> [String: String] {
        try MemoryProject.rendered([
            "viper-gen.yml": prefixed ? config : "",
            "viper-traits.yml": traits,
            "Specs/Login.viper.yml": login,
        ])
    }

    private func file(_ suffix: String, in files: [String: String]) throws -> String {
        try XCTUnwrap(
            files.first { $0.key.hasSuffix(suffix) }?.value,
            "no \(suffix) in \(files.keys.sorted())")
    }

    private func assertContains(
        _ text: String, _ snippet: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssert(
            text.contains(snippet), "missing:\n\(snippet)\nin:\n\(text)", file: file, line: line)
    }

    func testTheRuntime_declaresItsTypesPrefixed() throws {
        let files = try rendered()
        let handler = try file("Shared/TransitionHandler.swift", in: files)
        let routing = try file("Shared/Routing.swift", in: files)
        let mock = try file("Shared/Mock.swift", in: files)

        assertContains(handler, "protocol VGTransitionHandler: AnyObject {")
        assertContains(
            handler,
            "    func present(_ destination: any VGTransitionHandler, animated: Bool, completion: (() -> Void)?)"
        )
        assertContains(routing, "protocol VGRoutable {")
        assertContains(routing, "final class VGFadeAnimator: NSObject, VGAnimator {")
        assertContains(mock, "protocol VGMock: AnyObject {")
        assertContains(mock, "class VGTransitionHandlerSpy: VGTransitionHandler {")
        for text in [handler, routing, mock] {
            XCTAssertFalse(text.contains("protocol TransitionHandler"), text)
            XCTAssertFalse(text.contains(" Mock {"), text)
        }
    }

    func testTheRouterAndItsRoutes_nameThePrefixedTypes() throws {
        let files = try rendered()
        let router = try file("Login/LoginRouter.swift", in: files)
        let route = try file("Login/LoginRoute.swift", in: files)

        assertContains(router, "    weak var transitionHandler: (any VGTransitionHandler)?")
        assertContains(route, "enum LoginRoute: VGRoutable {")
        assertContains(route, "    var transition: any VGTransition {")
        assertContains(
            route,
            "    func destination(using factory: any LoginRouteFactory) -> any VGTransitionHandler {"
        )
    }

    func testTraitSnippets_areRenamedTokenAware() throws {
        let files = try rendered()
        let close = try file("Traits/CloseRouterTrait.swift", in: files)
        let backHome = try file("Traits/BackHomeRouterTrait.swift", in: files)
        let backHomeMock = try file("Traits/BackHomeRouterTrait+Mock.swift", in: files)

        assertContains(close, "    var transitionHandler: (any VGTransitionHandler)? { get }")
        assertContains(backHome, "    var transitionHandler: (any VGTransitionHandler)? { get }")
        assertContains(backHome, "        // A VGTransitionHandler goes back.")
        assertContains(backHome, "        return \"TransitionHandler\"")
        assertContains(backHomeMock, "extension BackHomeRouterTrait where Self: VGMock {")
        assertContains(backHomeMock, "        return \"Mock\"")
    }

    func testTheModulesMocks_conformToThePrefixedMock() throws {
        let files = try rendered()
        let mocks = try file("Login/LoginMocks.swift", in: files)

        assertContains(mocks, ": LoginRouterInput, VGMock {")
    }

    func testWithoutRuntime_theNamesAreAsBefore() throws {
        let files = try rendered(prefixed: false)
        let handler = try file("Shared/TransitionHandler.swift", in: files)
        let backHome = try file("Traits/BackHomeRouterTrait.swift", in: files)

        assertContains(handler, "protocol TransitionHandler: AnyObject {")
        assertContains(backHome, "    var transitionHandler: (any TransitionHandler)? { get }")
        XCTAssertFalse(files.values.contains { $0.contains("VGTransitionHandler") })
    }

    /// Every file of the runtime-prefix golden names the runtime's types with
    /// `VG` only: renaming it once more changes nothing (the renamer leaves
    /// string literals and members alone, as the user's trait's `"Mock"` is).
    func testTheRuntimePrefixGolden_namesNoRuntimeTypeWithoutThePrefix() throws {
        let golden = FolderSnapshot.read(PackagePaths.snapshots + "/runtime-prefix")
        let swiftFiles = golden.filter { $0.key.hasSuffix(".swift") }

        XCTAssertGreaterThan(swiftFiles.count, 60)
        for (path, text) in swiftFiles.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(RuntimeNames(prefix: "VG").renamed(inSwift: text), text, path)
        }
    }
}
