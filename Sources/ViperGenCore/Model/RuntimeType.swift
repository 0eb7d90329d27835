/// A top-level type of the shared runtime (`TransitionHandler.swift`,
/// `Routing.swift`, `SwiftUINavigation.swift`, `Mock.swift`): the one list of
/// them. The raw value is the type's plain name; the case's name is its key in
/// the templates' `runtime` object (`{{ runtime.transitionHandler }}`).
public enum RuntimeType: String, CaseIterable, Sendable {
    // The runtime's navigation (`TransitionHandler.swift`, `Routing.swift`) and its test support (`Mock.swift`).
    case transitionHandler = "TransitionHandler"
    case urlOpener = "URLOpener"
    case routable = "Routable"
    case transition = "Transition"
    case pushTransition = "PushTransition"
    case presentTransition = "PresentTransition"
    case modalTransition = "ModalTransition"
    case mock = "Mock"
    case mockCalls = "MockCalls"
    case mockError = "MockError"
    case missingAnswer = "MissingAnswer"
    case stub = "Stub"
    case transitionHandlerSpy = "TransitionHandlerSpy"
    case urlOpenerSpy = "URLOpenerSpy"
    case recordedClosure = "RecordedClosure"

    // SwiftUI navigation's (`SwiftUINavigation.swift`).
    case screenNavigator = "ScreenNavigator"
    case navigationStackModel = "NavigationStackModel"
    case navigationRoot = "NavigationRoot"
    case navigationStackScreen = "NavigationStackScreen"
    case navigatedScreen = "NavigatedScreen"
    case presentedScreen = "PresentedScreen"
    case alertButton = "AlertButton"
    case shareSheet = "ShareSheet"

    // Animators and presentation options (`Routing.swift`, `TransitionHandler.swift`), and the test support's call log (`Mock.swift`).
    case animator = "Animator"
    case animatorRequirements = "AnimatorRequirements"
    case fadeAnimator = "FadeAnimator"
    case slideAnimator = "SlideAnimator"
    case navigationAnimation = "NavigationAnimation"
    case presentationOptions = "PresentationOptions"
    case presentationStyle = "PresentationStyle"
    case alertAction = "AlertAction"
    case extensionContextURLOpener = "ExtensionContextURLOpener"
    case recordedCall = "RecordedCall"
}
