/// How much of a hand-written module the generated one reproduces: its
/// protocols under their own names, its protocol methods with the exact
/// signature, and the assembly's connections (which part holds which).
public struct AdoptionFit: Equatable, Sendable {
    /// A count of reproduced items out of a total, and what was missed.
    public struct Tally: Equatable, Sendable {
        public var reproduced = 0
        public var total = 0
        public var missed: [String] = []

        mutating func count(_ item: String, reproduced isReproduced: Bool) {
            total += 1
            if isReproduced { reproduced += 1 } else { missed.append(item) }
        }

        public static func + (lhs: Tally, rhs: Tally) -> Tally {
            Tally(
                reproduced: lhs.reproduced + rhs.reproduced, total: lhs.total + rhs.total,
                missed: lhs.missed + rhs.missed)
        }

        /// The percentage reproduced, one decimal; 100 when there is nothing to reproduce.
        public var percent: Double {
            total == 0 ? 100 : (Double(reproduced * 1000 / total)) / 10
        }
    }

    public var protocols = Tally()
    public var methods = Tally()
    public var connections = Tally()

    /// Compares the original module with the generated one, both scanned.
    public static func measure(original: ScannedModule, generated: ScannedModule, module: String)
        -> AdoptionFit
    {
        let originalShape = ModuleShape.infer(original, folderName: module)
        let generatedShape = ModuleShape.infer(generated, folderName: module)
        var fit = AdoptionFit()
        let generatedByName = Dictionary(
            generated.protocols.map { ($0.declaration.name, $0.declaration) },
            uniquingKeysWith: { a, _ in a })
        var generatedByRole: [ModuleRole: SwiftDeclaration] = [:]
        for (role, found) in generatedShape.protocols { generatedByRole[role] = found.declaration }
        for found in original.protocols {
            let name = found.declaration.name
            fit.protocols.count(name, reproduced: generatedByName[name] != nil)
            let role = ModuleShape.role(
                of: name, module: originalShape.name, usesIPrefix: originalShape.usesIPrefix)
            let counterpart = generatedByName[name] ?? role.flatMap { generatedByRole[$0] }
            let signatures = Set(counterpart?.members.map(\.signature) ?? [])
            for member in found.declaration.members where member.kind == .function {
                fit.methods.count(
                    "\(name).\(member.signature)", reproduced: signatures.contains(member.signature)
                )
            }
        }
        let wanted = connections(in: original, shape: originalShape)
        let made = connections(in: generated, shape: generatedShape)
        for connection in wanted.sorted() {
            fit.connections.count(connection, reproduced: made.contains(connection))
        }
        return fit
    }

    /// The connections a module's functions make: `presenter -> view` for
    /// `presenter.view = viewController`, `interactor -> service` for an
    /// argument or an assignment whose value plays no role.
    static func connections(in module: ScannedModule, shape: ModuleShape) -> Set<String> {
        var found: Set<String> = []
        for owner in module.types + module.extensions {
            let ownerRole = role(ofType: owner.declaration.name, shape: shape)
            for function in owner.declaration.members where !function.statements.isEmpty {
                var roles: [String: String] = [:]
                if let ownerRole { roles["self"] = ownerRole }
                for parameter in function.parameters {
                    if let role = role(ofType: parameter.type, shape: shape) {
                        roles[parameter.name] = role
                    }
                }
                for statement in function.statements {
                    switch statement {
                    case .binding(let name, let type, let arguments, _):
                        let bound = type == "self" ? ownerRole : role(ofType: type, shape: shape)
                        guard let holder = bound ?? role(ofName: name) else { continue }
                        roles[name] = holder
                        for argument in arguments {
                            let value = roles[argument.value] ?? role(ofName: argument.value)
                            found.insert(
                                "\(holder) -> \(value ?? argument.label ?? argument.value)")
                        }
                    case .assignment(let holder, let member, let value, _):
                        guard holder != "self", let holderRole = roles[holder] else { continue }
                        found.insert(
                            "\(holderRole) -> \(roles[value] ?? role(ofName: value) ?? member)")
                    }
                }
            }
        }
        return found
    }

    /// The part a variable plays by its name alone (`let presenter = assemble(...)`).
    static func role(ofName name: String) -> String? {
        switch name {
        case "view", "viewController": return "view"
        case "presenter", "interactor", "router": return name
        default: return nil
        }
    }

    /// The part a type plays: a class of the module, or a role protocol.
    static func role(ofType type: String, shape: ModuleShape) -> String? {
        for part in type.split(separator: "&").map({ ModuleAdopter.bareType($0.trimmingWhitespace) }
        ) {
            if let classRole = shape.classes.first(where: { $0.value.declaration.name == part })?
                .key
            {
                return classRole.rawValue
            }
            if let role = ModuleShape.role(
                of: part, module: shape.name, usesIPrefix: shape.usesIPrefix)
            {
                switch role {
                case .view: return "view"
                case .viewOutput, .interactorOutput, .moduleInput: return "presenter"
                case .interactorInput, .dataStore: return "interactor"
                case .router, .dataPassing: return "router"
                case .moduleOutput: return "moduleOutput"
                case .assembly: return "assembly"
                }
            }
            if part.hasPrefix(shape.name) {
                let rest = part.dropFirst(shape.name.count)
                if let role = ModuleShape.classEndings.first(where: { $0.1.contains(String(rest)) }
                )?.0 {
                    return role.rawValue
                }
            }
        }
        return nil
    }
}
