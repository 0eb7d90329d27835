/// A typed template context (`Rendering/Contexts/`): each stored property is
/// a key, named as the property is. Its `encode(into:)` is generated from the
/// declarations into `TemplateContexts+Encoding.swift` (`make record`), the
/// one place where keys are written.
protocol TemplateContext: Sendable {
    /// Sets this context's keys in `object`.
    func encode(into object: inout TemplateObject)
}

/// A context type whose fields join the object that holds it, as if declared
/// there: the header fields every file sees, a module's screen fields.
protocol TemplateFieldGroup: TemplateContext {}

extension TemplateContext {
    /// No keys: what a context type declared since the last `make record`
    /// encodes to, so that the package builds and the record can run.
    /// `TemplateContextEncodingTests` fails until the record has written the
    /// type's own `encode(into:)`, which takes the place of this one.
    func encode(into object: inout TemplateObject) {}

    /// The context as a template object value.
    var templateValue: TemplateValue {
        var object = TemplateObject()
        encode(into: &object)
        return .object(object)
    }
}
