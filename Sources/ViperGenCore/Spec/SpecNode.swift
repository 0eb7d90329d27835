// PLACEHOLDER: replaced by the parser branch on merge.
public enum ScalarStyle: Equatable, Sendable { case plain, singleQuoted, doubleQuoted, literal, folded }
public struct SpecScalar: Equatable, Sendable { public var value: String; public var style: ScalarStyle; public var range: SourceRange
    public init(value: String, style: ScalarStyle, range: SourceRange) { self.value = value; self.style = style; self.range = range } }
public struct SpecMapping: Equatable, Sendable {
    public struct Entry: Equatable, Sendable { public var key: SpecScalar; public var value: SpecNode }
    public var entries: [Entry]; public var range: SourceRange; public var isFlow: Bool
}
public struct SpecSequence: Equatable, Sendable { public var items: [SpecNode]; public var range: SourceRange; public var isFlow: Bool }
public indirect enum SpecNode: Equatable, Sendable { case scalar(SpecScalar), mapping(SpecMapping), sequence(SpecSequence)
    public var range: SourceRange { switch self { case .scalar(let s): s.range; case .mapping(let m): m.range; case .sequence(let s): s.range } } }
public struct SpecDocument: Equatable, Sendable { public var root: SpecNode?; public var hasExplicitStart: Bool; public var hasExplicitEnd: Bool }
public struct SpecParseResult: Sendable { public var document: SpecDocument?; public var diagnostics: [Diagnostic] }
public enum SpecParser { public static func parse(_ source: SourceFile) -> SpecParseResult { SpecParseResult(document: nil, diagnostics: []) } }
