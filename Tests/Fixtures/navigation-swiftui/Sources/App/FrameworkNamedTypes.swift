// Hand-written for viper-gen's compile tests (not generated): the app declares
// types named like the Combine and SwiftUI ones the generated code uses. The
// generated code names those with their modules (`Combine.Published`,
// `SwiftUI.ObservedObject`), so it still compiles.

/// Not Combine's.
struct Published {}

/// Not Combine's.
struct ObservableObject {}

/// Not SwiftUI's.
struct StateObject {}

/// Not SwiftUI's.
struct ObservedObject {}

/// Not SwiftUI's.
struct AnyView {}
