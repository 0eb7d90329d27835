/// Builds the trait that performs a module's own requests (`requests:`, or the
/// `request` trait given `parameters:` or `response:`): one method per request,
/// each through a service protocol of its own. The trait is the module's, so
/// its names start with the module's (`ProfileRequestsInteractorTrait`,
/// `ProfileLoadService`), and it is written to the shared traits like any other.
enum RequestTrait {
    /// The trait's name for `module`: `profileRequests`.
    static func name(module: String) -> String {
        module.lowerFirst + "Requests"
    }

    /// - Parameter specPath: the module's spec, which the trait's files name as their source.
    /// - Parameter imports: the spec's `imports`, where its parameter and response types come from;
    ///   the trait's files import Foundation (`URL`, `Data`) before them.
    /// - Parameter access: the module's, which its trait's files take (its types are the module's).
    /// - Parameter runtime: the runtime's names (the scaffolded tests conform to its `Stub`).
    static func make(
        module: String, requests: [ModuleRequest], specPath: String,
        imports: [String] = [], access: AccessLevel = .internal,
        runtime: RuntimeNames = .unprefixed
    ) -> TraitDefinition {
        let parts = requests.map { Part(module: module, request: $0, runtime: runtime) }
        let scaffoldSources = parts.compactMap(\.scaffoldSource)
        let scaffoldTests = parts.compactMap(\.scaffoldTests)
        return TraitDefinition(
            name: name(module: module),
            kind: .interactor,
            summary:
                "Performs the \(module) module's requests, each through its own service (async throws).",
            imports: ["Foundation"] + imports.filter { $0 != "Foundation" },
            associatedTypes: parts.map {
                TraitAssociatedType(name: $0.associatedType, constraint: $0.serviceProtocol)
            },
            dependencies: parts.map {
                TraitDependency(
                    name: $0.dependency, type: $0.associatedType, moduleType: $0.serviceType,
                    location: $0.request.location)
            },
            methods: parts.map(\.method),
            declarations: parts.map(\.serviceDeclaration).joined(separator: "\n\n"),
            scaffold: scaffoldSources.isEmpty && scaffoldTests.isEmpty
                ? nil
                : TraitScaffold(
                    source: scaffoldSources.isEmpty
                        ? nil : scaffoldSources.joined(separator: "\n\n"),
                    tests: scaffoldTests.isEmpty ? nil : scaffoldTests.joined(separator: "\n\n")),
            origin: .project(path: specPath),
            access: access,
            location: requests.first?.location
        )
    }

    /// What one request adds to the module: its service property and
    /// associated type (`members`), and the types it declares or scaffolds.
    static func names(module: String, request: ModuleRequest) -> (
        members: [String], types: [String]
    ) {
        let part = Part(module: module, request: request)
        var types = [part.serviceProtocol]
        if request.service == nil { types.append(part.serviceType) }
        if request.response == nil, !request.returnsNothing { types.append(part.response) }
        return ([part.dependency, part.associatedType], types)
    }

    /// The names and code one request contributes to the trait.
    private struct Part {
        let request: ModuleRequest
        let module: String
        /// `ProfileLoadService`: what the module's service conforms to.
        let serviceProtocol: String
        /// The concrete service the module stores: the spec's, or `LiveProfileLoadService`.
        let serviceType: String
        let response: String
        /// `loadService`.
        let dependency: String
        /// `LoadServiceType`.
        let associatedType: String
        /// `load(userID: String) async throws -> ProfileLoadResponse`.
        let signature: SwiftMethod
        /// The runtime's `Stub`, as the project names it.
        let stub: String

        init(module: String, request: ModuleRequest, runtime: RuntimeNames = .unprefixed) {
            self.request = request
            stub = runtime.name(.stub)
            self.module = module
            let stem = request.typeStem
            serviceProtocol = module + stem + "Service"
            serviceType = request.service ?? "Live" + module + stem + "Service"
            response = request.response ?? module + (request.name == nil ? "" : stem) + "Response"
            dependency = stem.lowerFirst + "Service"
            associatedType = stem + "ServiceType"
            signature = SwiftMethod(
                name: request.methodName,
                parameters: request.parameters.map {
                    var parameter = $0
                    parameter.location = nil
                    return parameter
                },
                isAsync: true, isThrowing: true, returnType: request.returnsNothing ? nil : response
            )
        }

        /// `load ` for a named request, nothing for the trait's own.
        private var phrase: String { request.name.map { "\($0) " } ?? "" }

        var method: TraitMethod {
            let what = request.name.map { "its \($0) request" } ?? "its request"
            return TraitMethod(
                signature: signature,
                // `self.`: a parameter may share a name with the service or `mockCalls`.
                body:
                    "try await self.\(dependency).\(signature.name)\(signature.parameters.forwardingList)",
                // A request that returns nothing throws what a test answers (the Mock's default).
                mockBody: request.returnsNothing
                    ? nil
                    : "return try self.mockCalls.result(of: \"\(signature.selector)\", as: \(response).self)",
                summary: "Performs \(what) through `\(dependency)` and returns its response.")
        }

        var serviceDeclaration: String {
            """
            /// A service that performs the \(module) module's \(phrase)request.
            ${access}protocol \(serviceProtocol): Sendable {
                \(signature.declaration)
            }
            """
        }

        /// The starter response and service, for the ones the spec does not name.
        var scaffoldSource: String? {
            var snippets: [String] = []
            if request.response == nil, !request.returnsNothing {
                snippets.append(
                    """
                    /// What the \(module) module's \(phrase)request returns.
                    ${access}${nonisolated}struct \(response): Sendable, Equatable {
                        ${access}init() {}
                    }
                    """)
            }
            if request.service == nil {
                let throwsUnwritten = request.response != nil && !request.returnsNothing
                let result =
                    request.returnsNothing
                    ? "// Make the call here."
                    : throwsUnwritten ? "throw Unwritten()" : "\(response)()"
                let unwritten =
                    !throwsUnwritten
                    ? ""
                    : "    /// What the request throws until its real "
                        + "call is written.\n    ${access}${nonisolated}struct Unwritten: Error {}\n\n"
                snippets.append(
                    """
                    /// Performs the \(module) module's \(phrase)request.
                    /// Replace the body with the real call.
                    ${access}${nonisolated}struct \(serviceType): \(serviceProtocol) {
                    \(unwritten)    ${access}init() {}

                        ${access}\(signature.declaration) {
                            \(result)
                        }
                    }
                    """)
            }
            return snippets.isEmpty ? nil : snippets.joined(separator: "\n\n")
        }

        /// `Stub`s for the starter response, which the Mock override answers by
        /// default, and the starter service, which a Mock holds.
        var scaffoldTests: String? {
            var types: [String] = []
            if request.response == nil, !request.returnsNothing { types.append(response) }
            if request.service == nil { types.append(serviceType) }
            guard !types.isEmpty else { return nil }
            return types.map { type in
                """
                extension \(type): \(stub) {
                    static var stub: \(type) { \(type)() }
                }
                """
            }.joined(separator: "\n\n")
        }
    }
}
