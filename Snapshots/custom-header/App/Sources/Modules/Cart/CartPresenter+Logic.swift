// The Cart presenter's logic.
// Written once by viper-gen from App/Specs/Cart.viper.yml; this file is yours to edit.

extension CartPresenterLogic {
  // Write the presenter's logic here: drive `view`, ask `interactor` and `router`.
}
