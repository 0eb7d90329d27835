import ViperGenCore
import XCTest

/// `viper-gen adopt` keeps a weak delegate or output as a weak dependency, and
/// a closure the class's init takes as a function-typed one (issue 34).
final class AdoptDependencyStrengthTests: XCTestCase {
    /// A checkout module in the style of a VIPER codebase that injects its
    /// delegates and callbacks (our own).
    static let checkoutModule: [String: String] = [
        "Legacy/Checkout/CheckoutProtocols.swift": """
        import UIKit

        protocol CheckoutViewInput: AnyObject {
            func show(total: String)
        }
        protocol CheckoutViewOutput {
            func viewDidLoad()
            func didTapPay()
        }
        protocol CheckoutInteractorInput {
            func loadTotal()
        }
        protocol CheckoutInteractorOutput: AnyObject {
            func didLoad(total: String)
        }
        protocol CheckoutRouterInput {
            func close()
        }
        protocol CheckoutPaymentOutput: AnyObject {
            func checkoutDidPay()
        }
        protocol ReceiptScannerDelegate: AnyObject {
            func didScan(code: String)
        }
        """,
        "Legacy/Checkout/CheckoutPresenter.swift": """
        final class CheckoutPresenter: CheckoutViewOutput, CheckoutInteractorOutput {
            weak var view: CheckoutViewInput?
            private let interactor: CheckoutInteractorInput
            private let router: CheckoutRouterInput
            private weak var paymentOutput: CheckoutPaymentOutput?
            private let onPick: (Int) -> Void
            var onClose: (() -> Void)?

            init(
                interactor: CheckoutInteractorInput,
                router: CheckoutRouterInput,
                paymentOutput: CheckoutPaymentOutput?,
                onPick: @escaping (Int) -> Void
            ) {
                self.interactor = interactor
                self.router = router
                self.paymentOutput = paymentOutput
                self.onPick = onPick
            }

            func viewDidLoad() { interactor.loadTotal() }
            func didTapPay() { paymentOutput?.checkoutDidPay() }
            func didLoad(total: String) { view?.show(total: total) }
        }
        """,
        "Legacy/Checkout/CheckoutInteractor.swift": """
        final class CheckoutInteractor: CheckoutInteractorInput {
            weak var output: CheckoutInteractorOutput?
            func loadTotal() {}
        }
        """,
        "Legacy/Checkout/CheckoutRouter.swift": """
        final class CheckoutRouter: CheckoutRouterInput {
            weak var transitionHandler: UIViewController?
            weak var scannerDelegate: (any ReceiptScannerDelegate)?
            func close() {}
        }
        """,
        "Legacy/Checkout/CheckoutAssembly.swift": """
        final class CheckoutAssembly {
            func build(
                paymentOutput: CheckoutPaymentOutput?,
                scannerDelegate: ReceiptScannerDelegate?,
                onPick: @escaping (Int) -> Void
            ) -> UIViewController {
                let view = CheckoutViewController()
                let interactor = CheckoutInteractor()
                let router = CheckoutRouter()
                router.transitionHandler = view
                router.scannerDelegate = scannerDelegate
                let presenter = CheckoutPresenter(
                    interactor: interactor, router: router,
                    paymentOutput: paymentOutput, onPick: onPick)
                presenter.view = view
                interactor.output = presenter
                view.output = presenter
                return view
            }
        }
        """,
        "Legacy/Checkout/CheckoutViewController.swift": """
        final class CheckoutViewController: UIViewController, CheckoutViewInput {
            var output: CheckoutViewOutput?
            func show(total: String) {}
        }
        """,
    ]

    func testWeakPropertiesAndAnInjectedClosure_areDependencies() {
        let runner = CommandRunner(files: Self.checkoutModule)
        let result = runner.run("adopt", "Legacy/Checkout", "--dry-run", "--fit")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(
            result.stdout.contains(
                """
                dependencies:
                  presenter:
                    paymentOutput:
                      type: CheckoutPaymentOutput
                      weak: true
                    onPick: (Int) -> Void
                  router:
                    scannerDelegate:
                      type: any ReceiptScannerDelegate
                      weak: true

                """), result.stdout)
        XCTAssert(result.stdout.contains("connections 9 9\n"), result.stdout)
        XCTAssert(
            result.stderr.contains(
                "CheckoutPresenter.swift:7:5: note: 'onClose' is left out: a closure its init does not take is not a dependency"
            ), result.stderr)
        XCTAssertFalse(result.stderr.contains("'paymentOutput' is left out"), result.stderr)
    }

    /// The adopted spec generates, and the generated module checks clean.
    func testTheAdoptedSpec_generates() {
        let runner = CommandRunner(files: Self.checkoutModule)
        XCTAssertEqual(runner.run("adopt", "Legacy/Checkout").status, 0)
        let generated = runner.run("generate")
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertEqual(runner.run("check").status, 0)
    }

    /// A screen built with values of its own: they become `dependencies: view:`.
    static let receiptModule: [String: String] = [
        "Legacy/Receipt/ReceiptProtocols.swift": """
        import UIKit

        protocol IReceiptViewInput: AnyObject {
            func show(lines: [String])
        }
        protocol IReceiptViewOutput {
            func viewDidLoad()
        }
        protocol ReceiptShareDelegate: AnyObject {
            func share(receipt: String)
        }
        """,
        "Legacy/Receipt/ReceiptPresenter.swift": """
        final class ReceiptPresenter: IReceiptViewOutput {
            weak var view: IReceiptViewInput?
            func viewDidLoad() { view?.show(lines: []) }
        }
        """,
        "Legacy/Receipt/ReceiptViewController.swift": """
        final class ReceiptViewController: UIViewController, IReceiptViewInput {
            private let presenter: IReceiptViewOutput
            private let style: ReceiptStyle
            private weak var shareDelegate: ReceiptShareDelegate?
            private let onDone: () -> Void

            init(
                presenter: IReceiptViewOutput,
                style: ReceiptStyle,
                shareDelegate: ReceiptShareDelegate?,
                onDone: @escaping () -> Void
            ) {
                self.presenter = presenter
                self.style = style
                self.shareDelegate = shareDelegate
                self.onDone = onDone
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            func show(lines: [String]) {}
        }
        """,
        "Legacy/Receipt/ReceiptAssembly.swift": """
        enum ReceiptAssembly {
            static func build(
                style: ReceiptStyle, shareDelegate: ReceiptShareDelegate?,
                onDone: @escaping () -> Void
            ) -> UIViewController {
                let presenter = ReceiptPresenter()
                let view = ReceiptViewController(
                    presenter: presenter, style: style, shareDelegate: shareDelegate,
                    onDone: onDone)
                presenter.view = view
                return view
            }
        }
        """,
    ]

    func testAViewControllersInitParameters_areViewDependencies() {
        let runner = CommandRunner(files: Self.receiptModule)
        let result = runner.run("adopt", "Legacy/Receipt", "--dry-run", "--fit")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(
            result.stdout.contains(
                """
                dependencies:
                  view:
                    style: ReceiptStyle
                    shareDelegate:
                      type: ReceiptShareDelegate
                      weak: true
                    onDone: () -> Void

                """), result.stdout)
        XCTAssert(result.stdout.contains("connections 5 5\n"), result.stdout)
        XCTAssertEqual(runner.run("adopt", "Legacy/Receipt").status, 0)
        XCTAssertEqual(runner.run("generate").status, 0)
        XCTAssertEqual(runner.run("check").status, 0)
    }

    /// A parameter named like a UIViewController property would be declared twice: a note.
    func testAViewInitParameterNamedLikeAUIKitProperty_isANote() {
        var files = Self.receiptModule
        files["Legacy/Receipt/ReceiptViewController.swift"] = """
            final class ReceiptViewController: UIViewController, IReceiptViewInput {
                private let heading: String

                init(title: String, heading: String) {
                    self.heading = heading
                    super.init(nibName: nil, bundle: nil)
                    self.title = title
                }

                required init?(coder: NSCoder) { nil }

                func show(lines: [String]) {}
            }
            """
        let result = CommandRunner(files: files).run("adopt", "Legacy/Receipt", "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(
            result.stdout.contains(
                """
                dependencies:
                  view:
                    heading: String

                """), result.stdout)
        XCTAssert(
            result.stderr.contains(
                "ReceiptViewController.swift:4:5: note: 'title' is left out: a view dependency can't be named like a property of UIViewController"
            ), result.stderr)
    }
}
