/// Reads the config's `runtime:` section (`runtime: {prefix: XY}`) into
/// ``RuntimeNames``: the prefix is an ASCII identifier start of at most
/// ``RuntimeNames/maximumPrefixLength`` bytes, and no runtime name it makes
/// may be a name Swift or the Apple frameworks declare (`UI` makes
/// `UIAlertAction`). Clashes with a module's types are ``TypeNameClashValidator``'s.
enum RuntimeNamesReader {
    static func read(_ node: SpecNode, reader: inout SchemaReader) -> RuntimeNames {
        guard let mapping = reader.mapping(node, for: RuntimeNames.key) else { return .unprefixed }
        let fields = reader.fields(
            of: mapping, allowed: RuntimeNames.keys, in: "'\(RuntimeNames.key)'")
        guard let entry = fields[RuntimeNames.prefixKey],
            let scalar = reader.text(entry.value, for: field)
        else { return .unprefixed }
        let location = reader.location(of: scalar.range)
        if let problem = problem(with: scalar.value, at: location) {
            reader.report(problem)
            return .unprefixed
        }
        return RuntimeNames(prefix: scalar.value, at: location)
    }

    /// `runtime.prefix`, as diagnostics name it.
    static let field = RuntimeNames.key + "." + RuntimeNames.prefixKey

    /// Why `prefix` cannot be the runtime's prefix, if it cannot.
    static func problem(with prefix: String, at location: SourceLocation) -> Diagnostic? {
        let bytes = prefix.utf8.count
        if bytes > RuntimeNames.maximumPrefixLength {
            return ModelDiagnostics.runtimePrefixTooLong(
                bytes: bytes, limit: RuntimeNames.maximumPrefixLength, at: location)
        }
        if let first = prefix.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
            return ModelDiagnostics.invalidRuntimePrefix(
                prefix, problem: "it starts with a digit", at: location)
        }
        if let other = prefix.unicodeScalars.first(where: { !SwiftName.isIdentifierCharacter($0) })
        {
            let what = other == " " || other == "\t" ? "a space" : "'\(other)'"
            return ModelDiagnostics.invalidRuntimePrefix(
                prefix, problem: "it contains \(what); use ASCII letters, digits and '_' only",
                at: location)
        }
        let runtime = RuntimeNames(prefix: prefix)
        let platform = Set(TypeNameClashValidator.platformTypeNames)
        if let clash = zip(RuntimeNames.baseNames, runtime.names).first(where: {
            platform.contains($0.1)
        }) {
            return ModelDiagnostics.runtimePrefixMakesPlatformName(
                prefix, base: clash.0, made: clash.1, at: location)
        }
        return nil
    }
}
