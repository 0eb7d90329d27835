import Observation

/// Reads and writes a value owned elsewhere. The stand-in keeps the accessors.
/// `init(get:set:)` is not declared: its `@isolated(any)` accessors cannot be
/// called synchronously by a stand-in (see docs/stubbed-api.md).
/// Apple: https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    let read: () -> Value
    let write: (Value) -> Void

    /// Apple: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }

    /// Apple: https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// A binding whose writes are ignored.
    /// Apple: https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(read: { value }, write: { _ in })
    }

    /// A binding to a property of the value.
    /// Apple: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
        Subject
    > {
        Binding<Subject>(
            read: { self.wrappedValue[keyPath: keyPath] },
            write: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }
}

/// "A binding conforms to Sendable only if its wrapped value type also conforms
/// to Sendable"; as in SwiftUI, using it across domains is not checked.
/// Apple: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
@available(iOS 13.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

/// Creates bindings to the mutable properties of an observable object.
/// Apple: https://developer.apple.com/documentation/swiftui/bindable
@available(iOS 17.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    /// Apple: https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
    public var wrappedValue: Value

    /// Apple: https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
    public var projectedValue: Bindable<Value> { self }

    // The initializers are constrained members of the type itself (their
    // symbols carry the constraints), not of a constrained extension: only then
    // does `@Bindable var model: Model` give a memberwise `init(model: Model)`.

    /// Apple: https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/bindable/init(_:)
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
    public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable {
        self = projectedValue
    }
}

extension Bindable where Value: AnyObject {
    /// Apple: https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
        -> Binding<Subject>
    {
        let object = wrappedValue
        return Binding(read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
    }
}
