/// Modal presentation styles. Raw values are UIKit's (as listed by Microsoft's
/// binding of the same enumeration); only the cases viper-gen uses are declared.
/// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
@available(iOS 3.2, *)
public enum UIModalPresentationStyle: Int, Sendable {
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
    @available(iOS 13.0, *)
    case automatic = -2
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    case pageSheet = 1
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
    case formSheet = 2
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/custom (page not read; named by the transitioningDelegate page)
    @available(iOS 7.0, *)
    case custom = 4
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen (page not read; listed by the enumeration)
    @available(iOS 8.0, *)
    case overFullScreen = 5
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext
    @available(iOS 8.0, *)
    case overCurrentContext = 6
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover (page not read; named by the popoverPresentationController page)
    @available(iOS 8.0, *)
    case popover = 7
}
