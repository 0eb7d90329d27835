// The Settings interactor's logic.
// Written once by viper-gen from Specs/Settings.viper.yml; this file is yours to edit.

import Foundation

extension SettingsInteractorLogic {
    // Write the interactor's logic here, calling the traits and reporting to `output`.
    // The traits give you:
    //   func save(_ data: Data, forKey key: String) async throws
    //   func loadData(forKey key: String) async throws -> Data?
}
