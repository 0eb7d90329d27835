/// Modal presentation styles. Raw values are UIKit's (as listed by Microsoft's
/// binding of the same enumeration); only the cases viper-gen uses are declared.
/// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
    case automatic = -2
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    case pageSheet = 1
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
    case formSheet = 2
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/custom (page not read; named by the transitioningDelegate page)
    case custom = 4
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen (page not read; listed by the enumeration)
    case overFullScreen = 5
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext
    case overCurrentContext = 6
    /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover (page not read; named by the popoverPresentationController page)
    case popover = 7
}
