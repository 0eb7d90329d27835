/// Reads a module's own requests: the spec's `requests:` (`load:` with its
/// `parameters`, `response` and `service`), and the same details given to the
/// built-in `request` trait, then checks that no two share a method or a service.
enum RequestSpecReader {
    static let keys = ["parameters", "response", "service"]
    /// What `- request: {...}` accepts: the trait's `service`, and the request's details.
    static let requestTraitKeys = keys

    /// `requests:`: each entry a method name, then nothing or its details.
    static func read(_ node: SpecNode, reader: inout SchemaReader) -> [ModuleRequest] {
        if case .scalar(let scalar) = node, scalar.value.isEmpty { return [] }
        guard let mapping = reader.mapping(node, for: "requests") else { return [] }
        var requests: [ModuleRequest] = []
        for entry in mapping.entries {
            guard let name = reader.identifier(entry.key, what: "request name") else { continue }
            let location = reader.location(of: entry.key.range)
            if SpyMemberNames.usedInBodies.contains(name) {
                reader.report(ModelDiagnostics.requestNameUsedInBodies(name, at: location))
                continue
            }
            guard name.first?.isUppercase != true else {
                reader.report(ModelDiagnostics.requestNameNotLowercase(name, at: location))
                continue
            }
            var request = ModuleRequest(name: name, location: location)
            if !entry.value.isEmptyScalar, let details = reader.mapping(entry.value, for: name) {
                readDetails(
                    reader.fields(of: details, allowed: keys, in: "request '\(name)'"),
                    into: &request,
                    reader: &reader)
            }
            requests.append(request)
        }
        return requests
    }

    /// The block of `- request:`: the trait's own request when it has
    /// `parameters` or `response`; else only `service`, and the shared trait
    /// serves as before. Unknown keys are reported as other traits' parameters are.
    static func readTraitBlock(
        _ mapping: SpecMapping, trait: String, at location: SourceLocation,
        reader: inout SchemaReader
    ) -> (request: ModuleRequest?, service: String?) {
        let unknown = mapping.entries.map(\.key).filter { !requestTraitKeys.contains($0.value) }
        for key in unknown {
            reader.report(
                ModelDiagnostics.unknownTraitParameter(
                    key.value, trait: trait, known: requestTraitKeys,
                    at: reader.location(of: key.range)))
        }
        let fields = reader.fields(
            of: mapping, allowed: requestTraitKeys + unknown.map(\.value), in: "trait '\(trait)'")
        guard fields["parameters"] != nil || fields["response"] != nil else {
            return (nil, fields["service"].flatMap { reader.type($0.value, for: "service") })
        }
        var request = ModuleRequest(location: location)
        readDetails(fields, into: &request, reader: &reader)
        return (request, nil)
    }

    private static func readDetails(
        _ fields: SchemaFields, into request: inout ModuleRequest,
        reader: inout SchemaReader
    ) {
        if let node = fields["parameters"]?.value {
            request.parameters = reader.parameters(node, for: "parameters")
        }
        if let entry = fields["response"] {
            request.response = reader.type(entry.value, for: "response")
        }
        if let node = fields["service"]?.value {
            request.service = reader.type(node, for: "service")
        }
        // Parameters and a response as a message's: storable, stubbable, passable.
        let location = fields["response"].map {
            reader.location(of: SchemaReader.headRange(of: $0.value))
        }
        let method = SwiftMethod(
            name: request.methodName, parameters: request.parameters,
            returnType: request.returnsNothing ? nil : request.response, location: location)
        if let problem = reader.signatureTypeProblem(of: method) {
            reader.report(problem)
            request.parameters = []
            request.response = nil
        }
    }

    /// Two requests that would share a method or a service property: the
    /// `request` trait's own (`performRequest`, `requestService`) and entries
    /// named `performRequest` or `request`.
    static func problems(in requests: [ModuleRequest]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (index, request) in requests.enumerated() {
            if let first = requests[..<index].first(where: {
                $0.methodName == request.methodName || $0.typeStem == request.typeStem
            }) {
                problems.append(
                    ModelDiagnostics.requestsShareNames(
                        request.methodName,
                        at: request.location, first: first.location))
            }
        }
        return problems
    }
}
