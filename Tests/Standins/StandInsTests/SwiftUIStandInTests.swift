import Observation
import SwiftUI
import UIKit
import XCTest

/// The SwiftUI stand-in accepts the screen code viper-gen is to write: an
/// observable presenter, a screen built with the view builder, bindings, and a
/// hosting controller that is a UIKit view controller.
/// Async, because Linux XCTest cannot call synchronous main-actor test methods.
@MainActor
final class SwiftUIStandInTests: XCTestCase {
    func testBindable_bindsToTheObservedObject() async {
        let model = LoginModel()
        let screen = LoginScreen(model: model)

        screen.$model.email.wrappedValue = "a@b.c"

        XCTAssertEqual(model.email, "a@b.c")
        XCTAssertEqual(screen.$model.email.wrappedValue, "a@b.c")
    }

    func testBindingToAProperty_writesThroughTheBinding() async {
        let model = LoginModel()
        let binding = Bindable(model).credentials.user

        binding.wrappedValue = "ann"

        XCTAssertEqual(model.credentials.user, "ann")
        XCTAssertEqual(Binding.constant(3).wrappedValue, 3)
    }

    func testPreviewProvider_givesItsPreviews_asAScreenScaffoldBelowIOS17Declares() async throws {
        let screen = try XCTUnwrap(LoginScreenPreviews.previews as Any as? LoginScreen)

        XCTAssertEqual(screen.model.email, "preview@example.com")
    }

    func testHostingController_isAViewControllerThatKeepsItsRootView() async {
        let model = LoginModel()
        let host = UIHostingController(rootView: LoginScreen(model: model))
        let navigation = UINavigationController(rootViewController: UIViewController())

        navigation.pushViewController(host, animated: false)

        XCTAssertIdentical(host.rootView.model, model)
        XCTAssertIdentical(host.navigationController, navigation)
    }

    func testBody_isBuiltFromTheViewBuilder() async {
        let model = LoginModel()
        model.isLoading = true

        _ = LoginScreen(model: model).body
        model.isLoading = false
        model.items = [Item(id: 1, name: "one")]
        _ = LoginScreen(model: model).body
    }
}

struct Item: Identifiable, Equatable {
    var id: Int
    var name: String
}

struct Credentials: Equatable {
    var user = ""
}

@MainActor @Observable
final class LoginModel {
    var email = ""
    var credentials = Credentials()
    var isLoading = false
    var items: [Item] = []
    var error: String?

    func submit() {}
    func load() async {}
}

struct LoginScreen: View {
    @Bindable var model: LoginModel

    var body: some View {
        VStack(alignment: .center, spacing: 8) {
            TextField("Email", text: $model.email)
            if model.isLoading {
                ProgressView()
            } else {
                List(model.items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                    }
                }
                List(model.items, id: \.id) { Text($0.name) }
                List {
                    ForEach(model.items) { Text($0.name) }
                    ForEach(model.items, id: \.id) { Text(verbatimName: $0.name) }
                }
            }
            if let error = model.error {
                Text(error)
            }
            Button("Sign in") { model.submit() }
                .disabled(model.email.isEmpty)
            Button(action: { model.submit() }) { Text("Again") }
            ProgressView("Loading")
        }
        .padding()
        .padding(8)
        .navigationTitle("Login")
        .onAppear { model.error = nil }
        .task { await model.load() }
    }
}

extension Text {
    init(verbatimName name: String) {
        self.init(name)
    }
}

/// What a SwiftUI screen scaffold writes below iOS 17.
struct LoginScreenPreviews: PreviewProvider {
    static var previews: some View {
        LoginScreen(model: previewModel())
    }
}

/// What it writes from iOS 17: the stand-in plugin expands it to nothing, once
/// the compiler has checked the body against the macro's signature.
#Preview("Login") {
    LoginScreen(model: previewModel())
}

@MainActor
private func previewModel() -> LoginModel {
    let model = LoginModel()
    model.email = "preview@example.com"
    return model
}
