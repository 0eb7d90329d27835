// The Settings screen.
// Written once by viper-gen from Specs/Settings.viper.yml; this file is yours to edit.

#if canImport(SwiftUI)
    import SwiftUI

    /// The Settings screen: shows the presenter's state, which SwiftUI observes,
    /// and tells the presenter the user's events.
    struct SettingsScreen: View {
        @SwiftUI.ObservedObject var presenter: SettingsPresenter

        init(presenter: SettingsPresenter) {
            self.presenter = presenter
        }

        var body: some View {
            VStack {
                // Show `presenter.state` and send the events: `didTapAbout()`, `didTapDone()`.
                EmptyView()
            }
        }
    }
#endif
