// Hand-written for viper-gen's compile tests (not generated): the URL opener
// the Everything router's tests build it with.

import Foundation

@testable import App

/// Notes each URL it is asked to open.
@MainActor
final class OpenerSpy: URLOpener {
    private(set) var opened: [URL] = []

    func open(_ url: URL) { opened.append(url) }
}
