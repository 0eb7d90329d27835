/// A protocol the spec declares under `protocols:`, as `<Module>Protocols.swift`
/// and its spy in `<Module>Mocks.swift` see it (`module.protocols`).
struct DeclaredProtocolContext: TemplateContext, Equatable {
    /// The protocol's name, e.g. `"CardService"`.
    let name: String
    /// Its first line with the module's access: `"protocol CardService: AnyObject {"`.
    let protocolHead: String
    /// True for `mainActor: true`.
    let isMainActor: Bool
    /// `"var title: String { get }"`, one per property.
    let propertyRequirements: [String]
    /// `"func load(id: String) async throws -> Card"`, one per method it declares.
    let methodRequirements: [String]
    /// The spy's stored properties: `"var title: String = stubbed(String.self)"`, its own and
    /// those of the declared protocols it refines.
    let spyProperties: [String]
    /// The methods its spy implements: its own and those of the declared protocols it refines.
    let methods: [MethodContext]
    /// `"CardServiceSpy"`.
    let spyName: String
    /// The spy's first line: `"final class CardServiceSpy: @MainActor CardService {"`,
    /// a subclass of `NSObject` when the protocol refines it.
    let spyHead: String
    /// True when the spy subclasses `NSObject` (the protocol refines it, or `NSObjectProtocol`): its `init` overrides `NSObject`'s.
    let spyOverridesInit: Bool
    /// True when one of the methods takes a test's answers: the spy then has `answers`.
    let methodsTakeAnswers: Bool
}
