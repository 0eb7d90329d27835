// The About screen.
// Written once by viper-gen from Specs/About.viper.yml; this file is yours to edit.

#if canImport(SwiftUI)
    import SwiftUI

    /// The About screen: shows the presenter's state, which SwiftUI observes,
    /// and tells the presenter the user's events.
    struct AboutScreen: View {
        @SwiftUI.ObservedObject var presenter: AboutPresenter

        init(presenter: AboutPresenter) {
            self.presenter = presenter
        }

        var body: some View {
            VStack {
                // Show `presenter.state` and send the events: `didTapBackToSettings()`, `didTapClose()`.
                EmptyView()
            }
        }
    }
#endif
