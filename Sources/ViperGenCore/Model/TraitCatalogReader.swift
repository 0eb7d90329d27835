/// Reads a traits file (the built-in catalog or a project's own traits) into
/// ``TraitDefinition``s, enforcing the rules of traits: state only as declared
/// `store:` fields (which the composing class keeps), every method implemented,
/// method names that do not repeat the trait's name.
public enum TraitCatalogReader {
    static let traitKeys = [
        "kind", "summary", "imports", "replacesBuiltIn", "parameters", "associatedTypes",
        "dependencies", "store", "methods",
        "declarations", "mockDeclarations", "scaffold", "example",
    ]
    static let requiredTraitKeys = ["kind"]
    static let methodKeys = ["summary", "parameters", "returns", "body", "mock"]
    static let dependencyKeys = ["type", "moduleType", "weak"]
    static let requiredDependencyKeys = ["type"]
    static let parameterKeys = ["default", "summary"]
    static let requiredParameterKeys = ["default"]
    static let scaffoldKeys = ["source", "tests"]
    /// The keys at the top of a traits file.
    static let fileKeys = ["traits", VersionPin.key]
    static let requiredFileKeys = ["traits"]
    /// Member names the generated module classes use themselves.
    public static let reservedMembers = [
        "view", "output", "interactor", "router", "routeFactory", "routeOutput",
        "mockCalls", "presenter", "viewController",
        // The presenter's state, where `@Observable` or `@Published` keeps it,
        // and what an `ObservableObject` presenter (below iOS 17) has.
        "state", "_state", "objectWillChange",
    ]

    /// The placeholders every snippet has: a parameter can't take their names.
    static let builtInPlaceholders = ["module", "access", TraitScaffold.nonisolatedPlaceholder]

    /// Reads every trait in `source`. `builtInNames` are the names a project trait
    /// may only use with `replacesBuiltIn: true` (empty when reading the built-ins).
    /// `runtime` names the runtime's types a project trait may not declare, prefixed or not.
    public static func read(
        _ source: SourceFile,
        origin: TraitDefinition.Origin,
        builtInNames: [String] = [],
        runtime: RuntimeNames = .unprefixed
    ) -> (traits: [TraitDefinition], diagnostics: [Diagnostic]) {
        let parsed = SpecParser.parse(source)
        guard let document = parsed.document else { return ([], parsed.diagnostics) }
        var reader = SchemaReader(source: source, diagnostics: parsed.diagnostics)
        guard let root = document.root else {
            return (
                [],
                parsed.diagnostics + [
                    ModelDiagnostics.emptyDocument("traits file", at: source.location(at: 0))
                ]
            )
        }
        guard let top = reader.mapping(root, for: "the traits file") else {
            return ([], reader.diagnostics)
        }
        let fields = reader.fields(
            of: top, allowed: fileKeys, required: requiredFileKeys, in: "the traits file")
        _ = reader.pinnedVersion(
            fields, VersionPin.key, parse: ToolVersion.init(parsing:),
            invalid: ModelDiagnostics.invalidMinimumVersion(_:at:))
        guard let traitsNode = fields["traits"]?.value,
            let traitsMapping = reader.mapping(traitsNode, for: "traits")
        else { return ([], reader.diagnostics) }
        var traits: [TraitDefinition] = []
        for entry in traitsMapping.entries {
            if let trait = readTrait(
                entry, origin: origin, builtInNames: builtInNames, runtime: runtime,
                reader: &reader)
            {
                traits.append(trait)
            }
        }
        return (traits, reader.diagnostics)
    }

    private static func readTrait(
        _ entry: SpecMapping.Entry,
        origin: TraitDefinition.Origin,
        builtInNames: [String],
        runtime: RuntimeNames,
        reader: inout SchemaReader
    ) -> TraitDefinition? {
        let nameLocation = reader.location(of: entry.key.range)
        guard let name = reader.identifier(entry.key, what: "trait name"),
            let mapping = reader.mapping(entry.value, for: name)
        else { return nil }
        let context = "trait '\(name)'"
        let fields = reader.fields(
            of: mapping, allowed: traitKeys, required: requiredTraitKeys, in: context)
        let errorCount = reader.diagnostics.count

        let replaces =
            fields["replacesBuiltIn"].flatMap { reader.bool($0.value, for: "replacesBuiltIn") }
            ?? false
        if case .project = origin {
            if builtInNames.contains(name), !replaces {
                reader.report(ModelDiagnostics.traitClashesWithBuiltIn(name, at: nameLocation))
            } else if replaces, !builtInNames.contains(name) {
                reader.report(ModelDiagnostics.replacesNothing(name, at: nameLocation))
            }
        }
        let kind = fields["kind"].flatMap {
            reader.choice(
                $0.value, from: TraitDefinition.Kind.allCases.map(\.rawValue), for: "trait kind")
        }.flatMap(TraitDefinition.Kind.init(rawValue:))
        let summary =
            fields["summary"].flatMap { reader.text($0.value, for: "summary")?.value } ?? ""
        let imports = fields["imports"].map { reader.moduleNames($0.value, for: "imports") } ?? []
        let parameters =
            fields["parameters"].map { readParameters($0.value, reader: &reader) } ?? []
        let parameterNames = parameters.map(\.name)
        let associatedTypes =
            fields["associatedTypes"].map { readAssociatedTypes($0.value, reader: &reader) } ?? []
        let dependencies =
            fields["dependencies"].map {
                readDependencies(
                    $0.value, trait: name, parameterNames: parameterNames, reader: &reader)
            } ?? []
        let store =
            fields["store"].map {
                readStore($0.value, dependencies: dependencies, reader: &reader)
            } ?? []
        var declarations: String?
        if let node = fields["declarations"]?.value,
            let scalar = reader.block(node, for: "declarations")
        {
            reader.checkPlaceholders(
                scalar, allowed: ["access", TraitScaffold.nonisolatedPlaceholder])
            checkRuntimeNames(
                scalar, of: name, key: "declarations", origin: origin, runtime: runtime,
                reader: &reader)
            declarations = scalar.value
        }
        var mockDeclarations: String?
        if let node = fields["mockDeclarations"]?.value,
            let scalar = reader.block(node, for: "mockDeclarations")
        {
            reader.checkPlaceholders(scalar, allowed: [])
            checkRuntimeNames(
                scalar, of: name, key: "mockDeclarations", origin: origin, runtime: runtime,
                reader: &reader)
            mockDeclarations = scalar.value
        }
        var scaffold: TraitScaffold?
        if let node = fields["scaffold"]?.value {
            scaffold = readScaffold(node, parameterNames: parameterNames, reader: &reader)
        }
        var example: String?
        if let node = fields["example"]?.value, let scalar = reader.block(node, for: "example") {
            reader.checkPlaceholders(scalar, allowed: [])
            example = trimmedSnippet(scalar.value)
        }
        guard let kind else { return nil }
        let protocolName = TraitDefinition.protocolName(name: name, kind: kind)
        let methods =
            fields["methods"].map {
                readMethods(
                    $0.value, trait: name, protocolName: protocolName, kind: kind, reader: &reader)
            } ?? []
        let methodsByName = Dictionary(
            methods.map { ($0.signature.name, $0) }, uniquingKeysWith: { first, _ in first })
        for field in store {
            guard let method = methodsByName[field.name], let location = field.location
            else { continue }
            reader.report(
                ModelDiagnostics.storeFieldNamedLikeAMethod(
                    field.name, method: method.signature.selector, at: location))
        }
        guard reader.diagnostics.count == errorCount else { return nil }
        return TraitDefinition(
            name: name, kind: kind, summary: summary, imports: imports, parameters: parameters,
            associatedTypes: associatedTypes,
            dependencies: dependencies, store: store, methods: methods, declarations: declarations,
            mockDeclarations: mockDeclarations, scaffold: scaffold,
            example: example, origin: origin, replacesBuiltIn: replaces, location: nameLocation
        )
    }

    private static func readParameters(_ node: SpecNode, reader: inout SchemaReader)
        -> [TraitParameter]
    {
        guard let mapping = reader.mapping(node, for: "parameters") else { return [] }
        var result: [TraitParameter] = []
        for entry in mapping.entries {
            guard let name = reader.identifier(entry.key, what: "parameter name") else { continue }
            if builtInPlaceholders.contains(name) {
                reader.report(
                    ModelDiagnostics.parameterNamedLikePlaceholder(
                        name, at: reader.location(of: entry.key.range)))
                continue
            }
            guard
                let fields = reader.mapping(entry.value, for: name).map({
                    reader.fields(
                        of: $0, allowed: parameterKeys, required: requiredParameterKeys,
                        in: "parameter '\(name)'")
                }),
                let defaultNode = fields["default"]?.value,
                let defaultScalar = reader.text(defaultNode, for: "default")
            else { continue }
            reader.checkPlaceholders(defaultScalar, allowed: ["module"])
            let summary =
                fields["summary"].flatMap { reader.text($0.value, for: "summary")?.value } ?? ""
            result.append(
                TraitParameter(name: name, defaultValue: defaultScalar.value, summary: summary))
        }
        return result
    }

    private static func readAssociatedTypes(_ node: SpecNode, reader: inout SchemaReader)
        -> [TraitAssociatedType]
    {
        guard let mapping = reader.mapping(node, for: "associatedTypes") else { return [] }
        var result: [TraitAssociatedType] = []
        for entry in mapping.entries {
            guard let name = reader.identifier(entry.key, what: "associated type name") else {
                continue
            }
            if case .scalar(let scalar) = entry.value, scalar.value.isEmpty {
                result.append(TraitAssociatedType(name: name, constraint: nil))
            } else if let constraint = reader.type(entry.value, for: name) {
                result.append(TraitAssociatedType(name: name, constraint: constraint))
            }
        }
        return result
    }

    /// `store:`: the fields a composing class keeps for the trait's logic,
    /// `name: Type = default` (an optional may leave its default out), named
    /// like none of the trait's dependencies and no member the generated classes have.
    private static func readStore(
        _ node: SpecNode, dependencies: [TraitDependency], reader: inout SchemaReader
    ) -> [StateField] {
        let fields = ScreenSpecReader.fields(
            node, for: "store", what: "store field", requiresDefaults: true, reader: &reader)
        return fields.filter { field in
            guard let location = field.location else { return true }
            if let problem = StoreReader.nameProblem(
                of: field.name, at: location, reserved: reservedMembers)
            {
                reader.report(problem)
                return false
            }
            if let dependency = dependencies.first(where: { $0.name == field.name }) {
                reader.report(
                    ModelDiagnostics.storeFieldNamedLikeADependency(
                        field.name, at: location, dependency: dependency.location))
                return false
            }
            return true
        }
    }

    private static func readDependencies(
        _ node: SpecNode,
        trait: String,
        parameterNames: [String],
        reader: inout SchemaReader
    ) -> [TraitDependency] {
        guard let mapping = reader.mapping(node, for: "dependencies") else { return [] }
        var result: [TraitDependency] = []
        for entry in mapping.entries {
            guard let name = reader.identifier(entry.key, what: "dependency name") else { continue }
            let keyLocation = reader.location(of: entry.key.range)
            if reservedMembers.contains(name) {
                reader.report(ModelDiagnostics.reservedMember(name, trait: trait, at: keyLocation))
                continue
            }
            var typeNode = entry.value
            var moduleType: String?
            var isWeak = false
            if case .mapping(let details) = entry.value {
                let fields = reader.fields(
                    of: details, allowed: dependencyKeys, required: requiredDependencyKeys,
                    in: "dependency '\(name)'")
                guard let node = fields["type"]?.value else { continue }
                typeNode = node
                if let node = fields["moduleType"]?.value,
                    let scalar = reader.text(node, for: "moduleType")
                {
                    reader.checkPlaceholders(scalar, allowed: ["module"] + parameterNames)
                    if reader.checkType(
                        Placeholders.substitutingNames(in: scalar.value), in: scalar)
                    {
                        moduleType = scalar.value
                    }
                }
                isWeak = fields["weak"].flatMap { reader.bool($0.value, for: "weak") } ?? false
            }
            if case .scalar(let scalar) = typeNode, isSettable(scalar.value) {
                reader.report(
                    ModelDiagnostics.statefulDependency(name, at: reader.location(of: scalar.range))
                )
                continue
            }
            guard let type = reader.type(typeNode, for: name) else { continue }
            result.append(
                TraitDependency(
                    name: name, type: type, moduleType: moduleType, isWeak: isWeak,
                    location: keyLocation))
        }
        return result
    }

    /// `Int { get set }`, `var count: Int` and the like: dependencies that could hold state.
    private static func isSettable(_ type: String) -> Bool {
        let words = type.split(whereSeparator: { " {}:".contains($0) })
        return words.contains("set") || words.first == "var"
    }

    private static func readMethods(
        _ node: SpecNode,
        trait: String,
        protocolName: String,
        kind: TraitDefinition.Kind,
        reader: inout SchemaReader
    ) -> [TraitMethod] {
        guard let mapping = reader.mapping(node, for: "methods") else { return [] }
        var result: [TraitMethod] = []
        let repeatedStems = [(trait + kind.rawValue).lowercased(), "trait"]
        for entry in mapping.entries {
            guard let key = reader.methodKey(entry.key) else { continue }
            let keyLocation = reader.location(of: entry.key.range)
            if key.isMutating {
                reader.report(ModelDiagnostics.mutatingMethod(key.name, at: keyLocation))
                continue
            }
            let lowercasedName = key.name.lowercased()
            if repeatedStems.contains(where: { lowercasedName.containsBytes(of: $0) }) {
                reader.report(
                    ModelDiagnostics.methodRepeatsTraitName(
                        key.name, protocolName: protocolName,
                        at: keyLocation))
                continue
            }
            var fields = SchemaFields()
            if case .scalar(let scalar) = entry.value, scalar.value.isEmpty {
                // No details at all: reported as a missing body below.
            } else if let details = reader.mapping(entry.value, for: key.name) {
                fields = reader.fields(of: details, allowed: methodKeys, in: "method '\(key.name)'")
            } else {
                continue
            }
            var parameters = key.parameters ?? []
            if let listed = fields["parameters"] {
                if key.parameters != nil {
                    reader.report(
                        ModelDiagnostics.parametersGivenTwice(
                            key.name, at: reader.location(of: listed.key.range),
                            first: keyLocation))
                    continue
                }
                parameters = reader.parameters(listed.value, for: "parameters")
            }
            var returnType = key.returnType
            if let returns = fields["returns"] {
                if key.returnType != nil {
                    reader.report(
                        ModelDiagnostics.returnTypeGivenTwice(
                            key.name, at: reader.location(of: returns.key.range),
                            first: keyLocation))
                    continue
                }
                returnType = reader.type(returns.value, for: "returns")
            }
            let signature = SwiftMethod(
                name: key.name, parameters: parameters, isAsync: key.isAsync,
                isThrowing: key.isThrowing, returnType: returnType, location: keyLocation)
            guard let bodyNode = fields["body"]?.value else {
                reader.report(
                    ModelDiagnostics.methodWithoutBody(key.name, trait: trait, at: keyLocation))
                continue
            }
            guard let body = reader.block(bodyNode, for: "body") else { continue }
            reader.checkPlaceholders(body, allowed: [])
            var mock: String?
            if let mockNode = fields["mock"]?.value,
                let scalar = reader.block(mockNode, for: "mock")
            {
                reader.checkPlaceholders(scalar, allowed: [])
                mock = scalar.value
            } else if let returnType, returnType != "Void" {
                reader.report(
                    ModelDiagnostics.mockRequired(key.name, returnType: returnType, at: keyLocation)
                )
                continue
            }
            let summary =
                fields["summary"].flatMap { reader.text($0.value, for: "summary")?.value } ?? ""
            result.append(
                TraitMethod(
                    signature: signature, body: trimmedSnippet(body.value),
                    mockBody: mock.map(trimmedSnippet), summary: summary))
        }
        return result
    }

    private static func readScaffold(
        _ node: SpecNode, parameterNames: [String], reader: inout SchemaReader
    )
        -> TraitScaffold?
    {
        guard let mapping = reader.mapping(node, for: "scaffold") else { return nil }
        let fields = reader.fields(of: mapping, allowed: scaffoldKeys, in: "scaffold")
        var snippets: [String: String] = [:]
        for key in scaffoldKeys {
            guard let node = fields[key]?.value, let scalar = reader.block(node, for: key) else {
                continue
            }
            reader.checkPlaceholders(
                scalar,
                allowed: builtInPlaceholders + parameterNames
            )
            snippets[key] = trimmedSnippet(scalar.value)
        }
        return TraitScaffold(source: snippets["source"], tests: snippets["tests"])
    }

    /// A project trait's block that declares a type of the viper-gen runtime
    /// (`MockCalls`, `URLOpenerSpy`; with a prefix, `XYMockCalls` too, and
    /// `MockCalls`, which the snippet's renaming makes `XYMockCalls`): the
    /// generated files would not build.
    private static func checkRuntimeNames(
        _ scalar: SpecScalar, of trait: String, key: String,
        origin: TraitDefinition.Origin, runtime names: RuntimeNames, reader: inout SchemaReader
    ) {
        guard case .project = origin else { return }
        let runtime = Set(RuntimeNames.baseNames + names.names)
        if let name = TypeNameClashValidator.declaredTypeNames(in: scalar.value).first(
            where: runtime.contains)
        {
            reader.report(
                ModelDiagnostics.declaresRuntimeType(
                    name, trait: trait, key: key,
                    at: reader.location(of: scalar.range)))
        }
    }

    /// A snippet without its final line break (templates place snippets on their own lines).
    static func trimmedSnippet(_ text: String) -> String {
        var result = Substring(text)
        while result.last == "\n" { result.removeLast() }
        return String(result)
    }
}
