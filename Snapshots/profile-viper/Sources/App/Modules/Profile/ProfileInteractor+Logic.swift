// The Profile interactor's logic.
// Written once by viper-gen from Specs/Profile.viper.yml; this file is yours to edit.

import Foundation
import Observation

extension ProfileInteractorLogic {
    // Write the interactor's logic here, calling the traits and reporting to `output`.
    // The traits give you:
    //   func performRequest() async throws -> RequestServiceType.Response
    //   func performLatestRequest() async throws -> RequestServiceType.Response

    func loadProfile(userID: String) async {
        // Do the work, then report to `output`.
    }

    func displayName() -> String? {
        // Do the work and return its result.
        return nil
    }

    func loadAvatar(userID: String) async throws -> Data {
        // Do the work and return its result.
        fatalError("loadAvatar(userID:): return a Data")
    }

    func saveName(_ name: String) throws {
        // Do the work, then report to `output`.
    }
}
