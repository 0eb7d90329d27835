import Foundation

/// A type that produces view previews in Xcode; apps whose `platform` is older
/// than iOS 17 declare their previews with it (`#Preview` needs iOS 17). Xcode
/// finds conformers and shows their `previews`; nothing reads them here.
/// (Apple deprecates it in iOS 27 in favour of `#Preview`. The `_PreviewProvider`
/// it refines is Apple's implementation detail, left out.)
/// Apple: https://developer.apple.com/documentation/swiftui/previewprovider
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol PreviewProvider {
    /// Apple: https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.associatedtype
    associatedtype Previews: View

    /// The views to preview. (Apple's page now names its builder `@ContentBuilder`;
    /// `@ViewBuilder` builds the same single views.)
    /// Apple: https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.type.property
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
