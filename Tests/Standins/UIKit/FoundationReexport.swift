// UIKit re-exports Foundation: a file that imports UIKit alone may use
// `Bundle`, `URL` or `Date`. The stand-in does the same, so generated code
// that relies on it (`Bundle(for:)` in a XIB screen's `makeModule`) builds.
@_exported import Foundation
