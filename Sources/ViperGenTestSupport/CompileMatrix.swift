import ViperGenCore

/// The modules that prove every built-in trait compiles in every combination
/// that changes the generated code: each trait alone and all of them together,
/// in every style and both access levels (14 × 3 × 2 modules); and, in each
/// style and access level, a screen that uses every spec key at once with the
/// two modules it opens and embeds (3 × 2 × 2 modules; in VIP, a screen and the
/// module it opens).
public enum CompileMatrix {
    /// One module of the matrix.
    public struct Entry: Equatable, Sendable {
        /// `CloseMVPInternal`, `AllTraitsVIPERPublic`, ...
        public var moduleName: String
        public var traits: [String]
        public var style: ModuleDefinition.Style
        public var access: AccessLevel
        /// The spec's keys after `traits`, if any.
        public var body: String = ""

        /// The module's spec.
        public var specText: String {
            """
            module: \(moduleName)
            style: \(style.rawValue)
            access: \(access.rawValue)
            traits: [\(traits.joined(separator: ", "))]

            """ + body
        }
    }

    /// Every entry, in a stable order.
    public static var entries: [Entry] {
        let builtIns = TraitCatalog.builtIn.names
        let selections =
            builtIns.map { ($0.prefix(1).uppercased() + $0.dropFirst(), [$0]) } + [
                ("AllTraits", builtIns)
            ]
        var result: [Entry] = []
        for style in ModuleDefinition.Style.allCases {
            for access in AccessLevel.allCases {
                for (label, traits) in selections {
                    let name = label + nameSuffix(style: style, access: access)
                    result.append(
                        Entry(moduleName: name, traits: traits, style: style, access: access))
                }
                result += screenEntries(style: style, access: access)
                if style != .vip {
                    // Marker protocols (`input:` and `output:` with nothing under them),
                    // heard through a route and as a child.
                    let suffix = nameSuffix(style: style, access: access)
                    result.append(
                        Entry(
                            moduleName: "Marker" + suffix, traits: [], style: style, access: access,
                            body: "input:\noutput:\n"))
                    result.append(
                        Entry(
                            moduleName: "MarkerHost" + suffix, traits: [], style: style,
                            access: access,
                            body:
                                "routes:\n  marker:\n    module: Marker\(suffix)\nchildren:\n  badge: Marker\(suffix)\n"
                        ))
                }
                if style != .mvp {
                    // A router whose only navigation is its own methods (as adopted modules
                    // have): it keeps the view all the same. In VIP it passes data on from the
                    // interactor's data store; in VIPER the UIKit screen, without state, sends
                    // Generamba's `viewIsReady` event.
                    let dataStore =
                        style == .vip
                        ? "dataStore:\n  picked: String?\n  count: Int = 0\n"
                        : "ui: uikit\nevents:\n  viewIsReady:\n"
                    result.append(
                        Entry(
                            moduleName: "RouterOnly" + nameSuffix(style: style, access: access),
                            traits: [], style: style, access: access,
                            body: "imports: [Foundation]\n" + routerMessages + dataStore))
                }
                result += navigationEntries(style: style, access: access)
            }
        }
        return result
    }

    /// A UIKit screen with state, events (one returning a value, an overload
    /// trio), a module input and output, messages with unnamed parameters
    /// (`_: Type`) in each list (the route's value handed to one), an import, an inherited view
    /// protocol, a presenter dependency (in VIPER shared with the interactor), an `overFullScreen` route in a
    /// navigation controller to a SwiftUI module it hands its output to, and
    /// a SwiftUI child; the route has a method of its own, and a VIPER
    /// router methods of its own.
    static func screenEntries(style: ModuleDefinition.Style, access: AccessLevel) -> [Entry] {
        let suffix = nameSuffix(style: style, access: access)
        if style == .vip { return vipScreenEntries(suffix: suffix, access: access) }
        let router = style == .viper ? routerMessages : ""
        let screen = Entry(
            moduleName: "Screen" + suffix, traits: ["close"], style: style, access: access,
            body: """
                ui: uikit
                imports: [Foundation]
                state:
                  count: Int = 0
                events:
                  didTapNext:
                  numberOfItems -> Int:
                  "select(_ index: Int)":
                  "select(_ name: String)":
                  "select(_: Double)":
                  didScroll:
                    _: Int
                    animated: Bool
                input:
                  configure:
                    title: String
                  "apply(_: Int, _: String)":
                output:
                  didFinish:
                    _ count: Int
                  didChoose:
                    _: String
                view:
                  inherits: [Sendable]
                  showTitle:
                    _ title: String
                  setAccessDeniedTitle:
                    _: String
                \(style == .viper ? Self.unnamedInteractorMessages : "")dependencies:
                  presenter:
                    pageSize: Int
                \(style == .viper ? "  interactor:\n    pageSize: Int\n" : "")\(router)routes:
                  detail:
                    transition: present
                    presentation: overFullScreen
                    embedInNavigation: true
                    module: Detail\(suffix)
                    method: openDetail
                    parameters:
                      itemID: String
                children:
                  footer: Footer\(suffix)

                """)
        let detail = Entry(
            moduleName: "Detail" + suffix, traits: [], style: style, access: access,
            body: """
                ui: swiftui
                state:
                  itemID: String = ""
                input:
                  "show(_: String)":
                output:
                  didCloseDetail:

                """)
        let footer = Entry(
            moduleName: "Footer" + suffix, traits: [], style: style, access: access,
            body: """
                ui: swiftui
                output:
                  didTapMore:
                    _ count: Int

                """)
        return [screen, detail, footer]
    }

    /// A SwiftUI screen that navigates with SwiftUI (`navigation: swiftui`),
    /// with every built-in trait, state, events (one unnamed parameter), a module input and output, a
    /// presenter dependency, and routes that push, present a sheet, present a
    /// full-screen cover in a stack of its own (to a VIPER module with input
    /// and output) and present what the app builds, the push through a
    /// method of its own (and, in VIPER, router methods of its own). None in
    /// VIP, which has no SwiftUI screen.
    static func navigationEntries(style: ModuleDefinition.Style, access: AccessLevel) -> [Entry] {
        guard style != .vip else { return [] }
        let router = style == .viper ? routerMessages : ""
        let suffix = nameSuffix(style: style, access: access)
        let leaf = "StackLeaf" + suffix
        let hub = Entry(
            moduleName: "StackHub" + suffix, traits: TraitCatalog.builtIn.names, style: style,
            access: access,
            body: """
                ui: swiftui
                navigation: swiftui
                state:
                  count: Int = 0
                events:
                  didTapNext:
                  didPick:
                    _: Int
                input:
                  configure:
                    title: String
                output:
                  didFinish:
                    _ count: Int
                dependencies:
                  presenter:
                    pageSize: Int
                \(router)routes:
                  sheet:
                    transition: present
                    module: \(leaf)
                    parameters:
                      itemID: String
                  cover:
                    transition: present
                    presentation: overFullScreen
                    embedInNavigation: true
                    module: \(leaf)
                    parameters:
                      itemID: String
                  next:
                    transition: push
                    module: \(leaf)
                    method: openNext
                    parameters:
                      itemID: String
                  web:
                    transition: modal

                """)
        let destination = Entry(
            moduleName: leaf, traits: ["close", "request"], style: .viper, access: access,
            body: """
                ui: swiftui
                navigation: swiftui
                state:
                  itemID: String = ""
                input:
                  show:
                    itemID: String
                output:
                  didCloseLeaf:

                """)
        return [hub, destination]
    }

    /// A VIPER screen's interactor messages, with unnamed parameters (`_: Type`).
    static let unnamedInteractorMessages = """
        interactor:
          inputs:
            "fetch(_: Int, _: String) async throws -> [String]":
          outputs:
            didFetch:
              _: "[String]"

        """

    /// The router's own methods (`router:`) of the VIPER and VIP screens: one
    /// taking an unlabelled value, one an optional closure, one that returns,
    /// one that throws asynchronously, and two with unnamed parameters.
    static let routerMessages = """
        router:
          presentTerms:
            _ url: URL
          adjustLayout:
            _: Int
            animated: Bool
          "presentReceipt(_: String, _: Int)":
          closeFlow:
            completion: (() -> Void)?
          shouldLeave -> Bool:
          "confirmLeaving async throws -> Bool":

        """

    /// `MVPInternal`, `VIPERPublic`, ...: what ends the names of an entry's modules.
    static func nameSuffix(style: ModuleDefinition.Style, access: AccessLevel) -> String {
        style.rawValue.uppercased() + access.rawValue.prefix(1).uppercased()
            + access.rawValue.dropFirst()
    }

    /// A VIP screen with use cases (an asynchronous one, fields with and
    /// without defaults, an optional closure), an import, dependencies of all
    /// three classes, a route to another VIP module and an `overFullScreen`
    /// route in a navigation controller that the app builds, through a method
    /// of its own, and router methods of its own.
    static func vipScreenEntries(suffix: String, access: AccessLevel) -> [Entry] {
        let screen = Entry(
            moduleName: "Screen" + suffix, traits: ["close", "request"], style: .vip,
            access: access,
            body: """
                ui: uikit
                imports: [Foundation]
                useCases:
                  load async:
                    request:
                      page: Int = 1
                    response:
                      items: "[String]"
                      total: Int
                    viewModel:
                      rows: "[String]"
                      onRetry: (() -> Void)?
                  select:
                    request:
                      index: Int
                  refresh:
                dependencies:
                  presenter:
                    currencyCode: String
                  interactor:
                    pageSize: Int
                  router:
                    baseURL: URL
                \(routerMessages)routes:
                  detail:
                    module: Detail\(suffix)
                  web:
                    transition: present
                    presentation: overFullScreen
                    embedInNavigation: true
                    method: openWeb
                    parameters:
                      url: URL

                """)
        let detail = Entry(
            moduleName: "Detail" + suffix, traits: [], style: .vip, access: access,
            body: """
                ui: uikit
                useCases:
                  show:

                """)
        return [screen, detail]
    }

    /// The platforms the screen entries are compiled for besides the default
    /// (iOS 16.0): the oldest supported, and the first with `@Observable`.
    public static let platformAxis = [
        DeploymentTarget.oldestSupported, DeploymentTarget.observationFramework,
    ]

    /// The screen entries of every style and access level (they hold the SwiftUI
    /// modules), and from iOS 16 the SwiftUI navigation entries, as a project
    /// whose config sets `platform`.
    public static func screenInputs(platform: DeploymentTarget) -> [String: String] {
        var files = ["viper-gen.yml": "platform: \(platform)\n"]
        for style in ModuleDefinition.Style.allCases {
            for access in AccessLevel.allCases {
                var entries = screenEntries(style: style, access: access)
                if platform >= NavigationKind.oldestPlatform {
                    entries += navigationEntries(style: style, access: access)
                }
                for entry in entries {
                    files["Specs/\(entry.moduleName).viper.yml"] = entry.specText
                }
            }
        }
        return files
    }

    /// The matrix as a project's inputs: one spec per entry, default config.
    public static var inputs: [String: String] {
        var files: [String: String] = [:]
        for entry in entries {
            files["Specs/\(entry.moduleName).viper.yml"] = entry.specText
        }
        return files
    }
}
