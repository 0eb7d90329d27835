// Hand-written for viper-gen's compile tests: the Feed module's logic, as a
// team writes it. The same file is in navigation-uikit: the logic doesn't
// depend on how the module navigates.

import Foundation

extension FeedPresenterLogic {
    func didSelect(_ post: String) {
        openPost(post)
    }

    func didTapCompose() {
        open(.compose)
    }

    func didTapSettings() {
        open(.settings)
    }

    /// Compose, which route `compose` opens, tells the screen this.
    func didPost(_ text: String) {
        state.posts.append(text)
        state.lastPosted = text
    }
}
