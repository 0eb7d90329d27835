import XCTest

@testable import ViperGenCore

/// Issue 34: a module dependency may be weak (`weak: true`, a delegate or an
/// output the module does not own) or a non-optional function type (a
/// callback the class keeps, so every parameter taking it is `@escaping`).
final class ModuleDependencyStrengthTests: XCTestCase {
    private let spec = """
        module: Pay
        style: viper
        ui: none
        dependencies:
          presenter:
            paymentOutput:
              type: any PaymentOutput
              weak: true
            onSelect: (Int) -> Void
          router:
            scannerDelegate:
              type: any ScannerDelegate
              weak: true

        """

    private func files(_ spec: String) throws -> [String: String] {
        let project = MemoryProject(["Specs/Pay.viper.yml": spec])
        return Dictionary(
            uniqueKeysWithValues: try project.pipeline.generate().rendered.map {
                (String($0.path.split(separator: "/").last ?? ""), $0.contents)
            })
    }

    func testWeakAndFunctionDependencies_areRead() throws {
        let project = try loadedProject(["Specs/Pay.viper.yml": spec])
        XCTAssertEqual(
            project.modules.first?.dependencies.map {
                "\($0.owner) \($0.name): \($0.storedType) \($0.isWeak ? "weak" : "strong")"
            },
            [
                "presenter paymentOutput: (any PaymentOutput)? weak",
                "presenter onSelect: (Int) -> Void strong",
                "router scannerDelegate: (any ScannerDelegate)? weak",
            ])
    }

    func testWeakDependency_isStoredWeaklyAndSetByTheAssembly() throws {
        let files = try files(spec)
        let presenter = try XCTUnwrap(files["PayPresenter.swift"])
        XCTAssert(presenter.contains("    var paymentOutput: (any PaymentOutput)? { get }\n"))
        XCTAssert(presenter.contains("    weak var paymentOutput: (any PaymentOutput)?\n"))
        let router = try XCTUnwrap(files["PayRouter.swift"])
        XCTAssert(router.contains("    weak var scannerDelegate: (any ScannerDelegate)?\n"))
        let assembly = try XCTUnwrap(files["PayAssembly.swift"])
        XCTAssert(
            assembly.contains(
                """
                    static func assemble(
                        view: any PayView & TransitionHandler,
                        paymentOutput: (any PaymentOutput)?,
                        onSelect: @escaping (Int) -> Void,
                        scannerDelegate: (any ScannerDelegate)?
                    ) -> PayPresenter {
                """), assembly)
        XCTAssert(
            assembly.contains(
                """
                        presenter.view = view
                        presenter.paymentOutput = paymentOutput
                        interactor.output = presenter
                        router.scannerDelegate = scannerDelegate
                """), assembly)
        let mocks = try XCTUnwrap(files["PayMocks.swift"])
        XCTAssert(mocks.contains("    weak var scannerDelegate: (any ScannerDelegate)?\n"), mocks)
    }

    func testFunctionDependency_isKeptAndTakenEscaping() throws {
        let files = try files(spec)
        let presenter = try XCTUnwrap(files["PayPresenter.swift"])
        XCTAssert(presenter.contains("    var onSelect: (Int) -> Void { get }\n"), presenter)
        XCTAssert(presenter.contains("    let onSelect: (Int) -> Void\n"), presenter)
        XCTAssert(
            presenter.contains(
                """
                        router: any PayRouterInput,
                        onSelect: @escaping (Int) -> Void
                    ) {
                """), presenter)
        // The generated test builds the presenter with a no-op closure.
        let tests = try XCTUnwrap(files["PayTests.swift"])
        XCTAssert(tests.contains("onSelect: { _ in }"), tests)
    }

    func testFunctionDependencyOfAnInteractor_isLazyNoOpInItsMock() throws {
        let files = try files(
            """
            module: Pay
            style: viper
            ui: none
            dependencies:
              interactor:
                onDone: () -> Void

            """)
        let mocks = try XCTUnwrap(files["PayMocks.swift"])
        XCTAssert(mocks.contains("    lazy var onDone: () -> Void = {}\n"), mocks)
        let interactor = try XCTUnwrap(files["PayInteractor.swift"])
        XCTAssert(interactor.contains("        onDone: @escaping () -> Void\n"), interactor)
    }

    func testWeakDependenciesOfInVIPAndMVP_areStoredWeakly() throws {
        for style in ["vip", "mvp"] {
            let files = try files(
                """
                module: Pay
                style: \(style)
                dependencies:
                  presenter:
                    paymentOutput:
                      type: any PaymentOutput
                      weak: true

                """)
            let presenter = try XCTUnwrap(files["PayPresenter.swift"])
            XCTAssert(
                presenter.contains("    weak var paymentOutput: (any PaymentOutput)?\n"), presenter)
            let assembly = try XCTUnwrap(files["PayAssembly.swift"])
            XCTAssert(
                assembly.contains("        presenter.paymentOutput = paymentOutput\n"), assembly)
        }
    }

    func testWeakValueTypes_areRefusedAtTheirType() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Pay.viper.yml": """
                module: Pay
                dependencies:
                  presenter:
                    onSelect:
                      type: (Int) -> Void
                      weak: true
                    payOutput:
                      weak: true
                    pair:
                      type: (Int, Int)
                      weak: true
                    delegate:
                      type: (any PaymentOutput)?
                      weak: true
                    count:
                      type: Int
                      weak: yes

                """
            ]),
            """
            Specs/Pay.viper.yml:5:13: error: dependency 'onSelect' can't be weak: a function is a value, which can't be held weakly
               5 |       type: (Int) -> Void
                 |             ^~~~~~~~~~~~~
            hint: weak is for a class-bound type the module does not own, e.g. 'any PaymentOutput'; drop 'weak: true' to hold '(Int) -> Void' strongly
            Specs/Pay.viper.yml:8:7: error: dependency 'payOutput' has no 'type'
               8 |       weak: true
                 |       ^
            hint: add 'type: ...'
            Specs/Pay.viper.yml:10:13: error: dependency 'pair' can't be weak: a tuple is a value, which can't be held weakly
              10 |       type: (Int, Int)
                 |             ^~~~~~~~~~
            hint: weak is for a class-bound type the module does not own, e.g. 'any PaymentOutput'; drop 'weak: true' to hold '(Int, Int)' strongly
            Specs/Pay.viper.yml:13:13: error: dependency 'delegate' can't be weak: a weak dependency is optional already: write the type without '?'
              13 |       type: (any PaymentOutput)?
                 |             ^~~~~~~~~~~~~~~~~~~~
            hint: weak is for a class-bound type the module does not own, e.g. 'any PaymentOutput'; drop 'weak: true' to hold '(any PaymentOutput)?' strongly
            Specs/Pay.viper.yml:17:13: error: 'weak' must be true or false, not 'yes'
              17 |       weak: yes
                 |             ^~~
            hint: spec values are never guessed: write exactly 'true' or 'false'

            """)
    }

    func testWeakRules_tellValuesFromClassBoundTypes() {
        for type in [
            "any PaymentOutput", "(any PaymentOutput)", "PaymentCoordinator", "any A & B",
            "Kit.Coordinator",
        ] {
            XCTAssertNil(WeakDependencyRules.problem(with: type), type)
        }
        for type in [
            "()", "(Int, Int)", "(Int)", "[Item]", "[String: Int]", "Int", "Set<Int>", "X?",
            "Swift.Int", "Foundation.Date", "Never", "Item.Type", "(any P).Type",
            "(Int) throws(E) -> Void",
        ] {
            XCTAssertNotNil(WeakDependencyRules.problem(with: type), type)
        }
    }

    func testUnknownKeyOfADependency_isLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Pay.viper.yml": """
                module: Pay
                dependencies:
                  presenter:
                    payOutput:
                      type: any PaymentOutput
                      weakly: true

                """
            ]),
            """
            Specs/Pay.viper.yml:6:7: error: unknown key 'weakly' in dependency 'payOutput'
               6 |       weakly: true
                 |       ^~~~~~
            hint: did you mean 'weak'? Known keys: type, weak

            """)
    }

    /// Two classes share a parameter only when they hold it alike.
    func testOneNameWeakInOneClassAndStrongInAnother_isRefused() {
        let text = renderedDiagnostics([
            "Specs/Pay.viper.yml": """
            module: Pay
            style: viper
            dependencies:
              presenter:
                payOutput: any PaymentOutput
              router:
                payOutput:
                  type: any PaymentOutput
                  weak: true

            """
        ])
        XCTAssert(
            text.hasPrefix(
                "Specs/Pay.viper.yml:7:5: error: dependency 'payOutput' of the router is a '(any PaymentOutput)?', and the presenter's a 'any PaymentOutput'"
            ),
            text)
    }
}
