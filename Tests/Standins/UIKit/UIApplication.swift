import Foundation

/// The app object. The stand-in has one shared instance and opens no URL.
/// Apple: https://developer.apple.com/documentation/uikit/uiapplication (page not read; members' pages read)
@available(iOS 2.0, *)
@MainActor open class UIApplication: UIResponder {
    private static let instance = UIApplication()

    /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/shared
    open class var shared: UIApplication { instance }

    /// URLs passed to `open(_:options:completionHandler:)`, for the stand-in's own tests.
    internal private(set) var standInOpenedURLs: [URL] = []

    /// The stand-in cannot open anything: it records the URL and reports
    /// failure (`false`) to `completion`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
    @available(iOS 10.0, *)
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        standInOpenedURLs.append(url)
        completion?(false)
    }
}

extension UIApplication {
    /// Keys of the options dictionary of `open(_:options:completionHandler:)`. No key is declared.
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey (page not read; named by open(_:options:completionHandler:))
    @available(iOS 10.0, *)
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey/rawvalue (page not read; RawRepresentable requirement)
        public let rawValue: String

        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey/init(rawvalue:) (page not read)
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
