// libFuzzer entry for the template lexer, parser and renderer, with project
// templates: the first input byte picks which built-in template the rest of
// the input replaces (as a project's `Templates/` folder would), then the
// library is built and, when it parses, a small project is rendered with it.
// Parsing must terminate, locate every error, never overflow the stack
// (nesting is limited), and rendering must not crash.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let names = TemplateSet.builtIn.entries.map(\.name)
    let replaced = names[Int(data[0]) % names.count]
    let text = String(
        decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    var sources = TemplateSet.builtIn.entries.map {
        TemplateSource(name: $0.name, displayPath: $0.name, text: $0.text)
    }
    sources.removeAll { $0.name == replaced }
    sources.append(TemplateSource(name: replaced, displayPath: "Templates/" + replaced, text: text))
    let custom: TemplateLibrary
    do {
        custom = try TemplateLibrary(sources: sources)
    } catch {
        precondition(!error.diagnostics.isEmpty, "refused without a diagnostic")
        for diagnostic in error.diagnostics {
            precondition(
                !diagnostic.message.isEmpty && diagnostic.hint?.isEmpty == false,
                "missing message or hint")
            if let location = diagnostic.location, location.hasPosition,
                location.path == "Templates/" + replaced
            {
                checkLocation(location, in: SourceFile(path: location.path, text: text))
            }
        }
        _ = DiagnosticFormatter(usesColor: true).rendered(error.diagnostics)
        return 0
    }
    do {
        _ = try ProjectRenderer(library: custom).render(ContextBuilder.outputs(for: project))
    } catch {
        for diagnostic in error.diagnostics {
            precondition(!diagnostic.message.isEmpty, "an empty message")
        }
    }
    return 0
}

/// Two modules, both styles, with routes and view messages: most template paths run.
private let project: Project = {
    let specs = [
        "module: Login\nstyle: mvp\ntraits: [close, request, push]\nview:\n  show:\n    name: String\n"
            + "routes:\n  settings: present\n",
        "module: Cart\nstyle: viper\ntraits: [track, page]\ninteractor:\n  inputs:\n    load async:\n      id: String\n",
    ]
    let modules = specs.enumerated().compactMap { index, text in
        ModuleSpecReader.read(
            SourceFile(path: "Specs/M\(index).viper.yml", text: text), catalog: catalog,
            defaultAccess: .internal, specPath: "Specs/M\(index).viper.yml"
        ).module
    }
    precondition(modules.count == 2)
    return Project(rootPath: "/fuzz", catalog: catalog, modules: modules)
}()
