import Foundation
import UIKit

/// A UIKit view controller that manages a SwiftUI view.
/// Apple: https://developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController
where Content: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    @MainActor @preconcurrency public var rootView: Content

    /// Apple: https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    @MainActor @preconcurrency public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
    @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    /// SwiftUI's implementation throws an exception; the stand-in fails instead.
    /// Apple: https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
    @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) {
        return nil
    }
}
