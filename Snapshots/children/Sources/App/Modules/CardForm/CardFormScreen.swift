// The CardForm screen.
// Written once by viper-gen from Specs/CardForm.viper.yml; this file is yours to edit.

#if canImport(SwiftUI)
    import SwiftUI

    /// The CardForm screen: shows the presenter's state, which SwiftUI observes,
    /// and tells the presenter the user's events.
    struct CardFormScreen: View {
        let presenter: CardFormPresenter

        init(presenter: CardFormPresenter) {
            self.presenter = presenter
        }

        var body: some View {
            VStack {
                // Show `presenter.state`.
                EmptyView()
            }
        }
    }
#endif
