@testable import ViperGenCore
import XCTest

/// Snippet tests of the context builders: a tiny spec in, a small part of the
/// context (or a few lines of Swift) out.
final class ContextSnippetTests: XCTestCase {
    /// The module a one-spec project makes of `spec`, and the project.
    private func module(_ spec: String) throws -> (ModuleDefinition, Project) {
        let read = ModuleSpecReader.read(SourceFile(path: "Specs/M.viper.yml", text: spec), catalog: .builtIn,
                                         defaultAccess: .internal)
        let module = try XCTUnwrap(read.module, DiagnosticFormatter().rendered(read.diagnostics))
        return (module, Project(rootPath: "/p", catalog: .builtIn, modules: [module]))
    }

    /// The module context's value at a dotted path (`module.presenter.name`).
    private func value(_ spec: String, _ path: String) throws -> TemplateValue {
        let (module, project) = try module(spec)
        return try XCTUnwrap(ContextBuilder.context(for: module, in: project)[path], "no \(path)")
    }

    // MARK: ModuleContext

    func testPresenter_holdsItsTraitsDependencies_andComposesTheirProtocols() throws {
        let spec = "module: Login\ntraits: [close, request]\n"
        XCTAssertEqual(try value(spec, "module.presenter.conformanceList"),
                       .list(["AnyObject", "LoginViewOutput", "CloseRouterTrait", "RequestInteractorTrait"]
                           .map(TemplateValue.string)))
        XCTAssertEqual(try value(spec, "module.presenter.dependencies.0"), .object([
            "name": .string("transitionHandler"), "type": .string("(any TransitionHandler)?"),
            "isWeak": .bool(true), "mockValue": .string("stubbed((any TransitionHandler).self)"), "fromView": .bool(true),
            "assignedFrom": .string("view"),
        ]))
        XCTAssertEqual(try value(spec, "module.presenter.initParameters"), .list([.object([
            "name": .string("requestService"), "type": .string("LoginService"), "isWeak": .bool(false),
            "mockValue": .string("stubbed(LoginService.self)"), "fromView": .bool(false),
            "assignedFrom": .string("requestService"), "isLast": .bool(true),
        ])]))
        XCTAssertEqual(try value(spec, "module.presenter.expectedCalls"),
                       .list([#""close()","#, #""close(completion:)","#, #""performRequest()","#]
                           .map(TemplateValue.string)))
    }

    func testVIPER_splitsTheTraitsBetweenRouterAndInteractor() throws {
        let spec = "module: Cart\nstyle: viper\ntraits: [push, cache]\n"
        XCTAssertEqual(try value(spec, "module.router.conformanceList"),
                       .list(["AnyObject", "PushRouterTrait"].map(TemplateValue.string)))
        XCTAssertEqual(try value(spec, "module.interactor.conformanceList"),
                       .list(["CartInteractorInput", "CacheInteractorTrait"].map(TemplateValue.string)))
        XCTAssertEqual(try value(spec, "module.mocks.1.mockName"), .string("CartInteractorMock"))
        XCTAssertEqual(try value(spec, "module.presenter.hasMethods"), .bool(false))
    }

    func testLongCompositions_wrapOneConformancePerLine() throws {
        XCTAssertEqual(try value("module: Login\ntraits: [close]\n", "module.presenter.wrapsConformances"), .bool(false))
        let long = "module: AVeryLongModuleNameThatKeepsGoing\ntraits: [close, push, present, request, cache]\n"
        XCTAssertEqual(try value(long, "module.presenter.wrapsConformances"), .bool(true))
    }

    func testAssemblyParameters_areEveryDependencyTheViewDoesNotProvide_withModuleTypesFilledIn() throws {
        let parameters = try value("module: Login\ntraits: [close, request]\n", "module.assembly.parameters")
        XCTAssertEqual(parameters, .list([.object([
            "name": .string("requestService"), "type": .string("LoginService"),
            "owner": .string("presenter"), "isLast": .bool(true),
        ])]))
    }

    // MARK: RouteContext

    func testRoutes_becomeCasesFactoryMethodsAndAnOpenCall() throws {
        let spec = "module: Feed\nroutes:\n  settings: present\n  detail:\n    parameters:\n      itemID: String\n"
        XCTAssertEqual(try value(spec, "module.routes.cases.1"), .object([
            "name": .string("detail"), "hasParameters": .bool(true), "parameters": .string("(itemID: String)"),
            "bindings": .string("let itemID"),
            "factoryDeclaration": .string("func makeDetail(itemID: String) -> any TransitionHandler"),
            "factoryCall": .string("makeDetail(itemID: itemID)"),
            "factorySpyRecord": .string("made.append(MockCalls.text(\"makeDetail(itemID:)\", itemID))"),
            "call": .string("factory.makeDetail(itemID: itemID)"), "transition": .string("push"),
            "animated": .string("true"), "transitionExpression": .string(".push(animated: true)"),
        ]))
        XCTAssertEqual(try value(spec, "module.presenter.methods.0.parameters.0.sample"), .string(".settings"))
        XCTAssertEqual(try value(spec, "module.presenter.expectedCalls"), .list([.string(#""open(_:)""#)]))
    }

    // MARK: MethodContext

    func testMethod_declarationSelectorAndSampleArguments() {
        let method = SwiftMethod(name: "load", parameters: [
            SwiftParameter(label: "for", name: "id", type: "Item.ID"),
            SwiftParameter(label: "_", name: "handler", type: "any Handler"),
        ], isAsync: true, isThrowing: true, returnType: "[Item]")
        let value = MethodContext.value(method, associatedTypes: ["Item"])

        XCTAssertEqual(value["declaration"], .string("func load(for id: Item.ID, _ handler: any Handler) async throws -> [Item]"))
        XCTAssertEqual(value["selector"], .string("load(for:_:)"))
        XCTAssertEqual(value["parameters.0.sample"], .string("stubbed(Logic.Item.ID.self)"))
        XCTAssertEqual(value["parameters.1.sample"], .string("stubbed((any Handler).self)"))
        XCTAssertEqual(value["parameters.1.hasLabel"], .bool(false))
        XCTAssertEqual(value["returnsValue"], .bool(true))
    }

    // MARK: ScreenContext

    func testScreen_uikitAddsTheViewOutputToThePresenter_noneOnlyWithEvents() throws {
        XCTAssertEqual(try value("module: A\n", "module.viewOutput.isGenerated"), .bool(true))
        XCTAssertEqual(try value("module: A\nui: none\n", "module.viewOutput.isGenerated"), .bool(false))
        XCTAssertEqual(try value("module: A\nui: none\nevents:\n  didTap:\n", "module.viewOutput.isGenerated"), .bool(true))
        XCTAssertEqual(try value("module: A\nui: none\n", "module.presenter.conformanceList"),
                       .list([.string("AnyObject")]))
        XCTAssertEqual(try value("module: A\ninput:\n  start:\n", "module.presenter.conformanceList"),
                       .list(["AnyObject", "AViewOutput", "AModuleInput"].map(TemplateValue.string)))
    }

    func testScreen_stateFields_startFromTheirDefaultOrNil() throws {
        let spec = "module: A\nstate:\n  count: Int = 0\n  title: String?\n"
        XCTAssertEqual(try value(spec, "module.state.fields.0.initialValue"), .string("0"))
        XCTAssertEqual(try value(spec, "module.state.fields.1.initialValue"), .string("nil"))
        XCTAssertEqual(try value(spec, "module.state.fields.1.isLast"), .bool(true))
        XCTAssertEqual(try value(spec, "module.state.rendersState"), .bool(true))
    }

    func testScreen_moduleOutput_isTheAssemblysLastParameter_optional() throws {
        let spec = "module: A\ntraits: [request]\noutput:\n  didFinish:\n"
        XCTAssertEqual(try value(spec, "module.assembly.parameters.1.name"), .string("moduleOutput"))
        XCTAssertEqual(try value(spec, "module.assembly.parameters.1.type"), .string("(any AModuleOutput)?"))
        XCTAssertEqual(try value(spec, "module.assembly.parameters.1.isLast"), .bool(true))
    }

    // MARK: TraitContext

    func testTrait_protocolDependenciesAndMockBodies() throws {
        let close = try XCTUnwrap(TraitCatalog.builtIn.trait(named: "close"))
        let value = TraitContext.value(close, access: .public)
        XCTAssertEqual(value["protocolName"], .string("CloseRouterTrait"))
        XCTAssertEqual(value["kind"], .string("router"))
        XCTAssertEqual(value["dependencies"], .list([.object([
            "name": .string("transitionHandler"), "type": .string("(any TransitionHandler)?"),
        ])]))
        XCTAssertEqual(value["methods.0.declaration"], .string("func close()"))
        XCTAssertEqual(value["methods.0.hasMockBody"], .bool(false))
    }

    func testTraitDeclarations_getTheAccessModifier() throws {
        let request = try XCTUnwrap(TraitCatalog.builtIn.trait(named: "request"))
        guard case .string(let declarations)? = TraitContext.value(request, access: .public)["declarations"] else {
            return XCTFail("no declarations")
        }
        XCTAssertEqual(declarations.split(separator: "\n").dropFirst().first, "public protocol RequestService: Sendable {")
    }

    // MARK: A few lines of Swift

    func testViewTemplate_withTheModuleContext_declaresTheViewMessages() throws {
        let (module, project) = try module("module: Profile\nui: none\nview:\n  showName:\n    name: String\n  clear:\n")
        let view = try XCTUnwrap(ContextBuilder.outputs(for: project).first { $0.template == "Module/View.swift.tmpl" })
        let swift = try ProjectRenderer(library: TemplateLibrary.builtIn.get()).render(view).contents
        XCTAssertEqual(module.viewOutputs.map(\.selector), ["showName(name:)", "clear()"])
        XCTAssert(swift.hasSuffix("""
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
            case .list(let items)?: current = Int(part).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: return nil
            }
        }
        return current
    }
}
