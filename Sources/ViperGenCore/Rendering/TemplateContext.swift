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
    /// The context as a template object value.
    var templateValue: TemplateValue {
        var object = TemplateObject()
        encode(into: &object)
        return .object(object)
    }
}
