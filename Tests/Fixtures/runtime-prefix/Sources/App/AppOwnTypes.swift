// The app's own types, named as the viper-gen runtime's are without a
// prefix. With `runtime: {prefix: VG}` the generated code never names them,
// and they build in one target with the runtime's `VGTransitionHandler`, ...

/// The app's own transition handler, unrelated to viper-gen's.
protocol TransitionHandler {
    func handle()
}

/// The app's own transition.
struct Transition {
    var name: String
}

/// The app's own animator.
enum Animator {
    case none
}

/// The app's own routable marker.
protocol Routable {}

/// The app's own URL opener.
struct URLOpener {}

/// The app's own screen navigator.
final class ScreenNavigator {}
