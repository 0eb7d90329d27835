import Foundation

/// The superclass of items on a bar.
/// Apple: https://developer.apple.com/documentation/uikit/uibaritem
@available(iOS 2.0, *)
@MainActor open class UIBarItem: NSObject {}

/// A button on a toolbar, navigation bar or shortcuts bar. Created with
/// `UIBarButtonItem()` (its other initializers are not declared).
/// Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem
@available(iOS 2.0, *)
@MainActor open class UIBarButtonItem: UIBarItem {}

/// A bar button item can anchor a popover (per Microsoft's binding of the
/// conformance; Apple's page lists the conforming types).
/// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
@available(iOS 16.0, *)
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
