/// A dependency the spec gives one of the module's classes (`dependencies:`),
/// for what is not a trait: a factory, a service, a setting such as a page
/// size. The class holds it strongly (its `init` takes it), or, written
/// `weak: true`, weakly (the assembly sets it): a delegate or an output the
/// module does not own.
public struct ModuleDependency: Equatable, Sendable {
    /// The class that holds it. The view controller (`view`, UIKit screens
    /// only) takes its dependencies in its `init`, which `makeModule` calls.
    public enum Owner: String, Equatable, Sendable, CaseIterable {
        case presenter, interactor, router, view
    }

    public var owner: Owner
    public var name: String
    /// The type as the spec writes it (`any PaymentOutput`, not optional).
    public var type: String
    /// Stored `weak` (and optional): the module does not own it.
    public var isWeak: Bool
    public var location: SourceLocation?

    public init(
        owner: Owner, name: String, type: String, isWeak: Bool = false,
        location: SourceLocation? = nil
    ) {
        self.owner = owner
        self.name = name
        self.type = type
        self.isWeak = isWeak
        self.location = location
    }

    /// The type the class stores, the protocol declares and the assembly
    /// takes: `(any PaymentOutput)?` for a weak dependency, else `type`.
    public var storedType: String {
        DependencyTypeText.stored(type, isWeak: isWeak)
    }
}
