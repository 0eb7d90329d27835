/// Checks that SwiftUI navigation (`navigation: swiftui`) fits the project:
/// the platform has `NavigationStack`, routes join modules that navigate
/// alike, no route asks for a UIKit animator, and no module embeds children
/// or is embedded under it.
enum NavigationValidator {
    static func problems(
        in modules: [ModuleDefinition], byName: [String: ModuleDefinition],
        platform: DeploymentTarget
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for module in modules {
            if module.navigation == .swiftui && platform < NavigationKind.oldestPlatform {
                diagnostics.append(
                    ModelDiagnostics.swiftUINavigationNeedsPlatform(
                        module.name, platform: platform, needed: NavigationKind.oldestPlatform,
                        at: module.nameLocation))
            }
            for route in module.routes {
                if module.navigation == .swiftui, route.animator != nil {
                    diagnostics.append(
                        ModelDiagnostics.animatorUnderSwiftUINavigation(
                            route.name, at: route.location))
                }
                guard let name = route.module, let destination = byName[name],
                    destination.ui != .none, destination.navigation != module.navigation
                else { continue }
                diagnostics.append(
                    ModelDiagnostics.routeAcrossNavigation(
                        route.name, from: module, to: destination, at: route.moduleLocation))
            }
            for child in module.children {
                let childNavigation = byName[child.module]?.navigation ?? .uikit
                guard module.navigation == .swiftui || childNavigation == .swiftui else {
                    continue
                }
                diagnostics.append(
                    ModelDiagnostics.childUnderSwiftUINavigation(
                        child.name, module: child.module, at: child.location))
            }
        }
        return diagnostics
    }
}
