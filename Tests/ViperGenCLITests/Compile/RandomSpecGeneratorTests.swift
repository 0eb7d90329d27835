import Foundation
import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// The random spec generator: deterministic per seed, valid by construction,
/// and covering every feature of the spec language.
final class RandomSpecGeneratorTests: XCTestCase {
    private let seed = RandomSpecGenerator.seed(from: ProcessInfo.processInfo.environment)

    func testSameSeed_writesTheSameProject() {
        XCTAssertEqual(
            RandomSpecGenerator(seed: seed).project(), RandomSpecGenerator(seed: seed).project(),
            "seed \(seed)")
    }

    func testDifferentSeeds_writeDifferentProjects() {
        XCTAssertNotEqual(
            RandomSpecGenerator(seed: 1).project().files,
            RandomSpecGenerator(seed: 2).project().files,
            "seeds 1 and 2")
    }

    func testSeed_comesFromTheEnvironmentInDecimalOrHex() {
        XCTAssertEqual(RandomSpecGenerator.seed(from: ["VIPER_GEN_SEED": "42"]), 42)
        XCTAssertEqual(RandomSpecGenerator.seed(from: ["VIPER_GEN_SEED": "0x2a"]), 42)
        XCTAssertEqual(RandomSpecGenerator.seed(from: [:]), RandomSpecGenerator.defaultSeed)
    }

    func testGeneratedProjects_validateForManySeeds() {
        for offset in UInt64(0)..<20 {
            let project = RandomSpecGenerator(seed: seed &+ offset, moduleCount: 30).project()
            let problems = FixtureProject(name: "random", inputs: project.files)
                .validationProblems()
            XCTAssertEqual(
                problems, "", "the \(project.reproduction) do not validate:\n\(problems)")
        }
    }

    func testGeneratedProject_usesEveryFeatureOfTheSpecLanguage() throws {
        let random = RandomSpecGenerator(seed: seed).project()
        let fixture = FixtureProject(name: "random", inputs: random.files)
        let modules = try fixture.project().modules
        let context = random.reproduction
        XCTAssertGreaterThanOrEqual(modules.count, 100, context)
        XCTAssertEqual(modules.map(\.name), random.moduleNames, context)
        for style in ModuleDefinition.Style.allCases {
            XCTAssert(
                modules.contains { $0.style == style }, "no \(style) module in the \(context)")
        }
        for access in AccessLevel.allCases {
            XCTAssert(
                modules.contains { $0.access == access }, "no \(access) module in the \(context)")
        }
        let useCases = modules.flatMap(\.useCases)
        XCTAssert(useCases.contains(where: \.isAsync), "no async use case in the \(context)")
        let fields = useCases.flatMap { $0.request + $0.response + $0.viewModel }
        XCTAssert(
            fields.contains { $0.defaultValue != nil },
            "no use case field with a default in the \(context)")
        XCTAssert(
            fields.contains { $0.type.contains("->") },
            "no use case field of function type in the \(context)")
        XCTAssert(
            modules.contains {
                $0.style == .vip && !$0.routes.isEmpty
                    && $0.dependencies.contains { $0.owner == .router }
            },
            "no VIP module with routes and a router dependency in the \(context)")
        XCTAssert(
            modules.contains { module in
                module.style != .vip
                    && module.routes.contains { route in
                        modules.contains { $0.name == route.module && $0.style == .vip }
                    }
            }, "no route to a VIP module in the \(context)")
        let traits = modules.flatMap(\.traits).map(\.trait)
        XCTAssert(
            traits.contains { $0.origin == .builtIn }, "no built-in trait used in the \(context)")
        for kind in TraitDefinition.Kind.allCases {
            XCTAssert(
                traits.contains { $0.kind == kind && $0.origin != .builtIn },
                "no custom \(kind) trait used in the \(context)")
        }
        // Issue 10: requests with parameters, several in one module, and the request trait's own with parameters.
        let requestTraits = traits.filter { trait in
            modules.contains {
                trait.name == $0.name.prefix(1).lowercased() + $0.name.dropFirst() + "Requests"
            }
        }
        XCTAssert(
            requestTraits.contains { $0.methods.count > 1 },
            "no module with several requests in the \(context)")
        XCTAssert(
            requestTraits.flatMap(\.methods).contains { !$0.signature.parameters.isEmpty },
            "no request with parameters in the \(context)")
        XCTAssert(
            requestTraits.flatMap(\.methods).contains {
                $0.signature.name == "performRequest" && !$0.signature.parameters.isEmpty
            },
            "no request trait given parameters in the \(context)")
        let methods = traits.filter { $0.origin != .builtIn && !requestTraits.contains($0) }
            .flatMap(\.methods)
        XCTAssert(
            methods.contains { $0.signature.isAsync && $0.signature.isThrowing },
            "no async throws custom method in the \(context)")
        XCTAssert(
            methods.contains { $0.mockBody != nil && !$0.signature.parameters.isEmpty },
            "no custom method with parameters and a mock body in the \(context)")
        XCTAssert(
            traits.contains {
                !$0.associatedTypes.isEmpty && $0.scaffold != nil && $0.origin != .builtIn
            },
            "no custom trait with a scaffold in the \(context)")
        XCTAssert(
            traits.contains { $0.dependencies.contains(where: \.isWeak) && $0.origin != .builtIn },
            "no weak custom dependency in the \(context)")
        XCTAssert(modules.contains { !$0.viewOutputs.isEmpty }, "no view outputs in the \(context)")
        XCTAssert(
            modules.contains { !$0.interactorInputs.isEmpty && !$0.interactorOutputs.isEmpty },
            "no interactor messages in the \(context)")
        let routes = modules.flatMap(\.routes)
        for transition in Route.Transition.allCases {
            XCTAssert(
                routes.contains { $0.transition == transition },
                "no \(transition) route in the \(context)")
        }
        XCTAssert(routes.contains { !$0.animated }, "no unanimated route in the \(context)")
        XCTAssert(
            routes.contains { $0.presentation != nil && $0.presentation != .automatic },
            "no route with a presentation style in the \(context)")
        XCTAssert(
            routes.contains { $0.embedInNavigation && $0.transition == .modal },
            "no modal route in its own navigation controller in the \(context)")
        XCTAssert(
            routes.contains { $0.parameters.contains { $0.label == "_" } },
            "no route with an unlabelled parameter in the \(context)")
        for ui in UIKind.allCases {
            XCTAssert(modules.contains { $0.ui == ui }, "no ui \(ui) module in the \(context)")
        }
        XCTAssert(
            modules.contains { $0.state.contains { $0.defaultValue == nil } && $0.state.count > 1 },
            "no state with an optional field in the \(context)")
        XCTAssert(modules.contains { !$0.events.isEmpty }, "no events in the \(context)")
        XCTAssert(
            modules.contains { !$0.moduleInputs.isEmpty && !$0.moduleOutputs.isEmpty },
            "no module input and output in the \(context)")
        XCTAssert(modules.contains { !$0.imports.isEmpty }, "no module imports in the \(context)")
        let messages = modules.flatMap {
            $0.events + $0.viewOutputs + $0.interactorInputs + $0.moduleOutputs
        }
        XCTAssert(
            messages.contains {
                $0.returnType.map { ReturnPlaceholder.literal(for: $0) != nil } == true
            },
            "no message returning a value its scaffold can write in the \(context)")
        XCTAssert(
            messages.contains {
                $0.returnType.map { ReturnPlaceholder.literal(for: $0) == nil } == true
            },
            "no message returning a value no literal fits in the \(context)")
        XCTAssert(
            modules.flatMap(\.events).contains { $0.returnType != nil },
            "no event returning a value in the \(context)")
        XCTAssert(
            modules.contains { module in
                let outputs = module.events + module.moduleOutputs
                return Dictionary(grouping: outputs, by: \.selector).values.contains {
                    $0.count > 1
                }
            }, "no overloaded messages in the \(context)")
        XCTAssert(
            modules.contains { !$0.viewInherits.isEmpty },
            "no view inheriting a protocol in the \(context)")
        XCTAssert(
            modules.contains { !$0.viewOutputInherits.isEmpty },
            "no view output inheriting a protocol in the \(context)")
        for owner in ModuleDependency.Owner.allCases {
            XCTAssert(
                modules.contains { $0.dependencies.contains { $0.owner == owner } },
                "no \(owner) dependency in the \(context)")
        }
    }
}
