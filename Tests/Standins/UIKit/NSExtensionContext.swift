import Foundation

/// The context of an app extension. Foundation declares it on Apple's
/// platforms; swift-corelibs-foundation does not, so the UIKit stand-in does.
/// Created with `NSExtensionContext()` (UIKit hands an extension its own).
/// Apple: https://developer.apple.com/documentation/foundation/nsextensioncontext
@available(iOS 8.0, *)
open class NSExtensionContext: NSObject {
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init() (page not read; NSObject's initializer)
    public override init() {
        super.init()
    }

    /// The stand-in opens nothing and reports failure (`false`) to `completionHandler`.
    /// Apple: https://developer.apple.com/documentation/foundation/nsextensioncontext/open(_:completionhandler:)
    open func open(_ url: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
}
