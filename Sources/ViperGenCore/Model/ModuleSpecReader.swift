/// Reads a module spec (`<Module>.viper.yml`) into a ``ModuleDefinition``, checking it
/// against the schema and the trait catalog, and reporting every problem.
public enum ModuleSpecReader {
    /// The keys a module spec may have.
    public static let keys = [
        "module", "style", "access", "ui", NavigationKind.key, "imports", "traits", "state",
        "events", "input",
        "output", "view", "interactor", "router",
        "routes", "requests", "dependencies", "children", "useCases", "store", DataStoreReader.key,
        Naming.key, ScreenSpecReader.xibKey, DeclaredProtocolReader.key,
    ]
    static let requiredKeys = ["module"]
    static let interactorKeys = ["inputs", "outputs"]
    /// The methods of `TransitionHandler`, which a module's view also has.
    static let transitionHandlerSelectors: Set<String> = [
        "present(_:animated:completion:)", "presentModally(_:animated:)",
        "present(_:options:completion:)", "dismiss(animated:completion:)",
        "close(animated:completion:)",
        "push(_:animated:)", "pop(animated:)", "popToRoot(animated:)",
        "showAlert(title:message:actions:)",
        "share(_:from:)",
    ]

    /// True when `parameter` of `trait` is the type of a dependency that stands
    /// for one of the trait's associated types (`requestService:
    /// RequestServiceType`, `moduleType: ${service}`): only a concrete type can be one.
    static func fillsAnAssociatedType(_ parameter: String, of trait: TraitDefinition) -> Bool {
        let associated = Set(trait.associatedTypes.map(\.name))
        return trait.dependencies.contains { dependency in
            associated.contains(dependency.type)
                && (dependency.moduleType?.contains("${\(parameter)}") ?? false)
        }
    }

    /// - Parameter specPath: the spec's path relative to the project root, as
    ///   generated headers name it (defaults to the source's display path).
    public static func read(
        _ source: SourceFile,
        catalog: TraitCatalog,
        defaultAccess: AccessLevel,
        defaultUI: UIKind = .uikit,
        defaultNavigation: NavigationKind = .uikit,
        defaultNaming: Naming = Naming(),
        specPath: String? = nil
    ) -> (module: ModuleDefinition?, diagnostics: [Diagnostic]) {
        let parsed = SpecParser.parse(source)
        guard let document = parsed.document else { return (nil, parsed.diagnostics) }
        var reader = SchemaReader(source: source, diagnostics: parsed.diagnostics)
        guard let root = document.root, !root.isEmptyScalar else {
            return (
                nil,
                parsed.diagnostics + [
                    ModelDiagnostics.emptyDocument("module spec", at: source.location(at: 0))
                ]
            )
        }
        guard let mapping = reader.mapping(root, for: "the module spec") else {
            return (nil, reader.diagnostics)
        }
        let fields = reader.fields(
            of: mapping, allowed: keys, required: requiredKeys, in: "the module spec")

        var name: String?
        var nameLocation: SourceLocation?
        if let node = fields["module"]?.value, let scalar = reader.text(node, for: "module") {
            if let problem = ModelDiagnostics.moduleNameProblem(
                scalar.value, at: reader.location(of: scalar.range))
            {
                reader.report(problem)
            } else {
                name = scalar.value
                nameLocation = reader.location(of: scalar.range)
            }
        }
        let style =
            fields["style"].flatMap {
                reader.choice(
                    $0.value, from: ModuleDefinition.Style.allCases.map(\.rawValue), for: "style")
            }.flatMap(ModuleDefinition.Style.init(rawValue:)) ?? .mvp
        let access =
            fields["access"].flatMap {
                reader.choice(
                    $0.value, from: AccessLevel.allCases.map(\.rawValue), for: "access level")
            }.flatMap(AccessLevel.init(rawValue:)) ?? defaultAccess
        let imports = fields["imports"].map { reader.moduleNames($0.value, for: "imports") } ?? []
        let read = fields["traits"].map { readTraits($0.value, catalog: catalog, reader: &reader) }
        let namedRequests =
            fields["requests"].map { RequestSpecReader.read($0.value, reader: &reader) } ?? []
        let traits = withRequestTrait(
            read?.uses ?? [], traitRequest: read?.ownRequest, namedRequests: namedRequests,
            module: name, specPath: specPath ?? source.path, imports: imports,
            access: access, catalog: catalog, reader: &reader)
        let naming =
            fields[Naming.key].map {
                NamingReader.read($0.value, style: style, base: defaultNaming, reader: &reader)
            }.map { $0.over(defaultNaming) } ?? defaultNaming
        let names = name.map { ModuleNames(module: $0, naming: naming) }
        // The module's own types: a view or events protocol that refined one would go round
        // in a circle (its view) or name a class or an enum (its presenter, its assembly).
        let generatedProtocols: Set<String> =
            names.map { names in
                Set(Naming.Role.allCases.map { names[$0] })
                    .union(ModuleDefinition.typeNameSuffixes.map(names.fixed))
            } ?? []
        let ui = ScreenSpecReader.ui(fields["ui"], default: defaultUI, reader: &reader)
        let navigation = ScreenSpecReader.navigation(
            fields[NavigationKind.key], ui: ui, default: defaultNavigation, reader: &reader)
        let loadsXIB = ScreenSpecReader.loadsXIB(
            fields[ScreenSpecReader.xibKey], ui: ui, reader: &reader)
        let state = fields["state"].map { ScreenSpecReader.state($0.value, reader: &reader) } ?? []
        let (viewOutputInherits, events) =
            fields["events"].map {
                reader.protocolMessages($0.value, for: "events", generated: generatedProtocols)
            } ?? ([], [])
        let moduleInputs = fields["input"].map { interfaceMessages($0, reader: &reader) } ?? []
        let moduleOutputs = fields["output"].map { interfaceMessages($0, reader: &reader) } ?? []
        // `input:` or `output:` with nothing under it is a marker protocol.
        let declaresEmpty = { (key: String) in
            fields[key].map { $0.value.isEmptyScalar } ?? false
        }
        let (viewInherits, view) =
            fields["view"].map {
                reader.protocolMessages($0.value, for: "view", generated: generatedProtocols)
            } ?? ([], [])
        for output in view where transitionHandlerSelectors.contains(output.selector) {
            reader.report(
                ModelDiagnostics.viewOutputClashesWithTransitionHandler(
                    output.selector, at: output.location))
        }
        for output in view where ViewControllerMembers.selectors.contains(output.selector) {
            reader.report(
                ModelDiagnostics.viewOutputClashesWithViewController(
                    output.selector, name: output.name, at: output.location))
        }
        // A UIKit presenter with state declares `viewIsReady()` itself; otherwise it is an event.
        for event in events
        where event.selector == "viewIsReady()" && !state.isEmpty && ui == .uikit {
            reader.report(ModelDiagnostics.eventNamedLikeTheReadySignal(at: event.location))
        }
        var inputs: [SwiftMethod] = []
        var outputs: [SwiftMethod] = []
        if let entry = fields["interactor"] {
            if style == .vip {
                // Reported with the other keys a VIP module can't have.
            } else if style != .viper {
                reader.report(
                    ModelDiagnostics.interactorNeedsVIPER(at: reader.location(of: entry.key.range)))
            } else if let interactor = reader.mapping(entry.value, for: "interactor") {
                let parts = reader.fields(
                    of: interactor, allowed: interactorKeys, in: "'interactor'")
                inputs = parts["inputs"].map { reader.messages($0.value, for: "inputs") } ?? []
                outputs = parts["outputs"].map { reader.messages($0.value, for: "outputs") } ?? []
            }
        }
        var routerMessages: [SwiftMethod] = []
        if let entry = fields["router"] {
            if style == .mvp {
                reader.report(
                    ModelDiagnostics.routerMessagesNeedARouter(
                        at: reader.location(of: entry.key.range)))
            } else {
                routerMessages = interfaceMessages(entry, reader: &reader)
            }
        }
        let routes = fields["routes"].map { RouteSpecReader.read($0.value, reader: &reader) } ?? []
        let dependencies =
            fields["dependencies"].map {
                ModuleDependencyReader.read($0.value, style: style, reader: &reader)
            } ?? []
        let children =
            fields["children"].map { ChildModuleReader.read($0.value, reader: &reader) } ?? []
        let useCases =
            fields["useCases"].map { UseCaseReader.read($0.value, reader: &reader) } ?? []
        let store =
            fields["store"].map { StoreReader.read($0.value, style: style, reader: &reader) } ?? []
        let dataStore = fields[DataStoreReader.key].flatMap {
            DataStoreReader.read($0, style: style, store: store, reader: &reader)
        }
        let declaredProtocols =
            fields[DeclaredProtocolReader.key].map {
                DeclaredProtocolReader.read(
                    $0.value, generated: generatedProtocols, reader: &reader)
            } ?? []
        for problem in UseCaseReader.styleProblems(
            style: style, ui: ui, fields: fields, reader: reader)
        {
            reader.report(problem)
        }
        guard let name, !reader.diagnostics.containsErrors else { return (nil, reader.diagnostics) }
        var module = ModuleDefinition(
            name: name, style: style, access: access, imports: imports, traits: traits, ui: ui,
            navigation: navigation, state: state, events: events,
            moduleInputs: moduleInputs, moduleOutputs: moduleOutputs, viewOutputs: view,
            viewInherits: viewInherits, viewOutputInherits: viewOutputInherits,
            interactorInputs: inputs, interactorOutputs: outputs, routerMessages: routerMessages,
            routes: routes,
            dependencies: dependencies, children: children,
            useCases: useCases, store: store + (dataStore ?? []), specPath: specPath ?? source.path,
            nameLocation: nameLocation, naming: naming
        )
        module.runtime = catalog.runtime
        module.hasDataStore = dataStore != nil
        module.loadsXIB = loadsXIB
        module.declaredProtocols = declaredProtocols
        module.declaresEmptyModuleInput = moduleInputs.isEmpty && declaresEmpty("input")
        module.declaresEmptyModuleOutput = moduleOutputs.isEmpty && declaresEmpty("output")
        let conflicts =
            CompositionValidator.problems(in: module)
            + TypeNameClashValidator.problems(in: module, catalog: catalog)
            + NamingValidator.problems(in: module, catalog: catalog)
            + ScreenSpecReader.problems(in: module)
            + ModuleDependencyReader.problems(in: module)
            + StoreReader.problems(in: module)
            + ChildModuleReader.problems(in: module)
            + UseCaseReader.problems(in: module)
            + SpyMemberNames.problems(in: module)
            + RouterMethodValidator.problems(in: module)
            + DataStoreReader.problems(in: module)
            + DeclaredProtocolReader.problems(in: module, catalog: catalog)
        return (conflicts.isEmpty ? module : nil, reader.diagnostics + conflicts)
    }

    /// The messages of `input:`, `output:` or `router:`. An `inherits:` among
    /// them, which `events:` and `view:` take but these don't yet, is refused
    /// rather than read as a message named `inherits`.
    private static func interfaceMessages(
        _ entry: SpecMapping.Entry, reader: inout SchemaReader
    ) -> [SwiftMethod] {
        let key = entry.key.value
        guard case .mapping(var mapping) = entry.value,
            let index = mapping.entries.firstIndex(where: { $0.key.value == "inherits" })
        else { return reader.messages(entry.value, for: key) }
        let inherits = mapping.entries.remove(at: index)
        reader.report(
            ModelDiagnostics.inheritsInModuleInterface(
                key, at: reader.location(of: inherits.key.range)))
        return reader.messages(.mapping(mapping), for: key)
    }

    /// The module's requests, when it has any, as one trait (``RequestTrait``):
    /// in place of `request` when that has `parameters:` or `response:`, else last.
    private static func withRequestTrait(
        _ uses: [TraitUse], traitRequest: (request: ModuleRequest, index: Int)?,
        namedRequests: [ModuleRequest],
        module: String?, specPath: String, imports: [String], access: AccessLevel,
        catalog: TraitCatalog,
        reader: inout SchemaReader
    ) -> [TraitUse] {
        let requests = (traitRequest.map { [$0.request] } ?? []) + namedRequests
        guard let module, !requests.isEmpty else { return uses }
        let others = uses.enumerated().filter { $0.offset != traitRequest?.index }.map(\.element)
        let problems = RequestSpecReader.problems(in: requests)
        let clashes =
            problems.isEmpty
            ? RequestTraitValidator.problems(
                module: module, requests: requests, uses: others, catalog: catalog) : []
        for problem in problems + clashes { reader.report(problem) }
        guard problems.isEmpty, clashes.isEmpty else { return uses }
        let use = TraitUse(
            trait: RequestTrait.make(
                module: module, requests: requests, specPath: specPath,
                imports: imports, access: access, runtime: catalog.runtime),
            location: requests[0].location)
        var result = uses
        if let index = traitRequest?.index {
            result[index] = use
        } else {
            result.append(use)
        }
        return result
    }

    private static func readTraits(
        _ node: SpecNode, catalog: TraitCatalog, reader: inout SchemaReader
    ) -> (uses: [TraitUse], ownRequest: (request: ModuleRequest, index: Int)?) {
        guard let sequence = reader.sequence(node, for: "traits") else { return ([], nil) }
        var ownRequest: (request: ModuleRequest, index: Int)?
        var uses: [TraitUse] = []
        /// Where each trait was first listed (a table: a spec may list thousands).
        var seen: [String: SourceLocation] = [:]
        for item in sequence.items {
            var nameScalar: SpecScalar
            var argumentsNode: SpecNode?
            switch item {
            case .scalar:
                guard let text = reader.text(item, for: "traits") else { continue }
                nameScalar = text
            case .mapping(let mapping):
                guard mapping.entries.count == 1, let entry = mapping.entries.first else {
                    reader.report(
                        .error(
                            "write one trait per list item", at: reader.location(of: item),
                            hint: "start each trait on its own line with '- '"))
                    continue
                }
                nameScalar = entry.key
                argumentsNode = entry.value
            case .sequence:
                _ = reader.scalar(item, for: "traits")
                continue
            }
            let location = reader.location(of: nameScalar.range)
            guard let trait = catalog.trait(named: nameScalar.value) else {
                reader.report(
                    ModelDiagnostics.unknownTrait(
                        nameScalar.value, known: catalog.spelling, at: location))
                continue
            }
            if let first = seen[trait.name] {
                reader.report(
                    ModelDiagnostics.duplicate("trait", trait.name, at: location, first: first))
                continue
            }
            seen[trait.name] = location
            var arguments: [String: String] = [:]
            var explicit = false
            if let argumentsNode, !argumentsNode.isEmptyScalar,
                let mapping = reader.mapping(argumentsNode, for: trait.name)
            {
                if trait.origin == .builtIn, trait.name == "request" {
                    let block = RequestSpecReader.readTraitBlock(
                        mapping, trait: trait.name, at: location, reader: &reader)
                    if let request = block.request {
                        ownRequest = (request, uses.count)
                        uses.append(TraitUse(trait: trait, location: location))
                        continue
                    }
                    if let service = block.service {
                        arguments["service"] = service
                        explicit = true
                    }
                } else {
                    for entry in mapping.entries {
                        guard trait.parameters.contains(where: { $0.name == entry.key.value })
                        else {
                            reader.report(
                                ModelDiagnostics.unknownTraitParameter(
                                    entry.key.value, trait: trait.name,
                                    known: trait.parameters.map(\.name),
                                    at: reader.location(of: entry.key.range)))
                            continue
                        }
                        if let type = reader.type(entry.value, for: entry.key.value) {
                            arguments[entry.key.value] = type
                            explicit = true
                        }
                    }
                }
            }
            for (parameter, type) in arguments.sorted(by: { $0.key < $1.key })
            where Self.fillsAnAssociatedType(parameter, of: trait) && !TypeSpelling.isConcrete(type)
            {
                reader.report(
                    ModelDiagnostics.existentialFillsAnAssociatedType(
                        type, parameter: parameter, trait: trait.name, at: location))
            }
            uses.append(
                TraitUse(
                    trait: trait, arguments: arguments, usesDefaults: !explicit, location: location)
            )
        }
        return (uses, ownRequest)
    }
}
