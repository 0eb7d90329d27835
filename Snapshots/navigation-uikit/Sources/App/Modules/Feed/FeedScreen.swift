// The Feed screen.
// Written once by viper-gen from Specs/Feed.viper.yml; this file is yours to edit.

#if canImport(SwiftUI)
    import SwiftUI

    /// The Feed screen: shows the presenter's state, which SwiftUI observes,
    /// and tells the presenter the user's events.
    struct FeedScreen: View {
        @SwiftUI.ObservedObject var presenter: FeedPresenter

        init(presenter: FeedPresenter) {
            self.presenter = presenter
        }

        var body: some View {
            VStack {
                // Show `presenter.state` and send the events: `didSelect(_:)`, `didTapCompose()`, `didTapSettings()`.
                EmptyView()
            }
        }
    }
#endif
