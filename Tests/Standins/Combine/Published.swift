import Foundation

/// A property of a class, published: when it changes, publishing occurs in
/// the property's `willSet`, so the enclosing `ObservableObject`'s
/// `objectWillChange` fires before the new value is stored.
/// Apple: https://developer.apple.com/documentation/combine/published
@available(iOS 13.0, *)
@propertyWrapper public struct Published<Value> {
    private let storage: Storage

    /// Apple: https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// Apple: https://developer.apple.com/documentation/combine/published/init(initialvalue:)
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Only a class's property can be published: reads and writes go through
    /// the enclosing instance.
    /// Apple: https://developer.apple.com/documentation/combine/published (page not read for this member; Combine's interface marks it unavailable)
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// How a class's published property is read and written: the write tells
    /// the object's `objectWillChange` first.
    /// Apple: https://developer.apple.com/documentation/combine/published (page not read for this member; Combine's interface declares it, SE-0258's enclosing-instance access)
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.willChange?.send()
            storage.value = newValue
        }
    }

    /// The value, and the publisher of the object it belongs to once that is asked for.
    final class Storage: PublishedField {
        var value: Value
        var willChange: ObservableObjectPublisher?

        init(_ value: Value) {
            self.value = value
        }
    }
}

/// A published property's storage, as its object's synthesized `objectWillChange` finds it.
protocol PublishedField: AnyObject {
    var willChange: ObservableObjectPublisher? { get set }
}
