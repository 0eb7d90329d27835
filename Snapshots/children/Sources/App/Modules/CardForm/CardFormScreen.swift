// The CardForm screen.
// Written once by viper-gen from Specs/CardForm.viper.yml; this file is yours to edit.

#if canImport(SwiftUI)
    import SwiftUI

    /// The CardForm screen: shows its model's state, which SwiftUI observes,
    /// and tells the model the user's events. `makeModule` gives it the presenter;
    /// a preview or a UI test gives it a model of its own, or
    /// `CardFormPreviewPresenter`.
    struct CardFormScreen<Model: CardFormScreenModel>: View {
        let model: Model

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

    #Preview {
        CardFormScreen(
            model: CardFormPreviewPresenter(state: .preview))
    }
#endif
