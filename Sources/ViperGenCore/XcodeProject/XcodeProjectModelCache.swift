/// The Xcode project file as the load stage parsed it (to read the app
/// target's module name), kept for stage 7b so a run parses a large project
/// file once. A cache of an input, not part of what a project is: every two
/// caches are equal, so comparing projects compares what they say.
public struct XcodeProjectModelCache: Equatable, Sendable {
    /// The model, or nil when the load stage did not read one.
    public let model: XcodeProjectModel?

    public init(_ model: XcodeProjectModel? = nil) {
        self.model = model
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
