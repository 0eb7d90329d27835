// The Summary presenter's logic.
// Written once by viper-gen from Specs/Summary.viper.yml; this file is yours to edit.

import Foundation

extension SummaryPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
}
