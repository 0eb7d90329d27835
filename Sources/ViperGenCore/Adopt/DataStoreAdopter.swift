/// Adopts a Clean Swift data store: the properties of `<Module>DataStore`
/// become the spec's `dataStore:` fields, with the starting values the
/// interactor gives them, so the generated module declares the data store
/// and, with a router, `<Module>DataPassing` under their own names.
enum DataStoreAdopter {
    /// The data store's fields, or `nil` (with a note) when the module has no data
    /// store the spec can declare: none, or one named otherwise than `<Module>DataStore`.
    static func fields(
        _ module: ScannedModule, shape: ModuleShape, notes: inout [Diagnostic]
    ) -> [AdoptedSpec.Field]? {
        guard shape.style == .vip, let found = shape.protocols[.dataStore] else { return nil }
        let name = found.declaration.name
        guard name == shape.name + "DataStore" else {
            notes.append(
                found.note(
                    "'\(ModuleAdopter.shown(name))' is left to you: the generated data store is named '\(shape.name)DataStore'"
                ))
            return nil
        }
        let interactor = shape.classes[.interactor].map { module.members(of: $0.declaration.name) }
        let starts = Dictionary(
            (interactor ?? []).filter { $0.declaration.kind == .property }.map {
                ($0.declaration.name, $0.declaration.initialValue)
            },
            uniquingKeysWith: { first, _ in first })
        var fields: [AdoptedSpec.Field] = []
        for member in found.declaration.members {
            let origin = Found(declaration: member, file: found.file)
            if let field = field(
                member, start: starts[member.name] ?? "", origin: origin, notes: &notes)
            {
                fields.append(field)
            }
        }
        return fields
    }

    /// The note for `<Module>DataPassing`, which the generated module declares only
    /// when it has a data store and a router.
    static func passingNote(shape: ModuleShape, adopted: Bool) -> Diagnostic? {
        guard let found = shape.protocols[.dataPassing] else { return nil }
        let name = found.declaration.name
        if !adopted {
            return found.note(
                "'\(ModuleAdopter.shown(name))' is left to you: the module's data store is not adopted"
            )
        }
        if shape.protocols[.router] == nil, shape.classes[.router] == nil {
            return found.note(
                "'\(ModuleAdopter.shown(name))' is left to you: a module without a router has no data passing"
            )
        }
        if name != shape.name + "DataPassing" {
            return found.note(
                "'\(ModuleAdopter.shown(name))' is left to you: the generated data passing is named '\(shape.name)DataPassing'"
            )
        }
        return nil
    }

    private static func field(
        _ member: SwiftDeclaration, start: String, origin: Found, notes: inout [Diagnostic]
    ) -> AdoptedSpec.Field? {
        let name = ModuleAdopter.shown(member.name)
        guard member.kind == .property, !member.isStatic else {
            notes.append(
                origin.note(
                    "'\(ModuleAdopter.shown(member.signature))' is left out: a data store declares fields only"
                ))
            return nil
        }
        guard SwiftName.isValidIdentifier(member.name), !member.type.isEmpty else {
            notes.append(
                origin.note(
                    "field '\(name)' is left out: a spec names a field with a Swift name and gives its type"
                ))
            return nil
        }
        var defaultValue = start
        if defaultValue.unicodeScalars.contains(where: UnicodeText.isControl) {
            notes.append(
                origin.note(
                    "the starting value of field '\(name)' is left out: a spec's default is one line"
                ))
            defaultValue = ""
        }
        if defaultValue.isEmpty, !member.type.hasSuffix("?") {
            notes.append(
                origin.note(
                    "field '\(name)' is left out: a data store field that isn't optional needs a starting value ('\(name): \(ModuleAdopter.shown(member.type)) = ...')"
                ))
            return nil
        }
        return AdoptedSpec.Field(
            name: member.name, type: member.type, defaultValue: defaultValue, origin: origin)
    }
}
