// The Login presenter's logic.
// Written once by viper-gen from Specs/Login.viper.yml; this file is yours to edit.

import Foundation

extension LoginPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)
    //   func performRequest() async throws -> RequestServiceType.Response
    //   func performLatestRequest() async throws -> RequestServiceType.Response

    func viewDidLoad() {
        // Change `state`, call the traits.
    }

    func viewWillAppear() {
        // Change `state`, call the traits.
    }

    func didTapLogin() {
        // Change `state`, call the traits.
    }

    func emailChanged(_ text: String) {
        // Change `state`, call the traits.
    }

    func helpPage() -> URL {
        // Answer from `state`, call the traits.
        fatalError("helpPage(): return a URL")
    }

    func select(_ index: Int) -> Bool {
        // Answer from `state`, call the traits.
        return false
    }

    func select(_ name: String) -> Bool {
        // Answer from `state`, call the traits.
        return false
    }

    func canPrefill() -> Bool {
        // Answer from `state`, call the traits.
        return false
    }

    func prefill(email: String) {
        // Configure the module: change `state`, call the traits.
    }
}
