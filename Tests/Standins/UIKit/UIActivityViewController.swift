import Foundation

/// An app-specific service offered by a share sheet. Declared without members.
/// Apple: https://developer.apple.com/documentation/uikit/uiactivity
@available(iOS 6.0, *)
open class UIActivity: NSObject {}

/// The share sheet. The stand-in behaves as on iPad, where Apple requires it
/// to be presented in a popover: its style is `.popover`, so presenting it
/// without a popover source presents nothing (UIKit raises an exception).
/// Apple: https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
@available(iOS 6.0, *)
@MainActor open class UIActivityViewController: UIViewController {
    /// The items to share, for the stand-in's own tests.
    internal let standInActivityItems: [Any]

    /// Apple: https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        standInActivityItems = activityItems
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (page not read; inherited requirement)
    public required init?(coder: NSCoder) {
        standInActivityItems = []
        super.init(coder: coder)
    }
}
