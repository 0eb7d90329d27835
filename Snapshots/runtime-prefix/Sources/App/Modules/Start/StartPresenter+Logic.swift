// The Start presenter's logic.
// Written once by viper-gen from Specs/Start.viper.yml; this file is yours to edit.

import Foundation

extension StartPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func open(_ route: StartRoute)
}
