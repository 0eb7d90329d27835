// libFuzzer entry for `viper-gen adopt`: the input is one Swift file of a
// module folder. The declaration scanner must give a located error or
// declarations; then the whole adoption runs in memory (shape, spec, the
// spec read back, the module generated and measured). The spec adopt writes
// must always read back, hold no control character, and plan no write but
// the spec.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAdopt(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "Legacy/Login/LoginViewInput.swift", bytes: bytes)
    do throws(Diagnostic) {
        _ = try SwiftDeclarationScanner.declarations(in: source)
    } catch {
        precondition(error.isError && !error.message.isEmpty, "an empty scanner error")
        if let location = error.location { checkLocation(location, in: source) }
    }
    let fileSystem = InMemoryFileSystem(files: [
        "/fuzz/viper-gen.yml": "specs: Specs\n",
        "/fuzz/Legacy/Login/LoginViewInput.swift": String(decoding: bytes, as: UTF8.self),
        "/fuzz/Legacy/Login/LoginPresenter.swift":
            "final class LoginPresenter: LoginViewOutput {\n    weak var view: LoginViewInput?\n}\n",
    ])
    let pipeline = GenerationPipeline(fileSystem: fileSystem, workingDirectory: "/fuzz")
    let before = fileSystem.writes
    do throws(DiagnosticList) {
        let adoption = try pipeline.adopt(AdoptRequest(folders: ["/fuzz/Legacy/Login"]))
        for module in adoption.modules {
            if let bad = module.specText.unicodeScalars.first(where: {
                UnicodeText.isControl($0) && $0 != "\n"
            }) {
                preconditionFailure("the adopted spec holds \(UnicodeText.name(bad))")
            }
            for note in module.notes {
                _ = DiagnosticFormatter().rendered(note)
            }
        }
        precondition(
            adoption.plan.entries.allSatisfy { $0.path.hasPrefix("Specs/") },
            "adopt plans more than a spec")
    } catch {
        for diagnostic in error.diagnostics {
            precondition(
                !diagnostic.message.contains("does not read back"),
                "an adopted spec does not read back")
        }
    }
    precondition(fileSystem.writes == before, "adopt wrote")
    return 0
}
