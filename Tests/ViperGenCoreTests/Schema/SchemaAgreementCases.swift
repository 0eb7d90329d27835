import Foundation
import ViperGenCore
import ViperGenTestSupport

/// The files ``SchemaAgreementTests`` judges: invalid ones, each refused by
/// the validator with a known message, and a project's own files by kind.
enum SchemaAgreementCases {
    struct Case {
        var name: String
        var kind: SchemaKind
        var text: String
        /// What the validator's first error says.
        var message: String
    }

    static func module(_ name: String, _ text: String, _ message: String) -> Case {
        Case(name: name, kind: .module, text: "module: Login\n" + text, message: message)
    }

    static let invalid: [Case] = [
        module("duplicate-trait", "traits: [close, close]\n", "trait 'close' is listed twice"),
        module(
            "duplicate-trait-with-parameters",
            "traits:\n  - request\n  - request:\n      service: S\n",
            "trait 'request' is listed twice"),
        module("unknown-trait", "traits: [clsoe]\n", "unknown trait 'clsoe'"),
        module(
            "unknown-trait-parameter", "traits:\n  - page:\n      size: Int\n",
            "trait 'page' has no parameter 'size'"),
        module("duplicate-import", "imports: [Foundation, Foundation]\n", "is listed twice"),
        module("keyword-import", "imports: [class]\n", "it is a Swift keyword"),
        Case(
            name: "keyword-module", kind: .module, text: "module: Self\n", message: "Swift keyword"),
        module("keyword-route", "routes:\n  class: push\n", "Swift keyword"),
        module(
            "inherits-under-output", "output:\n  inherits:\n    x: Sendable\n",
            "'output' takes no 'inherits'"),
        module("keyword-state-field", "state:\n  default: Int = 0\n", "Swift keyword"),
        module("keyword-event", "events:\n  func:\n", "'func' is not a method name"),
        module(
            "keyword-parameter", "events:\n  tap:\n    in: Int\n", "'in' is not a parameter name"),
        module(
            "underscore-named-parameter", "events:\n  tap:\n    _ _: Int\n",
            "'_ _' is not a parameter name"),
        module(
            "unnamed-route-parameter", "routes:\n  detail:\n    parameters:\n      _: Int\n",
            "only a message's parameter can be unnamed"),
        module(
            "keyword-dependency", "dependencies:\n  presenter:\n    self: API\n", "Swift keyword"),
        module("reserved-state-field", "state:\n  Type: Int = 0\n", "Type"),
        module("reserved-dependency", "dependencies:\n  presenter:\n    router: API\n", "router"),
        module("capitalised-store-field", "store:\n  presenter:\n    Count: Int = 0\n", "Count"),
        module("state-without-default", "state:\n  count: Int\n", "has no default value"),
        module(
            "store-without-default", "store:\n  presenter:\n    count: Int\n",
            "has no default value"),
        module(
            "mvp-interactor", "interactor:\n  inputs:\n    load:\n", "only used by style 'viper'"),
        module("mvp-use-cases", "useCases:\n  load:\n", "only used by style 'vip'"),
        module("mvp-router", "router:\n  leave:\n", "an MVP module has no router"),
        module("keyword-route-method", "routes:\n  help:\n    method: func\n", "Swift keyword"),
        module(
            "inherits-under-router", "style: viper\nrouter:\n  inherits: [Sendable]\n",
            "'router' takes no 'inherits'"),
        module("viper-use-cases", "style: viper\nuseCases:\n  load:\n", "only used by style 'vip'"),
        module(
            "mvp-router-dependency", "dependencies:\n  router:\n    api: API\n",
            "an MVP module has no router"),
        module(
            "mvp-interactor-dependency", "dependencies:\n  interactor:\n    api: API\n",
            "an MVP module has no interactor"),
        module(
            "mvp-interactor-store", "store:\n  interactor:\n    count: Int = 0\n",
            "an MVP module has no interactor"),
        module("vip-input", "style: vip\ninput:\n  configure:\n", "not used by style 'vip'"),
        module("vip-output", "style: vip\noutput:\n  done:\n", "not used by style 'vip'"),
        module("vip-events", "style: vip\nevents:\n  tap:\n", "not used by style 'vip'"),
        module("vip-view", "style: vip\nview:\n  show:\n", "not used by style 'vip'"),
        module("vip-state", "style: vip\nstate:\n  n: Int = 0\n", "not used by style 'vip'"),
        module("vip-swiftui", "style: vip\nui: swiftui\n", "style 'vip' has no SwiftUI screen"),
        module("swiftui-view-message", "ui: swiftui\nview:\n  show:\n", "takes no view messages"),
        module(
            "push-with-presentation",
            "routes:\n  settings:\n    transition: push\n    presentation: formSheet\n",
            "'presentation' applies to 'transition: present'"),
        module(
            "default-push-with-presentation", "routes:\n  settings:\n    presentation: formSheet\n",
            "'presentation' applies to 'transition: present'"),
        module(
            "modal-with-presentation",
            "routes:\n  settings:\n    transition: modal\n    presentation: formSheet\n",
            "'presentation' applies to 'transition: present'"),
        module(
            "present-with-animator",
            "routes:\n  settings:\n    transition: present\n    animator: fade\n",
            "'animator' applies to 'transition: push'"),
        module(
            "push-in-navigation", "routes:\n  settings:\n    embedInNavigation: true\n",
            "already in its source's navigation controller"),
        module(
            "use-case-twice", "style: vip\nuseCases:\n  load:\n  load async:\n",
            "use case 'load' is listed twice"),
        module(
            "route-to-unknown-module", "routes:\n  settings:\n    module: Settings\n", "Settings"),
        module("unbalanced-type", "state:\n  items: \"[String = []\"\n", "items"),
        module(
            "input-also-output", "input:\n  reload:\noutput:\n  reload:\n",
            "is also a module output"),
        module("bad-default-value", "state:\n  count: Int = 1 +\n", "count"),
        Case(
            name: "config-unknown-pin", kind: .config, text: "version: latest\n",
            message: "'latest' is not a version or a range"),
        Case(
            name: "config-keyword-app-module", kind: .config, text: "appModule: class\n",
            message: "class"),
        Case(
            name: "config-no-targets", kind: .config,
            text: "xcode:\n  project: App.xcodeproj\n  target: []\n", message: "target"),
        Case(
            name: "config-target-twice", kind: .config,
            text: "xcode:\n  project: App.xcodeproj\n  target: [App, App]\n", message: "App"),
        Case(
            name: "traits-method-without-body", kind: .traits,
            text:
                "traits:\n  vibrate:\n    kind: router\n    summary: Buzzes.\n    methods:\n      buzz:\n        summary: Buzzes once.\n",
            message: "has no implementation"),
        Case(
            name: "traits-store-without-default", kind: .traits,
            text:
                "traits:\n  vibrate:\n    kind: router\n    summary: Buzzes.\n    store:\n      count: Int\n",
            message: "has no default value"),
        module(
            "naming-role-not-in-style", "naming:\n  displayLogic: \"I{Module}Display\"\n",
            "which a module of style 'mvp' does not have"),
        Case(
            name: "config-naming-without-module", kind: .config,
            text: "naming:\n  assembly: Configurator\n", message: "has no '{Module}'"),
        module(
            "naming-name-not-a-type", "naming:\n  assembly: 1Configurator\n",
            "does not make a Swift type name"),
        Case(
            name: "config-naming-unknown-role", kind: .config,
            text: "naming:\n  veiw: \"{Module}ViewInput\"\n", message: "unknown key 'veiw'"),
        Case(
            name: "config-naming-placeholder", kind: .config,
            text: "naming:\n  view: \"{Module}{Name}\"\n", message: "a placeholder other than"),
        Case(
            name: "config-naming-twice", kind: .config,
            text: "naming:\n  view: \"{Module}V\"\n  viewOutput: \"{Module}V\"\n",
            message: "names both"),
        Case(
            name: "module-files-ownership", kind: .moduleFiles,
            text: "files:\n  - path: a.xib\n    template: A.tmpl\n    ownership: mine\n",
            message: "ownership"),
        Case(
            name: "module-files-without-template", kind: .moduleFiles,
            text: "files:\n  - path: a.xib\n    ownership: generated\n",
            message: "template"),
        Case(
            name: "module-files-unknown-ui", kind: .moduleFiles,
            text:
                "files:\n  - path: a.xib\n    template: A.tmpl\n    ownership: generated\n    ui: [uikit, web]\n",
            message: "'web'"),
    ]

    /// The validator's errors for the case, rendered; nil when it accepts it.
    static func validatorRefusal(_ testCase: Case) -> String? {
        validatorRefusal(of: testCase.text, as: testCase.kind)
    }

    /// The validator's errors for `text` as the one file of its kind in a project; nil when it
    /// accepts it.
    static func validatorRefusal(of text: String, as kind: SchemaKind) -> String? {
        var files: [String: String] = [:]
        switch kind {
        case .module: files["/p/Specs/Login.viper.yml"] = text
        case .config: files["/p/" + ProjectConfig.fileName] = text
        case .traits: files["/p/viper-traits.yml"] = text
        case .moduleFiles:
            files["/p/" + ProjectConfig.fileName] = "templates: T\n"
            files["/p/T/" + ModuleTemplateFile.manifestName] = text
        }
        let fileSystem = InMemoryFileSystem(files: files)
        let pipeline = GenerationPipeline(fileSystem: fileSystem, workingDirectory: "/p")
        do {
            _ = try pipeline.validatedProject()
            return nil
        } catch {
            return DiagnosticFormatter().rendered(error.diagnostics)
        }
    }

    /// The project's specs, config and traits file, by kind.
    static func projectFiles(in project: String) -> [SchemaKind: [String]] {
        var files: [SchemaKind: [String]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: project)
        while let relative = enumerator?.nextObject() as? String {
            if let kind = kind(ofFile: relative) {
                files[kind, default: []].append(project + "/" + relative)
            }
        }
        return files.mapValues { $0.sorted() }
    }

    /// The schema of a project file, by its name: a spec, a config or a traits file.
    static func kind(ofFile path: String) -> SchemaKind? {
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix(ProjectLoader.specSuffix) { return .module }
        if name == ProjectConfig.fileName { return .config }
        if name == ModuleTemplateFile.manifestName { return .moduleFiles }
        return name == "viper-traits.yml" ? .traits : nil
    }

    /// The case names in docs/schemas.md's table of what only the validator refuses.
    static func documentedExceptions() throws -> Set<String> {
        let page = try String(
            contentsOfFile: PackagePaths.root + "/docs/schemas.md", encoding: .utf8)
        guard let start = page.range(of: "## What only the validator refuses") else {
            return []
        }
        let section = page[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        var names: Set<String> = []
        for line in section[..<end].split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            names.insert(String(cell))
        }
        return names
    }
}
