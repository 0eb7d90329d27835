// The Settings presenter's logic.
// Written once by viper-gen from Specs/Settings.viper.yml; this file is yours to edit.

import Foundation

extension SettingsPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)
    //   func open(_ route: SettingsRoute)
}
