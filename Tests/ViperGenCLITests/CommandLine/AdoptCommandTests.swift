import ViperGenCore
import XCTest

/// `viper-gen adopt` (issue 34): a hand-written module's folder in, its spec
/// out, with notes for what the spec can't say (in process).
final class AdoptCommandTests: XCTestCase {
    /// A module written in the Generamba VIPER layout (our own, in its style).
    static let viperModule: [String: String] = [
        "Legacy/Basket/View/BasketViewInput.swift": """
        import UIKit

        protocol BasketViewInput: AnyObject, LoadingIndicating {
            func setupInitialState()
            func show(items: [BasketItem], total: Decimal)
            func showError(_ message: String)
            var isEditing: Bool { get set }
        }
        """,
        "Legacy/Basket/View/BasketViewOutput.swift": """
        protocol BasketViewOutput {
            func viewIsLoaded()
            func didTapRemove(at index: Int)
            func didTapCheckout() async
        }
        """,
        "Legacy/Basket/Presenter/BasketModuleInput.swift": """
        protocol BasketModuleInput: AnyObject {
            func configure(with basketID: String)
        }
        """,
        "Legacy/Basket/Interactor/BasketInteractorInput.swift": """
        protocol BasketInteractorInput {
            func loadItems(basketID: String) async throws -> [BasketItem]
            func remove<T: Identifiable>(_ item: T)
        }
        protocol BasketInteractorOutput: AnyObject {
            func didRemoveItem(at index: Int)
        }
        """,
        "Legacy/Basket/Router/BasketRouterInput.swift": """
        protocol BasketRouterInput {
            func openCheckout(basketID: String)
        }
        """,
        "Legacy/Basket/Presenter/BasketPresenter.swift": """
        final class BasketPresenter {
            weak var view: BasketViewInput?
            var interactor: BasketInteractorInput!
            var router: BasketRouterInput!
            let priceFormatter: PriceFormatting
            private var basketID: String?
        }
        extension BasketPresenter: BasketViewOutput, BasketModuleInput, BasketInteractorOutput {
            func viewIsLoaded() {}
        }
        """,
        "Legacy/Basket/Interactor/BasketInteractor.swift": """
        final class BasketInteractor: BasketInteractorInput {
            weak var output: BasketInteractorOutput?
            let basketService: BasketServicing
        }
        """,
        "Legacy/Basket/Assembly/BasketAssembly.swift": """
        import UIKit

        final class BasketAssembly {
            func build(priceFormatter: PriceFormatting, basketService: BasketServicing) -> UIViewController {
                let view = BasketViewController()
                let presenter = BasketPresenter(priceFormatter: priceFormatter)
                let interactor = BasketInteractor(basketService: basketService)
                let router = BasketRouter()
                view.output = presenter
                presenter.view = view
                presenter.interactor = interactor
                presenter.router = router
                interactor.output = presenter
                return view
            }
        }
        """,
    ]

    static let viperSpec = """
        # Adopted by viper-gen from Legacy/Basket.
        # Review it, then run `viper-gen generate --dry-run` (see docs/adopt.md).
        module: Basket
        style: viper
        ui: uikit
        imports: [UIKit]
        naming:
          view: '{Module}ViewInput'
        view:
          inherits: [LoadingIndicating]
          setupInitialState:
          show:
            items: '[BasketItem]'
            total: Decimal
          showError:
            _ message: String
        events:
          viewIsLoaded:
          didTapRemove:
            at index: Int
          didTapCheckout async:
        input:
          configure:
            with basketID: String
        interactor:
          inputs:
            loadItems async throws -> [BasketItem]:
              basketID: String
          outputs:
            didRemoveItem:
              at index: Int
        router:
          openCheckout:
            basketID: String
        dependencies:
          presenter:
            priceFormatter: PriceFormatting
          interactor:
            basketService: BasketServicing

        """

    func testAdopt_writesTheSpec_andNotesWhatItLeavesOut() throws {
        let runner = CommandRunner(files: Self.viperModule)
        let result = runner.run("adopt", "Legacy/Basket")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(runner.files["Specs/Basket.viper.yml"], Self.viperSpec)
        XCTAssertEqual(
            result.stdout,
            """
            create    Specs/Basket.viper.yml
            Basket: 3 notes; generated code reproduces 6/6 protocols (100.0%), 10/11 methods (90.9%), 7/7 connections (100.0%)

            """)
        for expected in [
            "Legacy/Basket/View/BasketViewInput.swift:7:5: note: property 'isEditing' is left out",
            "Legacy/Basket/Interactor/BasketInteractorInput.swift:3:5: note: 'func remove(_ item: T)' is left out: a message can't be generic",
            "Legacy/Basket/Presenter/BasketPresenter.swift:6:5: note: 'basketID' is left out: a private variable is the logic's state",
        ] {
            XCTAssert(result.stderr.contains(expected), "missing \(expected) in\n\(result.stderr)")
        }
        // The spec is the module's: generate writes it, and check then finds nothing to say.
        XCTAssertEqual(runner.run("generate").status, 0)
        XCTAssertEqual(runner.run("check").status, 0)
        XCTAssertNotNil(runner.files["Sources/App/Modules/Basket/BasketInteractor.swift"])
    }

    func testDryRun_printsTheSpec_andWritesNothing() {
        let runner = CommandRunner(files: Self.viperModule)
        let before = runner.files
        let result = runner.run("adopt", "Legacy/Basket", "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, Self.viperSpec)
        XCTAssert(
            result.stderr.hasSuffix(
                "Basket: 3 notes; generated code reproduces 6/6 protocols (100.0%), 10/11 methods (90.9%), 7/7 connections (100.0%)\n"
            ), result.stderr)
        XCTAssertEqual(runner.files, before)
    }

    func testFit_listsWhatTheGeneratedCodeMisses() {
        let runner = CommandRunner(files: Self.viperModule)
        let result = runner.run("adopt", "Legacy/Basket", "--dry-run", "--fit")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(
            result.stdout.hasSuffix(
                """
                fit Basket protocols 6 6 methods 10 11 connections 7 7
                  missed method: BasketInteractorInput.func remove(_ item: T)

                """), result.stdout)
    }

    func testStyleOption_overridesTheInferredStyle() throws {
        let runner = CommandRunner(files: Self.viperModule)
        let result = runner.run("adopt", "Legacy/Basket", "--style", "mvp", "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("style: mvp\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains("interactor:"), result.stdout)
        XCTAssert(
            result.stderr.contains("note: 'BasketInteractorOutput' has no place in an mvp module"),
            result.stderr)
    }

    func testAnExistingSpec_isKeptUnlessForced() {
        let runner = CommandRunner(files: Self.viperModule)
        XCTAssertEqual(runner.run("adopt", "Legacy/Basket").status, 0)
        let before = runner.files
        let again = runner.run("adopt", "Legacy/Basket")
        XCTAssertEqual(again.status, 2)
        XCTAssert(
            again.stderr.contains(
                "error: a spec for module 'Basket' is already at Specs/Basket.viper.yml"),
            again.stderr)
        XCTAssertEqual(runner.files, before)
        XCTAssertEqual(runner.run("adopt", "Legacy/Basket", "--force").status, 0)
    }

    func testMalformedSwift_isALocatedError_andNothingIsWritten() {
        var files = Self.viperModule
        files["Legacy/Basket/View/BasketViewOutput.swift"] =
            "protocol BasketViewOutput {\n    func a(\n}\n"
        let runner = CommandRunner(files: files)
        let before = runner.files
        let result = runner.run("adopt", "Legacy/Basket")
        XCTAssertEqual(result.status, 2)
        XCTAssert(
            result.stderr.contains(
                "Legacy/Basket/View/BasketViewOutput.swift:3:1: error: '}' does not close '('"),
            result.stderr)
        XCTAssertEqual(runner.files, before)
    }

    func testFoldersOutsideTheProject_orWithoutSwift_areRefused() {
        let runner = CommandRunner(
            files: Self.viperModule.merging(["Docs/README.md": "x"]) { a, _ in a })
        XCTAssert(
            runner.run("adopt", "../elsewhere").stderr.contains(
                "error: '/elsewhere' is outside the project"))
        XCTAssert(runner.run("adopt", "Docs").stderr.contains("error: no Swift files in 'Docs'"))
        XCTAssert(
            runner.run("adopt", "Nowhere").stderr.contains("error: 'Nowhere' is not a folder"))
        XCTAssertEqual(runner.run("adopt").status, 64)
    }

    /// A part the spec reader refuses is left out with the reader's reason, never written.
    func testAPartTheSpecRefuses_isANote() throws {
        var files = Self.viperModule
        files["Legacy/Basket/Presenter/BasketModuleInput.swift"] = """
            protocol BasketModuleInput: AnyObject {
                func showError(_ message: String)
                func configure(with basketID: String)
            }
            """
        let runner = CommandRunner(files: files)
        let result = runner.run("adopt", "Legacy/Basket", "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("input:\n  configure:\n"), result.stdout)
        XCTAssert(
            result.stderr.contains(
                "BasketModuleInput.swift:2:5: note: left out of the spec: module input 'showError(_:)' has the name of a view message"
            ), result.stderr)
    }
    /// A Clean Swift scene (our own, in its style): use cases from the three protocols.
    func testACleanSwiftScene_becomesUseCases_withTheirMethodNamesAndFields() throws {
        let runner = CommandRunner(files: [
            "Scenes/Cart/CartModels.swift": """
            enum Cart {
                enum LoadCart {
                    struct Request {}
                    struct Response { var items: [Item] }
                    struct ViewModel {
                        struct Row { var title: String }
                        var rows: [Row]
                        var total = "0"
                    }
                }
            }
            """,
            "Scenes/Cart/CartInteractor.swift": """
            protocol CartBusinessLogic {
                func loadCart(request: Cart.LoadCart.Request) async
                func reset()
            }
            protocol CartDataStore { var items: [Item]? { get } }
            final class CartInteractor: CartBusinessLogic, CartDataStore {
                var presenter: CartPresentationLogic?
                var items: [Item]?
                let cartService: CartServicing
            }
            """,
            "Scenes/Cart/CartPresenter.swift": """
            protocol CartPresentationLogic {
                func presentLoadedCart(response: Cart.LoadCart.Response)
            }
            """,
            "Scenes/Cart/CartViewController.swift": """
            protocol CartDisplayLogic: AnyObject {
                func displayLoadedCart(viewModel: Cart.LoadCart.ViewModel)
            }
            """,
        ])
        let result = runner.run("adopt", "Scenes/Cart", "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            # Adopted by viper-gen from Scenes/Cart.
            # Review it, then run `viper-gen generate --dry-run` (see docs/adopt.md).
            module: Cart
            style: vip
            ui: uikit
            naming:
              models: '{Module}'
            useCases:
              loadCart async:
                do: loadCart
                present: presentLoadedCart
                display: displayLoadedCart
                response:
                  items: '[Item]'
                viewModel:
                  rows: '[Row]'
            dataStore:
              items: '[Item]?'
            dependencies:
              interactor:
                cartService: CartServicing

            """)
        for expected in [
            "CartInteractor.swift:3:5: note: 'func reset()' is left out: a use case's method takes one 'request: <Models>.<UseCase>.Request'",
            "CartModels.swift:6:13: note: 'Row' is left out: a model's nested types stay yours",
            "CartModels.swift:7:13: note: field 'rows' names 'Row', declared inside the model",
            "CartModels.swift:8:13: note: field 'total' is left out: its type is inferred",
        ] {
            XCTAssert(result.stderr.contains(expected), "missing \(expected) in\n\(result.stderr)")
        }
        // The data store is adopted: neither it nor the interactor's field of it is a note.
        XCTAssertFalse(result.stderr.contains("CartDataStore"), result.stderr)
        XCTAssertFalse(result.stderr.contains("'items' is left out"), result.stderr)
    }

    /// A Clean Swift scene with a data store and a router that passes data on (our own, in its
    /// style): `dataStore:` keeps the fields and their starting values, and the generated code
    /// declares both protocols under their names and wires the router to the interactor.
    func testACleanSwiftDataStore_becomesDataStore_andTheGeneratedCodeReproducesIt() throws {
        let runner = CommandRunner(files: [
            "Scenes/Shelf/ShelfInteractor.swift": """
            protocol ShelfBusinessLogic {
                func fetchBooks(request: Shelf.FetchBooks.Request)
            }
            protocol ShelfDataStore {
                var books: [Book] { get }
                var picked: Book? { get set }
                var title: String { get }
                func refresh()
            }
            class ShelfInteractor: ShelfBusinessLogic, ShelfDataStore {
                var presenter: ShelfPresentationLogic?
                var books: [Book] = []
                var picked: Book?
                var title: String
                func fetchBooks(request: Shelf.FetchBooks.Request) {}
            }
            """,
            "Scenes/Shelf/ShelfPresenter.swift": """
            protocol ShelfPresentationLogic {
                func presentBooks(response: Shelf.FetchBooks.Response)
            }
            """,
            "Scenes/Shelf/ShelfViewController.swift": """
            protocol ShelfDisplayLogic: AnyObject {
                func displayBooks(viewModel: Shelf.FetchBooks.ViewModel)
            }
            class ShelfViewController: UIViewController, ShelfDisplayLogic {
                var interactor: ShelfBusinessLogic?
                var router: (NSObjectProtocol & ShelfRoutingLogic & ShelfDataPassing)?
                private func setup() {
                    let viewController = self
                    let interactor = ShelfInteractor()
                    let router = ShelfRouter()
                    viewController.interactor = interactor
                    viewController.router = router
                    router.viewController = viewController
                    router.dataStore = interactor
                }
                func displayBooks(viewModel: Shelf.FetchBooks.ViewModel) {}
            }
            """,
            "Scenes/Shelf/ShelfRouter.swift": """
            @objc protocol ShelfRoutingLogic {
                func routeToBook(segue: UIStoryboardSegue?)
            }
            protocol ShelfDataPassing {
                var dataStore: ShelfDataStore? { get }
            }
            class ShelfRouter: NSObject, ShelfRoutingLogic, ShelfDataPassing {
                weak var viewController: ShelfViewController?
                var dataStore: ShelfDataStore?
                func routeToBook(segue: UIStoryboardSegue?) {}
            }
            """,
            "Scenes/Shelf/ShelfModels.swift": """
            enum Shelf {
                enum FetchBooks {
                    struct Request {}
                    struct Response { var books: [Book] }
                    struct ViewModel { var titles: [String] }
                }
            }
            """,
        ])
        let result = runner.run("adopt", "Scenes/Shelf", "--dry-run", "--fit")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(
            result.stdout.contains(
                """
                dataStore:
                  books: '[Book] = []'
                  picked: Book?
                fit Shelf protocols 6 6 methods 4 5 connections 4 4
                  missed method: ShelfDataStore.func refresh()

                """), result.stdout)
        for expected in [
            "ShelfInteractor.swift:7:5: note: field 'title' is left out: a data store field that isn't optional needs a starting value ('title: String = ...')",
            "ShelfInteractor.swift:8:5: note: 'func refresh()' is left out: a data store declares fields only",
        ] {
            XCTAssert(result.stderr.contains(expected), "missing \(expected) in\n\(result.stderr)")
        }
        XCTAssertFalse(result.stderr.contains("is left to you"), result.stderr)
    }

    /// A private variable an initializer is given is a dependency (made a constant, with a note);
    /// one no initializer takes is the logic's state.
    func testAnInjectedPrivateVariable_isADependency() {
        let runner = CommandRunner(files: [
            "Legacy/Wallet/WalletPresenter.swift": """
            protocol IWalletViewOutput { func viewDidLoad() }
            protocol IWalletViewInput: AnyObject { func show(balance: Int) }
            final class WalletPresenter: IWalletViewOutput {
                weak var view: IWalletViewInput?
                private var configuration: WalletConfiguration
                private var isLoading: Bool
                init(configuration: WalletConfiguration) { self.configuration = configuration }
                func viewDidLoad() {}
            }
            """
        ])
        let result = runner.run("adopt", "Legacy/Wallet", "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(
            result.stdout.hasSuffix(
                """
                dependencies:
                  presenter:
                    configuration: WalletConfiguration

                """), result.stdout)
        XCTAssert(
            result.stderr.contains(
                "WalletPresenter.swift:5:5: note: 'configuration' becomes a constant"),
            result.stderr)
        XCTAssert(
            result.stderr.contains(
                "WalletPresenter.swift:6:5: note: 'isLoading' is left out: a private variable is the logic's state"
            ),
            result.stderr)
    }

    /// Attacks from an adversarial review, each now a note or an escaped comment.
    func testHostileNamesAndFolders_areNotesOrEscaped_neverWrittenRaw() throws {
        let folder = "Legacy/Bask\u{202E}et"
        let runner = CommandRunner(files: [
            folder + "/BasketViewInput.swift": #"""
            protocol BasketViewInput: AnyObject, BasketPresenter {
                func `x #comment`(a: Int)
                func v(`x: y`: Int)
                func show(item: Self?)
                func ok(title: String)
            }
            final class BasketPresenter {
                weak var view: BasketViewInput?
                let `'r'`: Service
            }
            """#
        ])
        let result = runner.run("adopt", folder, "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            # Adopted by viper-gen from Legacy/Bask\\u{202E}et.
            # Review it, then run `viper-gen generate --dry-run` (see docs/adopt.md).
            module: Basket
            style: mvp
            ui: uikit
            naming:
              view: '{Module}ViewInput'
            view:
              ok:
                title: String

            """)
        for expected in [
            "BasketViewInput.swift:2:5: note: 'func x #comment(a: Int)' is left out: a spec names a message",
            "BasketViewInput.swift:3:5: note: 'func v(x: y: Int)' is left out: a spec names a message",
            "BasketViewInput.swift:4:5: note: left out of the spec: 'Self?' can't be a message's parameter: it names 'Self'",
            "BasketViewInput.swift:1:1: note: left out of the spec: the protocol can't inherit 'BasketPresenter'",
            "BasketViewInput.swift:9:5: note: ''r'' is left out: a spec names a dependency with a Swift name",
        ] {
            XCTAssert(result.stderr.contains(expected), "missing \(expected) in\n\(result.stderr)")
        }
        XCTAssertNil(result.stdout.unicodeScalars.first { $0 == "\u{202E}" })
    }

    /// With --dry-run, a spec already there is a warning: the adopted spec is printed.
    func testDryRun_printsEvenWhenASpecIsThere() {
        let runner = CommandRunner(files: Self.viperModule)
        XCTAssertEqual(runner.run("adopt", "Legacy/Basket").status, 0)
        let result = runner.run("adopt", "Legacy/Basket", "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, Self.viperSpec)
        XCTAssert(
            result.stderr.contains(
                "warning: a spec for module 'Basket' is already at Specs/Basket.viper.yml"),
            result.stderr)
    }

    /// A module input or output whose requirements the spec can't hold (a closure
    /// property) is kept as a marker protocol, so callers that name it still build.
    func testAnInterfaceWithNoMessages_isAMarkerProtocol() {
        let runner = CommandRunner(files: [
            "Legacy/Page/PagePresenter.swift": """
            protocol PageViewOutput { func viewLoaded() }
            protocol PageModuleInput: AnyObject {}
            protocol PageModuleOutput: AnyObject { var onClose: (() -> Void)? { get set } }
            final class PagePresenter: PageViewOutput, PageModuleInput, PageModuleOutput {
                var onClose: (() -> Void)?
                func viewLoaded() {}
            }
            """
        ])
        let result = runner.run("adopt", "Legacy/Page", "--dry-run", "--fit")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(
            result.stdout.contains("events:\n  viewLoaded:\ninput:\noutput:\n"), result.stdout)
        XCTAssert(result.stdout.contains("fit Page protocols 3 3 methods 1 1"), result.stdout)
        XCTAssert(
            result.stderr.contains("PagePresenter.swift:3:1: note: property 'onClose' is left out"),
            result.stderr)
    }

    /// Requirements with unnamed parameters (`func f(_: T)`) are written with
    /// `_: Type` keys (in the key when two are unnamed) and reproduced exactly.
    func testUnnamedParameters_areWritten_andReproduced() throws {
        var files = Self.viperModule
        files["Legacy/Basket/View/BasketViewInput.swift"] = """
            protocol BasketViewInput: AnyObject {
                func setAccessDeniedTitle(_: String)
                func show(_: [BasketItem], total: Decimal)
            }
            """
        files["Legacy/Basket/Router/BasketRouterInput.swift"] = """
            protocol BasketRouterInput {
                func openCheckout(_: String, _: Int)
                func openCheckout(_ basketID: String)
            }
            """
        let runner = CommandRunner(files: files)
        let result = runner.run("adopt", "Legacy/Basket", "--fit")
        XCTAssertEqual(result.status, 0, result.stderr)
        let spec = try XCTUnwrap(runner.files["Specs/Basket.viper.yml"])
        for expected in [
            "view:\n  setAccessDeniedTitle:\n    _: String\n  show:\n    _: '[BasketItem]'\n",
            "router:\n  'openCheckout(_: String, _: Int)':\n  'openCheckout(_ basketID: String)':\n",
        ] {
            XCTAssert(spec.contains(expected), "missing \(expected) in\n\(spec)")
        }
        XCTAssert(
            result.stdout.contains(
                "fit Basket protocols 6 6 methods 10 11 connections 7 7\n  missed method: BasketInteractorInput.func remove(_ item: T)\n"
            ),
            result.stdout)
        XCTAssertFalse(result.stderr.contains("parameter name"), result.stderr)
        XCTAssertEqual(runner.run("generate").status, 0)
        let router = try XCTUnwrap(
            runner.files["Sources/App/Modules/Basket/BasketRouter.swift"])
        XCTAssert(
            router.contains(
                "    func openCheckout(_: String, _: Int)\n    func openCheckout(_ basketID: String)\n"
            ), router)
    }

    /// A module whose interactor is named after its use case keeps those names
    /// (written outright under `naming:`), the output paired with its input;
    /// Generamba's `viewIsReady()` is an event.
    func testAUseCaseInteractor_keepsItsNames_andViewIsReadyIsAnEvent() throws {
        let runner = CommandRunner(files: [
            "Legacy/AddNote/View/AddNoteViewOutput.swift": """
            protocol AddNoteViewOutput {
                func viewIsReady()
                func didTapSave(text: String)
            }
            protocol AddNoteViewInput: AnyObject { func showSaved() }
            """,
            "Legacy/AddNote/Interactor/SaveNote.swift": """
            protocol LoadDraftInteractorOutput: AnyObject { func didLoad(draft: String) }
            protocol SaveNoteInteractorInput { func execute(text: String) }
            protocol SaveNoteInteractorOutput: AnyObject { func didSave() }
            final class SaveNoteInteractor: SaveNoteInteractorInput {
                weak var output: SaveNoteInteractorOutput?
                func execute(text: String) {}
            }
            """,
            "Legacy/AddNote/Presenter/AddNotePresenter.swift": """
            final class AddNotePresenter: AddNoteViewOutput, SaveNoteInteractorOutput {
                weak var view: AddNoteViewInput?
                var interactor: SaveNoteInteractorInput!
                func viewIsReady() {}
                func didTapSave(text: String) {}
                func didSave() {}
            }
            """,
        ])
        let result = runner.run("adopt", "Legacy/AddNote", "--fit")
        XCTAssertEqual(result.status, 0, result.stderr)
        let spec = try XCTUnwrap(runner.files["Specs/AddNote.viper.yml"])
        for expected in [
            """
            naming:
              view: '{Module}ViewInput'
              interactorInput: 'SaveNoteInteractorInput'
              interactorOutput: 'SaveNoteInteractorOutput'
              interactor: 'SaveNoteInteractor'
            """,
            "events:\n  viewIsReady:\n  didTapSave:\n",
        ] {
            XCTAssert(spec.contains(expected), "missing \(expected) in\n\(spec)")
        }
        // A protocol of no role is the module's own: declared under `protocols:`.
        XCTAssert(
            spec.contains(
                """
                protocols:
                  LoadDraftInteractorOutput:
                    inherits: [AnyObject]
                    methods:
                      didLoad:
                        draft: String
                """), spec)
        XCTAssert(
            result.stdout.contains("fit AddNote protocols 5 5 methods 6 6 "), result.stdout)
        XCTAssertFalse(result.stderr.contains("keeps no name"), result.stderr)
        XCTAssertEqual(runner.run("generate").status, 0)
        let interactor = try XCTUnwrap(
            runner.files["Sources/App/Modules/AddNote/AddNoteInteractor.swift"])
        XCTAssert(interactor.contains("protocol SaveNoteInteractorInput: AnyObject {"), interactor)
        XCTAssert(interactor.contains("final class SaveNoteInteractor: "), interactor)
    }

    /// Protocols of no role (a service, a cell's presenter, a delegate) and the
    /// assembly's protocol are declared under `protocols:`, with their
    /// properties, isolation and what they refine; what a declared protocol
    /// can't say is a note, and the generated code reproduces them.
    func testTheModulesOwnProtocols_andTheAssemblysProtocol_areDeclared() throws {
        var files = Self.viperModule
        files["Legacy/Basket/Assembly/IBasketAssembly.swift"] = """
            import UIKit

            protocol IBasketAssembly {
                func build(priceFormatter: PriceFormatting, basketService: BasketServicing) -> UIViewController
            }
            """
        files["Legacy/Basket/Services/BasketServicing.swift"] = """
            protocol BasketServicing: Sendable {
                func loadItems(completion: @escaping ([BasketItem]) -> Void)
                func remove(_ id: String) async throws -> Bool
            }
            @MainActor protocol BasketCellPresenter: class {
                var title: String { get }
                var cell: BasketCell? { get set }
                func startLoading()
            }
            @objc protocol BasketCell: NSObjectProtocol {}
            """
        let runner = CommandRunner(files: files)
        let result = runner.run("adopt", "Legacy/Basket", "--fit")
        XCTAssertEqual(result.status, 0, result.stderr)
        let spec = try XCTUnwrap(runner.files["Specs/Basket.viper.yml"])
        XCTAssert(
            spec.hasSuffix(
                """
                protocols:
                  IBasketAssembly:
                    methods:
                      build -> UIViewController:
                        priceFormatter: PriceFormatting
                        basketService: BasketServicing
                  BasketServicing:
                    methods:
                      loadItems:
                        completion: '@escaping ([BasketItem]) -> Void'
                      remove async throws -> Bool:
                        _ id: String
                  BasketCellPresenter:
                    inherits: [AnyObject]
                    mainActor: true
                    properties:
                      title: String
                      cell:
                        type: BasketCell?
                        settable: true
                    methods:
                      startLoading:
                  BasketCell:
                    inherits: [NSObjectProtocol]

                """), spec)
        for expected in [
            "IBasketAssembly.swift:3:1: note: 'IBasketAssembly' is declared under `protocols:` for its callers, and the generated `BasketAssembly` builds the module",
            "BasketServicing.swift:1:1: note: 'BasketServicing' refines 'Sendable': left out",
            "BasketServicing.swift:10:1: note: '@objc' on 'BasketCell' is left out",
        ] {
            XCTAssert(result.stderr.contains(expected), "missing \(expected) in\n\(result.stderr)")
        }
        XCTAssert(
            result.stdout.contains("fit Basket protocols 10 10 methods 14 15 "), result.stdout)
        XCTAssertEqual(runner.run("generate").status, 0)
        XCTAssertEqual(runner.run("check").status, 0)
        let declared = try XCTUnwrap(
            runner.files["Sources/App/Modules/Basket/BasketProtocols.swift"])
        XCTAssert(declared.contains("protocol BasketCell: NSObjectProtocol {"), declared)
        let mocks = try XCTUnwrap(runner.files["Tests/AppTests/Modules/Basket/BasketMocks.swift"])
        XCTAssert(
            mocks.contains("final class BasketCellSpy: NSObject, @MainActor BasketCell {"), mocks)
    }

    /// What a declared protocol can't say is a note, never dropped silently; a
    /// view controller's init that also takes UIKit's `nibName:bundle:` still
    /// gives its own parameters.
    func testWhatADeclaredProtocolCantSay_isANote() throws {
        var files = Self.viperModule
        files["Legacy/Basket/Services/Store.swift"] = """
            protocol Store {
                associatedtype Item
                func save(_ item: Item)
            }
            protocol Clock {
                var now: Date { get async throws }
                var zone: String { get }
                @discardableResult mutating func tick() -> Int
            }
            """
        files["Legacy/Basket/View/BasketViewController.swift"] = """
            import UIKit
            final class BasketViewController: UIViewController, BasketViewInput {
                var output: BasketViewOutput?
                init(layout: BasketLayout, nibName: String?, bundle: Bundle?) {
                    super.init(nibName: nibName, bundle: bundle)
                }
            }
            """
        let runner = CommandRunner(files: files)
        let result = runner.run("adopt", "Legacy/Basket", "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        for expected in [
            "Store.swift:1:1: note: protocol 'Store' is left out: it has an associated type ('Item')",
            "Store.swift:6:5: note: property 'now' is left out: a declared property is '{ get }' or '{ get set }', with no effects",
            "Store.swift:8:5: note: '@discardableResult mutating' on 'func tick() -> Int' is left out: a declared method has none",
        ] {
            XCTAssert(result.stderr.contains(expected), "missing \(expected) in\n\(result.stderr)")
        }
        XCTAssert(
            result.stdout.contains(
                """
                  Clock:
                    properties:
                      zone: String
                    methods:
                      tick -> Int:
                """), result.stdout)
        XCTAssert(result.stdout.contains("  view:\n    layout: BasketLayout\n"), result.stdout)
    }

    /// Hostile names in `protocols:` and in adopted Swift never reach a file:
    /// a bidirectional control in a declared protocol's name is an error with
    /// nothing written, and a backticked import or protocol name with a space
    /// or a control character is a note, shown escaped.
    func testHostileProtocolAndImportNames_areRefusedOrNoted_neverWritten() throws {
        let runner = CommandRunner(files: [
            "Specs/Evil.viper.yml": "module: Evil\nprotocols:\n  \"Evil\\u202EService\":\n"
        ])
        let before = runner.files
        let generate = runner.run("generate")
        XCTAssertEqual(generate.status, 2, generate.stderr)
        XCTAssert(generate.stderr.contains("is not a valid protocol name"), generate.stderr)
        XCTAssertFalse(generate.stderr.contains("\u{202E}"), generate.stderr)
        XCTAssertEqual(runner.files, before)

        let adopting = CommandRunner(files: [
            "Legacy/Pad/PadPresenter.swift": """
            import `Bad Kit`
            import UIKit
            final class PadPresenter {}
            protocol `Pad\u{202E}Cell` { func show() }
            """
        ])
        let result = adopting.run("adopt", "Legacy/Pad", "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("imports: [UIKit]\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Bad Kit"), result.stdout)
        XCTAssertFalse(result.stdout.contains("\u{202E}"), result.stdout)
        XCTAssertFalse(result.stderr.contains("\u{202E}"), result.stderr)
        XCTAssert(result.stderr.contains("the import of 'Bad Kit' is left out"), result.stderr)
        XCTAssert(result.stderr.contains("protocol 'Pad\\u{202E}Cell' is left out"), result.stderr)
    }

    /// An assembly protocol named like the generated assembly stays replaced by it.
    func testAnAssemblyProtocolNamedLikeTheGeneratedAssembly_isReplacedByIt() throws {
        let runner = CommandRunner(files: [
            "Legacy/Pad/PadPresenter.swift": "final class PadPresenter {}\n",
            "Legacy/Pad/PadAssembly.swift": """
            protocol PadAssembly { func module() -> PadPresenter }
            """,
        ])
        let result = runner.run("adopt", "Legacy/Pad", "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("protocols:"), result.stdout)
        XCTAssert(
            result.stderr.contains(
                "PadAssembly.swift:1:1: note: 'PadAssembly' is replaced by the generated assembly (`PadAssembly`)"
            ), result.stderr)
    }

    /// A view protocol named like its view controller, behind an `I`
    /// (`IWalletViewController`), is the module's view.
    func testAViewProtocolEndingInViewController_isTheView() throws {
        let runner = CommandRunner(files: [
            "Legacy/Wallet/IWalletViewController.swift": """
            protocol IWalletViewController: AnyObject {
                func reloadList()
                func showEmptyState(message: String)
            }
            protocol IWalletPresenter { func viewDidLoad() }
            """,
            "Legacy/Wallet/WalletPresenter.swift": """
            final class WalletPresenter: IWalletPresenter {
                weak var view: IWalletViewController?
                func viewDidLoad() {}
            }
            final class WalletViewController: UIViewController, IWalletViewController {
                var presenter: IWalletPresenter?
                func reloadList() {}
                func showEmptyState(message: String) {}
            }
            """,
        ])
        let result = runner.run("adopt", "Legacy/Wallet", "--fit")
        XCTAssertEqual(result.status, 0, result.stderr)
        let spec = try XCTUnwrap(runner.files["Specs/Wallet.viper.yml"])
        XCTAssert(spec.contains("  view: 'I{Module}ViewController'\n"), spec)
        XCTAssert(spec.contains("view:\n  reloadList:\n  showEmptyState:\n"), spec)
        XCTAssert(result.stdout.contains("fit Wallet protocols 2 2 methods 3 3 "), result.stdout)
        XCTAssertEqual(runner.run("generate").status, 0)
    }

    /// Links and special files in a module folder (in process; the binary's
    /// confined reads are proved for every input kind by `OutsideReadTests`):
    /// a linked Swift file is skipped with a warning and its target never
    /// read, a FIFO is refused without reading it, a linked folder is no folder,
    /// and a spec path that is a link is never written through.
    func testLinksAndFIFOs_areSkippedOrRefused_andNothingOutsideIsShown() {
        var files = Self.viperModule
        files["../outside/Secret.swift"] = "protocol SecretViewInput { func leakedSecret() }\n"
        let runner = CommandRunner(files: files)
        XCTAssertNotNil(
            runner.fileSystem.files["/outside/Secret.swift"], "the link's target exists")
        runner.fileSystem.addSymbolicLink(
            at: "/project/Legacy/Basket/View/Secret.swift", to: "/outside/Secret.swift")
        let linked = runner.run("adopt", "Legacy/Basket", "--dry-run")
        XCTAssertEqual(linked.status, 0, linked.stderr)
        XCTAssert(linked.stderr.contains("warning:"), linked.stderr)
        XCTAssert(linked.stderr.contains("Secret.swift"), linked.stderr)
        XCTAssertFalse((linked.stdout + linked.stderr).contains("leakedSecret"), linked.stdout)

        runner.fileSystem.addSpecialFile(at: "/project/Legacy/Basket/View/Pipe.swift")
        let fifo = runner.run("adopt", "Legacy/Basket")
        XCTAssertEqual(fifo.status, 2, fifo.stderr)
        XCTAssert(fifo.stderr.contains("Pipe.swift"), fifo.stderr)
        XCTAssertNil(runner.files["Specs/Basket.viper.yml"])

        runner.fileSystem.addSymbolicLink(at: "/project/Legacy/Elsewhere", to: "/outside")
        let folder = runner.run("adopt", "Legacy/Elsewhere")
        XCTAssertEqual(folder.status, 2, folder.stderr)
        XCTAssert(
            folder.stderr.contains("error: 'Legacy/Elsewhere' is not a folder"), folder.stderr)

        let clean = CommandRunner(files: Self.viperModule)
        clean.fileSystem.addSymbolicLink(
            at: "/project/Specs/Basket.viper.yml", to: "/outside/Spec.yml")
        let spec = clean.run("adopt", "Legacy/Basket", "--force")
        XCTAssertEqual(spec.status, 2, spec.stderr)
        XCTAssertNil(clean.fileSystem.files["/outside/Spec.yml"])
    }
}
