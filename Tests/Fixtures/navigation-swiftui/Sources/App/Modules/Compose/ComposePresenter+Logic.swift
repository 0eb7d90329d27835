// Hand-written for viper-gen's compile tests: the Compose module's logic. The
// same file is in navigation-uikit.

import Foundation

extension ComposePresenterLogic {
    func didTapPost() {
        moduleOutput?.didPost(state.text)
        close()
    }
}
