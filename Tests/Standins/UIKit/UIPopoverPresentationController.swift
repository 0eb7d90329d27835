import Foundation

/// Manages a popover. UIKit creates it; read it from the presented
/// controller's `popoverPresentationController`. (UIKit's superclass,
/// UIPresentationController, is not declared: nothing viper-gen writes uses it.)
/// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@available(iOS 8.0, *)
@MainActor open class UIPopoverPresentationController: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
    open var sourceView: UIView?

    /// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
    open var sourceRect: CGRect = .null

    /// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem
    @available(iOS 16.0, *)
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        get { storedSourceItem }
        set { storedSourceItem = newValue }
    }

    private var storedSourceItem: (any UIPopoverPresentationControllerSourceItem)?

    /// Deprecated in favour of `sourceItem` (Apple lists it until iOS 27).
    /// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem
    open var barButtonItem: UIBarButtonItem?

    /// Whether the popover has the anchor UIKit requires before presenting it.
    internal var hasAnchor: Bool {
        sourceView != nil || storedSourceItem != nil || barButtonItem != nil
    }
}

/// A type that can anchor a popover.
/// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
@available(iOS 16.0, *)
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}
