// The Summary screen.
// Written once by viper-gen from Specs/Summary.viper.yml; this file is yours to edit.

#if canImport(SwiftUI)
    import SwiftUI

    /// The Summary screen: shows its model's state, which SwiftUI observes,
    /// and tells the model the user's events. `makeModule` gives it the presenter;
    /// a preview or a UI test gives it a model of its own, or
    /// `SummaryPreviewPresenter`.
    struct SummaryScreen<Model: SummaryScreenModel>: View {
        @SwiftUI.ObservedObject var model: Model

        init(model: Model) {
            self.model = model
        }

        var body: some View {
            VStack {
                // Show `model.state`.
                SwiftUI.EmptyView()
            }
        }
    }

    /// The screen with sample state in Xcode's previews (`#Preview` needs iOS 17:
    /// see `platform` in viper-gen.yml).
    struct SummaryScreenPreviews: PreviewProvider {
        static var previews: some View {
            SummaryScreen(
                model: SummaryPreviewPresenter())
        }
    }
#endif
