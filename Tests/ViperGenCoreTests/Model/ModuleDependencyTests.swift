import XCTest

@testable import ViperGenCore

/// Issue 14, item 4: `dependencies:` gives the presenter, interactor and router
/// what is not a trait; they hold it strongly and the assembly passes it in.
final class ModuleDependencyTests: XCTestCase {
    func testDependencies_areReadPerClass() throws {
        let project = try loadedProject([
            "Specs/Feed.viper.yml": """
            module: Feed
            style: viper
            dependencies:
              presenter:
                pageSize: Int
                viewModelFactory: FeedViewModelFactory
              interactor:
                urlFactory: any URLFactory
              router:

            """
        ])
        XCTAssertEqual(
            project.modules.first?.dependencies.map { "\($0.owner) \($0.name): \($0.type)" },
            [
                "presenter pageSize: Int", "presenter viewModelFactory: FeedViewModelFactory",
                "interactor urlFactory: any URLFactory",
            ])
    }

    func testDependencyMistakes_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Feed.viper.yml": """
                module: Feed
                dependencies:
                  interactor:
                    store: Store
                  presenter:
                    view: FeedView
                  presentr:

                """
            ]),
            """
            Specs/Feed.viper.yml:3:3: error: an MVP module has no interactor: its dependencies go to the presenter
               3 |   interactor:
                 |   ^~~~~~~~~~
            hint: list them under 'presenter:', or set 'style: viper'
            Specs/Feed.viper.yml:6:5: error: dependency 'view' is named like a member the generated classes already have
               6 |     view: FeedView
                 |     ^~~~
            hint: choose another name; 'view' is generated for every module that needs it
            Specs/Feed.viper.yml:7:3: error: unknown key 'presentr' in 'dependencies'
               7 |   presentr:
                 |   ^~~~~~~~
            hint: did you mean 'presenter'? Known keys: interactor, presenter, router, view

            """)
    }

    /// Checked once the spec reads cleanly: a property and a method of one name clash in Swift.
    func testDependencyNamedLikeAMemberOfItsClass_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Feed.viper.yml": """
                module: Feed
                traits: [close, request]
                events:
                  refresh:
                dependencies:
                  presenter:
                    pageSize: Int
                    refresh: Bool
                    requestService: Handler

                """
            ]),
            """
            Specs/Feed.viper.yml:8:5: error: dependency 'refresh' is named like an event, 'refresh()'
               8 |     refresh: Bool
                 |     ^~~~~~~
            hint: choose another name: the class would have two members named 'refresh'
            Specs/Feed.viper.yml:9:5: error: dependency 'requestService' is named like a dependency of trait 'request'
               9 |     requestService: Handler
                 |     ^~~~~~~~~~~~~~
            hint: choose another name: the class would have two members named 'requestService'

            """)
    }

    func testDependencies_areDeclaredForTheLogic_storedAndPassedByTheAssembly() throws {
        let project = MemoryProject([
            "Specs/Feed.viper.yml": """
            module: Feed
            style: viper
            ui: none
            dependencies:
              presenter:
                pageSize: Int
              interactor:
                baseURL: URL

            """
        ])
        let files = Dictionary(
            uniqueKeysWithValues: try project.pipeline.generate().rendered.map {
                (String($0.path.split(separator: "/").last ?? ""), $0.contents)
            })
        let presenter = try XCTUnwrap(files["FeedPresenter.swift"])
        XCTAssert(presenter.contains("    var pageSize: Int { get }\n"), presenter)
        XCTAssert(presenter.contains("    let pageSize: Int\n"), presenter)
        let interactor = try XCTUnwrap(files["FeedInteractor.swift"])
        XCTAssert(interactor.contains("import Foundation\n"), interactor)
        XCTAssert(interactor.contains("    var baseURL: URL { get }\n"), interactor)
        let assembly = try XCTUnwrap(files["FeedAssembly.swift"])
        XCTAssert(
            assembly.contains(
                """
                        let interactor = FeedInteractor(
                            baseURL: baseURL
                        )
                """), assembly)
        XCTAssert(
            assembly.contains(
                """
                        let presenter = FeedPresenter(
                            interactor: interactor,
                            router: router,
                            pageSize: pageSize
                        )
                """), assembly)
        let mocks = try XCTUnwrap(files["FeedMocks.swift"])
        XCTAssert(
            mocks.contains(
                """
                    lazy var baseURL: URL = stubbed(URL.self)
                """), mocks)
    }
}
