// libFuzzer entry for the depfile's paths: the input is a path. When
// MakePath accepts it, what it writes must read back, as GNU Make unescapes,
// as the same path, in both roles, with nothing raw that Make would act on;
// when it refuses it, it must say why.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMakePath(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard MakePath.problem(path) == nil else {
        precondition(MakePath.refusal(of: path)?.isError == true, "a refused path has no error")
        return 0
    }
    for role in [MakePath.Role.target, .prerequisite] {
        let written = MakePath.escaped(path, as: role)
        precondition(
            makeRead(written) == path,
            "Make would read back another path: \(written.debugDescription)")
        var previous: Unicode.Scalar?
        for scalar in written.unicodeScalars {
            defer { previous = previous == "\\" && scalar == "\\" ? nil : scalar }
            precondition(
                !"\n\r\t;=|&()*?[]".unicodeScalars.contains(scalar),
                "a raw \(scalar) reached the depfile")
            if [" ", "#", ":"].contains(scalar) {
                precondition(previous == "\\", "an unescaped \(scalar)")
            }
            if scalar == "%", role == .target {
                precondition(previous == "\\", "an unescaped % in a target")
            }
        }
        precondition(!written.hasPrefix("-") && !written.hasPrefix("~"), "a leading - or ~")
    }
    return 0
}

/// A word as GNU Make reads it back: `\x` is `x`, `$$` is `$`.
private func makeRead(_ written: String) -> String {
    var output = ""
    var scalars = written.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
        switch scalar {
        case "\\": if let next = scalars.next() { output.unicodeScalars.append(next) }
        case "$":
            if let next = scalars.next() {
                precondition(next == "$", "a lone $")
                output += "$"
            }
        default: output.unicodeScalars.append(scalar)
        }
    }
    return output
}
