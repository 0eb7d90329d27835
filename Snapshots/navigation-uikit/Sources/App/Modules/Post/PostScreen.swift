// The Post screen.
// Written once by viper-gen from Specs/Post.viper.yml; this file is yours to edit.

#if canImport(SwiftUI)
    import SwiftUI

    /// The Post screen: shows the presenter's state, which SwiftUI observes,
    /// and tells the presenter the user's events.
    struct PostScreen: View {
        @SwiftUI.ObservedObject var presenter: PostPresenter

        init(presenter: PostPresenter) {
            self.presenter = presenter
        }

        var body: some View {
            VStack {
                // Show `presenter.state` and send the events: `didTapBack()`.
                EmptyView()
            }
        }
    }
#endif
