import XCTest

@testable import ViperGenCore

/// Snippet tests of the context builders: a tiny spec in, a small part of the
/// typed context out (or a few lines of Swift).
final class ContextSnippetTests: XCTestCase {
    /// The module a one-spec project makes of `spec`, and the project.
    private func module(_ spec: String) throws -> (ModuleDefinition, Project) {
        let read = ModuleSpecReader.read(
            SourceFile(path: "Specs/M.viper.yml", text: spec), catalog: .builtIn,
            defaultAccess: .internal)
        let module = try XCTUnwrap(read.module, DiagnosticFormatter().rendered(read.diagnostics))
        return (module, Project(rootPath: "/p", catalog: .builtIn, modules: [module]))
    }

    /// The typed context of the module `spec` declares.
    private func context(_ spec: String) throws -> ModuleContext {
        ModuleContext(try module(spec).0)
    }

    // MARK: ModuleContext

    func testPresenter_holdsItsTraitsDependencies_andComposesTheirProtocols() throws {
        let presenter = try context("module: Login\ntraits: [close, request]\n").presenter
        XCTAssertEqual(
            presenter.conformanceList,
            ["AnyObject", "LoginViewOutput", "CloseRouterTrait", "RequestInteractorTrait"])
        XCTAssertEqual(
            presenter.dependencies.first,
            DependencyContext(
                name: "transitionHandler", type: "(any TransitionHandler)?", isWeak: true,
                mockValue: "stubbed((any TransitionHandler).self)",
                mockDeclaration:
                    "lazy var transitionHandler: (any TransitionHandler)? = stubbed((any TransitionHandler).self)",
                fromView: true, assignedFrom: "view"))
        XCTAssertEqual(
            presenter.initParameters,
            [
                ComponentContext.InitParameter(
                    dependency: DependencyContext(
                        name: "requestService", type: "LoginService", isWeak: false,
                        mockValue: "stubbed(LoginService.self)",
                        mockDeclaration:
                            "lazy var requestService: LoginService = stubbed(LoginService.self)",
                        fromView: false, assignedFrom: "requestService"),
                    parameterType: "LoginService", isLast: true)
            ])
        XCTAssertEqual(
            presenter.expectedCalls,
            [
                #""close()","#, #""close(completion:)","#, #""performRequest()","#,
                #""performLatestRequest()","#,
            ])
    }

    func testVIPER_splitsTheTraitsBetweenRouterAndInteractor() throws {
        let module = try context("module: Cart\nstyle: viper\ntraits: [push, cache]\n")
        XCTAssertEqual(module.router.conformanceList, ["AnyObject", "PushRouterTrait"])
        XCTAssertEqual(
            module.interactor.conformanceList, ["CartInteractorInput", "CacheInteractorTrait"])
        XCTAssertEqual(module.mocks.map(\.mockName), ["CartRouterMock", "CartInteractorMock"])
        XCTAssertFalse(module.presenter.hasMethods)
        XCTAssertEqual(module.router.askedBy, "presenter")
        XCTAssertNil(module.presenter.askedBy, "only the router says who asks it")
        XCTAssertEqual(module.interactor.interactor?.outputProtocol, "CartInteractorOutput")
    }

    func testLongCompositions_wrapOneConformancePerLine() throws {
        XCTAssertFalse(try context("module: Login\ntraits: [close]\n").presenter.wrapsConformances)
        let long =
            "module: AVeryLongModuleNameThatKeepsGoing\ntraits: [close, push, present, request, cache]\n"
        XCTAssertTrue(try context(long).presenter.wrapsConformances)
    }

    func testAssemblyParameters_areEveryDependencyTheViewDoesNotProvide_withModuleTypesFilledIn()
        throws
    {
        XCTAssertEqual(
            try context("module: Login\ntraits: [close, request]\n").assembly.parameters,
            [
                ModuleContext.Parameter(
                    name: "requestService", type: "LoginService", owner: "presenter", isLast: true)
            ])
    }

    // MARK: RoutesContext

    func testRoutes_becomeCasesFactoryMethodsAndAnOpenCall() throws {
        let module = try context(
            "module: Feed\nroutes:\n  settings: present\n  detail:\n    parameters:\n      itemID: String\n"
        )
        XCTAssertEqual(
            module.routes.cases.last,
            RoutesContext.Case(
                name: "detail", hasParameters: true, parameters: "(itemID: String)",
                bindings: "let itemID",
                factoryDeclaration: "func makeDetail(itemID: String) -> any TransitionHandler",
                factoryCall: "makeDetail(itemID: itemID)",
                factorySpyRecord: "made.append(MockCalls.text(\"makeDetail(itemID:)\", itemID))",
                call: "factory.makeDetail(itemID: itemID)", transition: "push", animated: "true",
                transitionExpression: ".push(animated: true)"))
        XCTAssertEqual(module.presenter.methods.first?.parameters.first?.sample, ".settings")
        XCTAssertEqual(module.presenter.expectedCalls, [#""open(_:)""#])
    }

    // MARK: MethodContext

    func testMethod_declarationSelectorAndSampleArguments() {
        let method = SwiftMethod(
            name: "load",
            parameters: [
                SwiftParameter(label: "for", name: "id", type: "Item.ID"),
                SwiftParameter(label: "_", name: "handler", type: "any Handler"),
            ], isAsync: true, isThrowing: true, returnType: "[Item]")
        let context = MethodContext(method, associatedTypes: ["Item"])

        XCTAssertEqual(
            context.declaration,
            "func load(for id: Item.ID, _ handler: any Handler) async throws -> [Item]")
        XCTAssertEqual(context.selector, "load(for:_:)")
        XCTAssertEqual(
            context.parameters.map(\.sample),
            ["stubbed(Logic.Item.ID.self)", "stubbed((any Handler).self)"])
        XCTAssertEqual(context.parameters.map(\.hasLabel), [true, false])
        XCTAssertTrue(context.returnsValue)
        XCTAssertEqual(context.result?.resultName, "loadResult")
    }

    // MARK: ScreenContext

    func testScreen_uikitAddsTheViewOutputToThePresenter_noneOnlyWithEvents() throws {
        XCTAssertTrue(try context("module: A\n").screen.viewOutput.isGenerated)
        XCTAssertFalse(try context("module: A\nui: none\n").screen.viewOutput.isGenerated)
        XCTAssertTrue(
            try context("module: A\nui: none\nevents:\n  didTap:\n").screen.viewOutput.isGenerated)
        XCTAssertEqual(
            try context("module: A\nui: none\n").presenter.conformanceList, ["AnyObject"])
        XCTAssertEqual(
            try context("module: A\ninput:\n  start:\n").presenter.conformanceList,
            ["AnyObject", "AViewOutput", "AModuleInput"])
    }

    func testScreen_stateFields_startFromTheirDefaultOrNil() throws {
        let state = try context("module: A\nstate:\n  count: Int = 0\n  title: String?\n").screen
            .state
        XCTAssertEqual(
            state.fields,
            [
                ScreenContext.Field(name: "count", type: "Int", initialValue: "0", isLast: false),
                ScreenContext.Field(
                    name: "title", type: "String?", initialValue: "nil", isLast: true),
            ])
        XCTAssertTrue(state.rendersState)
    }

    func testScreen_moduleOutput_isTheAssemblysLastParameter_optional() throws {
        let parameters = try context("module: A\ntraits: [request]\noutput:\n  didFinish:\n")
            .assembly.parameters
        XCTAssertEqual(
            parameters.last,
            ModuleContext.Parameter(
                name: "moduleOutput", type: "(any AModuleOutput)?",
                owner: "presenter", isLast: true))
    }

    // MARK: TraitContext

    func testTrait_protocolDependenciesAndMockBodies() throws {
        let close = TraitContext(
            try XCTUnwrap(TraitCatalog.builtIn.trait(named: "close")), access: .public)
        XCTAssertEqual(close.protocolName, "CloseRouterTrait")
        XCTAssertEqual(close.kind, "router")
        XCTAssertEqual(
            close.dependencies,
            [
                TraitContext.Dependency(name: "transitionHandler", type: "(any TransitionHandler)?")
            ])
        XCTAssertEqual(close.methods.first?.signature.declaration, "func close()")
        XCTAssertEqual(close.methods.first?.hasMockBody, false)
    }

    func testTraitDeclarations_getTheAccessModifier() throws {
        let request = TraitContext(
            try XCTUnwrap(TraitCatalog.builtIn.trait(named: "request")), access: .public)
        XCTAssertEqual(
            request.declarations.split(separator: "\n").dropFirst().first,
            "public protocol RequestService: Sendable {")
    }

    // MARK: A few lines of Swift

    func testViewTemplate_withTheModuleContext_declaresTheViewMessages() throws {
        let (module, project) = try module(
            "module: Profile\nui: none\nview:\n  showName:\n    name: String\n  clear:\n")
        let view = try XCTUnwrap(
            ContextBuilder.outputs(for: project).first { $0.template == "Module/View.swift.tmpl" })
        let swift = try ProjectRenderer(library: TemplateLibrary.builtIn.get()).render(view)
            .contents
        XCTAssertEqual(module.viewOutputs.map(\.selector), ["showName(name:)", "clear()"])
        XCTAssert(
            swift.hasSuffix(
                """
                @MainActor
                protocol ProfileView: AnyObject {
                    func showName(name: String)
                    func clear()
                }

                """), swift)
    }
}

extension TemplateValue {
    /// The value at a dotted path: object keys, and list indexes as numbers.
    subscript(path: String) -> TemplateValue? {
        var current: TemplateValue? = self
        for part in path.split(separator: ".") {
            switch current {
            case .object(let fields)?: current = fields[String(part)]
            case .list(let items)?:
                current = Int(part).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: return nil
            }
        }
        return current
    }
}
