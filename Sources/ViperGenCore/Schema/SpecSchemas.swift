/// The table the JSON Schemas are written from: for each kind of file, its
/// keys exactly as its reader allows and requires them (the readers' own key
/// lists, never copies), each with the shape the reader accepts and a summary.
/// A key a reader allows without a shape here, or a shape for a key it does
/// not allow, is listed by ``SchemaObject/missingShapes`` and
/// ``SchemaObject/extraShapes``, and a test fails.
public enum SpecSchemas {
    /// Any of Swift's keywords, as a regular expression's alternatives.
    static let keywords = SwiftName.keywords.sorted().joined(separator: "|")
    /// A name: letters, digits and `_`, at most ``SwiftName/maximumLength``, not a keyword.
    static let name =
        "(?!(?:\(keywords))(?![A-Za-z0-9_]))[A-Za-z_][A-Za-z0-9_]{0,\(SwiftName.maximumLength - 1)}"
    static let identifier = "^\(name)$"
    /// An Xcode target's name, or a list of them.
    static let targetNames = SchemaShape.anyOf([.text(), .uniqueList(.text(), minimum: 1)])
    /// A state, store or model field: a name, but not `Type` or `Protocol`.
    static let memberName =
        "^(?!(?:\(SwiftName.reservedMemberNames.sorted().joined(separator: "|")))$)\(name)$"
    static let typeName = "^(?=[A-Z])\(name)$"
    static let methodKey = "^\(name)( *\\(.*\\))?( +async)?( +throws)?( *-> *[^ ].*)?$"
    /// `name` or `label name`: a label may be a keyword, but not `inout`, `var` or `let`.
    static let parameterKey =
        "^((?!(?:inout|var|let)(?![A-Za-z0-9_]))[A-Za-z_][A-Za-z0-9_]* +)?\(name)$"
    /// A field's `Type = default`, or an optional `Type?` (which starts as nil).
    /// (Linear for a backtracking matcher: one unbounded run before the `=`.)
    static let defaultedField = "^(?:[^=]*[^=\\s][ \\t]*=.*|[^=]*\\?[ \\t]*)$"
    static let versionNumber = "[0-9]{1,6}(?:\\.[0-9]{1,6}){0,2}"
    static let version = "^\(versionNumber)$"

    /// A Swift type such as `String` or `[Item]`.
    static let swiftType = SchemaShape.text()
    /// `label name: Type` entries; nothing for none.
    static let parameters = SchemaShape.anyOf([
        .empty, .names(keyPattern: parameterKey, value: swiftType),
    ])
    /// A message's parameter key: a `parameterKey`, or `_` alone for an unnamed parameter.
    static let messageParameterKey = "^(?:_|" + parameterKey.dropFirst().dropLast() + ")$"
    /// A message's `label name: Type` or `_: Type` entries; nothing for none.
    static let messageParameters = SchemaShape.anyOf([
        .empty, .names(keyPattern: messageParameterKey, value: swiftType),
    ])
    /// Method keys (`load async throws -> Profile`) with their parameters.
    static let messages = SchemaShape.anyOf([
        .empty, .names(keyPattern: methodKey, value: messageParameters),
    ])
    /// Messages of `input:` and `output:`, which take no `inherits:` (the
    /// validator refuses it rather than read a message named `inherits`).
    static let interfaceMessages = SchemaShape.anyOf([
        .empty,
        .names(
            keyPattern: "^(?!inherits(?![A-Za-z0-9_]))" + methodKey.dropFirst(),
            value: messageParameters),
    ])
    /// The protocols under `inherits:`, plain or qualified (`Foundation.X`).
    static let inheritedProtocols = SchemaShape.list(
        .text(pattern: "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$"))
    /// Messages of a protocol that may refine the app's (`view:`, `events:`): `inherits:` lists them.
    static let protocolMessages = SchemaShape.anyOf([
        .empty,
        .namesWith(
            fixedKey: "inherits", fixedValue: inheritedProtocols,
            keyPattern: methodKey, value: messageParameters),
    ])
    /// One protocol under `protocols:`: what it refines, its isolation, properties and methods.
    static let declaredProtocol = SchemaShape.anyOf([
        .empty,
        .object(
            SchemaObject(
                keys: DeclaredProtocolReader.protocolKeys,
                shapes: [
                    "inherits": (
                        inheritedProtocols,
                        "What it refines: AnyObject, NSObject or the app's protocols"
                    ),
                    "mainActor": (.boolean, "true: the protocol is @MainActor (default: false)"),
                    "properties": (
                        .anyOf([
                            .empty,
                            .names(
                                keyPattern: memberName,
                                value: .anyOf([
                                    swiftType,
                                    .object(
                                        SchemaObject(
                                            keys: DeclaredProtocolReader.propertyKeys,
                                            required: ["type"],
                                            shapes: [
                                                "type": (swiftType, "The property's type"),
                                                "settable": (
                                                    .boolean,
                                                    "true: `{ get set }` (default: `{ get }`)"
                                                ),
                                            ])),
                                ])),
                        ]),
                        "Property name, then its type (`{ get }`), or `type:` and `settable: true`"
                    ),
                    "methods": (
                        messages,
                        "Method name (optionally `async`, `throws`, `-> Result`), then its parameters"
                    ),
                ])),
    ])
    static let minimumVersion = (
        SchemaShape.text(pattern: version),
        "The oldest viper-gen that may read this file, e.g. 0.3.0"
    )

    static let versionRequirement = (
        SchemaShape.text(
            pattern:
                "^[ \\t]*(?:(?:>=|<=|>|<|=)[ \\t]*)?\(versionNumber)(?:[ \\t]*,[ \\t]*(?:(?:>=|<=|>|<|=)[ \\t]*)?\(versionNumber))*[ \\t]*$"
        ),
        "The viper-gen versions that may run on this project: one version (0.2.0) or a range (>= 0.2.0, < 0.3.0)"
    )

    /// A module spec, `<Module>.viper.yml` (``ModuleSpecReader``).
    /// The published module schema: the built-in traits are completed, and any
    /// other trait name is taken (a project's own traits are known to `schema --write`).
    public static let module = module(traits: TraitCatalog.builtIn, takesOthers: true)

    /// The module schema of a project whose traits are `catalog`'s; with
    /// `takesOthers`, a trait name outside it is taken too.
    public static func module(traits catalog: TraitCatalog, takesOthers: Bool) -> SchemaObject {
        SchemaObject(
            keys: ModuleSpecReader.keys, required: ModuleSpecReader.requiredKeys,
            shapes: [
                "module": (
                    .text(pattern: typeName), "The module's name, a Swift type name such as Login"
                ),
                "style": (
                    .choice(ModuleDefinition.Style.allCases.map(\.rawValue)),
                    "mvp (default): one composed presenter; viper: router, interactor and presenter; "
                        + "vip: Clean Swift use cases"
                ),
                "access": (
                    .choice(AccessLevel.allCases.map(\.rawValue)),
                    "Access level of the module's code (default: the config's)"
                ),
                "imports": (
                    .uniqueList(.text(pattern: identifier)),
                    "Modules the spec's types come from, e.g. [UIKit]; every module file imports them"
                ),
                "traits": (
                    .uniqueList(traitUse(catalog, takesOthers: takesOthers)),
                    "The traits the module is composed of, each a name or `name: {parameter: Type}` "
                        + "(`request` also takes its request's `parameters` and `response`)"
                ),
                "ui": (
                    .choice(UIKind.allCases.map(\.rawValue)),
                    "What the screen is built with: uikit, swiftui or none (default: the config's)"
                ),
                NavigationKind.key: (
                    .choice(NavigationKind.allCases.map(\.rawValue)),
                    "How a SwiftUI screen navigates: uikit (a hosting controller) or swiftui "
                        + "(NavigationStack, sheets; makeView) (default: the config's)"
                ),
                DeclaredProtocolReader.key: (
                    .anyOf([.empty, .names(keyPattern: identifier, value: declaredProtocol)]),
                    "Protocols of the module's own besides its roles' (a service, a delegate, a "
                        + "cell's presenter), declared in `<Module>Protocols.swift`, each with a "
                        + "spy `<Name>Spy` in the tests"
                ),
                ScreenSpecReader.xibKey: (
                    .boolean,
                    "UIKit screens only: true to load the view controller's views from "
                        + "`<Module>ViewController.xib`, which viper-gen scaffolds beside it"
                ),
                "state": (
                    stateFields,
                    "The screen's state: field name, then `Type` or `Type = default`, "
                        + "or `type:` and `preview:` (the value previews show)"
                ),
                "events": (
                    protocolMessages,
                    "What the view tells the presenter (<Module>ViewOutput): method name (optionally `-> Result`), then its parameters; `inherits:` lists protocols it refines"
                ),
                "input": (
                    interfaceMessages,
                    "How the module's caller configures it (<Module>ModuleInput): method name (optionally `-> Result`), then its parameters"
                ),
                "output": (
                    interfaceMessages,
                    "What the module reports to its caller (<Module>ModuleOutput): method name (optionally `-> Result`), then its parameters"
                ),
                "view": (
                    protocolMessages,
                    "What the presenter shows on its view: method name (optionally `-> Result`), then its parameters; `inherits:` lists protocols it refines"
                ),
                "interactor": (
                    .object(
                        SchemaObject(
                            keys: ModuleSpecReader.interactorKeys,
                            shapes: [
                                "inputs": (messages, "What the presenter asks the interactor"),
                                "outputs": (
                                    messages, "What the interactor reports to the presenter"
                                ),
                            ])), "VIPER only: the interactor's messages"
                ),
                "router": (
                    interfaceMessages,
                    "VIPER and VIP only: the router's own methods, which the presenter (VIP: the view controller) calls: method name (optionally `-> Result`), then its parameters"
                ),
                "routes": (
                    .names(
                        keyPattern: identifier,
                        value: .anyOf([
                            .empty,
                            .choice(Route.Transition.allCases.map(\.rawValue)),
                            .object(
                                SchemaObject(
                                    keys: RouteSpecReader.keys,
                                    shapes: [
                                        "transition": (
                                            .choice(Route.Transition.allCases.map(\.rawValue)),
                                            "How the route opens (default: push)"
                                        ),
                                        "animated": (
                                            .boolean,
                                            "Whether the transition is animated (default: true)"
                                        ),
                                        "presentation": (
                                            .choice(Route.Presentation.allCases.map(\.rawValue)),
                                            "transition: present only: UIKit's modal presentation style (default: automatic)"
                                        ),
                                        "embedInNavigation": (
                                            .boolean,
                                            "present and modal only: show the destination in a navigation controller of its own"
                                        ),
                                        "animator": (
                                            .text(pattern: identifier),
                                            "transition: push only: the Animator that animates the push and its pop (fade, slide, or the app's own)"
                                        ),
                                        "parameters": (
                                            parameters, "What the route passes: name, then its type"
                                        ),
                                        "module": (
                                            .text(pattern: typeName),
                                            "The module the route opens; its factory method is generated (the module's input takes the parameters)"
                                        ),
                                        "method": (
                                            .text(pattern: identifier),
                                            "The route's own method on the routing trait, e.g. openSignUp: it takes the route's parameters and opens the route"
                                        ),
                                    ], conditions: transitionConditions)),
                        ])),
                    "Where the module navigates: route name, then its transition or its details"
                ),
                "requests": (
                    .anyOf([
                        .empty,
                        .names(keyPattern: identifier, value: .anyOf([.empty, .object(request)])),
                    ]),
                    "The module's own requests: method name, then its parameters, response and service"
                ),
                "dependencies": (
                    .object(
                        SchemaObject(
                            keys: ModuleDependency.Owner.allCases.map(\.rawValue),
                            shapes: [
                                "presenter": (
                                    dependencyList, "What the presenter holds: name, then its type"
                                ),
                                "interactor": (
                                    dependencyList, "VIPER and VIP only: what the interactor holds"
                                ),
                                "router": (
                                    dependencyList, "VIPER and VIP only: what the router holds"
                                ),
                                "view": (
                                    dependencyList,
                                    "ui: uikit only: what the view controller's init takes, which makeModule passes"
                                ),
                            ])),
                    "What the module's classes hold besides their traits, passed in by the assembly"
                ),
                "store": (
                    .object(
                        SchemaObject(
                            keys: StoreReader.owners.map(\.rawValue),
                            shapes: [
                                "presenter": (
                                    storedFields,
                                    "What the presenter keeps: field name, then `Type = default`"
                                ),
                                "interactor": (
                                    storedFields,
                                    "VIPER and VIP only: what the interactor keeps"
                                ),
                            ])),
                    "What the presenter and interactor keep for their logic and never render"
                ),
                "children": (
                    .anyOf([
                        .empty,
                        .names(
                            keyPattern: identifier,
                            value: .anyOf([
                                .text(pattern: typeName),
                                .object(
                                    SchemaObject(
                                        keys: ChildModuleReader.keys,
                                        required: ChildModuleReader.keys,
                                        shapes: [
                                            "module": (
                                                .text(pattern: typeName),
                                                "The embedded module, which has a screen and an output"
                                            )
                                        ])),
                            ])),
                    ]),
                    "Modules the screen embeds: child name, then its module (or `module:`); the presenter keeps "
                        + "each child's input and implements its output"
                ),
                DataStoreReader.key: (
                    storedFields,
                    "VIP only: the interactor's data store (`<Module>DataStore`), which the router "
                        + "reads through `<Module>DataPassing`: field name, then `Type = default`"
                ),
                "useCases": (
                    .anyOf([
                        .empty,
                        .names(
                            keyPattern: useCaseKey,
                            value: .anyOf([
                                .empty,
                                .object(
                                    SchemaObject(
                                        keys: UseCaseReader.keys,
                                        shapes: [
                                            "request": (
                                                modelFields,
                                                "What the view controller sends the interactor: field name, then its type"
                                            ),
                                            "response": (
                                                modelFields,
                                                "What the interactor sends the presenter: field name, then its type"
                                            ),
                                            "viewModel": (
                                                modelFields,
                                                "What the presenter sends the view: field name, then its type"
                                            ),
                                            "do": (
                                                .text(pattern: identifier),
                                                "The interactor's method, which the view controller calls (default: do<UseCase>)"
                                            ),
                                            "present": (
                                                .text(pattern: identifier),
                                                "The presenter's method, which the interactor calls (default: present<UseCase>)"
                                            ),
                                            "display": (
                                                .text(pattern: identifier),
                                                "The view controller's method, which the presenter calls (default: display<UseCase>)"
                                            ),
                                        ])),
                            ])),
                    ]), "VIP only: the use cases, each with its request, response and view model"
                ),
                Naming.key: (
                    specNaming,
                    "Names of the module's generated types by role, over the config's: templates with {Module}, or names"
                ),
            ], conditions: styleConditions)
    }

    /// The options each transition refuses (a push is the default).
    static let transitionConditions: [SchemaCondition] = [
        .when(
            "transition", is: [Route.Transition.push.rawValue], includesAbsent: true,
            refuses: [["presentation"], ["embedInNavigation"]]),
        .when("transition", is: [Route.Transition.present.rawValue], refuses: [["animator"]]),
        .when(
            "transition", is: [Route.Transition.modal.rawValue],
            refuses: [["presentation"], ["animator"]]),
    ]

    /// The naming roles a style does not have, as paths under a spec's `naming:`.
    static func rolesNotIn(_ style: ModuleDefinition.Style) -> [[String]] {
        Naming.Role.allCases.filter { !$0.styles.contains(style) }.map {
            [Naming.key, $0.rawValue]
        }
    }

    /// What each style and UI kind refuse, as the validator does.
    static let styleConditions: [SchemaCondition] = [
        .when(
            "style", is: [ModuleDefinition.Style.mvp.rawValue], includesAbsent: true,
            refuses: [
                ["interactor"], ["router"], ["useCases"], ["dependencies", "router"],
                ["dependencies", "interactor"], ["store", "interactor"], [DataStoreReader.key],
            ] + rolesNotIn(.mvp)),
        .when(
            "style", is: [ModuleDefinition.Style.viper.rawValue],
            refuses: [["useCases"], [DataStoreReader.key]] + rolesNotIn(.viper)),
        .when(
            "style", is: [ModuleDefinition.Style.vip.rawValue],
            refuses: ["state", "events", "input", "output", "view", "interactor", "children"].map {
                [$0]
            } + rolesNotIn(.vip),
            reshapes: [(["ui"], .choice([UIKind.uikit.rawValue, UIKind.none.rawValue]))]),
        .when(
            "ui", is: [UIKind.swiftui.rawValue], refuses: [],
            reshapes: [(["view"], .anyOf([.empty, .object(inheritsOnly)]))]),
        .when(
            "ui", is: [UIKind.uikit.rawValue, UIKind.none.rawValue], refuses: [],
            reshapes: [([NavigationKind.key], .choice([NavigationKind.uikit.rawValue]))]),
    ]

    /// `view:` with `inherits:` and no messages (a SwiftUI screen's).
    static let inheritsOnly = SchemaObject(
        keys: ["inherits"],
        shapes: ["inherits": (inheritedProtocols, "Protocols the view protocol refines")])

    /// A state's or store's fields: each `Type = default`, or optional.
    static let defaultedFields = SchemaShape.anyOf([
        .empty, .names(keyPattern: memberName, value: .text(pattern: defaultedField)),
    ])

    /// A state's fields: as ``defaultedFields``, or each a mapping of its `type`
    /// (the same text) and the `preview` value previews show.
    static let stateFields = SchemaShape.anyOf([
        .empty,
        .names(
            keyPattern: memberName,
            value: .anyOf([
                .text(pattern: defaultedField),
                .object(
                    SchemaObject(
                        keys: ScreenSpecReader.stateFieldKeys, required: ["type"],
                        shapes: [
                            "type": (
                                .text(pattern: defaultedField),
                                "The field's type, then `= default` unless it is optional"
                            ),
                            "preview": (
                                .text(),
                                "A Swift expression of the field's type that previews show "
                                    + "instead of the default"
                            ),
                        ])),
            ])),
    ])

    /// A store's fields: as ``defaultedFields``, named from a lowercase letter or `_`,
    /// and not like a member the composing classes already have.
    static let storedFields = SchemaShape.anyOf([
        .empty,
        .names(
            keyPattern:
                "^(?![A-Z])" + dependencyName.dropFirst(),
            value: .text(pattern: defaultedField)),
    ])

    /// One item of `traits:`: a trait's name, or its name with its parameters.
    static func traitUse(_ catalog: TraitCatalog, takesOthers: Bool) -> SchemaShape {
        let traits = catalog.traits.filter { !$0.isModulesOwn }
        let anyParameters = SchemaShape.anyOf([
            .empty, .names(keyPattern: identifier, value: swiftType), .object(request),
        ])
        return .anyOf([
            .words(
                traits.map { SchemaWord(word: $0.name, summary: $0.summary) },
                otherPattern: takesOthers ? identifier : nil),
            .singleOf(
                traits.map { trait in
                    SchemaObject.Field(
                        name: trait.name, shape: traitParameters(trait), summary: trait.summary)
                },
                others: takesOthers
                    ? SchemaOtherKeys(pattern: identifier, value: anyParameters) : nil),
        ])
    }

    /// What `- <trait>:` takes: nothing, or values for the trait's parameters
    /// (the built-in `request` takes a request's details instead).
    static func traitParameters(_ trait: TraitDefinition) -> SchemaShape {
        if trait.origin == .builtIn, trait.name == "request" {
            return .anyOf([.empty, .object(request)])
        }
        return .anyOf([
            .empty,
            .object(
                SchemaObject(
                    keys: trait.parameters.map(\.name),
                    shapes: Dictionary(
                        trait.parameters.map { ($0.name, (swiftType, $0.summary)) },
                        uniquingKeysWith: { first, _ in first }))),
        ])
    }

    /// One request's details, under `requests:` or given to the `request` trait.
    static let request = SchemaObject(
        keys: RequestSpecReader.keys,
        shapes: [
            "parameters": (parameters, "What the request's method takes: name, then its type"),
            "response": (
                swiftType, "What the request returns (default: <Module><Name>Response, scaffolded)"
            ),
            "service": (
                swiftType,
                "The concrete service the module stores (default: Live<Module><Name>Service, scaffolded)"
            ),
        ])

    /// A use case's key: a name, optionally followed by `async`.
    static let useCaseKey = "^\(name)( +async)?$"
    /// A model's `name: Type` or `name: Type = default` fields; nothing for none.
    static let modelFields = SchemaShape.anyOf([
        .empty, .names(keyPattern: memberName, value: .text()),
    ])

    /// `name: Type` or `name: {type: Type, weak: true}` entries of `dependencies:`; nothing for none.
    static let dependencyList = SchemaShape.anyOf([
        .empty,
        .names(
            keyPattern: dependencyName,
            value: .anyOf([
                swiftType,
                .object(
                    SchemaObject(
                        keys: ModuleDependencyReader.entryKeys, required: ["type"],
                        shapes: [
                            "type": (swiftType, "The dependency's type, not optional"),
                            "weak": (
                                .boolean,
                                "True for a class-bound type the module does not own (a delegate, an output): stored weak and optional"
                            ),
                        ])),
            ])),
    ])
    /// A dependency's or stored field's name: not a member the module's classes already have.
    static let dependencyName =
        "^(?!(?:\(ModuleDependencyReader.reservedNames.sorted().joined(separator: "|")))$)\(name)$"

    /// A naming template: `{Module}` at least once, among letters, digits and `_`, not first a digit.
    static let namingTemplate =
        "^(?![0-9])(?:[A-Za-z0-9_]|\\{Module\\})*\\{Module\\}(?:[A-Za-z0-9_]|\\{Module\\})*$"

    /// A spec's naming template: `{Module}` may be left out, naming its one module's type.
    static let specNamingTemplate = "^(?![0-9])(?:[A-Za-z0-9_]|\\{Module\\})+$"

    /// The config's `naming:`: a template per role.
    static let naming = namingShape(pattern: namingTemplate)

    /// A spec's `naming:`: a template or a name per role.
    static let specNaming = namingShape(pattern: specNamingTemplate)

    /// `naming:` whose values match `pattern`.
    static func namingShape(pattern: String) -> SchemaShape {
        .object(
            SchemaObject(
                keys: NamingReader.keys,
                shapes: Dictionary(
                    uniqueKeysWithValues: Naming.Role.allCases.map { role in
                        (
                            role.rawValue,
                            (
                                SchemaShape.text(pattern: pattern),
                                "The name of \(role.summary) (default: {Module}\(role.defaultSuffix))"
                            )
                        )
                    })))
    }

    /// A `layout:` folder pattern: `{<root>}`, folder names (not hidden,
    /// without the characters a module file's path refuses), then `{Module}`.
    static func layoutFolderPattern(_ root: String) -> String {
        "^\\{\(root)\\}(/(?!\\.)[^/{}\\\\\"'`$*?<>|:#%;=]+)*/\\{Module\\}$"
    }

    /// The project configuration, `viper-gen.yml` (``ConfigReader``).
    public static let config = SchemaObject(
        keys: ConfigReader.keys,
        shapes: [
            "specs": (.text(), "Where module specs (*.viper.yml) live (default: Specs)"),
            "sources": (.text(), "Where module code goes (default: Sources/App)"),
            "tests": (.text(), "Where mocks and tests go (default: Tests/AppTests)"),
            "shared": (.text(), "Where shared traits and runtime go (default: Sources/App/Shared)"),
            "appModule": (
                .text(pattern: identifier),
                "The module the generated tests import (default: App; with xcode:, the target's module)"
            ),
            "access": (
                .choice(AccessLevel.allCases.map(\.rawValue)),
                "Access level of generated code (default: internal)"
            ),
            "ui": (
                .choice(UIKind.allCases.map(\.rawValue)),
                "What module screens are built with (default: uikit)"
            ),
            NavigationKind.key: (
                .choice(NavigationKind.allCases.map(\.rawValue)),
                "How ui: swiftui modules navigate: uikit or swiftui (default: uikit)"
            ),
            "indentation": (
                .anyOf([.choice(["tab"]), .integer(1...8), .text(pattern: "^[1-8]$")]),
                "Spaces per level (1 to 8) or tab (default: 4)"
            ),
            "header": (
                .block, "The first line of every generated file; ${source} is the spec's file name"
            ),
            DeploymentTarget.key: (
                .text(
                    pattern: "^iOS (1[5-9]|[2-9][0-9]|[1-9][0-9]{2})(\\.(0|[1-9][0-9]{0,2})){0,2}$"),
                "The oldest iOS the app supports, iOS 15.0 or later (default: iOS 16.0)"
            ),
            DefaultIsolation.key: (
                .choice(DefaultIsolation.allCases.map(\.rawValue)),
                "The app target's Default Actor Isolation (default: nonisolated)"
            ),
            TestFramework.key: (
                .choice(TestFramework.allCases.map(\.rawValue)),
                "What the scaffolded module tests are written with (default: xctest)"
            ),
            GenerationMode.key: (
                .choice(GenerationMode.allCases.map(\.rawValue)),
                "Where generated files live: checked-in (default), or build (the build-tool plugin writes them)"
            ),
            "traitsFile": (.text(), "The project's own traits (default: viper-traits.yml)"),
            "templates": (.text(), "A folder of templates that replace the built-in ones by name"),
            VersionPin.key: minimumVersion,
            VersionPin.requirementKey: versionRequirement,
            "xcode": (
                .object(
                    SchemaObject(
                        keys: XcodeSettings.keys, required: XcodeSettings.requiredKeys,
                        shapes: [
                            "project": (
                                .text(pattern: "\\.xcodeproj/?$"),
                                "The .xcodeproj folder, relative to the project"
                            ),
                            "target": (targetNames, "The target(s) of app code"),
                            "testTarget": (targetNames, "The target(s) of test code"),
                            "modules": (
                                .names(
                                    keyPattern: identifier,
                                    value: .object(
                                        SchemaObject(
                                            keys: XcodeSettings.overrideKeys,
                                            shapes: [
                                                "target": (
                                                    targetNames, "The module's app target(s)"
                                                ),
                                                "testTarget": (
                                                    targetNames, "The module's test target(s)"
                                                ),
                                            ]))), "Per-module targets, by module name"
                            ),
                        ])), "The Xcode project the written files are added to"
            ),
            ProjectConfig.schemasKey: (
                .text(),
                "Where the JSON Schemas are: a project folder (default: schemas) or an https:// address"
            ),
            Naming.key: (
                naming,
                "Names of generated types by role, for every module: templates with {Module}"
            ),
            ModuleLayout.key: (
                .object(
                    SchemaObject(
                        keys: ModuleLayout.keys,
                        shapes: [
                            ModuleLayout.moduleKey: (
                                .text(pattern: layoutFolderPattern("sources")),
                                "A module's source folder: {sources}, folder names, then {Module} (default: {sources}/Modules/{Module})"
                            ),
                            ModuleLayout.testsKey: (
                                .text(pattern: layoutFolderPattern("tests")),
                                "A module's test folder: {tests}, folder names, then {Module} (default: {tests}/Modules/{Module})"
                            ),
                            ModuleLayout.filesKey: (
                                .choice(["{File}", "{Layer}/{File}"]),
                                "A file's place in the module's folders: {File} (default), or {Layer}/{File} for a folder per layer"
                            ),
                        ])),
                "Where each module's files go, by pattern"
            ),
            RuntimeNames.key: (
                .object(
                    SchemaObject(
                        keys: RuntimeNames.keys,
                        shapes: [
                            RuntimeNames.prefixKey: (
                                .text(
                                    pattern:
                                        "^[A-Za-z_][A-Za-z0-9_]{0,\(RuntimeNames.maximumPrefixLength - 1)}$"
                                ),
                                "Prefixed to every type of the shared runtime: XY makes XYTransitionHandler, XYMock"
                            )
                        ])),
                "The shared runtime's type names, for an app that declares its own TransitionHandler or Mock"
            ),
        ])

    /// The traits file, `viper-traits.yml` (``TraitCatalogReader``).
    public static let traits = SchemaObject(
        keys: TraitCatalogReader.fileKeys, required: TraitCatalogReader.requiredFileKeys,
        shapes: [
            "traits": (
                .names(keyPattern: identifier, value: .object(trait)),
                "The project's traits, by name"
            ),
            VersionPin.key: minimumVersion,
        ])

    static let trait = SchemaObject(
        keys: TraitCatalogReader.traitKeys, required: TraitCatalogReader.requiredTraitKeys,
        shapes: [
            "kind": (
                .choice(TraitDefinition.Kind.allCases.map(\.rawValue)),
                "Which part of a module the trait is for"
            ),
            "summary": (.text(), "One line for `viper-gen traits`"),
            "imports": (.list(.text(pattern: identifier)), "Modules the trait's code imports"),
            "replacesBuiltIn": (.boolean, "True to replace the built-in trait of the same name"),
            "parameters": (
                .names(
                    keyPattern: identifier,
                    value: .object(
                        SchemaObject(
                            keys: TraitCatalogReader.parameterKeys,
                            required: TraitCatalogReader.requiredParameterKeys,
                            shapes: [
                                "default": (
                                    .text(),
                                    "The value when a spec sets none; ${module} is the module's name"
                                ),
                                "summary": (.text(), "What the parameter is"),
                            ]))), "Types a spec may set for this trait"
            ),
            "associatedTypes": (
                .names(keyPattern: identifier, value: .anyOf([.empty, swiftType])),
                "Associated types of the trait's protocol, with their constraints"
            ),
            "dependencies": (
                .names(
                    keyPattern: identifier,
                    value: .anyOf([
                        swiftType,
                        .object(
                            SchemaObject(
                                keys: TraitCatalogReader.dependencyKeys,
                                required: TraitCatalogReader.requiredDependencyKeys,
                                shapes: [
                                    "type": (swiftType, "The dependency's type"),
                                    "moduleType": (
                                        .text(),
                                        "The type in a module; ${module} is the module's name"
                                    ),
                                    "weak": (.boolean, "True for a weak reference"),
                                ])),
                    ])), "Get-only properties the trait's methods use"
            ),
            "store": (
                storedFields,
                "State the trait's logic keeps, which a composing class stores: field name, "
                    + "then `Type = default`"
            ),
            "methods": (
                .names(
                    keyPattern: methodKey,
                    value: .anyOf([
                        .object(
                            SchemaObject(
                                keys: TraitCatalogReader.methodKeys, required: ["body"],
                                shapes: [
                                    "summary": (
                                        .text(),
                                        "One line: the doc comment of the method's requirement"
                                    ),
                                    "parameters": (parameters, "The method's parameters"),
                                    "returns": (swiftType, "The return type"),
                                    "body": (.block, "The default implementation"),
                                    "mock": (.block, "The body of the Mock override"),
                                ]))
                    ])), "The trait's methods, each implemented in its extension"
            ),
            "declarations": (
                .block, "Swift declarations written with the trait (protocols it needs)"
            ),
            "mockDeclarations": (
                .block,
                "Swift declarations written with the trait's Mock overrides (test doubles for its dependencies)"
            ),
            "example": (
                .block, "Swift showing the trait in use, printed by `viper-gen traits show`"
            ),
            "scaffold": (
                .object(
                    SchemaObject(
                        keys: TraitCatalogReader.scaffoldKeys,
                        shapes: [
                            "source": (.block, "Code added to a new module's scaffold"),
                            "tests": (.block, "Code added to a new module's tests"),
                        ])), "What a new module using the trait starts with"
            ),
        ])
}
