/// How the runtime's names reach the templates: one key per name of
/// ``RuntimeNames/baseNames``, in its order (a test holds the two together).
extension RuntimeContext {
    init(_ runtime: RuntimeNames) {
        self.init(
            prefix: runtime.prefix,
            transitionHandler: runtime.name("TransitionHandler"),
            urlOpener: runtime.name("URLOpener"),
            routable: runtime.name("Routable"),
            transition: runtime.name("Transition"),
            pushTransition: runtime.name("PushTransition"),
            presentTransition: runtime.name("PresentTransition"),
            modalTransition: runtime.name("ModalTransition"),
            mock: runtime.name("Mock"),
            mockCalls: runtime.name("MockCalls"),
            mockError: runtime.name("MockError"),
            missingAnswer: runtime.name("MissingAnswer"),
            stub: runtime.name("Stub"),
            transitionHandlerSpy: runtime.name("TransitionHandlerSpy"),
            urlOpenerSpy: runtime.name("URLOpenerSpy"),
            recordedClosure: runtime.name("RecordedClosure"),
            screenNavigator: runtime.name("ScreenNavigator"),
            navigationStackModel: runtime.name("NavigationStackModel"),
            navigationRoot: runtime.name("NavigationRoot"),
            navigationStackScreen: runtime.name("NavigationStackScreen"),
            navigatedScreen: runtime.name("NavigatedScreen"),
            presentedScreen: runtime.name("PresentedScreen"),
            alertButton: runtime.name("AlertButton"),
            shareSheet: runtime.name("ShareSheet"),
            animator: runtime.name("Animator"),
            animatorRequirements: runtime.name("AnimatorRequirements"),
            fadeAnimator: runtime.name("FadeAnimator"),
            slideAnimator: runtime.name("SlideAnimator"),
            navigationAnimation: runtime.name("NavigationAnimation"),
            presentationOptions: runtime.name("PresentationOptions"),
            presentationStyle: runtime.name("PresentationStyle"),
            alertAction: runtime.name("AlertAction"),
            extensionContextURLOpener: runtime.name("ExtensionContextURLOpener"),
            recordedCall: runtime.name("RecordedCall"))
    }

    /// The key of a runtime name in the context: its base name with the
    /// leading capital, or initialism, lowercased (`mock`, `urlOpener`).
    static func key(of base: String) -> String {
        let capitals = base.prefix { $0.isUppercase }
        let lowered =
            capitals.count > 1 && capitals.count < base.count
            ? capitals.dropLast() : capitals.prefix(1)
        return lowered.lowercased() + base.dropFirst(lowered.count)
    }
}
