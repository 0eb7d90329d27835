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
            guard name.first?.isLowercase == true else {
                reader.report(ModelDiagnostics.requestNameNotLowercase(name, at: location))
                continue
            }
            var request = ModuleRequest(name: name, location: location)
            if !entry.value.isEmptyScalar, let details = reader.mapping(entry.value, for: name) {
                readDetails(reader.fields(of: details, allowed: keys, in: "request '\(name)'"), into: &request,
                            reader: &reader)
            }
            requests.append(request)
        }
        return requests
    }

    /// The `request` trait's own request when its block has `parameters` or
    /// `response` (else the shared trait serves, with `service` as before).
    static func readTraitRequest(_ fields: SchemaFields, at location: SourceLocation,
                                 reader: inout SchemaReader) -> ModuleRequest? {
        guard fields["parameters"] != nil || fields["response"] != nil else { return nil }
        var request = ModuleRequest(location: location)
        readDetails(fields, into: &request, reader: &reader)
        return request
    }

    private static func readDetails(_ fields: SchemaFields, into request: inout ModuleRequest,
                                    reader: inout SchemaReader) {
        if let node = fields["parameters"]?.value {
            request.parameters = reader.parameters(node, for: "parameters")
        }
        if let node = fields["response"]?.value {
            request.response = reader.type(node, for: "response")
        }
        if let node = fields["service"]?.value {
            request.service = reader.type(node, for: "service")
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
                problems.append(ModelDiagnostics.requestsShareNames(request.name ?? request.methodName,
                                                                    at: request.location, first: first.location))
            }
        }
        return problems
    }
}
