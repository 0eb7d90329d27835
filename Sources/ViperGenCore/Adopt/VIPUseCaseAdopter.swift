/// Reads a Clean Swift module's use cases from its three protocols: each
/// `fetchOrders(request: Orders.FetchOrders.Request)` of the business logic,
/// with the presentation and display methods that take the same use case's
/// `Response` and `ViewModel`, and the fields of its model structs.
enum VIPUseCaseAdopter {
    private static let steps: [(role: ModuleRole, step: String, label: String, model: String)] = [
        (.interactorInput, "do", "request", "Request"),
        (.interactorOutput, "present", "response", "Response"),
        (.view, "display", "viewModel", "ViewModel"),
    ]

    /// The use cases, and the models' namespace when they share one.
    static func useCases(_ module: ScannedModule, shape: ModuleShape, notes: inout [Diagnostic])
        -> (useCases: [AdoptedSpec.UseCase], namespace: String?)
    {
        var useCases: [AdoptedSpec.UseCase] = []
        var namespaces: Set<String> = []
        var indices: [String: Int] = [:]
        for (role, step, label, model) in steps {
            guard let found = shape.protocols[role] else { continue }
            for member in found.declaration.members {
                let origin = Found(declaration: member, file: found.file)
                guard member.kind == .function, member.parameters.count == 1,
                    member.parameters[0].label == label, !member.isGeneric,
                    member.type.isEmpty || member.type == "Void",
                    member.effects.allSatisfy({ step == "do" && $0 == "async" }),
                    let path = modelPath(member.parameters[0].type, model: model)
                else {
                    notes.append(
                        origin.note(
                            "'\(ModuleAdopter.shown(member.signature))' is left out: a use case's method takes one '\(label): <Models>.<UseCase>.\(model)'"
                        ))
                    continue
                }
                namespaces.insert(path.namespace)
                let name = path.useCase.prefix(1).lowercased() + path.useCase.dropFirst()
                let index: Int
                if let known = indices[name] {
                    index = known
                } else {
                    index = useCases.count
                    indices[name] = index
                    useCases.append(AdoptedSpec.UseCase(name: name, origin: origin))
                }
                if member.effects.contains("async") { useCases[index].isAsync = true }
                guard SwiftName.isValidIdentifier(member.name) else {
                    notes.append(
                        origin.note(
                            "'\(ModuleAdopter.shown(member.signature))' is left out: a spec names a method with a Swift name (ASCII, no keywords)"
                        ))
                    continue
                }
                if member.name != step + path.useCase {
                    useCases[index].methodNames.append((step, member.name))
                }
                let typeName = "\(path.namespace).\(path.useCase).\(model)"
                if let type = module.type(named: typeName) {
                    useCases[index].models.append(
                        (label, fields(of: type.declaration, in: type.file, notes: &notes)))
                }
            }
        }
        if namespaces.count > 1, let found = shape.protocols[.interactorInput] {
            notes.append(
                found.note(
                    "the models are in \(namespaces.count) namespaces (\(namespaces.sorted().map(ModuleAdopter.shown).joined(separator: ", "))): the generated ones are in one"
                ))
        }
        return (useCases, namespaces.count == 1 ? namespaces.first : nil)
    }

    /// `Orders.FetchOrders.Request` as its namespace and use case.
    private static func modelPath(_ type: String, model: String) -> (
        namespace: String, useCase: String
    )? {
        let parts = type.split(separator: ".").map(String.init)
        guard parts.count == 3, parts[2] == model,
            parts[0...1].allSatisfy({ SwiftName.isValidIdentifier($0) })
        else { return nil }
        return (parts[0], parts[1])
    }

    private static func fields(
        of type: SwiftDeclaration, in file: ScannedFile, notes: inout [Diagnostic]
    )
        -> [AdoptedSpec.Field]
    {
        var fields: [AdoptedSpec.Field] = []
        let nested = Set(type.members.filter { $0.kind == .struct || $0.kind == .enum }.map(\.name))
        for member in type.members
        where member.kind == .property && !member.isComputed && !member.isStatic {
            let origin = Found(declaration: member, file: file)
            guard SwiftName.isValidIdentifier(member.name) else {
                notes.append(
                    origin.note(
                        "field '\(ModuleAdopter.shown(member.name))' is left out: a spec names a field with a Swift name (ASCII, no keywords)"
                    ))
                continue
            }
            guard !member.type.isEmpty else {
                notes.append(
                    origin.note(
                        "field '\(ModuleAdopter.shown(member.name))' is left out: its type is inferred"
                    ))
                continue
            }
            if let inner = SwiftIdentifiers.unqualified(in: member.type).first(
                where: nested.contains)
            {
                notes.append(
                    origin.note(
                        "field '\(ModuleAdopter.shown(member.name))' names '\(ModuleAdopter.shown(inner))', declared inside the model: declare it in an extension of the generated model"
                    ))
            }
            var defaultValue = member.initialValue
            if defaultValue.unicodeScalars.contains(where: UnicodeText.isControl) {
                notes.append(
                    origin.note(
                        "the starting value of field '\(ModuleAdopter.shown(member.name))' is left out: a spec's default is one line"
                    ))
                defaultValue = ""
            }
            fields.append(
                AdoptedSpec.Field(
                    name: member.name, type: member.type, defaultValue: defaultValue, origin: origin
                ))
        }
        for member in type.members where member.kind == .struct || member.kind == .enum {
            notes.append(
                Found(declaration: member, file: file).note(
                    "'\(ModuleAdopter.shown(member.name))' is left out: a model's nested types stay yours"
                ))
        }
        return fields
    }
}
