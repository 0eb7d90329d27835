import XCTest

@testable import ViperGenCore

/// Snippet tests per feature, as swift-openapi-generator writes them: a small
/// spec in, the Swift one generated file declares out, compared in full
/// (after the two header lines) or, for larger files, declaration by declaration.
final class SwiftSnippetTests: XCTestCase {
    // MARK: state

    func testState_isAStructWithAnInitThatTakesEachFieldsDefault() throws {
        XCTAssertEqual(
            try body(
                of: "ProfileState.swift",
                spec: """
                    module: Profile
                    state:
                      name: String = ""
                      avatar: URL?
                    """),
            """
            import Foundation

            /// What the Profile screen shows. The presenter owns it and changes it in
            /// its logic; the view is told of every change.
            struct ProfileState: Equatable, Sendable {
                var name: String
                var avatar: URL?

                init(
                    name: String = "",
                    avatar: URL? = nil
                ) {
                    self.name = name
                    self.avatar = avatar
                }
            }

            extension ProfileState {
                /// The sample state the screen's preview shows: the fields' `preview:` values in
                /// the spec, and their defaults elsewhere.
                static let preview = ProfileState()
            }

            """)
    }

    func testStateFieldsPreviewValues_makeTheSampleState_theOthersKeepTheirDefaults() throws {
        try assertDeclares(
            rendered(
                of: "ProfileState.swift",
                spec: """
                    module: Profile
                    state:
                      name:
                        type: String = ""
                        preview: '"Ada"'
                      visits:
                        type: Int = 0
                      avatar:
                        type: URL?
                        preview: 'URL(string: "https://example.com/ada.png")'
                    """),
            """
                static let preview = ProfileState(
                    name: "Ada",
                    avatar: URL(string: "https://example.com/ada.png")
                )
            """)
    }

    // MARK: module input and output

    func testModuleInputAndOutput_areTwoMainActorProtocols() throws {
        XCTAssertEqual(
            try body(
                of: "ProfileModuleInterface.swift",
                spec: """
                    module: Profile
                    input:
                      show:
                        userID: String
                    output:
                      didFinish:
                    """),
            """
            import Foundation

            /// How the caller of the Profile module configures it. The presenter implements it.
            @MainActor
            protocol ProfileModuleInput: AnyObject {
                func show(userID: String)
            }

            /// What the Profile module reports to its caller, which the presenter holds weakly.
            @MainActor
            protocol ProfileModuleOutput: AnyObject {
                func didFinish()
            }

            """)
    }

    // MARK: events

    func testEvents_andTheReadySignal_becomeTheViewOutput_andStateARenderCall() throws {
        XCTAssertEqual(
            try body(
                of: "ProfileView.swift",
                spec: """
                    module: Profile
                    state:
                      name: String = ""
                    events:
                      didTapSave:
                    """),
            """
            import Foundation

            /// What the Profile presenter shows. The module's view controller conforms.
            @MainActor
            protocol ProfileView: AnyObject {
                /// Shows `state`; the presenter calls it with every change.
                func render(_ state: ProfileState)
            }

            /// What the Profile view tells its presenter: the user's events. The view
            /// keeps its presenter through this protocol.
            @MainActor
            protocol ProfileViewOutput: AnyObject {
                /// The view has loaded: the presenter renders the state now, and each
                /// change from then on (until then it keeps the state).
                func viewIsReady()
                func didTapSave()
            }

            """)
    }

    // MARK: routes

    func testRoutes_becomeAnEnum_aFactoryMethodEach_andTheirTransitions() throws {
        let swift = try body(
            of: "FeedRoute.swift",
            spec: """
                module: Feed
                routes:
                  settings: present
                  detail:
                    parameters:
                      itemID: String
                """)
        try assertDeclares(
            swift,
            """
            enum FeedRoute: Routable {
                case settings
                case detail(itemID: String)
            """)
        try assertDeclares(
            swift,
            """
                    case .settings:
                        .present(animated: true)
                    case .detail:
                        .push(animated: true)
            """)
        try assertDeclares(
            swift,
            """
            protocol FeedRouteFactory {
                func makeSettings() -> any TransitionHandler
                func makeDetail(itemID: String) -> any TransitionHandler
            }
            """)
    }

    // MARK: VIPER interactor and spec dependencies

    func testInteractorMessages_andASpecDependency_shapeTheInteractor() throws {
        let swift = try body(
            of: "CartInteractor.swift",
            spec: """
                module: Cart
                style: viper
                ui: none
                interactor:
                  inputs:
                    loadItems:
                  outputs:
                    didLoad:
                      items: "[String]"
                dependencies:
                  interactor:
                    cartStore: CartStore
                """)
        try assertDeclares(
            swift,
            """
            protocol CartInteractorOutput: AnyObject {
                func didLoad(items: [String])
            }
            """)
        try assertDeclares(
            swift,
            """
            final class CartInteractor: CartInteractorLogic {
                weak var output: (any CartInteractorOutput)?
                let cartStore: CartStore

                init(
                    cartStore: CartStore
                ) {
                    self.cartStore = cartStore
                }
            }
            """)
    }

    // MARK: VIP use cases

    func testAUseCase_getsARequestResponseAndViewModel_withDefaults() throws {
        let swift = try body(
            of: "OrdersModels.swift",
            spec: """
                module: Orders
                style: vip
                useCases:
                  fetchOrders:
                    request:
                      page: Int = 1
                    response:
                      orders: "[String]"
                    viewModel:
                """)
        try assertDeclares(
            swift,
            """
                    struct Request: Equatable, Sendable {
                        var page: Int

                        init(
                            page: Int = 1
                        ) {
                            self.page = page
                        }
                    }
            """)
        try assertDeclares(
            swift,
            """
                    /// What the view shows.
                    struct ViewModel: Equatable, Sendable {
            """)
    }

    // MARK: traits

    func testATraitsDependency_isStoredByTheComposedClass_andTakenByItsInit() throws {
        let swift = try body(
            of: "LoginPresenter.swift",
            spec: """
                module: Login
                traits: [close, request]
                """)
        try assertDeclares(
            swift,
            """
                weak var transitionHandler: (any TransitionHandler)?
            """)
        try assertDeclares(
            swift,
            """
                let requestService: LoginService
            """)
    }

    // MARK: helpers

    /// The file named `file` that a one-spec project generates from `spec`,
    /// without its two header lines.
    // MARK: default isolation

    func testScaffoldedServices_underMainActorDefaultIsolation_areNonisolated() throws {
        let spec = """
            module: Feed
            traits: [request, page, cache]
            """
        let services = try rendered(of: "FeedServices.swift", spec: spec, isolation: .mainActor)
        for type in [
            "FeedResponse", "FeedService", "FeedItem", "FeedPageService", "FeedCachedValue",
        ] {
            try assertDeclares(services, "\nnonisolated struct \(type): ")
        }
        // An actor has its own isolation.
        try assertDeclares(services, "\nactor FeedCacheStore: CacheStore {")
        let plain = try rendered(of: "FeedServices.swift", spec: spec)
        XCTAssertFalse(plain.contains("nonisolated"), plain)
        try assertDeclares(plain, "\nstruct FeedResponse: Sendable, Equatable {")
    }

    func testRequestScaffolds_underMainActorDefaultIsolation_areNonisolated() throws {
        let services = try rendered(
            of: "ProfileServices.swift",
            spec: """
                module: Profile
                requests:
                  loadProfile:
                    parameters:
                      userID: String
                    response: String
                  reload:
                """, isolation: .mainActor)
        try assertDeclares(services, "nonisolated struct LiveProfileLoadProfileService: ")
        try assertDeclares(services, "    nonisolated struct Unwritten: Error {}")
        try assertDeclares(
            services, "nonisolated struct ProfileReloadResponse: Sendable, Equatable {")
    }

    // MARK: platform

    private let swiftUINote = """
        module: Note
        ui: swiftui
        state:
          text: String = ""
        """

    func testSwiftUIPresenter_belowIOS17_isAnObservableObject_whereverCombineExists() throws {
        XCTAssertEqual(
            try body(
                of: "NotePresenter.swift", spec: swiftUINote, platform: .init(major: 16, minor: 4)),
            """
            #if canImport(Combine)
                import Combine
            #endif

            /// The Note module's traits, composed. Write the presenter's logic in an
            /// extension of this protocol (NotePresenter+Logic.swift): calls made there
            /// reach a Mock conformer's overrides in tests.
            @MainActor
            protocol NotePresenterLogic: AnyObject, NoteViewOutput {
                var view: (any NoteView)? { get }
                var state: NoteState { get set }
            }

            /// The Note presenter: one class composed of the module's traits (MVP).
            @MainActor
            final class NotePresenter: NotePresenterLogic {
                weak var view: (any NoteView)?
                #if canImport(Combine)
                    /// The screen redraws when it changes: Combine sends `objectWillChange` first.
                    @Combine.Published var state = NoteState()
                #else
                    var state = NoteState()
                #endif

                init() {}
            }

            #if canImport(Combine)
                /// SwiftUI observes the presenter as an `ObservableObject`, for apps that
                /// support iOS 16 or older (`@Observable` needs iOS 17; see `platform` in viper-gen.yml).
                extension NotePresenter: Combine.ObservableObject {}
            #endif

            #if canImport(SwiftUI)
                /// The screen reads the presenter through this protocol: its state and its events.
                extension NotePresenter: NoteScreenModel {}
            #endif

            """)
        try assertDeclares(
            rendered(
                of: "NoteScreen.swift", spec: swiftUINote, platform: .init(major: 15, minor: 0)),
            "        @SwiftUI.ObservedObject var model: Model\n")
    }

    // MARK: screens and previews

    func testSwiftUIScreen_readsAnObservableModelProtocol_thatAPreviewPresenterConformsTo()
        throws
    {
        let spec = swiftUINote + "\nevents:\n  textChanged:\n    _ text: String"
        let view = try body(of: "NoteView.swift", spec: spec)
        try assertDeclares(
            view,
            """
            #if canImport(SwiftUI)
                import Combine

                /// What the Note screen reads and tells: the state, which SwiftUI
                /// observes, and the user's events. The presenter conforms, and so does
                /// `NotePreviewPresenter`, which the screen's preview shows.
                @MainActor
                protocol NoteScreenModel: Combine.ObservableObject {
                    var state: NoteState { get }
                    func textChanged(_ text: String)
                }

                /// The Note screen's model in previews: fixed sample state, no
                /// services, and the user's events ignored.
                @MainActor
                final class NotePreviewPresenter: NoteScreenModel {
                    let state: NoteState

                    init(state: NoteState = .preview) {
                        self.state = state
                    }

                    func textChanged(_ text: String) {
                        // A preview ignores it.
                    }
                }
            #endif
            """)
        let observed = try body(
            of: "NoteView.swift", spec: spec, platform: .init(major: 17, minor: 0))
        try assertDeclares(
            observed, "    protocol NoteScreenModel: AnyObject, Observation.Observable {\n")
        XCTAssertFalse(observed.contains("Combine"), observed)
        try assertDeclares(
            rendered(of: "NoteAssembly.swift", spec: swiftUINote),
            "            viewController.rootView = NoteScreen(model: presenter)\n")
        try assertDeclares(
            rendered(of: "NoteHostingController.swift", spec: swiftUINote),
            "    final class NoteHostingController: UIHostingController<NoteScreen<NotePresenter>?>, NoteView {\n"
        )
    }

    func testAnEventThatReturns_isAnsweredInThePreviewPresenter_asItsScaffoldAnswers() throws {
        try assertDeclares(
            body(
                of: "NoteView.swift",
                spec: """
                    module: Note
                    ui: swiftui
                    events:
                      canSave -> Bool:
                      draft -> Draft:
                    """),
            """
                    func canSave() -> Bool {
                        return false
                    }

                    func draft() -> Draft {
                        fatalError("draft(): return a Draft")
                    }
            """)
    }

    func testSwiftUIScreenPreview_isAMacroFromIOS17_andAPreviewProviderBelow() throws {
        try assertDeclares(
            rendered(
                of: "NoteScreen.swift", spec: swiftUINote, platform: .init(major: 17, minor: 0)),
            """
                #Preview {
                    NoteScreen(
                        model: NotePreviewPresenter(state: .preview))
                }
            #endif
            """)
        try assertDeclares(
            rendered(
                of: "NoteScreen.swift", spec: swiftUINote, platform: .init(major: 16, minor: 4)),
            """
                struct NoteScreenPreviews: PreviewProvider {
                    static var previews: some View {
                        NoteScreen(
                            model: NotePreviewPresenter(state: .preview))
                    }
                }
            #endif
            """)
    }

    func testViewControllerPreview_rendersTheSampleState_withoutAPresenter() throws {
        let spec = """
            module: Login
            state:
              email: String = ""
            """
        try assertDeclares(
            rendered(
                of: "LoginViewController.swift", spec: spec, platform: .init(major: 17, minor: 0)),
            """
                #Preview {
                    let viewController = LoginViewController()
                    viewController.loadViewIfNeeded()
                    viewController.render(.preview)
                    return viewController
                }
            #endif
            """)
        try assertDeclares(
            rendered(of: "LoginViewController.swift", spec: spec),
            """
                #if canImport(SwiftUI)
                    import SwiftUI

                    /// The screen with its sample state in Xcode's previews, without a presenter
                    /// or services (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
                    struct LoginViewControllerPreviews: PreviewProvider {
                        static var previews: some View {
                            LoginPreviewScreen()
                        }

                        /// Shows the view controller in the preview.
                        struct LoginPreviewScreen: UIViewControllerRepresentable {
                            func makeUIViewController(context: Context) -> UIViewController {
                                let viewController = LoginViewController()
                                viewController.loadViewIfNeeded()
                                viewController.render(.preview)
                                return viewController
                            }
            """)
    }

    func testSwiftUIPresenter_fromIOS17_isObservable() throws {
        let presenter = try body(
            of: "NotePresenter.swift", spec: swiftUINote, platform: .init(major: 17, minor: 0))
        try assertDeclares(presenter, "import Observation\n")
        try assertDeclares(
            presenter,
            """
            @MainActor
            @Observable
            final class NotePresenter: NotePresenterLogic {
                @ObservationIgnored weak var view: (any NoteView)?
                var state = NoteState()
            """)
        XCTAssertFalse(presenter.contains("Combine"), presenter)
        try assertDeclares(
            rendered(
                of: "NoteScreen.swift", spec: swiftUINote, platform: .init(major: 17, minor: 0)),
            "        let model: Model\n")
    }

    /// A generated file after its header.
    private func body(
        of file: String, spec: String, platform: DeploymentTarget = .defaultTarget
    ) throws -> String {
        let text = try rendered(of: file, spec: spec, platform: platform)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.prefix(2).last, "// @generated by viper-gen")
        return lines.dropFirst(3).joined(separator: "\n")
    }

    /// A generated or scaffolded file, whole.
    private func rendered(
        of file: String, spec: String, platform: DeploymentTarget = .defaultTarget,
        isolation: DefaultIsolation = .nonisolated
    ) throws -> String {
        let read = ModuleSpecReader.read(
            SourceFile(path: "Specs/M.viper.yml", text: spec + "\n"), catalog: .builtIn,
            defaultAccess: .internal)
        let module = try XCTUnwrap(read.module, DiagnosticFormatter().rendered(read.diagnostics))
        var config = ProjectConfig()
        config.platform = platform
        config.defaultIsolation = isolation
        let project = Project(rootPath: "/p", config: config, catalog: .builtIn, modules: [module])
        let output = try XCTUnwrap(
            ContextBuilder.outputs(for: project).first { $0.path.hasSuffix("/" + file) },
            "no \(file) is generated")
        return try ProjectRenderer(library: TemplateLibrary.builtIn.get()).render(output).contents
    }

    private func assertDeclares(
        _ swift: String, _ snippet: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        XCTAssertTrue(
            swift.contains(snippet), "missing:\n\(snippet)\nin:\n\(swift)", file: file, line: line)
    }
}
