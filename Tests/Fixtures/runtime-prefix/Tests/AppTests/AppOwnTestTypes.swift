// The test target's own types, named as viper-gen's test support's are
// without a prefix: they build beside `VGMock`, `VGMockCalls` and `VGStub`.

/// The test target's own mock marker.
struct Mock {}

/// The test target's own call log.
enum MockCalls {}

/// The test target's own stub.
struct Stub {}

/// The test target's own spy.
final class TransitionHandlerSpy {}

/// The test target's own recorded closure.
struct RecordedClosure {}
