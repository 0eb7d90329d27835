import Foundation

/// A controller that shows an alert or an action sheet.
/// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller
@available(iOS 8.0, *)
@MainActor open class UIAlertController: UIViewController {
    /// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller/message (page not read; listed with the class's members)
    open var message: String?

    /// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle (page not read; read-only per the class's members)
    open private(set) var preferredStyle: UIAlertController.Style = .alert

    /// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller/actions (page not read; listed with the class's members)
    open private(set) var actions: [UIAlertAction] = []

    /// The stand-in keeps `title` only for its own tests: UIViewController.title is not declared.
    internal private(set) var standInTitle: String?

    /// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(
        title: String?, message: String?, preferredStyle: UIAlertController.Style
    ) {
        self.init(nibName: nil, bundle: nil)
        standInTitle = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }
}

extension UIAlertController {
    /// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
        /// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
        case actionSheet = 0
        /// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller/style/alert
        case alert = 1
    }
}

/// A button of an alert: a title, a style and a handler.
/// Apple: https://developer.apple.com/documentation/uikit/uialertaction
@available(iOS 8.0, *)
@MainActor open class UIAlertAction: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uialertaction/title
    open private(set) var title: String?

    /// Apple: https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
    open private(set) var style: UIAlertAction.Style = .default

    /// Apple: https://developer.apple.com/documentation/uikit/uialertaction/isenabled
    open var isEnabled = true

    /// The handler, for the stand-in's own tests (UIKit does not expose it).
    internal private(set) var standInHandler: ((UIAlertAction) -> Void)?

    /// Apple: https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public convenience init(
        title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
        self.init()
        self.title = title
        self.style = style
        standInHandler = handler
    }
}

extension UIAlertAction {
    /// Apple: https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    public enum Style: Int, Sendable {
        /// Apple: https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
        case `default` = 0
        /// Apple: https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel
        case cancel = 1
        /// Apple: https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
        case destructive = 2
    }
}
