// PLACEHOLDER: replaced by the templates branch on merge.
public indirect enum TemplateValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])
}
public struct TemplateErrors: Error, Equatable, Sendable { public var diagnostics: [Diagnostic] }
public struct TemplateSource: Sendable { public var name: String; public var displayPath: String; public var text: String
    public init(name: String, displayPath: String, text: String) { self.name = name; self.displayPath = displayPath; self.text = text } }
public struct TemplateLibrary: Sendable {
    public init(sources: [TemplateSource]) throws(TemplateErrors) {}
    public var names: [String] { [] }
    public func render(_ name: String, context: TemplateValue) throws(TemplateErrors) -> String { "" }
}
public struct EmbeddedTemplate: Sendable { public var name: String; public var text: String }
public enum DefaultTemplates { public static let all: [EmbeddedTemplate] = [] }
extension TemplateValue { public func dumped() -> String { "" } }
public enum SpecEventPrinter { public static func events(for document: SpecDocument) -> String { "" } }
