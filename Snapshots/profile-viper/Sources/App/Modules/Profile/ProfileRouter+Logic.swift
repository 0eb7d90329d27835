// The Profile router's logic.
// Written once by viper-gen from Specs/Profile.viper.yml; this file is yours to edit.

import Foundation
import Observation

extension ProfileRouterInput {
    // Write the router's own methods here: open routes with `open(_:)` or
    // `open(_:completion:)`, and call the traits.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)
    //   func push(_ destination: any TransitionHandler)
    //   func open(_ route: ProfileRoute)

    func presentTerms(_ url: URL) {
        // Navigate: open a route, or call the traits.
    }

    func closeProfile(completion: (() -> Void)?) {
        // Navigate: open a route, or call the traits.
    }

    func shouldDismissProfile() -> Bool {
        // Answer, navigating if you need to.
        return false
    }

    func confirmDiscard() async throws -> Bool {
        // Answer, navigating if you need to.
        return false
    }
}
