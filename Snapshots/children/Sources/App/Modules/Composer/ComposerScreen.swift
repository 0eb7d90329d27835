// The Composer screen.
// Written once by viper-gen from Specs/Composer.viper.yml; this file is yours to edit.

#if canImport(SwiftUI)
    import SwiftUI

    /// The Composer screen: shows its model's state, which SwiftUI observes,
    /// and tells the model the user's events. `makeModule` gives it the presenter;
    /// a preview or a UI test gives it a model of its own, or
    /// `ComposerPreviewPresenter`.
    struct ComposerScreen<Model: ComposerScreenModel>: View {
        let model: Model

        init(model: Model) {
            self.model = model
        }

        var body: some View {
            VStack {
                // Show `model.state` and send the events: `textChanged(_:)`.
                SwiftUI.EmptyView()
            }
        }
    }

    #Preview {
        ComposerScreen(
            model: ComposerPreviewPresenter(state: .preview))
    }
#endif
