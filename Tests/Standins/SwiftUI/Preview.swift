import Foundation

/// Creates a preview of a SwiftUI view. A STAND-IN: its implementation is
/// Apple's compiler plugin (`PreviewsMacros`), which is not on Linux, so the
/// compile tests load a stand-in plugin (`Tests/Standins/PreviewsMacros`) that
/// expands it to nothing, after the compiler has type-checked the body against
/// this signature. (Apple's page now names the body's builder `@ContentBuilder`;
/// `@ViewBuilder` builds the same single views.)
/// Apple: https://developer.apple.com/documentation/swiftui/preview(_:body:)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
