// libFuzzer entry for the config reader: the input is `viper-gen.yml`. Its
// diagnostics must be located and hinted; when it is valid, a project with
// one module is loaded, rendered and planned in memory, and every output path
// must stay inside the project and every generated line be free of control
// characters (the header reaches every file).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "viper-gen.yml", bytes: bytes)
    let result = ConfigReader.read(source)
    checkModelDiagnostics(
        result.diagnostics, in: source, accepted: !result.diagnostics.containsErrors)
    guard !result.diagnostics.containsErrors else { return 0 }
    for path in [
        result.config.sources, result.config.tests, result.config.shared, result.config.specs,
        result.config.traitsFile,
    ] + [result.config.templates].compactMap({ $0 }) {
        precondition(!PathText.escapesBase(path), "an accepted path leaves the project: \(path)")
        precondition(
            UnicodeText.firstControl(in: path) == nil, "an accepted path holds a control character")
    }
    let fileSystem = InMemoryFileSystem(files: [
        "/fuzz/viper-gen.yml": String(decoding: bytes, as: UTF8.self),
        "/fuzz/" + PathText.join(result.config.specs, "Login.viper.yml"):
            "module: Login\ntraits: [close, request]\n",
    ])
    loadRenderAndPlan(fileSystem)
    return 0
}
