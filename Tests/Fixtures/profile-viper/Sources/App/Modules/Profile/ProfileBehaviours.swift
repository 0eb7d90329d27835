// Hand-written by the project: protocols its screens share, which the Profile
// spec's view and view output refine (`inherits:`).

/// Shows and hides an activity indicator; every screen gets it for free.
@MainActor
protocol ActivityIndicatorPresenting: AnyObject {
    func showActivity(_ isActive: Bool)
}

extension ActivityIndicatorPresenting {
    func showActivity(_ isActive: Bool) {}
}

/// Shows a banner; each screen writes its own (no default).
@MainActor
protocol NotificationPresenting: AnyObject {
    func showNotification(_ text: String)
}

/// Told when the profile closes; the screen that opened it implements it and
/// keeps the profile, so the router holds it weakly.
@MainActor
protocol ProfileDelegate: AnyObject {
    func profileDidClose()
}

/// Reloads what a screen shows; a presenter gets a default.
@MainActor
protocol Refreshable: AnyObject {
    func refresh()
}

extension Refreshable {
    func refresh() {}
}

#if canImport(UIKit)
    extension ProfileViewController {
        func showNotification(_ text: String) {}
    }
#endif
