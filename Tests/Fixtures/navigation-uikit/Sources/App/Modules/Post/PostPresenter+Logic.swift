// Hand-written for viper-gen's compile tests: the Post module's logic. The
// same file is in navigation-uikit.

import Foundation

extension PostPresenterLogic {
    func show(_ post: String) {
        state.post = post
    }

    func didTapBack() {
        router.close()
    }
}
