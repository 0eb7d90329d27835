// The Detail interactor's logic.
// Written once by viper-gen from Specs/Detail.viper.yml; this file is yours to edit.

import Foundation

extension DetailInteractorProtocol {
    // Write the interactor's logic here, calling the traits and reporting to `output`.
}
