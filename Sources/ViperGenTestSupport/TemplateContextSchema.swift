import Foundation

/// The shape of the template contexts, read from the declarations of the
/// typed context types (`Sources/ViperGenCore/Rendering/Contexts/`): each
/// type's stored properties are its keys, their doc comments their meaning.
/// The reference tables of docs/templates.md are written from it, and the
/// built-in templates' keys are checked against it.
///
/// The declaration files keep a strict shape, which the reader enforces:
/// doc-commented `let` properties in `struct`s, nested structs, and nothing else.
public struct TemplateContextSchema: Sendable {
    /// One context type.
    public struct TypeShape: Sendable, Equatable {
        /// Qualified, as Swift names it: `ModuleContext.View`.
        public var name: String
        /// Its doc comment, joined into one paragraph.
        public var summary: String
        /// True for a `TemplateFieldGroup`, whose keys join the object holding it.
        public var isGroup: Bool
        public var fields: [Field]
    }

    /// One stored property: one key.
    public struct Field: Sendable, Equatable {
        public var name: String
        public var kind: Kind
        public var isOptional: Bool
        public var summary: String
    }

    /// What a key holds.
    public indirect enum Kind: Sendable, Equatable {
        case string
        case flag
        case list(Kind)
        /// Another context type, by its qualified name.
        case object(String)
    }

    /// The types in declaration order.
    public private(set) var types: [TypeShape] = []

    public func type(named name: String) -> TypeShape? {
        types.first { $0.name == name }
    }

    /// The keys a template sees on an object of `type`: its fields, with each
    /// group's keys in the group's place (all optional when the group is).
    public func keys(of type: String) -> [Field] {
        (self.type(named: type)?.fields ?? []).flatMap { field -> [Field] in
            guard case .object(let inner) = field.kind, self.type(named: inner)?.isGroup == true
            else {
                return [field]
            }
            return keys(of: inner).map { key in
                var key = key
                key.isOptional = key.isOptional || field.isOptional
                return key
            }
        }
    }

    /// A problem with the declarations' shape, with where it is.
    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads every `.swift` file of `folder`, in name order.
    public static func read(
        folder: String = PackagePaths.root + "/Sources/ViperGenCore/Rendering/Contexts"
    )
        throws -> TemplateContextSchema
    {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.hasSuffix(".swift")
        }
        var raw:
            [(name: String, summary: String, isGroup: Bool, fields: [(String, String, String)])] =
                []
        for name in names.sorted() {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            raw += try parse(text, file: name)
        }
        let known = Set(raw.map(\.name))
        var schema = TemplateContextSchema()
        for type in raw {
            let fields = try type.fields.map { name, swiftType, summary in
                let optional = swiftType.hasSuffix("?")
                let base = optional ? String(swiftType.dropLast()) : swiftType
                guard let kind = kind(of: base, in: type.name, known: known) else {
                    throw ReadError(
                        description: "\(type.name).\(name): a template can't hold a \(swiftType)")
                }
                return Field(name: name, kind: kind, isOptional: optional, summary: summary)
            }
            schema.types.append(
                TypeShape(
                    name: type.name, summary: type.summary, isGroup: type.isGroup,
                    fields: fields))
        }
        return schema
    }

    /// `String`, `Bool`, `[T]`, or a context type, looked up from the
    /// innermost enclosing type outwards, as Swift does.
    private static func kind(of swiftType: String, in owner: String, known: Set<String>) -> Kind? {
        switch swiftType {
        case "String": return .string
        case "Bool": return .flag
        default: break
        }
        if swiftType.hasPrefix("["), swiftType.hasSuffix("]") {
            return kind(of: String(swiftType.dropFirst().dropLast()), in: owner, known: known).map(
                Kind.list)
        }
        var scope = owner.split(separator: ".").map(String.init)
        while true {
            let candidate = (scope + [swiftType]).joined(separator: ".")
            if known.contains(candidate) { return .object(candidate) }
            if scope.isEmpty { return nil }
            scope.removeLast()
        }
    }

    private static func parse(_ text: String, file: String) throws
        -> [(name: String, summary: String, isGroup: Bool, fields: [(String, String, String)])]
    {
        var result:
            [(name: String, summary: String, isGroup: Bool, fields: [(String, String, String)])] =
                []
        var open: [(index: Int, indentation: Int)] = []
        var doc: [String] = []
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let indentation = line.prefix { $0 == " " }.count
            let place = "\(file):\(number + 1)"
            if trimmed.hasPrefix("///") {
                doc.append(trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces))
            } else if trimmed.isEmpty || trimmed.hasPrefix("//") {
                doc = []
            } else if trimmed.hasPrefix("struct ") {
                let head = trimmed.dropFirst("struct ".count)
                let name = String(head.prefix { $0 != ":" && $0 != " " })
                let conformances = head.drop { $0 != ":" }.dropFirst().split(separator: ",")
                    .map {
                        $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(
                            of: " {", with: "")
                    }
                guard trimmed.hasSuffix("{"),
                    open.last.map({ indentation == $0.indentation + 4 }) ?? (indentation == 0)
                else {
                    throw ReadError(
                        description:
                            "\(place): a context struct's head is not where the reader expects it")
                }
                let outer = open.last.map { result[$0.index].name + "." } ?? ""
                result.append(
                    (
                        outer + name, doc.joined(separator: " "),
                        conformances.contains("TemplateFieldGroup"), []
                    ))
                open.append((result.count - 1, indentation))
                doc = []
            } else if trimmed.hasPrefix("let "), let owner = open.last,
                indentation == owner.indentation + 4
            {
                let declaration = trimmed.dropFirst("let ".count)
                guard let colon = declaration.firstIndex(of: ":") else {
                    throw ReadError(description: "\(place): a context property has no type")
                }
                guard !doc.isEmpty else {
                    throw ReadError(
                        description:
                            "\(place): every context property needs a doc comment (its docs)")
                }
                let name = String(declaration[..<colon])
                let type = declaration[declaration.index(after: colon)...].trimmingCharacters(
                    in: .whitespaces)
                result[owner.index].fields.append((name, type, doc.joined(separator: " ")))
                doc = []
            } else if trimmed == "}", let owner = open.last, indentation == owner.indentation {
                open.removeLast()
            } else {
                throw ReadError(
                    description:
                        "\(place): context declarations hold only documented `let`s and structs")
            }
        }
        guard open.isEmpty else { throw ReadError(description: "\(file): a struct is not closed") }
        return result
    }
}
