/// Messages about `naming:` templates, in the config and in specs.
extension ModelDiagnostics {
    static func namingWithoutModule(
        _ role: Naming.Role, template: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "naming template '\(UnicodeText.excerpt(template))' for \(role.summary) has no "
                + "'\(Naming.placeholder)'",
            at: location,
            hint:
                "without the module's name every module would declare the same type: write e.g. "
                + "'\(Naming.placeholder)\(role.defaultSuffix)', or name one module's type in its spec's "
                + "'\(Naming.key):'")
    }

    static func namingPlaceholder(
        _ role: Naming.Role, template: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "naming template '\(UnicodeText.excerpt(template))' for \(role.summary) has a "
                + "placeholder other than '\(Naming.placeholder)'",
            at: location,
            hint:
                "'\(Naming.placeholder)' is the only placeholder; write the rest of the name as is")
    }

    static func invalidNamingTemplate(
        _ role: Naming.Role, template: String, problem: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "naming template '\(UnicodeText.excerpt(template))' for \(role.summary) does not make "
                + "a Swift type name: \(problem)",
            at: location,
            hint:
                "write letters, digits and '_' around '\(Naming.placeholder)', e.g. "
                + "'I\(Naming.placeholder)\(role.defaultSuffix)'")
    }

    static func namingRoleNotInStyle(
        _ role: Naming.Role, style: ModuleDefinition.Style, at location: SourceLocation
    ) -> Diagnostic {
        let roles = Naming.Role.allCases.filter { $0.styles.contains(style) }.map(\.rawValue)
        return .error(
            "'\(role.rawValue)' names \(role.summary), which a module of style '\(style.rawValue)' does not have",
            at: location,
            hint:
                "name it in viper-gen.yml, where every style's roles may be named; here name one of: "
                + roles.joined(separator: ", "))
    }

    /// Two roles of a config's or spec's `naming:` with one template, in a style that has both.
    static func namingTemplateTwice(
        _ role: Naming.Role, template: String, other: Naming.Role, at location: SourceLocation,
        otherLocation: SourceLocation?
    ) -> Diagnostic {
        .error(
            "naming template '\(UnicodeText.excerpt(template))' names both \(role.summary) and "
                + "\(other.summary)",
            at: location,
            notes: otherLocation.map {
                [Diagnostic.Note("\(other.rawValue) is named here", at: $0)]
            }
                ?? [],
            hint: "give each role a name of its own")
    }

    /// A template that spells a type whose name no template changes (`{Module}ViewSpy`).
    static func namingTemplateOfFixedType(
        _ role: Naming.Role, template: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "naming template '\(template)' for \(role.summary) names a type viper-gen generates "
                + "for every module under that name",
            at: location,
            hint: "test doubles, the state, the route and the screen's types keep their names: "
                + "choose another name, e.g. '\(Naming.placeholder)\(role.defaultSuffix)'")
    }

    /// A role's name equal to a type the module generates anyway (a spy, a mock, the state).
    static func namingClashesWithGenerated(
        _ role: Naming.Role, name: String, module: String, clash: String,
        at location: SourceLocation?, template: SourceLocation?
    ) -> Diagnostic {
        .error(
            "naming gives \(role.summary) of module '\(module)' the name '\(name)', which is also "
                + "\(clash)",
            at: location, notes: templateNote(template, beside: location),
            hint: "change the template so that the name is the module's only type of that name")
    }

    static func namedTypeTooLong(
        _ role: Naming.Role, name: String, module: String, problem: String,
        at location: SourceLocation?, template: SourceLocation?
    ) -> Diagnostic {
        .error(
            "naming gives \(role.summary) of module '\(module)' the name '\(UnicodeText.excerpt(name))', "
                + "which is not a valid type name: \(problem)",
            at: location, notes: templateNote(template, beside: location),
            hint: "shorten the template or the module's name")
    }

    static func namedTypeOfShared(
        _ role: Naming.Role, name: String, module: String, owner: String,
        at location: SourceLocation?, template: SourceLocation?
    ) -> Diagnostic {
        .error(
            "naming gives \(role.summary) of module '\(module)' the name '\(name)', which \(owner) "
                + "already declares",
            at: location, notes: templateNote(template, beside: location),
            hint: "change the template, or the module's name")
    }

    /// Two modules that would declare one type (at least one of them through its naming).
    static func moduleTypeNameClash(
        _ name: String, module: String, what: String, other: String, otherWhat: String,
        at location: SourceLocation?, otherLocation: SourceLocation?,
        hint: String =
            "rename one of the modules, or change the naming template that makes the name"
    ) -> Diagnostic {
        .error(
            "module '\(module)' would declare '\(name)' (\(what)), which module '\(other)' declares "
                + "too (\(otherWhat))",
            at: location,
            notes: [Diagnostic.Note("module '\(other)' is defined here", at: otherLocation)],
            hint: hint)
    }

    /// A note pointing at the template (in the config) when the error is shown elsewhere.
    private static func templateNote(_ template: SourceLocation?, beside location: SourceLocation?)
        -> [Diagnostic.Note]
    {
        guard let template, template != location else { return [] }
        return [Diagnostic.Note("the naming template is here", at: template)]
    }
}
