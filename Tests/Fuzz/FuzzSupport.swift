// Shared by every fuzz target (compiled into each by `run.sh`): the built-in
// catalog and templates, read once, and the invariants every diagnostic and
// every generated file must hold.

/// Reads the built-in catalog and templates before fuzzing starts. LeakSanitizer
/// does not see the Swift globals that keep them alive, so their one-time
/// allocations are excluded from leak checking (and only those).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    leakCheckingDisable()
    precondition(!catalog.traits.isEmpty && !library.names.isEmpty)
    leakCheckingEnable()
    return 0
}

@_silgen_name("__lsan_disable") private func leakCheckingDisable()
@_silgen_name("__lsan_enable") private func leakCheckingEnable()

/// The built-in catalog and templates, read once (immutable).
let catalog = TraitCatalog.builtIn
let library = try! TemplateSet.builtIn.library()

/// A location must name a line of the file and a column on it (or just past
/// its end), and its excerpt must hold the column and be at most the line.
func checkLocation(_ location: SourceLocation, in source: SourceFile) {
    precondition(location.path == source.path, "wrong path")
    precondition(
        location.line >= 1 && location.line <= source.lineStarts.count, "line outside the file")
    let line = source.contentRange(ofLine: location.line)
    let lineText = String(decoding: source.bytes[line], as: UTF8.self)
    let lineLength = lineText.count
    precondition(
        location.column >= 1 && location.column <= lineLength + 1, "column outside the line")
    precondition(location.length >= 1, "empty underline")
    let excerpt = location.lineText ?? ""
    // Invalid UTF-8 decodes to U+FFFD (three bytes), so sizes are compared decoded.
    precondition(
        excerpt.utf8.count <= lineText.utf8.count
            && excerpt.utf8.count <= 3 * (2 * SourceFile.excerptReach + 4),
        "excerpt longer than its line or its reach")
    precondition(
        location.lineTextColumn >= 1 && location.lineTextColumn <= location.column
            && location.column <= location.lineTextColumn + excerpt.count,
        "excerpt does not hold the column")
}

/// Validator diagnostics: errors exactly when the input was refused, each with a
/// message and a hint, every location inside the file.
func checkModelDiagnostics(_ diagnostics: [Diagnostic], in source: SourceFile, accepted: Bool) {
    precondition(accepted != diagnostics.containsErrors, "acceptance and errors disagree")
    for diagnostic in diagnostics {
        precondition(
            !diagnostic.message.isEmpty && diagnostic.hint?.isEmpty == false,
            "missing message or hint")
        if let location = diagnostic.location, location.hasPosition {
            checkLocation(location, in: source)
        }
        for note in diagnostic.notes {
            if let location = note.location, location.hasPosition {
                checkLocation(location, in: source)
            }
        }
        _ = DiagnosticFormatter().rendered(diagnostic)
    }
}

/// Generated text may hold line feeds and tabs, and no other control
/// character, line separator or bidirectional control: nothing a value could
/// use to start a line of code or hide one.
func checkGeneratedText(_ files: [RenderedFile]) {
    for file in files {
        precondition(
            PathText.isPlainRelative(file.path), "an output path leaves the project: \(file.path)")
        precondition(
            UnicodeText.firstControl(in: file.path) == nil, "a control character in an output path")
        if let bad = file.contents.unicodeScalars.first(where: {
            UnicodeText.isControl($0) && $0 != "\n" && $0 != "\t"
        }) {
            preconditionFailure("\(file.path) holds \(UnicodeText.name(bad))")
        }
    }
}

/// Loads the in-memory project at /fuzz and, when it is valid, renders and
/// plans it: paths stay inside, text stays clean, the plan writes nothing.
func loadRenderAndPlan(_ fileSystem: InMemoryFileSystem) {
    let pipeline = GenerationPipeline(fileSystem: fileSystem, workingDirectory: "/fuzz")
    let before = fileSystem.writes
    var options = WritePlanner.Options()
    options.prunes = true
    guard let generation = try? pipeline.generate(options: options) else { return }
    checkGeneratedText(generation.rendered)
    precondition(fileSystem.writes == before, "planning wrote")
}
