/// A module's screen parts, at the module's level (`module.ui`, `module.state`, ...): its UI kind, its
/// state, the events its view sends, its view controller, and what its caller configures and receives.
struct ScreenContext: TemplateFieldGroup, Equatable {
    /// `"uikit"`, `"swiftui"` or `"none"`, the spec's `ui` (or the config's).
    let ui: String
    /// True for `ui: uikit`.
    let isUIKit: Bool
    /// True for `ui: swiftui`.
    let isSwiftUI: Bool
    /// `"<M>Screen"`, the scaffolded SwiftUI view (`ui: swiftui`).
    let screenName: String
    /// `"<M>ScreenModel"`, the observable protocol the SwiftUI screen reads: the state and the
    /// spec's events. The presenter and the preview presenter conform.
    let screenModelName: String
    /// The screen's type as `makeModule` builds it, on the real presenter:
    /// `"<M>Screen<<M>Presenter>"`. Build it with `<M>Screen(model: presenter)`.
    let screenType: String
    /// `"<M>PreviewPresenter"`, the generated screen model a SwiftUI screen's preview shows:
    /// fixed sample state, no services, events ignored.
    let previewPresenterName: String
    /// True when the config's `platform` is iOS 17 or later: a screen scaffold's preview is
    /// `#Preview`; below it, a `PreviewProvider`.
    let previewsWithMacro: Bool
    /// `"<M>HostingController"`, the generated controller that shows it.
    let hostingControllerName: String
    /// What `makeModule` builds: the view controller, the hosting controller, or
    /// under SwiftUI navigation the navigator.
    let screenControllerName: String
    /// True for `navigation: swiftui`: the module navigates with SwiftUI through its
    /// navigator, and the assembly has `makeView`.
    let navigatesWithSwiftUI: Bool
    /// `"<M>Navigator"`, the generated `ScreenNavigator` of `navigation: swiftui`.
    let navigatorName: String
    /// `"@ObservationIgnored "` before the presenter's stored properties other than `state` when
    /// the presenter is `@Observable` (`observesWithMacro`), else `""`.
    let observationIgnored: String
    /// True for `ui: swiftui` when the config's `platform` is iOS 17 or later: the presenter
    /// is `@Observable` and the screen reads it as a plain `let`.
    let observesWithMacro: Bool
    /// True for `ui: swiftui` below iOS 17: where Combine exists, the presenter is an
    /// `ObservableObject` with a `@Published` state, and the screen's presenter is an
    /// `@ObservedObject`.
    let observesWithCombine: Bool
    /// True unless `ui: none`.
    let hasScreen: Bool
    /// `"<M>ViewController"`, the scaffolded screen (`ui: uikit`).
    let viewControllerName: String
    /// True when the UIKit screen loads its views from `<M>ViewController.xib` (`xib: true`):
    /// `makeModule` and the preview create it with `init(nibName:bundle:)`, naming the XIB and
    /// the bundle of its class.
    let loadsXIB: Bool
    /// True when the view (or hosting) controller's declaration would pass 100 columns: its
    /// conformances then go on their own line.
    let viewControllerWraps: Bool
    /// True when, wrapped, the hosting controller's superclass and view protocol still pass 100
    /// columns on their line: each then goes on its own.
    let conformancesOnOwnLines: Bool
    /// True when the UIKit scaffold overrides `viewDidLoad()`: to show its children's
    /// screens, to tell the presenter the view is ready (`state.waitsForView`), or to
    /// forward a `viewIsReady` or `viewDidLoad` event.
    let overridesViewDidLoad: Bool
    /// True when the spec declares a `viewIsReady` event (a module without state, as
    /// Generamba's modules have it) the UIKit scaffold's `viewDidLoad()` sends to the
    /// presenter, before a `viewDidLoad` event.
    let forwardsViewIsReady: Bool
    /// That event's call, e.g. `"output?.viewIsReady()"` (empty when there is none).
    let viewIsReadyCall: String
    /// True when the spec declares a `viewDidLoad` event the UIKit scaffold's
    /// `viewDidLoad()` sends to the presenter, after `viewIsReady()`.
    let forwardsViewDidLoad: Bool
    /// That event's call, e.g. `"output?.viewDidLoad()"` (empty when there is none).
    let viewDidLoadCall: String
    /// The appearance events the spec declares (`viewWillAppear`, `viewDidAppear`,
    /// `viewWillDisappear`, `viewDidDisappear`), in that order: the UIKit scaffold
    /// overrides each and sends it to the presenter.
    let appearanceEvents: [LifecycleEvent]

    /// An event the UIKit scaffold sends from the view controller method of its
    /// name: one without parameters, a result or `throws`.
    struct LifecycleEvent: TemplateContext, Equatable {
        /// The method, e.g. `"viewWillAppear"`.
        let name: String
        /// How the scaffold sends it: `"output?.viewWillAppear()"`, or for an
        /// `async` event `"Task { await output?.viewWillAppear() }"`.
        let call: String
    }
    /// The screen's state.
    let state: State
    /// How the module's caller configures it.
    let moduleInput: ModuleInput
    /// What the module reports to its caller.
    let moduleOutput: ModuleOutput
    /// True when the spec has `input` or `output` (`<M>ModuleInterface.swift` is written).
    let hasModuleInterface: Bool
    /// What the view tells its presenter.
    let viewOutput: ViewOutput

    /// The screen's state (`module.state`).
    struct State: TemplateContext, Equatable {
        /// `"<M>State"`.
        let name: String
        /// True when the spec has `state`.
        let hasFields: Bool
        /// True when the view is told of each new state with `render(_:)`.
        let rendersState: Bool
        /// True for a UIKit screen with state: its presenter keeps the state
        /// until the view has loaded and says `viewIsReady()`, then renders it,
        /// and every change from then on.
        let waitsForView: Bool
        /// The fields, in spec order.
        let fields: [Field]
        /// The arguments of `<M>State.preview`, the sample state previews show: the fields
        /// with a `preview:` value in the spec (the others keep their defaults).
        let previewArguments: [PreviewArgument]
        /// True when there are any.
        let hasPreviewArguments: Bool
    }

    /// One argument of the sample state: a field and its spec's `preview:` value.
    struct PreviewArgument: TemplateContext, Equatable {
        /// The field's name.
        let name: String
        /// The `preview:` value, checked as a default value is.
        let value: String
        /// True for the last argument (no comma after it).
        let isLast: Bool
    }

    /// One field of the state.
    struct Field: TemplateContext, Equatable {
        /// The field's name.
        let name: String
        /// Its type.
        let type: String
        /// Its default value, or `"nil"` for an optional without one.
        let initialValue: String
        /// True for the last field (no comma after it).
        let isLast: Bool
    }

    /// `module.moduleInput`.
    struct ModuleInput: TemplateContext, Equatable {
        /// `"<M>ModuleInput"`.
        let name: String
        /// True when the spec has `input`.
        let isGenerated: Bool
        /// The spec's `input` messages.
        let messages: [MethodContext]
    }

    /// `module.moduleOutput`.
    struct ModuleOutput: TemplateContext, Equatable {
        /// `"<M>ModuleOutput"`.
        let name: String
        /// `"<M>ModuleOutputSpy"`, the test double recording what the caller was told.
        let spyName: String
        /// True when the spec has `output`.
        let isGenerated: Bool
        /// The spec's `output` messages.
        let messages: [MethodContext]
        /// True when one of them takes a test's answers: the spy then has `answers`.
        let messagesTakeAnswers: Bool
    }

    /// `module.viewOutput`.
    struct ViewOutput: TemplateContext, Equatable {
        /// `"<M>ViewOutput"`.
        let name: String
        /// Its first line, as `module.view.protocolHead`.
        let protocolHead: String
        /// True when the protocol is generated: with a screen, or with `events`.
        let isGenerated: Bool
        /// The spec's `events`.
        let events: [MethodContext]
        /// True when there are any.
        let hasEvents: Bool
        /// True when some event's scaffold runs as written (see `MethodContext.scaffoldRuns`).
        let hasRunningEvents: Bool
    }
}
