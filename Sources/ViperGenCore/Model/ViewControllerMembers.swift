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

    /// `UIViewController`'s properties a view dependency can't be named like:
    /// the scaffolded view controller would declare it a second time.
    static let properties: Set<String> = [
        "title", "navigationItem", "navigationController", "tabBarItem", "tabBarController",
        "splitViewController", "children", "parent", "presentedViewController",
        "presentingViewController", "modalPresentationStyle", "modalTransitionStyle",
        "isEditing", "preferredContentSize", "traitCollection", "nibName", "nibBundle",
        "storyboard", "isViewLoaded", "viewIfLoaded", "toolbarItems", "transitioningDelegate",
        "definesPresentationContext", "additionalSafeAreaInsets", "restorationIdentifier",
        "isModalInPresentation", "overrideUserInterfaceStyle", "preferredStatusBarStyle",
        "editButtonItem", "isBeingPresented", "isBeingDismissed", "isMovingToParent",
        "isMovingFromParent", "hidesBottomBarWhenPushed", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "prefersStatusBarHidden",
        "preferredStatusBarUpdateAnimation", "modalPresentationCapturesStatusBarAppearance",
        "presentationController", "popoverPresentationController", "sheetPresentationController",
        "viewRespectsSystemMinimumLayoutMargins", "systemMinimumLayoutMargins",
        "childForStatusBarStyle", "childForStatusBarHidden",
        // UIResponder's and NSObject's, which a view controller inherits.
        "next", "undoManager", "isFirstResponder", "canBecomeFirstResponder",
        "canResignFirstResponder", "inputView", "inputAccessoryView", "keyCommands",
        "userActivity", "description", "debugDescription", "hash", "hashValue", "superclass",
    ]

    /// The methods without parameters among ``selectors``: a view dependency
    /// named like one would clash with it in the view controller.
    static let methodNames: Set<String> = Set(
        selectors.filter { $0.hasSuffix("()") }.map { String($0.dropLast(2)) })
}
