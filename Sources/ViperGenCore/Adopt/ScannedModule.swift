/// One Swift file of a hand-written module and what the scanner found in it.
public struct ScannedFile: Sendable {
    public var source: SourceFile
    public var declarations: [SwiftDeclaration]

    public init(source: SourceFile, declarations: [SwiftDeclaration]) {
        self.source = source
        self.declarations = declarations
    }

    /// A note at `line` of this file, with the line as its excerpt.
    func note(_ message: String, line: Int) -> Diagnostic {
        guard line > 0, line <= source.lineStarts.count else {
            return Diagnostic(.note, message, at: .file(source.path))
        }
        let range = source.contentRange(ofLine: line)
        var first = range.lowerBound
        while first < range.upperBound, source.bytes[first] == 0x20 || source.bytes[first] == 0x09 {
            first += 1
        }
        return Diagnostic(
            .note, message,
            at: source.location(of: SourceRange(start: first, end: range.upperBound)))
    }
}

/// A declaration and the file it is in.
public struct Found: Sendable {
    public var declaration: SwiftDeclaration
    public var file: ScannedFile

    func note(_ message: String, line: Int? = nil) -> Diagnostic {
        file.note(message, line: line ?? declaration.line)
    }
}

/// The top-level declarations of a module's files, indexed by name: what
/// role inference and fit measurement read.
public struct ScannedModule: Sendable {
    public var files: [ScannedFile]
    public private(set) var protocols: [Found] = []
    /// Classes, structs, enums and actors.
    public private(set) var types: [Found] = []
    public private(set) var extensions: [Found] = []
    /// The modules the files import, each once, in the order first seen.
    public private(set) var imports: [Found] = []
    /// The declarations and extensions of each type name, indexed once so that
    /// every lookup costs the same however many types a module declares.
    private var byName: [String: [Found]] = [:]
    /// Every type by its qualified name (`A.B.C`), nested ones included.
    private var qualified: [String: Found] = [:]

    public init(files: [ScannedFile]) {
        self.files = files
        for file in files {
            for declaration in file.declarations {
                let found = Found(declaration: declaration, file: file)
                switch declaration.kind {
                case .protocol: protocols.append(found)
                case .class, .struct, .enum, .actor: types.append(found)
                case .extension: extensions.append(found)
                case .import:
                    if !imports.contains(where: { $0.declaration.name == declaration.name }) {
                        imports.append(found)
                    }
                    continue
                default: continue
                }
                if declaration.kind != .protocol {
                    byName[declaration.name, default: []].append(found)
                }
                if declaration.kind != .protocol, declaration.kind != .extension {
                    index(declaration, as: declaration.name, in: file)
                }
            }
        }
    }

    /// The protocols `type` conforms to, in its declaration or its extensions.
    public func conformances(of type: String) -> [String] {
        byName[type, default: []].flatMap(\.declaration.inherits)
    }

    /// The members of `type`: its declaration's and its extensions'.
    public func members(of type: String) -> [Found] {
        byName[type, default: []].flatMap { found in
            found.declaration.members.map { Found(declaration: $0, file: found.file) }
        }
    }

    /// A type declared in the module (`A.B` looks inside `A`), and the file it is in.
    public func type(named name: String) -> Found? { qualified[name] }

    private mutating func index(
        _ declaration: SwiftDeclaration, as name: String, in file: ScannedFile
    ) {
        if qualified[name] == nil { qualified[name] = Found(declaration: declaration, file: file) }
        for member in declaration.members
        where [.class, .struct, .enum, .actor].contains(member.kind) {
            index(member, as: name + "." + member.name, in: file)
        }
    }
}
