// The Home presenter's logic.
// Written once by viper-gen from Specs/Home.viper.yml; this file is yours to edit.

import Foundation

extension HomePresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func open(_ route: HomeRoute)

    /// Post, which route `post` opens, tells the screen this.
    func didFinishReading(postID: String) {
        // Change `state`, tell the other modules through their inputs.
    }
}
