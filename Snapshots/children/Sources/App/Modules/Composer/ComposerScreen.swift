// The Composer screen.
// Written once by viper-gen from Specs/Composer.viper.yml; this file is yours to edit.

#if canImport(SwiftUI)
    import SwiftUI

    /// The Composer screen: shows the presenter's state, which SwiftUI observes,
    /// and tells the presenter the user's events.
    struct ComposerScreen: View {
        let presenter: ComposerPresenter

        init(presenter: ComposerPresenter) {
            self.presenter = presenter
        }

        var body: some View {
            VStack {
                // Show `presenter.state` and send the events: `textChanged(_:)`.
                EmptyView()
            }
        }
    }
#endif
