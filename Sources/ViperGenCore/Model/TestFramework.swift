/// What the scaffolded module tests are written with (`testFramework:` in
/// `viper-gen.yml`). The shared test support serves both either way.
public enum TestFramework: String, Equatable, Sendable, CaseIterable {
    /// `XCTestCase` subclasses, `XCTAssert...`.
    case xctest
    /// Swift Testing: a `@Suite` struct, `@Test` functions, `#expect`.
    case swiftTesting = "swift-testing"

    /// The config key.
    public static let key = "testFramework"

    /// The module a test file imports for it.
    public var moduleName: String { self == .xctest ? "XCTest" : "Testing" }
}
