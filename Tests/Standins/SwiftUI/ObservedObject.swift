import Combine
import Foundation

/// A property wrapper type that subscribes to an observable object and
/// invalidates a view whenever the observable object changes. The stand-in
/// draws nothing, so it keeps the object and subscribes to nothing.
/// Apple: https://developer.apple.com/documentation/swiftui/observedobject
@available(iOS 13.0, *)
@MainActor @propertyWrapper @preconcurrency @frozen public struct ObservedObject<ObjectType>
where ObjectType: ObservableObject {
    /// Apple: https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType

    /// Apple: https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    @MainActor @preconcurrency public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }
}
