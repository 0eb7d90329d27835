// UIKit stand-in for compiling generated code on Linux. Test-only: it declares
// the UIKit API that viper-gen's templates use, with Apple's signatures, and
// nothing else. Each declaration cites the Apple page it mirrors; the list is
// in docs/stubbed-api.md.

import Foundation

/// An object that responds to events; the superclass of views and view
/// controllers. Declared without members: generated code only inherits from it.
/// Apple: https://developer.apple.com/documentation/uikit/uiresponder (page not read; superclass named by the UIViewController page)
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {}
