/// A method key as a spec or traits file writes it:
/// `[mutating] name[(parameters)] [async] [throws] [-> Type]`.
struct MethodKey: Equatable {
    var name: String
    var isAsync: Bool
    var isThrowing: Bool
    var isMutating: Bool
    /// The type after `->`; `nil` when there is none, or when it is `Void` or `()`.
    var returnType: String?
    /// The parameters written inline, `name(label name: Type)`; `nil` when the
    /// key has no parentheses (the parameters are then the key's value).
    var parameters: [SwiftParameter]?
}
