import ViperGenCore

/// `viper-gen filelist`: Xcode input and output file lists for a Run Script phase.
enum FilelistCommand: Command {
    static let name = "filelist"
    static let summary = "Write Xcode .xcfilelist input and output lists for a Run Script build phase"
    static let discussion = """
    The inputs list names viper-gen.yml, the traits file, every spec and every
    project template; the outputs list names every generated file. Xcode then runs
    the phase only when an input changed. Files are rewritten only when their
    content changes.
    """
    static let signature = CommandSignature(options: [
        .init(name: "inputs", valueName: "file", help: "Inputs list to write (default: ViperGenInputs.xcfilelist)"),
        .init(name: "outputs", valueName: "file", help: "Outputs list to write (default: ViperGenOutputs.xcfilelist)"),
        .init(name: "prefix", valueName: "path", help: "Prefix of every path (default: $(SRCROOT))"),
    ])

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        let pipeline = environment.pipeline
        guard let validated = environment.value({ () throws(DiagnosticList) in try pipeline.validatedProject() }),
              let templates = environment.value({ () throws(DiagnosticList) in
                  try pipeline.templates(for: validated.project)
              }) else {
            return .invalidInput
        }
        let prefix = arguments.value("prefix") ?? "$(SRCROOT)"
        let generated = ContextBuilder.outputs(for: validated.project).filter { $0.ownership == .generated }
        let inputs = DependencyFile.fileList(DependencyFile.inputPaths(validated, templates: templates.set),
                                             prefix: prefix)
        let outputs = DependencyFile.fileList(generated.map(\.path).sorted(), prefix: prefix)
        if let failure = BuildListWriter.write(inputs, to: arguments.value("inputs") ?? "ViperGenInputs.xcfilelist",
                                               in: environment) {
            return failure
        }
        if let failure = BuildListWriter.write(outputs, to: arguments.value("outputs") ?? "ViperGenOutputs.xcfilelist",
                                               in: environment) {
            return failure
        }
        return .success
    }
}
