// libFuzzer entry for a state field's default value (DefaultValueSyntax): the
// input is the text after `=`. An accepted default must stay one expression
// whatever surrounds it: on one line, still accepted in parentheses and in an
// array, and refused with a `;` after it. Then a module whose state field has
// it is rendered, and its state's init must take the field on one line, with
// the default verbatim. (DefaultValueParseTests puts accepted defaults
// through swiftc's parser.)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDefaultValue(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let value = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard DefaultValueSyntax.problem(with: value) == nil else { return 0 }
    precondition(
        !value.unicodeScalars.contains {
            ["\n", "\r", "\u{2028}", "\u{2029}", "\u{85}"].contains($0)
        },
        "an accepted default spans lines")
    precondition(
        DefaultValueSyntax.problem(with: "(" + value + ")") == nil,
        "accepted, but not in parentheses")
    precondition(
        DefaultValueSyntax.problem(with: "[" + value + ", " + value + "]") == nil,
        "accepted, but not in an array")
    precondition(
        DefaultValueSyntax.problem(with: value + "; 0") != nil, "a ';' after it was accepted")
    // The spec quotes the field in single quotes (a quote inside is doubled).
    let quoted = "'Int = " + value.replacingEvery("'", with: "''") + "'"
    let fileSystem = InMemoryFileSystem(files: [
        "/fuzz/Specs/Login.viper.yml": "module: Login\nstate:\n  field: \(quoted)\n"
    ])
    let pipeline = GenerationPipeline(fileSystem: fileSystem, workingDirectory: "/fuzz")
    guard let generation = try? pipeline.generate() else { return 0 }
    for entry in generation.plan.entries where entry.path.hasSuffix("LoginState.swift") {
        let text = String(decoding: entry.contents ?? [], as: UTF8.self)
        // The default goes into the init's parameter list, on the parameter's own line.
        let lines = text.split(separator: "\n").filter { $0.contains(" field: Int = ") }
        precondition(
            lines.count == 1 && lines[0].hasSuffix(" = " + value.trimmingWhitespace),
            "the state field's parameter is not one line holding the default: \(lines)")
    }
    return 0
}
