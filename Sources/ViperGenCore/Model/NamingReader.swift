/// Reads a `naming:` section (the config's or a spec's) and checks what can be
/// checked without a module: every key a role, every template a name with
/// no placeholder other than `{Module}` (which the config's must have; a spec's
/// may name its one module's type outright), no two roles of one style named alike.
/// What depends on the module (its names' length, clashes with the types it
/// generates anyway and with shared types) is ``NamingValidator``'s.
enum NamingReader {
    /// The keys of `naming:`: the roles.
    static let keys = Naming.Role.allCases.map(\.rawValue)

    /// - Parameter style: a spec's style, whose roles alone it may name; `nil` in the config.
    /// - Parameter base: what the spec's naming goes over: the config's.
    static func read(
        _ node: SpecNode, style: ModuleDefinition.Style?, base: Naming = Naming(),
        reader: inout SchemaReader
    ) -> Naming {
        guard let mapping = reader.mapping(node, for: Naming.key) else { return Naming() }
        let fields = reader.fields(of: mapping, allowed: keys, in: "'\(Naming.key)'")
        var naming = Naming()
        for entry in fields.entries {
            guard let role = Naming.Role(rawValue: entry.key.value),
                let scalar = reader.text(entry.value, for: "\(Naming.key).\(role.rawValue)")
            else { continue }
            let location = reader.location(of: scalar.range)
            if let style, !role.styles.contains(style) {
                reader.report(
                    ModelDiagnostics.namingRoleNotInStyle(
                        role, style: style, at: reader.location(of: entry.key.range)))
                continue
            }
            if let problem = problem(
                with: scalar.value, for: role, inSpec: style != nil, at: location)
            {
                reader.report(problem)
                continue
            }
            naming.templates[role] = Naming.Template(scalar.value, at: location)
        }
        for problem in twiceNamed(naming, base: base, style: style) { reader.report(problem) }
        return naming
    }

    /// What is wrong with `template` whatever the module: no `{Module}` in the
    /// config's (every module would declare the type), another placeholder, or a
    /// text that is no type name around it.
    static func problem(
        with template: String, for role: Naming.Role, inSpec: Bool, at location: SourceLocation
    ) -> Diagnostic? {
        guard inSpec || template.contains(Naming.placeholder) else {
            return ModelDiagnostics.namingWithoutModule(role, template: template, at: location)
        }
        // A one-letter module name stands for any: what is around it must make a name.
        let sample = template.replacingEvery(Naming.placeholder, with: "M")
        if sample.contains("{") || sample.contains("}") {
            return ModelDiagnostics.namingPlaceholder(role, template: template, at: location)
        }
        if let problem = SwiftName.problem(with: sample) {
            return ModelDiagnostics.invalidNamingTemplate(
                role, template: template, problem: problem, at: location)
        }
        return nil
    }

    /// Each role `naming` renames whose template is another role's (one the
    /// same style has, under `base` over the defaults) or a fixed type's
    /// (`{Module}ViewSpy`): reported once per pair, at the later template.
    /// With a spec's `style`, only roles of that style are compared.
    private static func twiceNamed(_ naming: Naming, base: Naming, style: ModuleDefinition.Style?)
        -> [Diagnostic]
    {
        var problems: [Diagnostic] = []
        let effective = naming.over(base)
        let roles = Naming.Role.allCases
        for (index, role) in roles.enumerated() {
            guard let template = naming.templates[role], let location = template.location else {
                continue
            }
            if Naming.fixedSuffixes.contains(where: { Naming.placeholder + $0 == template.text }) {
                problems.append(
                    ModelDiagnostics.namingTemplateOfFixedType(
                        role, template: template.text, at: location))
                continue
            }
            for (otherIndex, other) in roles.enumerated() where other != role {
                let otherTemplate = effective.templates[other]
                let otherText = otherTemplate?.text ?? Naming.placeholder + other.defaultSuffix
                let shareAStyle =
                    style.map(other.styles.contains)
                    ?? role.styles.contains(where: other.styles.contains)
                guard otherText == template.text, shareAStyle else { continue }
                // Both renamed here: the later one reports it.
                if naming.templates[other] != nil, otherIndex > index { continue }
                problems.append(
                    ModelDiagnostics.namingTemplateTwice(
                        role, template: template.text, other: other, at: location,
                        otherLocation: otherTemplate?.location))
                break
            }
        }
        return problems
    }
}
