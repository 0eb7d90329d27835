// libFuzzer entry for the spec parser and the validators behind it. `run.sh`
// compiles it together with every file under Sources/ViperGenCore/ and
// FuzzSupport.swift, so it can use internal API. Each input is parsed, then read as a module spec, a config and a
// traits file; a module that validates is rendered with the built-in templates.

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
    precondition(
        result.document == again.document && result.diagnostics == again.diagnostics,
        "parsing is not deterministic")

    if let document = result.document {
        precondition(!result.diagnostics.containsErrors, "a document came with errors")
        for diagnostic in result.diagnostics { checkDiagnostic(diagnostic, in: source) }
        let events = SpecEventPrinter.events(for: document)
        precondition(
            events.hasPrefix("+STR\n") && events.hasSuffix("-STR\n"), "malformed event stream")
        if let root = document.root { checkRanges(of: root, size: bytes.count) }
        fuzzValidators(source)
        return
    }

    precondition(!result.diagnostics.isEmpty, "rejected without a diagnostic")
    precondition(
        result.diagnostics == result.diagnostics.sortedByLocation(), "diagnostics are not sorted")
    precondition(result.diagnostics.containsErrors, "rejected without an error")
    for diagnostic in result.diagnostics { checkDiagnostic(diagnostic, in: source) }
    _ = DiagnosticFormatter(usesColor: true).rendered(result.diagnostics)
}

/// A diagnostic must have a message, a hint and locations inside the file, and render.
private func checkDiagnostic(_ diagnostic: Diagnostic, in source: SourceFile) {
    precondition(
        !diagnostic.message.isEmpty && diagnostic.hint?.isEmpty == false, "missing message or hint")
    guard let location = diagnostic.location else {
        preconditionFailure("diagnostic without location")
    }
    checkLocation(location, in: source)
    for note in diagnostic.notes {
        guard let noteLocation = note.location else { preconditionFailure("note without location") }
        checkLocation(noteLocation, in: source)
    }
    _ = DiagnosticFormatter().rendered(diagnostic)
}

/// Every node's range must lie within the file, and children within parents.
private func checkRanges(of node: SpecNode, size: Int) {
    let range = node.range
    precondition(
        range.start >= 0 && range.start <= range.end && range.end <= size, "range outside the file")
    switch node {
    case .scalar:
        break
    case .mapping(let mapping):
        precondition(!mapping.entries.isEmpty, "empty block mapping")
        for entry in mapping.entries {
            checkRanges(of: .scalar(entry.key), size: size)
            checkRanges(of: entry.value, size: size)
            precondition(
                entry.key.range.start >= range.start && entry.value.range.end <= range.end,
                "entry outside its mapping")
        }
    case .sequence(let sequence):
        precondition(sequence.isFlow || !sequence.items.isEmpty, "empty block sequence")
        for item in sequence.items {
            checkRanges(of: item, size: size)
            precondition(
                item.range.start >= range.start && item.range.end <= range.end,
                "item outside its sequence")
        }
    }
}

/// Reads the input as each kind of file; every problem must be located in it,
/// and a valid module must render.
private func fuzzValidators(_ source: SourceFile) {
    let module = ModuleSpecReader.read(source, catalog: catalog, defaultAccess: .internal)
    checkModelDiagnostics(module.diagnostics, in: source, accepted: module.module != nil)
    let config = ConfigReader.read(source)
    checkModelDiagnostics(
        config.diagnostics, in: source, accepted: !config.diagnostics.containsErrors)
    let traits = TraitCatalogReader.read(
        source, origin: .project(path: source.path), builtInNames: catalog.names)
    checkModelDiagnostics(
        traits.diagnostics, in: source, accepted: !traits.diagnostics.containsErrors)
    if let spec = module.module {
        let project = Project(rootPath: "/fuzz", catalog: catalog, modules: [spec])
        do {
            let files = try ProjectRenderer(library: library).render(
                ContextBuilder.outputs(for: project))
            checkGeneratedText(files)
            // Every style has an assembly (a VIP module has no `<Module>View.swift`).
            precondition(
                files.contains { $0.path.hasSuffix("\(spec.name)Assembly.swift") },
                "a module rendered no assembly")
        } catch {
            preconditionFailure("a valid module failed to render: \(error.diagnostics)")
        }
    }
}
