import Combine
import SwiftUI
import XCTest

/// The SwiftUI stand-in's navigation API accepts what viper-gen's SwiftUI
/// navigation writes, and behaves as SwiftUI does where it can: a state object
/// is made once, when first read; an observed object's bindings write to it.
/// Async, because Linux XCTest cannot call synchronous main-actor test methods.
@MainActor
final class SwiftUINavigationStandInTests: XCTestCase {
    func testStateObject_makesItsObjectOnce_whenFirstRead() async {
        var made = 0
        let root = StackRoot {
            made += 1
            return StackModel()
        }
        XCTAssertEqual(made, 0, "nothing is made before it is read")

        let first = root.model
        let copy = root
        _ = copy.body

        XCTAssertEqual(made, 1)
        XCTAssertIdentical(copy.model, first, "copies of the view share the object")
    }

    func testObservedObjectsBinding_writesToTheObject() async {
        let model = StackModel()
        let screen = StackScreen(model: model)

        screen.$model.path.wrappedValue = [1, 2]
        screen.$model.sheet.wrappedValue = Sheet(id: 7)

        XCTAssertEqual(model.path, [1, 2])
        XCTAssertEqual(model.sheet?.id, 7)

        screen.$model.sheet.wrappedValue = nil

        XCTAssertNil(model.sheet, "as SwiftUI clears the item when the sheet is dismissed")
    }

    func testTheNavigationViews_buildFromTheViewBuilder() async {
        let model = StackModel()
        model.alert = "Oops"

        _ = StackScreen(model: model).body
        _ = AnyView(StackScreen(model: model))
    }
}

final class StackModel: ObservableObject {
    @Published var path: [Int] = []
    @Published var sheet: Sheet?
    @Published var cover: Sheet?
    @Published var alert: String?

    var isShowingAlert: Bool {
        get { alert != nil }
        set { if !newValue { alert = nil } }
    }
}

struct Sheet: Identifiable {
    var id: Int
}

struct StackRoot: View {
    @StateObject private var stack: StackModel

    init(_ make: @escaping () -> StackModel) {
        _stack = StateObject(wrappedValue: make())
    }

    var model: StackModel { stack }

    var body: some View {
        StackScreen(model: stack)
    }
}

struct StackScreen: View {
    @ObservedObject var model: StackModel

    var body: some View {
        NavigationStack(path: $model.path) {
            Text("root")
                .navigationDestination(for: Int.self) { value in
                    Text("\(value)")
                }
        }
        .sheet(item: $model.sheet) { sheet in
            Text("\(sheet.id)")
        }
        .fullScreenCover(item: $model.cover, onDismiss: {}) { cover in
            Text("\(cover.id)")
        }
        .alert(model.alert ?? "", isPresented: $model.isShowingAlert, presenting: model.alert) {
            _ in
            ForEach([AlertChoice.cancel, .delete], id: \.self) { choice in
                Button(choice.title, role: choice.role) {}
            }
        } message: { text in
            Text(text)
        }
    }
}

enum AlertChoice: Hashable {
    case cancel
    case delete

    var title: String { self == .cancel ? "Cancel" : "Delete" }
    var role: ButtonRole? { self == .cancel ? .cancel : .destructive }
}
