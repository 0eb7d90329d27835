import Foundation

/// Creates a preview of a view controller. A STAND-IN: its implementation is
/// Apple's compiler plugin (`PreviewsMacros`), which is not on Linux, so the
/// compile tests load a stand-in plugin (`Tests/Standins/PreviewsMacros`) that
/// expands it to nothing, after the compiler has type-checked the body against
/// this signature. Apple's `traits:` list is left out: nothing generated passes it.
/// Apple: https://developer.apple.com/documentation/uikit/preview(_:traits:body:)-en9c
@available(iOS 17.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "PreviewsMacros", type: "UIKitViewControllerPreview")

/// Builds a `#Preview` body: its one component is the preview. (Apple declares
/// it in DeveloperToolsSupport, which UIKit and SwiftUI re-export.)
/// Apple: https://developer.apple.com/documentation/developertoolssupport/previewmacrobodybuilder
@available(iOS 17.0, *)
@resultBuilder public struct PreviewMacroBodyBuilder<Content> {
    /// Apple: https://developer.apple.com/documentation/developertoolssupport/previewmacrobodybuilder/buildblock(_:) (page not read; the builder page lists it, taking and returning one Content)
    public static func buildBlock(_ content: Content) -> Content {
        content
    }
}
