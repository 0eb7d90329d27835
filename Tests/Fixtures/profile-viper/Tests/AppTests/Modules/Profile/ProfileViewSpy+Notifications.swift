// Hand-written by the project: what the generated view spy can't know, the
// requirement of an inherited protocol that has no default.

@testable import App

extension ProfileViewSpy {
    func showNotification(_ text: String) {}
}
