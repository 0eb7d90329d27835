/// The `UIViewController` methods a view message must not be named like: the
/// module's view controller (or hosting controller) implements the view
/// protocol, so a message with one of these selectors would override UIKit's
/// method without `override`, and the scaffold would not compile. These are
/// the methods a subclass commonly overrides or calls: view loading and
/// appearance, layout, presentation, containment and segues.
enum ViewControllerMembers {
    static let selectors: Set<String> = [
        "loadView()", "loadViewIfNeeded()", "viewDidLoad()",
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "updateViewConstraints()",
        "viewWillTransition(to:with:)", "didReceiveMemoryWarning()",
        "setNeedsStatusBarAppearanceUpdate()", "setEditing(_:animated:)",
        "show(_:sender:)", "showDetailViewController(_:sender:)",
        "addChild(_:)", "removeFromParent()", "willMove(toParent:)", "didMove(toParent:)",
        "prepare(for:sender:)", "performSegue(withIdentifier:sender:)",
        "shouldPerformSegue(withIdentifier:sender:)",
        "becomeFirstResponder()", "resignFirstResponder()",
    ]
}
