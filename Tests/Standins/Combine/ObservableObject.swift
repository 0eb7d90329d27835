import Foundation

/// A type of object with a publisher that emits before the object has
/// changed. By default it synthesizes an `objectWillChange` publisher that
/// emits before any of its `@Published` properties changes.
/// Apple: https://developer.apple.com/documentation/combine/observableobject
@available(iOS 13.0, *)
public protocol ObservableObject: AnyObject {
    /// Apple: https://developer.apple.com/documentation/combine/observableobject/objectwillchangepublisher
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never

    /// Apple: https://developer.apple.com/documentation/combine/observableobject/objectwillchange
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The synthesized publisher: one per object, shared by its `@Published`
    /// properties, which send through it before they change. (An object
    /// without any gets a publisher that nothing sends through.)
    /// Apple: https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
    public var objectWillChange: ObservableObjectPublisher {
        // Each `@Published` property is stored as a `Published`, which keeps its `Storage`.
        let fields = Mirror(reflecting: self).children.flatMap { property in
            Mirror(reflecting: property.value).children.compactMap {
                $0.value as? any PublishedField
            }
        }
        let publisher = fields.lazy.compactMap(\.willChange).first ?? ObservableObjectPublisher()
        for field in fields { field.willChange = publisher }
        return publisher
    }
}

/// A publisher that publishes changes from observable objects.
/// Apple: https://developer.apple.com/documentation/combine/observableobjectpublisher
@available(iOS 13.0, *)
final public class ObservableObjectPublisher: Publisher, SinkablePublisher {
    /// Apple: https://developer.apple.com/documentation/combine/observableobjectpublisher/output
    public typealias Output = Void
    /// Apple: https://developer.apple.com/documentation/combine/observableobjectpublisher/failure
    public typealias Failure = Never

    private var subscribers: [Int: (Any) -> Void] = [:]
    private var nextSubscriber = 0

    /// Apple: https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
    public init() {}

    /// Sends the changed value to the downstream subscribers, at once.
    /// Apple: https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
    final public func send() {
        for key in subscribers.keys.sorted() { subscribers[key]?(()) }
    }

    func attach(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        let key = nextSubscriber
        nextSubscriber += 1
        subscribers[key] = receive
        return AnyCancellable { [weak self] in self?.subscribers[key] = nil }
    }
}
