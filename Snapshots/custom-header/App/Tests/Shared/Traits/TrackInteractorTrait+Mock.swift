// Code generated from built-in trait 'track' by viper-gen. DO NOT EDIT.

import Foundation

@testable import Shop

/// In a Mock, `TrackInteractorTrait` records each call instead of running.
extension TrackInteractorTrait where Self: Mock {
  func trackEvent(_ name: String, parameters: [String: String]) {
    self.mockCalls.record("trackEvent(_:parameters:)", name, parameters)
  }
}

/// What a Mock's `analytics` holds, and a tracker for tests of the real
/// logic: it keeps the events it was sent.
final class AnalyticsTrackerSpy: AnalyticsTracker, @unchecked Sendable {
  /// One event: what `track(_:parameters:)` was sent.
  struct Event: Equatable {
    let name: String
    let parameters: [String: String]
  }

  private let lock = NSLock()
  private var sent: [Event] = []

  init() {}

  /// The events sent so far, in order.
  var events: [Event] {
    lock.lock()
    defer { lock.unlock() }
    return sent
  }

  func track(_ name: String, parameters: [String: String]) {
    lock.lock()
    defer { lock.unlock() }
    sent.append(Event(name: name, parameters: parameters))
  }
}

func stubbed(_ type: (any AnalyticsTracker).Type) -> any AnalyticsTracker {
  AnalyticsTrackerSpy()
}
