// libFuzzer entry for the traits reader: the input is `viper-traits.yml`.
// Its diagnostics must be located and hinted; when it is valid, a module using
// every trait it defines is rendered, and nothing the traits file wrote outside
// method bodies may put a control character into a generated line.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraits(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "viper-traits.yml", bytes: bytes)
    let result = TraitCatalogReader.read(
        source, origin: .project(path: "viper-traits.yml"), builtInNames: catalog.names)
    checkModelDiagnostics(
        result.diagnostics, in: source, accepted: !result.diagnostics.containsErrors)
    guard !result.diagnostics.containsErrors, !result.traits.isEmpty else { return 0 }
    let names = result.traits.map(\.name).joined(separator: ", ")
    let fileSystem = InMemoryFileSystem(files: [
        "/fuzz/viper-traits.yml": String(decoding: bytes, as: UTF8.self),
        "/fuzz/Specs/Login.viper.yml": "module: Login\nstyle: viper\ntraits: [\(names)]\n",
    ])
    loadRenderAndPlan(fileSystem)
    return 0
}
