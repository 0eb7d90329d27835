import ViperGenCore

/// `viper-gen check`: fails when committed generated code has drifted from its specs.
enum CheckCommand: Command {
    static let name = "check"
    static let summary =
        "Fail when generated files differ from what the specs generate (writes nothing)"
    static let discussion = """
        Regenerates in memory and compares with the disk. Reports each generated file
        that changed (with a unified diff), is missing, or is orphaned (carries the
        generated header but no spec produces it). Scaffolded files are never checked,
        except with generation: build, where the project holds no generated file:
        then check reports a missing scaffold, and any generated file left is orphaned.
        With an xcode: section in viper-gen.yml, also reports project drift: a file
        missing from its target, or a reference to a file that no longer exists.
        Exit status: 0 clean, 1 drift, 2 invalid input, 64 usage error. With
        GITHUB_ACTIONS=true, also prints ::error annotations for the pull request (on
        standard error with --format json), and no other line of output can be read
        as a workflow command. A spec may be named by its module's name (`check Home`)
        when no file or folder has that name: a path always wins.
        """
    static let signature = CommandSignature(
        arguments: [
            .init(
                name: "spec",
                help:
                    "Spec files, folders or module names to check (default: all; orphans only then)",
                isRepeated: true, isOptional: true, completion: .specs)
        ],
        options: [noDiff, format, verbose, CommandSignature.noWait]
    )

    static let noDiff = CommandSignature.Option(
        name: "no-diff", valueName: nil, help: "List drifted files without their diffs")
    static let format = CommandSignature.Option(
        name: "format", valueName: "format",
        help: "text (default) or json (schema in docs/check.md)",
        choices: ReportFormat.allCases.map(\.rawValue))
    static let verbose = CommandSignature.Option(
        name: "verbose", valueName: nil,
        help: "Also say so when everything is up to date")

    enum ReportFormat: String, CaseIterable {
        case text
        case json
    }

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        let format = arguments.choice(Self.format, as: ReportFormat.self) ?? .text
        // A shared lock: checks run together, but a tree being rewritten is never compared.
        let lockRoot = environment.loader.locateRoot().root
        guard
            let lock = environment.holdProject(
                lockRoot, mode: .shared, waits: !arguments.has(CommandSignature.noWait))
        else {
            return .invalidInput
        }
        defer { lock.release() }
        let leftovers: [String]
        do {
            leftovers = try WriteJournal.leftovers(in: lockRoot, fileSystem: environment.fileSystem)
        } catch {
            return environment.fail(error)
        }
        let pipeline = environment.pipeline
        let specs = arguments.positionals
        guard
            let validated = environment.value({ () throws(DiagnosticList) in
                try pipeline.validatedProject(specs.isEmpty ? .all : .selecting(specs))
            }),
            case let buildTime = validated.project.config.generation == .build,
            let generation = environment.value({ () throws(DiagnosticList) in
                try pipeline.generate(
                    validated,
                    options: WritePlanner.Options(scaffolds: buildTime ? .createMissing : .leaveOut)
                )
            })
        else {
            return .invalidInput
        }
        var report = DriftReport(
            plan: generation.plan, includesDiffs: !arguments.has(noDiff),
            scaffoldsAreChecked: buildTime)
        report.addLeftovers(leftovers)
        if let xcode = generation.xcode { report.addProjectDrift(xcode) }
        let root = generation.project.rootPath
        report.entries = report.entries.map { entry in
            var shown = entry
            shown.path = environment.shown(entry.path, root: root)
            if let file = entry.project?.projectFile {
                shown.project?.projectFile = environment.shown(file, root: root)
            }
            return shown
        }
        let formatter = DriftReportFormatter(showsDiffs: !arguments.has(noDiff))
        if format == .json {
            environment.writeUnguarded(formatter.json(report))
        } else {
            environment.stdout.write(formatter.text(report))
            if report.isClean && arguments.has(verbose) {
                environment.stdout.write(
                    buildTime
                        ? "viper-gen check: the specs are valid and \(report.checkedCount) scaffolded files are there (generation: build)\n"
                        : "viper-gen check: \(report.checkedCount) generated files are up to date\n"
                )
            }
        }
        if environment.isOnGitHubActions {
            // Beside JSON, on standard error: standard output stays one JSON document.
            environment.writeUnguarded(
                formatter.githubAnnotations(report), onStandardError: format == .json)
        }
        return report.isClean ? .success : .drift
    }
}
