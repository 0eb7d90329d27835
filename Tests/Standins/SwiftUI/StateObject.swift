import Combine
import Foundation

/// A property wrapper that makes and owns an observable object (Apple's is
/// `@frozen`; the stand-in is not, to keep its storage private). As SwiftUI
/// does, it creates the object only once per container: the first time it is
/// read, from the thunk it was given; copies of the container share it.
/// Apple: https://developer.apple.com/documentation/swiftui/stateobject
@available(iOS 14.0, *)
@MainActor @propertyWrapper @preconcurrency public struct StateObject<ObjectType>
where ObjectType: ObservableObject {
    private nonisolated let storage: Storage

    /// Apple: https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    public nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = Storage(thunk)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue (page not read)
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        storage.object
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue (page not read)
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: storage.object).projectedValue
    }

    /// The thunk, and the object once made: shared by the wrapper's copies.
    private final class Storage: @unchecked Sendable {
        private var thunk: (() -> ObjectType)?
        private var made: ObjectType?

        init(_ thunk: @escaping () -> ObjectType) {
            self.thunk = thunk
        }

        var object: ObjectType {
            if let made { return made }
            let object = thunk!()
            made = object
            thunk = nil
            return object
        }
    }
}
