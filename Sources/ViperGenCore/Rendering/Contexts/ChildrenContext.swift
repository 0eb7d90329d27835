/// The modules a screen embeds (`module.children`), and the outputs its presenter implements.
struct ChildrenContext: TemplateContext, Equatable {
    /// True when there are any children.
    let hasChildren: Bool
    /// Each child, in spec order.
    let list: [Child]
    /// The presenter's properties for the children's inputs (children whose module has inputs).
    let inputProperties: [InputProperty]
    /// `"<M>ChildContainer"`, the `UIViewControllerRepresentable` a SwiftUI screen shows a child in.
    let representableName: String
    /// The modules whose output the presenter is, each once: the children, then the modules routes open
    /// that have outputs.
    let heard: [Heard]

    /// One child.
    struct Child: TemplateContext, Equatable {
        /// The child's name, e.g. `"feed"`.
        let name: String
        /// The embedded module's name, e.g. `"Feed"`.
        let module: String
        /// The constant `makeModule` builds it in, `"<child>Module"`.
        let local: String
        /// `"<Child>Assembly"`.
        let assemblyName: String
        /// The arguments of its `makeModule` call, each with its trailing comma but the last
        /// (`"moduleOutput: presenter"`).
        let arguments: [String]
        /// True when its module has inputs (`makeModule` returns `(screen, input)`).
        let hasInput: Bool
        /// The expression of its screen: `"<child>Module.screen"` or `"<child>Module"`.
        let screen: String
        /// The expression of its input, `"<child>Module.input"`.
        let input: String
        /// The view controller's property that finds its screen, `"<child>Screen"`.
        let screenProperty: String
        /// True for the last child.
        let isLast: Bool
        /// True when its module's screen is SwiftUI (finding it needs SwiftUI).
        let isSwiftUI: Bool
        /// Its screen's class: `"<Child>ViewController"` or `"<Child>HostingController"`.
        let screenType: String
        /// `"<Child>ModuleOutput"`.
        let outputProtocol: String
        /// Its module's outputs.
        let outputs: [MethodContext]
    }

    /// The presenter's handle on a child's input.
    struct InputProperty: TemplateContext, Equatable {
        /// The child's name, e.g. `"feed"`.
        let name: String
        /// `"(any <Child>ModuleInput)?"`.
        let type: String
    }

    /// A module whose output the presenter is.
    struct Heard: TemplateContext, Equatable {
        /// What brings it, for a doc comment: ``"Child `feed` (Feed)"`` or
        /// ``"Item, which route `item` opens,"``.
        let source: String
        /// Its outputs.
        let outputs: [MethodContext]
    }
}
