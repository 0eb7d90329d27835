// libFuzzer entry for the Xcode project reader and editor. `run.sh xcode`
// compiles it together with every file under Sources/ViperGenCore/, so it can
// use internal API. Each input is read as a project.pbxproj; a project that
// reads must write back byte for byte, take an added file (which must then be
// in its target when read again) and give it back up.

/// Reads the input; traps when an invariant does not hold.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    fuzzOne(bytes)
    return 0
}

private func fuzzOne(_ bytes: [UInt8]) {
    let source = SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: bytes)
    switch XcodeProjectModelReader.read(source) {
    case .failure(let error):
        precondition(!error.diagnostics.isEmpty, "refused without a diagnostic")
        for diagnostic in error.diagnostics { checkDiagnostic(diagnostic, in: source) }
        _ = DiagnosticFormatter(usesColor: true).rendered(error.diagnostics)
    case .success(let model):
        precondition(
            XcodeProjectEditor(model: model).editedBytes() == bytes,
            "an unedited project is not written back as read")
        checkEdit(model)
    }
}

/// Adds a file to the first target with a Sources phase; the result must read
/// back with the file in the target, and removing it must leave a readable project.
private func checkEdit(_ model: XcodeProjectModel) {
    guard let target = model.targets.first(where: { model.sourcesPhases[$0.id] != nil }) else {
        return
    }
    let path = "Fuzz Module/Login/Login+View.swift"
    var editor = XcodeProjectEditor(model: model)
    guard (try? editor.add(path, to: target)) == .added else { return }
    let edited = editor.editedBytes()
    guard
        case .success(let result) = XcodeProjectModelReader.read(
            SourceFile(path: "edited", bytes: edited))
    else {
        preconditionFailure("the edited project does not read")
    }
    guard let reference = result.fileReferences(at: path).first,
        let again = result.target(named: target.name)
    else {
        preconditionFailure("the added file is not in the edited project's group tree")
    }
    precondition(
        !result.buildFiles(of: reference.id, in: again).isEmpty,
        "the added file is not in its target")
    var remover = XcodeProjectEditor(model: result)
    precondition(remover.remove(path), "the added file cannot be removed")
    guard
        case .success = XcodeProjectModelReader.read(
            SourceFile(path: "removed", bytes: remover.editedBytes()))
    else {
        preconditionFailure("the project does not read after removing the file")
    }
}

/// A diagnostic must have a message and a location inside the file, and render.
private func checkDiagnostic(_ diagnostic: Diagnostic, in source: SourceFile) {
    precondition(
        !diagnostic.message.isEmpty && diagnostic.hint?.isEmpty == false, "missing message or hint")
    guard let location = diagnostic.location else {
        preconditionFailure("diagnostic without location")
    }
    precondition(location.path == source.path, "wrong path")
    if location.hasPosition { checkLocation(location, in: source) }
    _ = DiagnosticFormatter().rendered(diagnostic)
}
