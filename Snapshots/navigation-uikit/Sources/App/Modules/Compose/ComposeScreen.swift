// The Compose screen.
// Written once by viper-gen from Specs/Compose.viper.yml; this file is yours to edit.

#if canImport(SwiftUI)
    import SwiftUI

    /// The Compose screen: shows the presenter's state, which SwiftUI observes,
    /// and tells the presenter the user's events.
    struct ComposeScreen: View {
        @SwiftUI.ObservedObject var presenter: ComposePresenter

        init(presenter: ComposePresenter) {
            self.presenter = presenter
        }

        var body: some View {
            VStack {
                // Show `presenter.state` and send the events: `didTapPost()`.
                EmptyView()
            }
        }
    }
#endif
