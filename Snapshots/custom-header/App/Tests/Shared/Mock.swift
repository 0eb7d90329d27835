// Code generated from the viper-gen runtime by viper-gen. DO NOT EDIT.

import Foundation
import XCTest

@testable import Shop

/// Marks a type whose trait methods are replaced by the overrides in
/// `extension SomeTrait where Self: Mock`. Every override records its call.
@MainActor
protocol Mock: AnyObject {
  var mockCalls: MockCalls { get }
}

/// The calls a Mock received, in order: `names` by selector (`close()`,
/// `loadPage(at:)`), and `calls` with their arguments as `String(describing:)`
/// writes them (`loadPage(at: 2)`, `openURL(https://example.com)`), for
/// `XCTAssertEqual`. A non-escaping closure is written `(closure)`.
@MainActor
final class MockCalls {
  private(set) var names: [String] = []
  private(set) var calls: [String] = []
  private var lastingAnswers: [String: Answer] = [:]
  private var nextAnswers: [String: [Answer]] = [:]
  /// Where a call that has no answer and no stub is reported: the running
  /// test fails there (a test of the doubles themselves may catch it).
  var reportMissingAnswer: (String) -> Void = { message in XCTFail(message) }

  init() {}

  /// What a call answers: a value, or an error it throws.
  private enum Answer {
    case value(Any)
    case error(any Error)
  }

  /// From now on `selector`'s calls return `value`; with `once`, only the next call does.
  func answer(_ selector: String, with value: Any, once: Bool = false) {
    set(.value(value), for: selector, once: once)
  }

  /// From now on `selector`'s calls throw `error`; with `once`, only the next call does.
  func answer(_ selector: String, throwing error: any Error, once: Bool = false) {
    set(.error(error), for: selector, once: once)
  }

  /// What a Mock override returns or throws: the next answer a test set for
  /// `selector` (answers set `once` first, in order), else the type's `Stub`.
  /// Without either the test fails with what to add, and the call throws `MissingAnswer`.
  func result<Value>(of selector: String, as type: Value.Type) throws -> Value {
    switch takeAnswer(for: selector) {
    case .value(let value)?:
      if let value = value as? Value { return value }
      let problem = "its answer is a \(Swift.type(of: value)), not a \(type)"
      return try missing(selector, type, problem)
    case .error(let error)?:
      throw error
    case nil:
      if let stub = (type as? any Stub.Type)?.stub as? Value { return stub }
      return try missing(selector, type, "\(type) has no stub")
    }
  }

  /// What a Mock override of a throwing method that returns nothing does
  /// with the test's answers: throws the next error set for `selector`;
  /// returns when there is none (a value answer is used up and ignored).
  func throwIfAnswered(_ selector: String) throws {
    if case .error(let error)? = takeAnswer(for: selector) { throw error }
  }

  private func set(_ answer: Answer, for selector: String, once: Bool) {
    if once {
      nextAnswers[selector, default: []].append(answer)
    } else {
      lastingAnswers[selector] = answer
    }
  }

  private func takeAnswer(for selector: String) -> Answer? {
    if var queued = nextAnswers[selector], !queued.isEmpty {
      let first = queued.removeFirst()
      nextAnswers[selector] = queued
      return first
    }
    return lastingAnswers[selector]
  }

  private func missing<Value>(
    _ selector: String, _ type: Value.Type, _ problem: String
  ) throws -> Value {
    reportMissingAnswer(
      "\(selector) has no answer (\(problem)): in the test, call "
        + "mockCalls.answer(\"\(selector)\", with: ...), or add "
        + "`extension \(type): Stub { static var stub: ... }`"
    )
    throw MissingAnswer(selector: selector)
  }

  func record(_ selector: String, _ arguments: Any?...) {
    names.append(selector)
    calls.append(Self.describe(selector, arguments))
  }

  /// `share(["a"], from: nil)` for the selector `share(_:from:)` and its arguments.
  nonisolated static func text(_ selector: String, _ arguments: Any?...) -> String {
    describe(selector, arguments)
  }

  private nonisolated static func describe(_ selector: String, _ arguments: [Any?]) -> String {
    guard let open = selector.firstIndex(of: "(") else { return selector }
    let labels = selector[selector.index(after: open)...].split(separator: ":").dropLast()
    let items = zip(labels, arguments).map { label, argument in
      let value = argument.map { String(describing: $0) } ?? "nil"
      return label == "_" ? value : "\(label): \(value)"
    }
    return String(selector[..<open]) + "(" + items.joined(separator: ", ") + ")"
  }
}

/// What a Mock's call throws when it has neither an answer nor a stub (the test
/// has already failed with what to add).
struct MissingAnswer: Error, Equatable {
  let selector: String
}

/// An error a test sets for a Mock's call to throw (`MockError("offline")`),
/// and compares with what the logic under test caught.
struct MockError: Error, Equatable {
  let reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}

/// A value a Mock override returns, or a test passes, in place of a real one.
protocol Stub {
  static var stub: Self { get }
}

/// The stand-in for `type` that Mocks hold and generated tests pass: its `Stub`.
/// A type without one fails to build the tests, where the compiler names it:
/// add `extension Type: Stub { static var stub: Type { ... } }` to the tests.
/// A protocol type (`any Service`) can't conform: declare an overload instead,
/// `func stubbed(_: (any Service).Type) -> any Service { ServiceDouble() }`.
func stubbed<Value: Stub>(_ type: Value.Type) -> Value {
  type.stub
}

/// What a Mock's `urlOpener` holds: an opener that keeps the URLs it was
/// asked to open instead of leaving the app.
@MainActor
final class URLOpenerSpy: URLOpener {
  private(set) var openedURLs: [URL] = []

  init() {}

  func open(_ url: URL) {
    openedURLs.append(url)
  }
}

@MainActor
func stubbed(_ type: (any URLOpener).Type) -> any URLOpener {
  URLOpenerSpy()
}

/// What a Mock or spy returns for an error until the test sets one.
func stubbed(_ type: (any Error).Type) -> any Error {
  MockError("stub")
}

extension String: Stub {
  static var stub: String { "stub" }
}

extension Int: Stub {
  static var stub: Int { 0 }
}

extension Double: Stub {
  static var stub: Double { 0 }
}

extension Bool: Stub {
  static var stub: Bool { false }
}

extension Float: Stub {
  static var stub: Float { 0 }
}

extension Decimal: Stub {
  static var stub: Decimal { 0 }
}

extension Date: Stub {
  static var stub: Date { Date(timeIntervalSinceReferenceDate: 0) }
}

extension UUID: Stub {
  static var stub: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}

extension Data: Stub {
  static var stub: Data { Data() }
}

extension URL: Stub {
  static var stub: URL { URL(fileURLWithPath: "/stub") }
}

extension Array: Stub {
  static var stub: [Element] { [] }
}

extension Dictionary: Stub {
  static var stub: [Key: Value] { [:] }
}

extension Set: Stub {
  static var stub: Set<Element> { [] }
}

extension Optional: Stub {
  static var stub: Wrapped? { nil }
}

/// A transition handler that records what it was asked to do. A module's view
/// spy inherits from it, so it can stand in for the view controller.
@MainActor
class TransitionHandlerSpy: TransitionHandler {
  private(set) var transitions: [String] = []
  /// Whether the spy stands for a screen pushed onto a navigation stack:
  /// `close` then records `pop`, otherwise `dismiss`, as UIKit would do.
  var isPushed = false

  init() {}

  func present(_ destination: any TransitionHandler, animated: Bool, completion: (() -> Void)?) {
    transitions.append("present")
    completion?()
  }

  func presentModally(_ destination: any TransitionHandler, animated: Bool) {
    transitions.append("presentModally")
  }

  /// Records `present` or `presentModally`, then the style and `in navigation`
  /// where they are not the defaults (`present overFullScreen in navigation`).
  func present(
    _ destination: any TransitionHandler,
    options: PresentationOptions,
    completion: (() -> Void)?
  ) {
    var name = options.isModal ? "presentModally" : "present"
    if !options.isModal, options.style != .automatic { name += " \(options.style)" }
    if options.inNavigation { name += " in navigation" }
    transitions.append(name)
    completion?()
  }

  func dismiss(animated: Bool, completion: (() -> Void)?) {
    transitions.append("dismiss")
    completion?()
  }

  func close(animated: Bool, completion: (() -> Void)?) {
    transitions.append(isPushed ? "pop" : "dismiss")
    completion?()
  }

  func push(_ destination: any TransitionHandler, animated: Bool) {
    transitions.append("push")
  }

  /// Records `push with` the animator's type (`push with FadeAnimator`).
  func push(_ destination: any TransitionHandler, animator: any Animator, animated: Bool) {
    transitions.append("push with \(type(of: animator))")
  }

  func pop(animated: Bool) {
    transitions.append("pop")
  }

  /// Records `pop with` the animator's type (`pop with FadeAnimator`).
  func pop(animator: any Animator, animated: Bool) {
    transitions.append("pop with \(type(of: animator))")
  }

  func popToRoot(animated: Bool) {
    transitions.append("popToRoot")
  }

  /// Every alert shown, in order: a test reads its texts and runs its actions' handlers.
  private(set) var alerts: [(title: String?, message: String?, actions: [AlertAction])] = []

  func showAlert(title: String?, message: String?, actions: [AlertAction]) {
    transitions.append("showAlert")
    alerts.append((title, message, actions))
  }

  /// Every share sheet shown, in order: its items and its popover anchor.
  private(set) var shared: [(items: [Any], anchor: AnyObject?)] = []

  func share(_ items: [Any], from anchor: AnyObject?) {
    transitions.append("share")
    shared.append((items, anchor))
  }
}
