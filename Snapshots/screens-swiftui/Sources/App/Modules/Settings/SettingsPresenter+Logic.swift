// The Settings presenter's logic.
// Written once by viper-gen from Specs/Settings.viper.yml; this file is yours to edit.

import Foundation

extension SettingsPresenterLogic {
    // Write the presenter's logic here: drive `view`, ask `interactor` and `router`.

    func notificationsToggled(_ isOn: Bool) {
        // Change `state`, call the traits.
    }

    func show(section: String) {
        // Configure the module: change `state`, call the traits.
    }
}
