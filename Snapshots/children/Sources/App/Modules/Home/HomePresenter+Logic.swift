// The Home presenter's logic.
// Written once by viper-gen from Specs/Home.viper.yml; this file is yours to edit.

import Foundation

extension HomePresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func open(_ route: HomeRoute)
}
