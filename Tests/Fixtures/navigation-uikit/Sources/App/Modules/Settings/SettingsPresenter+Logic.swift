// Hand-written for viper-gen's compile tests: the Settings module's logic. The
// same file is in navigation-uikit.

import Foundation

extension SettingsPresenterLogic {
    func didTapAbout() {
        open(.about)
    }

    func didTapDone() {
        close()
    }
}
