// Code generated from the viper-gen runtime by viper-gen. DO NOT EDIT.

import Foundation

/// What presenters and routers navigate with: a module's view controller,
/// seen only through the transitions the traits need, so no UIKit reaches the
/// presentation layer.
@MainActor
protocol TransitionHandler: AnyObject {
  /// Shows `destination` over this module.
  func present(_ destination: any TransitionHandler, animated: Bool, completion: (() -> Void)?)
  /// Shows `destination` full screen; the user cannot swipe it away.
  func presentModally(_ destination: any TransitionHandler, animated: Bool)
  /// Shows `destination` over this module as `options` say, then calls `completion`.
  func present(
    _ destination: any TransitionHandler,
    options: PresentationOptions,
    completion: (() -> Void)?
  )
  /// Dismisses this module, or what it presents.
  func dismiss(animated: Bool, completion: (() -> Void)?)
  /// Closes this module the way it was shown: pops it when it was pushed
  /// onto a navigation stack (not as its first screen), dismisses it otherwise.
  func close(animated: Bool, completion: (() -> Void)?)
  /// Pushes `destination` onto this module's navigation stack.
  func push(_ destination: any TransitionHandler, animated: Bool)
  /// Pushes `destination`, animated by `animator` instead of UIKit's slide.
  func push(_ destination: any TransitionHandler, animator: any Animator, animated: Bool)
  /// Pops this module off its navigation stack.
  func pop(animated: Bool)
  /// Pops this module off its navigation stack, animated by `animator`.
  func pop(animator: any Animator, animated: Bool)
  /// Pops back to the first module of the navigation stack.
  func popToRoot(animated: Bool)
  /// Shows an alert with `actions` as its buttons, in order; each dismisses it,
  /// then runs its handler.
  func showAlert(title: String?, message: String?, actions: [AlertAction])
  /// Shows the share sheet for `items` (text, URLs, images: anything the
  /// sheet accepts). On iPad it is a popover anchored on `anchor`, a view or
  /// a bar button item, or on the middle of this module's view when `anchor`
  /// is `nil` or neither.
  func share(_ items: [Any], from anchor: AnyObject?)
}

/// How a presented module covers the one under it: UIKit's modal presentation styles.
enum PresentationStyle: Sendable {
  case automatic
  case pageSheet
  case formSheet
  case overFullScreen
  case overCurrentContext
}

/// How `present(_:options:completion:)` shows a destination.
struct PresentationOptions: Equatable, Sendable {
  /// How it covers the source; a modal destination is full screen whatever this says.
  var style: PresentationStyle
  /// Full screen, and the user cannot swipe it away.
  var isModal: Bool
  /// Inside a navigation controller of its own, so it can push further screens.
  var inNavigation: Bool
  var animated: Bool

  init(
    style: PresentationStyle = .automatic, isModal: Bool = false, inNavigation: Bool = false,
    animated: Bool = true
  ) {
    self.style = style
    self.isModal = isModal
    self.inNavigation = inNavigation
    self.animated = animated
  }
}

/// One button of an alert: its title (the app localises it), its style, and
/// what it does once the alert is dismissed.
struct AlertAction: Sendable {
  enum Style: Sendable {
    case `default`
    case cancel
    case destructive
  }

  var title: String
  var style: Style
  var handler: (@MainActor @Sendable () -> Void)?

  init(
    title: String, style: Style = .default, handler: (@MainActor @Sendable () -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// Opens URLs outside the app. In an app, `UIApplication.shared` is one; in an
/// app extension, where it is not available, an `ExtensionContextURLOpener`.
@MainActor
protocol URLOpener: AnyObject {
  /// Asks the system to open `url` (another app, the browser, a settings page).
  func open(_ url: URL)
}

#if canImport(UIKit)
  import UIKit

  /// Every view controller can navigate for a module.
  extension UIViewController: TransitionHandler {}

  /// The navigation, written once for view controllers. Members of the
  /// protocol, not of `UIViewController`: an app's view controller with a
  /// method of the same name (`pop(animated:)`, `share(_:)`) still compiles.
  extension TransitionHandler where Self: UIViewController {
    func present(
      _ destination: any TransitionHandler, animated: Bool, completion: (() -> Void)?
    ) {
      guard let controller = Self.viewController(destination, for: "present") else { return }
      present(controller, animated: animated, completion: completion)
    }

    func presentModally(_ destination: any TransitionHandler, animated: Bool) {
      guard let controller = Self.viewController(destination, for: "modal") else { return }
      controller.modalPresentationStyle = .fullScreen
      controller.isModalInPresentation = true
      present(controller, animated: animated, completion: nil)
    }

    func present(
      _ destination: any TransitionHandler,
      options: PresentationOptions,
      completion: (() -> Void)?
    ) {
      let transition = options.isModal ? "modal" : "present"
      guard let controller = Self.viewController(destination, for: transition) else { return }
      var shown = controller
      if options.inNavigation {
        shown = UINavigationController(rootViewController: controller)
      }
      if options.isModal {
        shown.modalPresentationStyle = .fullScreen
        shown.isModalInPresentation = true
      } else {
        shown.modalPresentationStyle = options.style.modalPresentationStyle
      }
      present(shown, animated: options.animated, completion: completion)
    }

    func push(_ destination: any TransitionHandler, animated: Bool) {
      guard let controller = Self.viewController(destination, for: "push") else { return }
      navigationController(for: "push")?.pushViewController(controller, animated: animated)
    }

    func push(
      _ destination: any TransitionHandler, animator: any Animator, animated: Bool
    ) {
      guard let controller = Self.viewController(destination, for: "push"),
        let navigationController = navigationController(for: "push")
      else { return }
      NavigationAnimation.run(animator, on: navigationController) { navigation in
        navigation.pushViewController(controller, animated: animated)
      }
    }

    func pop(animated: Bool) {
      _ = navigationController(for: "pop")?.popViewController(animated: animated)
    }

    func pop(animator: any Animator, animated: Bool) {
      // A root screen is not popped, so no screen would show to hand the
      // delegate back: leave it alone.
      guard let navigationController = navigationController(for: "pop"),
        navigationController.viewControllers.count > 1
      else { return }
      NavigationAnimation.run(animator, on: navigationController) { navigation in
        _ = navigation.popViewController(animated: animated)
      }
    }

    func close(animated: Bool, completion: (() -> Void)?) {
      let stack = navigationController?.viewControllers ?? []
      guard let navigationController, stack.first !== self else {
        dismiss(animated: animated, completion: completion)
        return
      }
      // UIKit's pop takes no completion: it is called once the pop has begun.
      _ = navigationController.popViewController(animated: animated)
      completion?()
    }

    func popToRoot(animated: Bool) {
      _ = navigationController(for: "popToRoot")?.popToRootViewController(animated: animated)
    }

    func showAlert(title: String?, message: String?, actions: [AlertAction]) {
      let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
      for action in actions {
        let handler = action.handler
        let style = action.style.alertActionStyle
        let button = UIAlertAction(title: action.title, style: style) { _ in handler?() }
        alert.addAction(button)
      }
      present(alert, animated: true, completion: nil)
    }

    func share(_ items: [Any], from anchor: AnyObject?) {
      let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
      // On iPad the sheet is a popover: without a source UIKit raises an exception.
      if let popover = sheet.popoverPresentationController {
        if let item = anchor as? UIBarButtonItem {
          if #available(iOS 16.0, *) {
            popover.sourceItem = item
          } else {
            popover.barButtonItem = item
          }
        } else if let source = anchor as? UIView {
          popover.sourceView = source
          popover.sourceRect = source.bounds
        } else {
          popover.sourceView = view
          popover.sourceRect = CGRect(
            x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        }
      }
      present(sheet, animated: true, completion: nil)
    }

    /// The navigation controller this screen is in, or `nil` after a debug
    /// assertion: pushing and popping need one.
    private func navigationController(for transition: String) -> UINavigationController? {
      guard let navigationController else {
        assertionFailure("\(transition): \(type(of: self)) is in no navigation controller")
        return nil
      }
      return navigationController
    }

    /// `destination` as a view controller, or `nil` after a debug assertion:
    /// a module navigates only to screens UIKit can show.
    private static func viewController(
      _ destination: any TransitionHandler, for transition: String
    ) -> UIViewController? {
      guard let controller = destination as? UIViewController else {
        assertionFailure("\(transition): \(type(of: destination)) is no UIViewController")
        return nil
      }
      return controller
    }
  }

  extension PresentationStyle {
    /// The UIKit style it stands for.
    var modalPresentationStyle: UIModalPresentationStyle {
      switch self {
      case .automatic: .automatic
      case .pageSheet: .pageSheet
      case .formSheet: .formSheet
      case .overFullScreen: .overFullScreen
      case .overCurrentContext: .overCurrentContext
      }
    }
  }

  extension AlertAction.Style {
    /// The UIKit style it stands for.
    var alertActionStyle: UIAlertAction.Style {
      switch self {
      case .default: .default
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }

  /// The app's opener. Not in app extensions, where UIKit forbids
  /// `UIApplication`'s `open`: they use `ExtensionContextURLOpener`.
  @available(iOSApplicationExtension, unavailable)
  extension UIApplication: URLOpener {
    func open(_ url: URL) {
      open(url, options: [:], completionHandler: nil)
    }
  }

  /// An opener that is safe in app extensions: it asks the extension's context
  /// (its view controller's `extensionContext`) to open each URL. Which URLs
  /// that opens is up to the extension point (a widget may open its app).
  final class ExtensionContextURLOpener: URLOpener {
    private let context: NSExtensionContext

    init(context: NSExtensionContext) {
      self.context = context
    }

    func open(_ url: URL) {
      context.open(url, completionHandler: nil)
    }
  }
#endif
