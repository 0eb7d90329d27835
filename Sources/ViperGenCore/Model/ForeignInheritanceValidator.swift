/// Refuses a view or events protocol that refines another module's generated
/// type (`inherits: [BbPresenterLogic]` in `Aa`): two modules doing so to each
/// other go round in a circle, and a class or an enum can't be refined at all.
/// A module's own types are refused where its spec is read.
enum ForeignInheritanceValidator {
    static func problems(in modules: [ModuleDefinition]) -> [Diagnostic] {
        let inheriting = modules.filter {
            !$0.viewInherits.isEmpty || !$0.viewOutputInherits.isEmpty
        }
        guard !inheriting.isEmpty else { return [] }
        var owners: [String: String] = [:]
        for module in modules {
            let names = module.names
            for role in Naming.Role.allCases { owners[names[role]] = module.name }
            for suffix in ModuleDefinition.typeNameSuffixes {
                owners[names.fixed(suffix)] = module.name
            }
        }
        var problems: [Diagnostic] = []
        for module in inheriting {
            for name in module.viewInherits + module.viewOutputInherits {
                guard let owner = owners[name], owner != module.name else { continue }
                problems.append(
                    ModelDiagnostics.inheritsAnotherModulesType(
                        name, module: module.name, owner: owner, at: module.nameLocation))
            }
        }
        return problems
    }
}
