import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// `layout:` in `viper-gen.yml`: read into a ``ModuleLayout``, every bad
/// pattern refused at its line with a hint, and the paths it gives.
final class ModuleLayoutConfigTests: XCTestCase {
    func testLayout_isRead() throws {
        let project = try loadedProject([
            "viper-gen.yml": """
            layout:
              module: "{sources}/Features/Screens/{Module}"
              tests: "{tests}/{Module}"
              files: "{Layer}/{File}"

            """
        ])
        XCTAssertEqual(
            project.config.layout,
            ModuleLayout(
                sourcesFolders: ["Features", "Screens"], testsFolders: [], filesByLayer: true))
        XCTAssertEqual(
            project.config.layout.modulePattern, "{sources}/Features/Screens/{Module}")
        XCTAssertEqual(project.config.layout.testsPattern, "{tests}/{Module}")
        XCTAssertEqual(project.config.layout.filesPattern, "{Layer}/{File}")
        XCTAssertEqual(
            ModuleFolders(config: project.config).roots,
            ["Sources/App/Features/Screens", "Tests/AppTests"])
    }

    func testWithoutLayout_filesGoWhereTheyAlwaysWent() throws {
        XCTAssertEqual(try loadedProject([:]).config.layout, .standard)
        XCTAssertEqual(ModuleLayout.standard.modulePattern, "{sources}/Modules/{Module}")
        XCTAssertEqual(ModuleLayout.standard.testsPattern, "{tests}/Modules/{Module}")
        XCTAssertEqual(ModuleLayout.standard.filesPattern, "{File}")
    }

    func testABadPattern_isRenderedAtItsValue_withAHint() {
        XCTAssertEqual(
            renderedDiagnostics(["viper-gen.yml": "layout:\n  module: \"{sources}/{Module}/UI\"\n"]
            ),
            """
            viper-gen.yml:2:11: error: 'layout.module' '{sources}/{Module}/UI' cannot place module files: its last folder is not '{Module}'
               2 |   module: "{sources}/{Module}/UI"
                 |           ^~~~~~~~~~~~~~~~~~~~~~~
            hint: end it with the module's own folder, as in '{sources}/Features/{Module}'

            """)
    }

    /// Each refusal, at its key's value.
    func testEveryRefusal_isLocated() {
        let cases: [(key: String, pattern: String, reason: String)] = [
            ("module", "/abs/{Module}", "it is absolute"),
            ("module", "{sources}/../{Module}", "it has '..'"),
            ("module", "{sources}/./{Module}", "it has '.'"),
            ("module", "{sources}//{Module}", "it has an empty folder name ('//' or a final '/')"),
            ("module", "{sources}/{Module}/", "it has an empty folder name ('//' or a final '/')"),
            ("module", "{sources}/.hidden/{Module}", "'.hidden' is hidden"),
            ("module", "{sources}/A:B/{Module}", "it contains ':'"),
            ("module", "{sources}/A$B/{Module}", "it contains '$'"),
            ("module", "{sources}/{Name}/{Module}", "'{Name}' is not a placeholder it takes"),
            ("module", "{sources}/x{Module}", "'x{Module}' is not a whole placeholder"),
            ("module", "{sources}/{Layer}/{Module}", "it may not hold '{Layer}'"),
            ("module", "{tests}/{Module}", "it may not hold '{tests}'"),
            ("module", "Sources/{Module}", "it does not start with '{sources}'"),
            ("module", "{sources}/{Module}/UI", "its last folder is not '{Module}'"),
            ("module", "{sources}", "its last folder is not '{Module}'"),
            ("module", "{sources}/{Module}/{Module}", "it has '{Module}' before its last folder"),
            (
                "module", "{sources}/" + String(repeating: "a", count: 200) + "/{Module}",
                "the name '" + UnicodeText.excerpt(String(repeating: "a", count: 200))
                    + "' is too long"
            ),
            (
                "module", "{sources}/" + String(repeating: "a/", count: 520) + "{Module}",
                "it is longer than 1024 bytes"
            ),
            ("tests", "{sources}/{Module}", "it may not hold '{sources}'"),
            ("files", "{Module}/{File}", "it may not hold '{Module}'"),
            ("files", "{Layer}", "its last component is not '{File}'"),
            ("files", "Code/{File}", "a file's place holds only '{Layer}' before '{File}'"),
            ("files", "{File}/{Layer}", "its last component is not '{File}'"),
            (
                "files", "{Layer}/{Layer}/{File}",
                "a file's place holds only '{Layer}' before '{File}'"
            ),
        ]
        for (key, pattern, reason) in cases {
            let rendered = renderedDiagnostics([
                "viper-gen.yml": "layout:\n  \(key): \"\(pattern)\"\n"
            ])
            let column = 5 + key.count
            let shown = UnicodeText.excerpt(pattern)
            XCTAssert(
                rendered.hasPrefix(
                    "viper-gen.yml:2:\(column): error: 'layout.\(key)' '\(shown)' cannot place module files: \(reason)\n"
                ), "\(pattern): \(rendered)")
            XCTAssert(rendered.contains("\nhint: "), rendered)
        }
    }

    func testAnEmptyPattern_isRefused() {
        let rendered = renderedDiagnostics(["viper-gen.yml": "layout:\n  files: \"\"\n"])
        XCTAssert(
            rendered.hasPrefix("viper-gen.yml:2:10: error: 'layout.files' is empty"), rendered)
    }

    func testAnUnknownKey_suggestsTheKnownOnes() {
        let rendered = renderedDiagnostics(["viper-gen.yml": "layout:\n  modules: x\n"])
        XCTAssert(
            rendered.hasPrefix("viper-gen.yml:2:3: error: unknown key 'modules' in 'layout'\n"),
            rendered)
        XCTAssert(rendered.contains("did you mean 'module'?"), rendered)
    }

    /// Snippet: where each built-in file goes with a layer per folder, for
    /// every style and screen; every one of them has a layer.
    func testFilesByLayer_goToTheirLayersFolder() throws {
        var config = ProjectConfig()
        config.layout = ModuleLayout(
            sourcesFolders: ["Features"], testsFolders: [], filesByLayer: true)
        let project = try loadedProject([
            "Specs/Orders.viper.yml": "module: Orders\nstyle: vip\nuseCases:\n  fetch:\n",
            "Specs/Feed.viper.yml": """
            module: Feed
            style: viper
            ui: swiftui
            state:
              count: Int = 0
            routes:
              details: push

            """,
        ])
        func paths(_ name: String) throws -> [String] {
            let module = try XCTUnwrap(project.module(named: name))
            return ContextBuilder.layout(of: module, config: config).map(\.path).sorted()
        }
        XCTAssertEqual(
            try paths("Orders"),
            [
                "Sources/App/Features/Orders/Assembly/OrdersAssembly.swift",
                "Sources/App/Features/Orders/Interactor/OrdersInteractor+Logic.swift",
                "Sources/App/Features/Orders/Interactor/OrdersInteractor.swift",
                "Sources/App/Features/Orders/Interactor/OrdersModels.swift",
                "Sources/App/Features/Orders/Presenter/OrdersPresenter+Logic.swift",
                "Sources/App/Features/Orders/Presenter/OrdersPresenter.swift",
                "Sources/App/Features/Orders/View/OrdersViewController.swift",
                "Tests/AppTests/Orders/Tests/OrdersMocks.swift",
                "Tests/AppTests/Orders/Tests/OrdersTests.swift",
            ])
        XCTAssertEqual(
            try paths("Feed"),
            [
                "Sources/App/Features/Feed/Assembly/FeedAssembly.swift",
                "Sources/App/Features/Feed/Interactor/FeedInteractor+Logic.swift",
                "Sources/App/Features/Feed/Interactor/FeedInteractor.swift",
                "Sources/App/Features/Feed/Presenter/FeedPresenter+Logic.swift",
                "Sources/App/Features/Feed/Presenter/FeedPresenter.swift",
                "Sources/App/Features/Feed/Presenter/FeedState.swift",
                "Sources/App/Features/Feed/Router/FeedRoute.swift",
                "Sources/App/Features/Feed/Router/FeedRouter.swift",
                "Sources/App/Features/Feed/View/FeedHostingController.swift",
                "Sources/App/Features/Feed/View/FeedScreen.swift",
                "Sources/App/Features/Feed/View/FeedView.swift",
                "Tests/AppTests/Feed/Tests/FeedMocks.swift",
                "Tests/AppTests/Feed/Tests/FeedTests.swift",
            ])
    }

    /// Every file name the table knows is one the module's layout writes,
    /// and the table's layers are its only folders.
    func testTheLayerTable_coversEveryLayer() {
        XCTAssertEqual(
            Set(ModuleFileLayer.bySuffix.values), Set(ModuleFileLayer.allCases))
        XCTAssertEqual(
            ModuleFileLayer(fileName: "LoginRouter+Logic.swift", module: "Login"), .router)
        XCTAssertNil(ModuleFileLayer(fileName: "LoginAnalytics.json", module: "Login"))
        XCTAssertNil(ModuleFileLayer(fileName: "HomeView.swift", module: "Login"))
    }
}
