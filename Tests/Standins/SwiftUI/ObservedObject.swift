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

    /// Apple: https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue (page not read)
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// Makes bindings to the object's properties: a write sets the property
    /// on the object, as the user's edits do in SwiftUI.
    /// Apple: https://developer.apple.com/documentation/swiftui/observedobject/wrapper (page not read)
    @MainActor @dynamicMemberLookup @preconcurrency @frozen public struct Wrapper {
        let object: ObjectType

        /// Apple: https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:) (page not read)
        @MainActor @preconcurrency
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            let object = object
            return Binding(
                read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
        }
    }
}
