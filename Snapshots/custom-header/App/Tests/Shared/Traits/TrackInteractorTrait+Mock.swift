// Code generated from built-in trait 'track' by viper-gen. DO NOT EDIT.

@testable import Shop

/// In a Mock, `TrackInteractorTrait` records each call instead of running.
extension TrackInteractorTrait where Self: Mock {
  func trackEvent(_ name: String, parameters: [String: String]) {
    self.mockCalls.record("trackEvent(_:parameters:)", name, parameters)
  }
}
