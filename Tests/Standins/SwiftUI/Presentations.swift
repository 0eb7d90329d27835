import Foundation

extension View {
    /// The stand-in never shows the sheet: it calls neither `content` nor `onDismiss`.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    public nonisolated func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        StandInModifiedView(content: self)
    }

    /// The stand-in never shows the cover: it calls neither `content` nor `onDismiss`.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:) (page not read; declaration as sheet(item:onDismiss:content:)'s, iOS 14)
    @available(iOS 14.0, *)
    public nonisolated func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        StandInModifiedView(content: self)
    }

    /// The stand-in never shows the alert: it calls neither `actions` nor `message`.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
    @available(iOS 15.0, *)
    public nonisolated func alert<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        StandInModifiedView(content: self)
    }
}
