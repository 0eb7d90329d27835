/// Turns the values a hand-written UIKit view controller takes in its
/// `init` into `dependencies: view:`: `makeModule` then takes them and builds
/// the screen with them, as the module's own assembly did.
enum ViewDependencyAdopter {
    /// What UIKit's own initializers take: never a dependency.
    static let uikitParameters: Set<String> = ["nibName", "bundle", "coder", "nibBundleOrNil"]

    /// The view controller's `init` parameters, in order (the initializer
    /// with the most of them); none for a SwiftUI screen or a module without
    /// a view controller class.
    static func dependencies(
        _ module: ScannedModule, shape: ModuleShape, ui: UIKind, notes: inout [Diagnostic]
    ) -> [AdoptedSpec.Dependency] {
        guard ui == .uikit, let view = shape.classes[.view]?.declaration, view.kind == .class
        else { return [] }
        let members = module.members(of: view.name)
        // UIKit's own parameters (`nibName:bundle:`, `coder:`) are passed by UIKit, not the assembly.
        func ownParameters(_ found: Found) -> [ScannedParameter] {
            found.declaration.parameters.filter { !uikitParameters.contains($0.label ?? $0.name) }
        }
        let initializers = members.filter { $0.declaration.kind == .initializer }
        guard
            let chosen = initializers.max(by: {
                ownParameters($0).count < ownParameters($1).count
            })
        else { return [] }
        let weakNames = Set(
            members.filter { $0.declaration.kind == .property && $0.declaration.isWeak }
                .map(\.declaration.name))
        var found: [AdoptedSpec.Dependency] = []
        for parameter in ownParameters(chosen) {
            let name = parameter.label ?? parameter.name
            if ModuleAdopter.wiringNames.contains(name)
                || AdoptionFit.role(ofType: parameter.type, shape: shape) != nil
            {
                continue
            }
            guard SwiftName.isValidIdentifier(name), !name.isEmpty else {
                notes.append(
                    chosen.note(
                        "'\(ModuleAdopter.shown(name))' is left out: a spec names a dependency with a Swift name (ASCII, no keywords)"
                    ))
                continue
            }
            if ViewControllerMembers.properties.contains(name) {
                notes.append(
                    chosen.note(
                        "'\(name)' is left out: a view dependency can't be named like a property of UIViewController"
                    ))
                continue
            }
            var type = parameter.type.trimmingWhitespace
            if type.hasPrefix("@escaping ") { type.removeFirst("@escaping ".count) }
            let isWeak = weakNames.contains(name)
            if isWeak {
                type = ModuleAdopter.unwrappedOnce(type)
                if let problem = WeakDependencyRules.problem(with: type) {
                    notes.append(chosen.note("'\(name)' is left out: \(problem)"))
                    continue
                }
            }
            found.append(
                AdoptedSpec.Dependency(
                    owner: "view", name: name, type: type, isWeak: isWeak, origin: chosen))
        }
        return found
    }
}
