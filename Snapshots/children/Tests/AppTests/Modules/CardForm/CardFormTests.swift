// Tests for the CardForm module.
// Written once by viper-gen from Specs/CardForm.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class CardFormTests: XCTestCase {
}
