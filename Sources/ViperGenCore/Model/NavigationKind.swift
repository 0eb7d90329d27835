/// How a module's screen navigates: `navigation: uikit | swiftui`.
public enum NavigationKind: String, Equatable, Sendable, CaseIterable {
    /// Through its view controller (a `UIHostingController` for a SwiftUI
    /// screen): `makeModule` returns a `UIViewController`.
    case uikit
    /// Through SwiftUI's `NavigationStack`, sheets and full-screen covers:
    /// `makeModule` returns the module's `ScreenNavigator` and `makeView` a
    /// `View`. Only for `ui: swiftui`, from iOS 16.
    case swiftui

    /// The spec key.
    static let key = "navigation"

    /// `NavigationStack`, which SwiftUI navigation pushes with, is iOS 16.0+.
    public static let oldestPlatform = DeploymentTarget(major: 16, minor: 0)
}
