// Hand-written for viper-gen's compile tests: the About module's logic. The
// same file is in navigation-uikit.

import Foundation

extension AboutPresenterLogic {
    func didTapBackToSettings() {
        returnToRoot()
    }

    func didTapClose() {
        close()
    }
}
