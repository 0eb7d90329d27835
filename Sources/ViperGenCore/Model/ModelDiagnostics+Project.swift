/// The messages about `children:`, routes to modules and module names, that
/// need the whole project.
extension ModelDiagnostics {
    static func childOfModuleWithoutScreen(
        _ child: String, parent: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "module '\(parent)' has no screen ('ui: none') to show child '\(child)' in",
            at: location,
            hint: "give '\(parent)' 'ui: uikit' or 'ui: swiftui', or leave 'children' out")
    }

    static func unknownChildModule(
        _ name: String, child: String, known: SpellingCandidates, at location: SourceLocation?
    )
        -> Diagnostic
    {
        .error(
            "child '\(child)' embeds module '\(name)', which no spec defines", at: location,
            spelling: SpellingRequest(
                name, among: known,
                rest: "name a module of the project (a spec of its own, "
                    + "'module: \(name)')"))
    }

    static func childModuleWithoutScreen(
        _ name: String, child: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "child '\(child)' embeds module '\(name)', which has no screen to show ('ui: none')",
            at: location,
            hint: "give '\(name)' 'ui: uikit' or 'ui: swiftui'")
    }

    static func childModuleWithoutOutput(
        _ name: String, child: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "child '\(child)' embeds module '\(name)', which has no output for the parent to hear",
            at: location,
            hint: "add 'output:' messages to '\(name)', what it tells the screen that embeds it "
                + "(e.g. 'didSelect:'); the parent's presenter implements them")
    }

    /// `cycle`: the modules from the parent back to itself, e.g. `["Post", "Feed", "Post"]`.
    static func childCycle(_ cycle: [String], child: String, at location: SourceLocation?)
        -> Diagnostic
    {
        // A long cycle shows its first modules and its end.
        let shown =
            cycle.count <= 12 ? cycle : Array(cycle.prefix(10)) + ["…", cycle[cycle.count - 1]]
        let problem =
            cycle.count == 2
            ? "the module itself"
            : "which embeds '\(cycle[0])' again: " + shown.joined(separator: " > ")
        return .error(
            "child '\(child)' embeds module '\(cycle[1])', \(problem)", at: location,
            hint: "a screen can't contain itself; remove one of the children")
    }

    static func childModuleTwice(
        _ name: String, child: String, at location: SourceLocation?,
        first: SourceLocation?
    ) -> Diagnostic {
        .error(
            "child '\(child)' embeds module '\(name)' a second time", at: location,
            notes: [Diagnostic.Note("the first child of module '\(name)' is here", at: first)],
            hint:
                "the presenter is the output of both and could not tell them apart; embed '\(name)' once"
        )
    }

    /// `source`: what brings the module, `child 'feed'` or `route 'item'`.
    static func childOutputClash(
        _ selector: String, source: String, module: String, with owner: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "\(source): output '\(selector)' of module '\(module)' has the name of \(owner)",
            at: location,
            hint:
                "the presenter implements the outputs of its children and of the modules its routes open "
                + "beside its own methods: rename the output in '\(module)', or the other method")
    }

    /// `isConstant`: `name` is the constant `makeModule` builds the child in, not a parameter.
    static func childParameterClash(
        _ name: String, child: String, isConstant: Bool, with owner: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        let problem =
            isConstant
            ? "'makeModule' would build child '\(child)' in a constant '\(name)', which is already \(owner)"
            : "child '\(child)' needs '\(name)' from 'makeModule', which is already \(owner)"
        return .error(problem, at: location, hint: "rename child '\(child)', or the other name")
    }

    static func publicParentOfInternalChild(
        _ parent: String, child: String, module: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "public module '\(parent)' can't embed internal module '\(module)' (child '\(child)')",
            at: location,
            hint:
                "the public presenter is the output of '\(module)', so '\(module)' must be public too: "
                + "give it 'access: public'")
    }

    static func publicRouteFactoryNeedsInternalModule(
        _ name: String, route: String, module: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "route '\(route)' opens internal module '\(name)', which public module '\(module)' would "
                + "name in its route factory or presenter", at: location,
            hint:
                "give '\(name)' 'access: public', or leave 'module' out and build it in the route factory"
        )
    }

    static func viewMessageClashesWithChildren(
        _ selector: String, with owner: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "view message '\(selector)' has the name of \(owner)", at: location,
            hint:
                "the view controller gets that member for its children: give the message another name"
        )
    }

    static func tooManyEmbeddedScreens(
        _ module: String, assembly: String, limit: Int, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "module '\(module)' would build more than \(limit) screens through its children and theirs",
            at: location,
            hint:
                "each embedded screen is built, with its own parameters, by '\(assembly).makeModule': "
                + "embed fewer modules, or fewer levels deep")
    }

    /// `what`: what the generated code names so, e.g. "the route factory".
    static func routeParameterNamedLikeGenerated(
        _ name: String, route: String, what: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "route '\(route)' has a parameter named '\(name)', the name the generated code gives \(what)",
            at: location, hint: "give the parameter another name")
    }

    static func moduleNamesDifferOnlyInCase(
        _ name: String, _ first: String, at location: SourceLocation?,
        first firstLocation: SourceLocation?
    ) -> Diagnostic {
        .error(
            "module '\(name)' differs from module '\(first)' only in letter case", at: location,
            notes: [Diagnostic.Note("'\(first)' is defined here", at: firstLocation)],
            hint:
                "on a case-insensitive file system (macOS's default) their folders are one: rename one of them"
        )
    }
}

extension ModelDiagnostics {
    static func swiftUINavigationNeedsPlatform(
        _ module: String, platform: DeploymentTarget, needed: DeploymentTarget,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "module '\(module)' navigates with SwiftUI, whose NavigationStack needs \(needed); "
                + "'\(DeploymentTarget.key)' is \(platform)",
            at: location,
            hint:
                "raise '\(DeploymentTarget.key)' in viper-gen.yml to \(needed), "
                + "or give the module 'navigation: uikit'")
    }

    static func animatorUnderSwiftUINavigation(_ route: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "route '\(route)' has an 'animator', a UIKit push animation, "
                + "and its module navigates with SwiftUI",
            at: location,
            hint: "remove 'animator' (SwiftUI animates the push), or use 'navigation: uikit'")
    }

    static func routeAcrossNavigation(
        _ route: String, from module: ModuleDefinition, to destination: ModuleDefinition,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "route '\(route)' opens '\(destination.name)', which navigates with "
                + "\(destination.navigation.frameworkName), from '\(module.name)', which navigates with "
                + "\(module.navigation.frameworkName)",
            at: location,
            hint:
                "give both modules the same 'navigation', or leave 'module' out "
                + "and build the destination in the route factory")
    }

    static func childUnderSwiftUINavigation(
        _ child: String, module: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "child '\(child)' (\(module)) can't be embedded: a module that navigates with SwiftUI "
                + "neither embeds children nor is embedded",
            at: location,
            hint: "use 'navigation: uikit' for both modules, or show the child through a route")
    }
}

extension NavigationKind {
    /// How errors name it.
    var frameworkName: String {
        switch self {
        case .uikit: "UIKit"
        case .swiftui: "SwiftUI"
        }
    }
}
