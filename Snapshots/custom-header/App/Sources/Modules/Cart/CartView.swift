// Code generated from App/Specs/Cart.viper.yml by viper-gen. DO NOT EDIT.

import Foundation

/// What the Cart presenter shows. The module's view controller conforms.
@MainActor
protocol CartView: AnyObject {
}
