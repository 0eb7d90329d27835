// libFuzzer entry for the spec parser. `run.sh` compiles it together with every
// file under Sources/ViperGenCore/, so it can use internal API; to fuzz a later
// stage of the core, extend `fuzzOne` below.

/// Parses the input; prints events when it parses, formats diagnostics when it
/// does not, and traps when an invariant does not hold.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpecParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    fuzzOne(bytes)
    return 0
}

private func fuzzOne(_ bytes: [UInt8]) {
    let source = SourceFile(path: "fuzz.viper.yml", bytes: bytes)
    let result = SpecParser.parse(source)
    let again = SpecParser.parse(source)
    precondition(result.document == again.document && result.diagnostics == again.diagnostics, "parsing is not deterministic")

    if let document = result.document {
        precondition(!result.diagnostics.containsErrors, "a document came with errors")
        for diagnostic in result.diagnostics { checkDiagnostic(diagnostic, in: source) }
        let events = SpecEventPrinter.events(for: document)
        precondition(events.hasPrefix("+STR\n") && events.hasSuffix("-STR\n"), "malformed event stream")
        if let root = document.root { checkRanges(of: root, size: bytes.count) }
        return
    }

    precondition(!result.diagnostics.isEmpty, "rejected without a diagnostic")
    precondition(result.diagnostics == result.diagnostics.sortedByLocation(), "diagnostics are not sorted")
    precondition(result.diagnostics.containsErrors, "rejected without an error")
    for diagnostic in result.diagnostics { checkDiagnostic(diagnostic, in: source) }
    _ = DiagnosticFormatter(usesColor: true).rendered(result.diagnostics)
}

/// A diagnostic must have a message, a hint and locations inside the file, and render.
private func checkDiagnostic(_ diagnostic: Diagnostic, in source: SourceFile) {
    precondition(!diagnostic.message.isEmpty && diagnostic.hint?.isEmpty == false, "missing message or hint")
    guard let location = diagnostic.location else { preconditionFailure("diagnostic without location") }
    checkLocation(location, in: source)
    for note in diagnostic.notes {
        guard let noteLocation = note.location else { preconditionFailure("note without location") }
        checkLocation(noteLocation, in: source)
    }
    _ = DiagnosticFormatter().rendered(diagnostic)
}

/// A location must name a line of the file and a column on it (or just past its end).
private func checkLocation(_ location: SourceLocation, in source: SourceFile) {
    precondition(location.path == source.path, "wrong path")
    precondition(location.line >= 1 && location.line <= source.lineStarts.count, "line outside the file")
    let lineLength = location.lineText?.count ?? 0
    precondition(location.column >= 1 && location.column <= lineLength + 1, "column outside the line")
    precondition(location.length >= 1, "empty underline")
}

/// Every node's range must lie within the file, and children within parents.
private func checkRanges(of node: SpecNode, size: Int) {
    let range = node.range
    precondition(range.start >= 0 && range.start <= range.end && range.end <= size, "range outside the file")
    switch node {
    case .scalar:
        break
    case .mapping(let mapping):
        precondition(!mapping.entries.isEmpty, "empty block mapping")
        for entry in mapping.entries {
            checkRanges(of: .scalar(entry.key), size: size)
            checkRanges(of: entry.value, size: size)
            precondition(entry.key.range.start >= range.start && entry.value.range.end <= range.end, "entry outside its mapping")
        }
    case .sequence(let sequence):
        precondition(sequence.isFlow || !sequence.items.isEmpty, "empty block sequence")
        for item in sequence.items {
            checkRanges(of: item, size: size)
            precondition(item.range.start >= range.start && item.range.end <= range.end, "item outside its sequence")
        }
    }
}
