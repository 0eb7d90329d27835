// Hand-written for viper-gen's compile tests (not generated): an app's own
// types named like Combine's and SwiftUI's. The generated presenters and the
// scaffolded screens name those frameworks' types with their module
// (`Combine.Published`, `SwiftUI.ObservedObject`), so they still build.

/// A model of the app's that happens to be called `Published`.
struct Published: Sendable {
    var date = ""
}

/// An app protocol named like Combine's.
protocol ObservableObject {}

/// And one named like SwiftUI's property wrapper.
struct ObservedObject: Sendable {}
