import ViperGenCore

/// `viper-gen parse --events FILE`: shows how the spec parser reads a file.
enum ParseCommand: Command {
    static let name = "parse"
    static let summary = "Print how the spec parser reads a file, as YAML test-suite events"
    static let discussion = """
        Prints the parse in the event notation of the YAML test suite (+STR, +DOC, +MAP,
        =VAL :text, ...), so the parser can be compared with any YAML implementation.
        Exit status 2, with the diagnostics, when the file is not valid.
        """
    static let signature = CommandSignature(
        arguments: [.init(name: "file", help: "The file to parse", completion: .files)],
        options: [events]
    )

    static let events = CommandSignature.Option(
        name: "events", valueName: nil, help: "Print the event stream (required)",
        isRequired: true)

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            return environment.fail(
                UsageError(
                    message: arguments.positionals.isEmpty ? "missing file" : "too many files",
                    hint: "write `viper-gen parse --events FILE`"), command: name)
        }
        let source: SourceFile
        // Read beneath the project (the working folder when there is none), like every input:
        // a file named here may be a link the repository planted.
        let loader = environment.loader
        switch loader.readSource(loader.absolutePath(path), beneath: loader.locateRoot().root) {
        case .success(let value): source = value
        case .failure(let diagnostic): return environment.fail([diagnostic])
        }
        let result = SpecParser.parse(source)
        guard let document = result.document else { return environment.fail(result.diagnostics) }
        environment.stdout.write(SpecEventPrinter.events(for: document))
        return .success
    }
}
