// Code generated from built-in trait 'track' by viper-gen. DO NOT EDIT.

import Foundation

/// Sends analytics events for a `TrackInteractorTrait`.
protocol AnalyticsTracker: Sendable {
  func track(_ name: String, parameters: [String: String])
}

/// Sends analytics events.
@MainActor
protocol TrackInteractorTrait {
  var analytics: any AnalyticsTracker { get }

  /// Sends the event `name` with its `parameters` to the analytics tracker.
  func trackEvent(_ name: String, parameters: [String: String])
}

extension TrackInteractorTrait {
  func trackEvent(_ name: String, parameters: [String: String]) {
    analytics.track(name, parameters: parameters)
  }
}
