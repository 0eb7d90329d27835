/// Part of stage 1, load: with an `xcode:` section, the module the generated
/// tests `@testable import` is the app target's (``XcodeProductModuleName``).
///
/// - Without `appModule` in the config, it is the target's module name, which
///   every build configuration must agree on; a project that cannot be read,
///   a target it does not have, a name that cannot be told from the project
///   file, and configurations that disagree are errors asking for `appModule`.
/// - With `appModule`, the config wins; it is a warning (at `appModule`) when
///   no configuration of the target gives that name. A project that cannot be
///   read is left for stage 7b to report.
enum XcodeAppModule {
    /// - Returns: the project file's model, when it was read (for stage 7b).
    static func resolve(
        _ config: inout ProjectConfig, rootPath: String, fileSystem: FileSystem, warnings: Warnings
    ) throws(DiagnosticList) -> XcodeProjectModel? {
        guard let settings = config.xcode else { return nil }
        let explicit = config.appModuleLocation
        let model: XcodeProjectModel
        do throws(DiagnosticList) {
            model = try XcodeProjectStage.readModel(
                settings, rootPath: rootPath, fileSystem: fileSystem)
        } catch {
            if explicit != nil { return nil }
            throw error
        }
        let name = settings.target
        guard let target = model.target(named: name.name) else {
            if explicit != nil { return model }
            throw DiagnosticList([
                XcodeProjectDiagnostics.unknownTarget(
                    name.name, known: SpellingCandidates(model.targetNames, kind: "targets"),
                    at: name.location)
            ])
        }
        let configurations = XcodeProductModuleName.configurations(of: target, in: model.file)
        var names: [String] = []
        var seen: Set<String> = []
        for configuration in configurations {
            if case .success(let module) = configuration.result, seen.insert(module).inserted {
                names.append(module)
            }
        }
        if let explicit {
            if !names.isEmpty, !names.contains(config.appModule) {
                try warnings.take([
                    XcodeProjectDiagnostics.appModuleDisagrees(
                        config.appModule, target: name.name, modules: names, at: explicit)
                ])
            }
            return model
        }
        for configuration in configurations {
            if case .failure(let problem) = configuration.result {
                throw DiagnosticList([
                    XcodeProjectDiagnostics.unresolvedModuleName(
                        target: name.name, configuration: configuration.name,
                        reason: problem.reason, at: name.location)
                ])
            }
        }
        guard names.count == 1 else {
            throw DiagnosticList([
                XcodeProjectDiagnostics.disagreeingModuleNames(
                    target: name.name,
                    configurations: configurations.compactMap { configuration in
                        (try? configuration.result.get()).map { (configuration.name, $0) }
                    }, at: name.location)
            ])
        }
        config.appModule = names[0]
        return model
    }
}
