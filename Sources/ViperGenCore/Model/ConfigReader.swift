/// Reads `viper-gen.yml` into a ``ProjectConfig``, reporting every problem.
public enum ConfigReader {
    /// The keys a config may have.
    public static let keys = [
        "specs", "sources", "tests", "shared", "appModule", "access", "ui", NavigationKind.key,
        "indentation", "header",
        "traitsFile",
        "templates", VersionPin.key, VersionPin.requirementKey, "xcode", ProjectConfig.schemasKey,
        DeploymentTarget.key,
        DefaultIsolation.key, TestFramework.key, GenerationMode.key, Naming.key,
        RuntimeNames.key, ModuleLayout.key,
    ]

    public static func read(_ source: SourceFile) -> (
        config: ProjectConfig, diagnostics: [Diagnostic]
    ) {
        let parsed = SpecParser.parse(source)
        guard let document = parsed.document else { return (ProjectConfig(), parsed.diagnostics) }
        var reader = SchemaReader(source: source, diagnostics: parsed.diagnostics)
        var config = ProjectConfig()
        guard let root = document.root else { return (config, parsed.diagnostics) }
        if case .scalar(let scalar) = root, scalar.value.isEmpty {
            return (config, parsed.diagnostics)
        }
        guard let mapping = reader.mapping(root, for: "the config") else {
            return (config, reader.diagnostics)
        }
        let fields = reader.fields(of: mapping, allowed: keys, in: "the config")

        func path(_ key: String, _ keyPath: WritableKeyPath<ProjectConfig, String>) {
            if let entry = fields[key], let value = reader.projectPath(entry.value, for: key) {
                config[keyPath: keyPath] = value
            }
        }
        path("specs", \.specs)
        path("sources", \.sources)
        path("tests", \.tests)
        path("shared", \.shared)
        path("traitsFile", \.traitsFile)
        config.traitsFileIsExplicit = fields["traitsFile"] != nil
        if let entry = fields["templates"],
            let value = reader.projectPath(entry.value, for: "templates")
        {
            config.templates = value
        }
        if let entry = fields["appModule"], let scalar = reader.text(entry.value, for: "appModule"),
            let name = reader.identifier(scalar, what: "module name")
        {
            config.appModule = name
            config.appModuleLocation = reader.location(of: scalar.range)
        }
        if let entry = fields["access"],
            let value = reader.choice(
                entry.value, from: AccessLevel.allCases.map(\.rawValue), for: "access level")
        {
            config.access = AccessLevel(rawValue: value)!
        }
        config.ui = ScreenSpecReader.ui(fields["ui"], default: config.ui, reader: &reader)
        if let entry = fields[NavigationKind.key],
            let value = reader.choice(
                entry.value, from: NavigationKind.allCases.map(\.rawValue), for: NavigationKind.key)
        {
            config.navigation = NavigationKind(rawValue: value)!
        }
        if let entry = fields["indentation"],
            let scalar = reader.text(entry.value, for: "indentation")
        {
            if scalar.value == "tab" {
                config.indentation = .tab
            } else if let count = Int(scalar.value), (1...8).contains(count) {
                config.indentation = .spaces(count)
            } else {
                reader.report(
                    ModelDiagnostics.invalidIndentation(
                        scalar.value, at: reader.location(of: scalar.range)))
            }
        }
        if let entry = fields[DeploymentTarget.key],
            let scalar = reader.text(entry.value, for: DeploymentTarget.key)
        {
            let location = reader.location(of: scalar.range)
            if let target = DeploymentTarget(parsing: scalar.value) {
                if target < .oldestSupported {
                    reader.report(ModelDiagnostics.platformTooOld(scalar.value, at: location))
                } else {
                    config.platform = target
                }
            } else {
                reader.report(ModelDiagnostics.invalidPlatform(scalar.value, at: location))
            }
        }
        if let entry = fields[DefaultIsolation.key],
            let value = reader.choice(
                entry.value, from: DefaultIsolation.allCases.map(\.rawValue),
                for: DefaultIsolation.key)
        {
            config.defaultIsolation = DefaultIsolation(rawValue: value)!
        }
        if let entry = fields[TestFramework.key],
            let value = reader.choice(
                entry.value, from: TestFramework.allCases.map(\.rawValue), for: TestFramework.key)
        {
            config.testFramework = TestFramework(rawValue: value)!
        }
        if let entry = fields[GenerationMode.key],
            let value = reader.choice(
                entry.value, from: GenerationMode.allCases.map(\.rawValue),
                for: GenerationMode.key)
        {
            config.generation = GenerationMode(rawValue: value)!
        }
        config.minimumVersion = reader.pinnedVersion(
            fields, VersionPin.key, parse: ToolVersion.init(parsing:),
            invalid: ModelDiagnostics.invalidMinimumVersion(_:at:))
        config.version = reader.pinnedVersion(
            fields, VersionPin.requirementKey, parse: VersionRequirement.init(parsing:),
            invalid: ModelDiagnostics.invalidVersionRequirement(_:at:))
        if let entry = fields[Naming.key] {
            config.naming = NamingReader.read(entry.value, style: nil, reader: &reader)
        }
        if let entry = fields[RuntimeNames.key] {
            config.runtime = RuntimeNamesReader.read(entry.value, reader: &reader)
        }
        if let entry = fields[ModuleLayout.key] {
            config.layout = ModuleLayoutReader.read(entry.value, reader: &reader)
        }
        if let entry = fields["xcode"] { config.xcode = readXcode(entry.value, reader: &reader) }
        if config.generation == .build, config.xcode != nil, let entry = fields[GenerationMode.key]
        {
            reader.report(
                ModelDiagnostics.buildGenerationWithXcode(at: reader.location(of: entry.value)))
        }
        if let entry = fields[ProjectConfig.schemasKey],
            let scalar = reader.text(entry.value, for: ProjectConfig.schemasKey)
        {
            if SchemaLocation.isAddress(scalar.value) {
                // Every new spec's first line names it: as long as a configured path, at most.
                if scalar.value.utf8.count > ProjectConfig.maximumPathLength {
                    reader.report(
                        ModelDiagnostics.schemaAddressTooLong(
                            bytes: scalar.value.utf8.count, at: reader.location(of: scalar.range)))
                } else {
                    config.schemas = scalar.value
                }
            } else if let path = reader.projectPath(entry.value, for: ProjectConfig.schemasKey) {
                config.schemas = path
            }
        }
        if let entry = fields["header"],
            let scalar = reader.text(entry.value, for: "header", allowingFinalLineFeed: true)
        {
            let header = scalar.value
            let location = reader.location(of: scalar.range)
            if let problem = headerProblem(header, at: location) {
                reader.report(problem)
            } else if !header.contains(ProjectConfig.sourcePlaceholder),
                header.contains(ProjectConfig.deprecatedSourcePlaceholder)
            {
                reader.report(
                    ModelDiagnostics.deprecatedSourcePlaceholder(
                        at: reader.location(of: scalar.range)))
                config.header = header.replacingEvery(
                    ProjectConfig.deprecatedSourcePlaceholder,
                    with: ProjectConfig.sourcePlaceholder)
            } else {
                config.header = header
            }
        }
        return (config, reader.diagnostics)
    }

    /// Why `header` cannot be used, if it cannot: it is bounded (so what it
    /// adds to every generated file is), and it may not carry the marker
    /// that tells viper-gen's files from the user's (``GeneratedFileMarker``).
    private static func headerProblem(_ header: String, at location: SourceLocation) -> Diagnostic?
    {
        let bytes = header.utf8.count
        if bytes > ProjectConfig.maximumHeaderLength {
            return ModelDiagnostics.headerTooLong(
                bytes: bytes, limit: ProjectConfig.maximumHeaderLength, at: location)
        }
        // "{source}" is found inside "${source}" too: one count for both spellings.
        let placeholders = header.byteOffsets(of: ProjectConfig.deprecatedSourcePlaceholder).count
        if placeholders > ProjectConfig.maximumSourcePlaceholders {
            return ModelDiagnostics.tooManySourcePlaceholders(
                placeholders, limit: ProjectConfig.maximumSourcePlaceholders,
                at: location)
        }
        if header.contains(GeneratedFileMarker.text) {
            return ModelDiagnostics.headerImitatesMarker(at: location)
        }
        return nil
    }

    /// The `xcode:` section: a project inside the root, named `*.xcodeproj`, one
    /// or more app targets, optional test targets and per-module overrides.
    private static func readXcode(_ node: SpecNode, reader: inout SchemaReader) -> XcodeSettings? {
        guard let mapping = reader.mapping(node, for: "xcode") else { return nil }
        let fields = reader.fields(
            of: mapping, allowed: XcodeSettings.keys, required: XcodeSettings.requiredKeys,
            in: "xcode")
        // A target name, or a list of them (each once).
        func targetNames(_ entry: SpecMapping.Entry?, _ field: String) -> [XcodeSettings.TargetName]
        {
            guard let entry else { return [] }
            func name(_ node: SpecNode) -> XcodeSettings.TargetName? {
                guard let scalar = reader.text(node, for: field) else { return nil }
                return XcodeSettings.TargetName(scalar.value, at: reader.location(of: scalar.range))
            }
            guard case .sequence(let sequence) = entry.value else {
                return name(entry.value).map { [$0] } ?? []
            }
            var names: [XcodeSettings.TargetName] = []
            for item in sequence.items {
                guard let target = name(item) else { continue }
                if let first = names.first(where: { $0.name == target.name }) {
                    reader.report(
                        ModelDiagnostics.duplicate(
                            "target", target.name, at: target.location, first: first.location))
                } else {
                    names.append(target)
                }
            }
            if sequence.items.isEmpty {
                reader.report(
                    ModelDiagnostics.emptyValue(field: field, at: reader.location(of: entry.value)))
            }
            return names
        }
        var project: (String, SourceLocation)?
        if let entry = fields["project"],
            let path = reader.projectPath(entry.value, for: "xcode.project")
        {
            let location = reader.location(of: entry.value)
            if path.hasSuffix(".xcodeproj") {
                project = (path, location)
            } else {
                reader.report(ModelDiagnostics.notAnXcodeProject(path, at: location))
            }
        }
        let targets = targetNames(fields["target"], "xcode.target")
        let testTargets = targetNames(fields["testTarget"], "xcode.testTarget")
        var overrides: [String: XcodeSettings.Override] = [:]
        if let entry = fields["modules"],
            let modules = reader.mapping(entry.value, for: "xcode.modules")
        {
            for module in modules.entries {
                guard let name = reader.identifier(module.key, what: "module name"),
                    let body = reader.mapping(
                        module.value, for: "xcode.modules.\(module.key.value)")
                else { continue }
                let keys = reader.fields(
                    of: body, allowed: XcodeSettings.overrideKeys, in: "xcode.modules.\(name)")
                overrides[name] = XcodeSettings.Override(
                    targets: targetNames(keys["target"], "target"),
                    testTargets: targetNames(keys["testTarget"], "testTarget"))
            }
        }
        guard let (path, location) = project, !targets.isEmpty else { return nil }
        return XcodeSettings(
            project: path, projectLocation: location, targets: targets,
            testTargets: testTargets, modules: overrides)
    }
}
