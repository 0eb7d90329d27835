/// What `loop` holds inside a `{% for %}`: where the walk is.
struct LoopContext: TemplateContext, Equatable {
    /// The 1-based position, as a string: `1`, `2`, ...
    let index: String
    /// True for the first item.
    let first: Bool
    /// True for the last item.
    let last: Bool
}
