// Code generated from built-in trait 'close' by viper-gen. DO NOT EDIT.

@testable import Shop

/// In a Mock, `CloseRouterTrait` records each call instead of running.
extension CloseRouterTrait where Self: Mock {
  func close() {
    self.mockCalls.record("close()")
  }

  func close(completion: (() -> Void)?) {
    self.mockCalls.record("close(completion:)", completion)
    completion?()
  }
}
