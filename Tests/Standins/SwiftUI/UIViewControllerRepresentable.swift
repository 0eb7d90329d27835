import Foundation
import UIKit

/// A view that shows a UIKit view controller. In SwiftUI the system adds the
/// controller as a child of the hosting controller and shows its view; the
/// stand-in renders nothing and never calls the requirements.
/// Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable (page not read; its makeUIViewController(context:), updateUIViewController(_:context:) and Context pages read)
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Self.Body == Never {
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype (page not read; the type makeUIViewController(context:) returns)
    associatedtype UIViewControllerType: UIViewController

    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
        -> Self.UIViewControllerType

    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType,
        context: Self.Context)
}

/// SwiftUI shows the controller's view itself; a representable has no body.
extension UIViewControllerRepresentable {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o (page not read for representables; their Body is Never)
    public var body: Never {
        preconditionFailure("a representable has no body: the SwiftUI stand-in renders nothing")
    }
}

/// What SwiftUI tells a representable when it makes or updates its controller.
/// Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {}
