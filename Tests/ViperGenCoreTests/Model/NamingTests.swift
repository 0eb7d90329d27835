import XCTest

@testable import ViperGenCore

/// `naming:` templates and the one value that derives a module's names from
/// them, ``ModuleNames``, as the context builders use it.
final class NamingTests: XCTestCase {
    func testWithoutTemplates_everyRoleHasItsBuiltInName() {
        let names = ModuleNames(module: "Login")
        XCTAssertEqual(names.view, "LoginView")
        XCTAssertEqual(names.assembly, "LoginAssembly")
        XCTAssertEqual(names.routingLogic, "LoginRoutingLogic")
        for role in Naming.Role.allCases {
            XCTAssertEqual(names[role], "Login" + role.defaultSuffix, role.rawValue)
        }
    }

    func testATemplate_putsTheModulesNameForEveryPlaceholder() {
        let naming = Naming([
            .presenter: .init("I{Module}Presenter"),
            .assembly: .init("{Module}Configurator"),
            .models: .init("{Module}For{Module}"),
        ])
        let names = ModuleNames(module: "Login", naming: naming)
        XCTAssertEqual(names.presenter, "ILoginPresenter")
        XCTAssertEqual(names.assembly, "LoginConfigurator")
        XCTAssertEqual(names.models, "LoginForLogin")
        XCTAssertEqual(names.view, "LoginView", "a role the naming leaves out keeps its name")
        XCTAssertEqual(names.fixed("PresenterMock"), "LoginPresenterMock")
    }

    func testASpecsNaming_goesOverTheConfigs_roleByRole() {
        let config = Naming([
            .view: .init("{Module}ViewInput"), .assembly: .init("{Module}Assembly2"),
        ])
        let spec = Naming([.assembly: .init("{Module}Builder")])
        let names = ModuleNames(module: "Detail", naming: spec.over(config))
        XCTAssertEqual(names.view, "DetailViewInput")
        XCTAssertEqual(names.assembly, "DetailBuilder")
    }

    func testTheRouterAndInteractorProtocols_areCleanSwiftsInVIP() {
        let names = ModuleNames(
            module: "Cart",
            naming: Naming([
                .routingLogic: .init("I{Module}Routing"), .routerInput: .init("X{Module}"),
            ]))
        XCTAssertEqual(names.routerProtocol(.vip), "ICartRouting")
        XCTAssertEqual(names.routerProtocol(.viper), "XCart")
        XCTAssertEqual(names.interactorInputProtocol(.vip), "CartBusinessLogic")
        XCTAssertEqual(names.interactorInputProtocol(.viper), "CartInteractorInput")
    }

    func testTheRolesOfEachStyle() {
        XCTAssertEqual(
            ModuleDefinition(name: "A", style: .mvp, specPath: "A").namedRoles.map(\.rawValue),
            [
                "view", "viewOutput", "presenter", "presenterLogic", "moduleInput", "moduleOutput",
                "assembly",
            ])
        XCTAssertEqual(
            ModuleDefinition(name: "A", style: .vip, specPath: "A").namedRoles.map(\.rawValue),
            [
                "presenter", "presenterLogic", "interactor", "interactorLogic", "router",
                "assembly",
                "displayLogic", "businessLogic", "presentationLogic", "routingLogic", "models",
            ])
    }

    func testAValidatedModule_hasTheConfigsNamingUnderItsSpecs() throws {
        let project = try loadedProject([
            "viper-gen.yml":
                "naming:\n  view: \"{Module}ViewInput\"\n  assembly: \"{Module}Configurator\"\n",
            "Specs/Detail.viper.yml": "module: Detail\nnaming:\n  assembly: \"{Module}Builder\"\n",
            "Specs/Feed.viper.yml": "module: Feed\n",
        ])
        let byName = Dictionary(uniqueKeysWithValues: project.modules.map { ($0.name, $0.names) })
        XCTAssertEqual(byName["Detail"]?.assembly, "DetailBuilder")
        XCTAssertEqual(byName["Detail"]?.view, "DetailViewInput")
        XCTAssertEqual(byName["Feed"]?.assembly, "FeedConfigurator")
    }

    /// A spec may name its one module's type outright, without `{Module}`
    /// (an interactor named after its use case).
    func testASpecsName_withoutThePlaceholder_namesItsModulesType() throws {
        let project = try loadedProject([
            "Specs/AddItem.viper.yml": """
            module: AddItem
            style: viper
            naming:
              interactorInput: StoreItemInteractorInput
              interactor: StoreItemInteractor

            """
        ])
        let names = try XCTUnwrap(project.modules.first).names
        XCTAssertEqual(names.interactorInput, "StoreItemInteractorInput")
        XCTAssertEqual(names.interactor, "StoreItemInteractor")
        XCTAssertEqual(names.interactorOutput, "AddItemInteractorOutput")
    }

    /// A route and a child name the other module by its own spec's naming.
    func testRoutesAndChildren_nameTheOtherModuleUnderItsOwnNaming() throws {
        let project = try loadedProject([
            "viper-gen.yml": "naming:\n  assembly: \"{Module}Configurator\"\n",
            "Specs/Detail.viper.yml": """
            module: Detail
            naming:
              assembly: "{Module}Builder"
              moduleOutput: "{Module}Delegate"
            output:
              didClose:

            """,
            "Specs/Feed.viper.yml": """
            module: Feed
            routes:
              detail:
                module: Detail
            children:
              preview: Detail

            """,
        ])
        let modules = ModuleDefinition.tableByName(project.modules)
        let feed = try XCTUnwrap(modules["Feed"])
        let context = ModuleContext(feed, related: modules)
        XCTAssertEqual(context.assembly.name, "FeedConfigurator")
        XCTAssertEqual(context.routes.modules.map(\.assemblyName), ["DetailBuilder"])
        XCTAssertEqual(context.children.list.map(\.assemblyName), ["DetailBuilder"])
        XCTAssertEqual(context.children.list.map(\.outputProtocol), ["DetailDelegate"])
        XCTAssert(context.presenter.conformanceList.contains("DetailDelegate"))
        XCTAssertEqual(context.presenter.mockName, "FeedPresenterMock")
    }

    func testRenamedClasses_keepTheirMocksAndLogicFilesNamedAfterTheModule() throws {
        let read = ModuleSpecReader.read(
            SourceFile(
                path: "Specs/Cart.viper.yml",
                text: """
                    module: Cart
                    style: vip
                    naming:
                      interactor: "{Module}InteractorImpl"
                      businessLogic: "I{Module}BusinessLogic"
                      models: "{Module}Scene"
                    useCases:
                      load:

                    """), catalog: .builtIn, defaultAccess: .internal)
        let module = try XCTUnwrap(read.module, DiagnosticFormatter().rendered(read.diagnostics))
        let context = ModuleContext(module)
        XCTAssertEqual(context.interactor.name, "CartInteractorImpl")
        XCTAssertEqual(context.interactor.mockName, "CartInteractorMock")
        XCTAssertEqual(context.interactor.logicFile, "CartInteractor+Logic.swift")
        XCTAssertEqual(context.interactor.conformanceList.first, "ICartBusinessLogic")
        XCTAssertEqual(context.vip?.modelsName, "CartScene")
    }

    /// A spec's template is compared with the config's roles of its own style only.
    func testASpecsTemplate_mayBeAConfigsNameForAnotherStyle() throws {
        let project = try loadedProject([
            "viper-gen.yml": "naming:\n  models: \"{Module}Scene\"\n",
            "Specs/Feed.viper.yml":
                "module: Feed\nstyle: viper\nnaming:\n  presenterLogic: \"{Module}Scene\"\n",
        ])
        XCTAssertEqual(project.modules.map(\.names.presenterLogic), ["FeedScene"])
    }
}
