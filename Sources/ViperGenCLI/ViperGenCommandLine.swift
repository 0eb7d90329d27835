import ViperGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Entry point of the `viper-gen` executable, and of tests that run it in process.
public enum ViperGenCommandLine {
    /// Runs with the real process arguments, environment and disk, then exits
    /// with the command's status.
    public static func runAndExit() -> Never {
        if let problem = OpenFileLimit.ensureMinimum() {
            _ = FileDescriptor.writeAll(Array(problem.utf8), to: 2)
            exit(ExitCode.invalidInput.rawValue)
        }
        let interruption = WriteInterruption()
        SignalWatcher.start(interruption)
        let stdout = StandardStream.output()
        let stderr = StandardStream.error()
        let context = CommandEnvironment(
            fileSystem: LocalFileSystem(),
            workingDirectory: LocalFileSystem.currentDirectory(),
            variables: processEnvironment(), stdout: stdout, stderr: stderr,
            interruption: interruption)
        let status = dispatch(Array(CommandLine.arguments.dropFirst()), in: context).rawValue
        context.stdout.flush()
        context.stderr.flush()
        // The process ends with the run's values still alive: freeing tens of
        // megabytes of rendered files just before exiting is wasted work.
        withExtendedLifetime(context) { exit(status) }
    }

    /// Runs one command line and returns its exit status. Touches nothing but
    /// `fileSystem` and the two outputs.
    public static func run(
        arguments: [String],
        environment: [String: String] = [:],
        workingDirectory: String,
        fileSystem: FileSystem,
        stdout: TextOutput,
        stderr: TextOutput
    ) -> Int32 {
        let context = CommandEnvironment(
            fileSystem: fileSystem, workingDirectory: workingDirectory,
            variables: environment, stdout: stdout, stderr: stderr)
        let status = dispatch(arguments, in: context).rawValue
        context.stdout.flush()
        context.stderr.flush()
        return status
    }

    private static func dispatch(_ arguments: [String], in context: CommandEnvironment) -> ExitCode
    {
        var remaining = arguments[...]
        while let first = remaining.first, first.hasPrefix("-") {
            remaining.removeFirst()
            switch first {
            case "-h", "--help":
                context.stdout.write(HelpText.tool())
                return .success
            case "--version":
                context.stdout.write("viper-gen \(HelpText.version)\n")
                return .success
            case "--color":
                guard let value = remaining.popFirst() else {
                    return context.fail(
                        UsageError(
                            message: "option '--color' needs a value",
                            hint: "write '--color auto', '--color always' or '--color never'"),
                        command: nil)
                }
                context.colorChoice = value
            case let option where option.hasPrefix("--color="):
                context.colorChoice = String(option.dropFirst("--color=".count))
            default:
                return context.fail(
                    UsageError(
                        message: "unknown option '\(first)'",
                        hint: "put command options after the command name"), command: nil)
            }
        }
        guard let name = remaining.popFirst() else {
            context.stderr.write(HelpText.tool())
            return .usage
        }
        guard let command = CommandList.command(named: name) else {
            let suggestion = SpellingSuggestion.closest(
                to: name, in: CommandList.all.map { $0.name })
            let hint =
                (suggestion.map { "did you mean '\($0)'? " } ?? "") + "commands: "
                + CommandList.all.map { $0.name }.joined(separator: ", ")
            return context.fail(
                UsageError(message: "unknown command '\(name)'", hint: hint), command: nil)
        }
        let parsed: CommandArguments
        do {
            parsed = try command.signature.parse(Array(remaining))
        } catch {
            return context.fail(error, command: name)
        }
        if let color = parsed.value(CommandSignature.color) { context.colorChoice = color }
        guard CommandSignature.colorChoices.contains(context.colorChoice) else {
            return context.fail(
                UsageError(
                    message: "'\(context.colorChoice)' is not a value of '--color'",
                    hint: "write '--color auto', '--color always' or '--color never'"),
                command: name)
        }
        if parsed.has(CommandSignature.help) {
            context.stdout.write(HelpText.command(command))
            return .success
        }
        return command.run(parsed, in: context)
    }

    private static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
