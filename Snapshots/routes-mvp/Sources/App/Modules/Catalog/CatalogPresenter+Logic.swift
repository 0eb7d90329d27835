// The Catalog presenter's logic.
// Written once by viper-gen from Specs/Catalog.viper.yml; this file is yours to edit.

import Foundation

extension CatalogPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)
    //   func open(_ route: CatalogRoute)

    /// Item, which route `item` opens, tells the screen this.
    func didAddToCart(_ itemID: String) {
        // Change `state`, tell the other modules through their inputs.
    }
}
