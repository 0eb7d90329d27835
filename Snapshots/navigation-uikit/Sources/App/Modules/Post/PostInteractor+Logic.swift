// The Post interactor's logic.
// Written once by viper-gen from Specs/Post.viper.yml; this file is yours to edit.

import Foundation

extension PostInteractorLogic {
    // Write the interactor's logic here, calling the traits and reporting to `output`.
}
