// The Search screen.
// Written once by viper-gen from Specs/Search.viper.yml; this file is yours to edit.

#if canImport(SwiftUI)
    import SwiftUI

    /// The Search screen: shows the presenter's state, which SwiftUI observes,
    /// and tells the presenter the user's events.
    struct SearchScreen: View {
        @SwiftUI.ObservedObject var presenter: SearchPresenter

        init(presenter: SearchPresenter) {
            self.presenter = presenter
        }

        var body: some View {
            VStack {
                // Show `presenter.state` and send the events: `queryChanged(_:)`, `didTapSearch()`.
                EmptyView()
            }
        }
    }
#endif
