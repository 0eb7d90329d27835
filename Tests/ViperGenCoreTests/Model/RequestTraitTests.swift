import XCTest

@testable import ViperGenCore

/// Issue 10, item 1: a module's own requests (`requests:`, and the `request`
/// trait given `parameters:` or `response:`) become one trait of the module,
/// with a method, a service protocol and a service property per request.
final class RequestTraitTests: XCTestCase {
    private func traits(_ spec: String) throws -> [TraitDefinition] {
        let module = try XCTUnwrap(loadedProject(["Specs/Profile.viper.yml": spec]).modules.first)
        return module.traits.map(\.trait)
    }

    func testNamedRequests_becomeOneTraitOfTheModule_withAMethodAndAServicePerRequest() throws {
        let traits = try traits(
            """
            module: Profile
            traits: [close]
            requests:
              load:
                parameters:
                  userID: String
                  page: Int
              save:
                parameters:
                  _ name: String
                response: Bool
                service: ProfileAPI
              refresh:

            """)
        XCTAssertEqual(
            traits.map(\.protocolName), ["CloseRouterTrait", "ProfileRequestsInteractorTrait"])
        let requests = try XCTUnwrap(traits.last)
        XCTAssertEqual(
            requests.methods.map(\.signature.declaration),
            [
                "func load(userID: String, page: Int) async throws -> ProfileLoadResponse",
                "func save(_ name: String) async throws -> Bool",
                "func refresh() async throws -> ProfileRefreshResponse",
            ])
        XCTAssertEqual(
            requests.methods.map(\.body),
            [
                "try await self.loadService.load(userID: userID, page: page)",
                "try await self.saveService.save(name)",
                "try await self.refreshService.refresh()",
            ])
        XCTAssertEqual(
            requests.methods[1].mockBody,
            #"return try self.mockCalls.result(of: "save(_:)", as: Bool.self)"#)
        XCTAssertEqual(
            requests.dependencies.map { "\($0.name): \($0.type) = \($0.moduleType ?? "")" },
            [
                "loadService: LoadServiceType = LiveProfileLoadService",
                "saveService: SaveServiceType = ProfileAPI",
                "refreshService: RefreshServiceType = LiveProfileRefreshService",
            ])
        XCTAssertEqual(
            requests.associatedTypes.map { "\($0.name): \($0.constraint ?? "")" },
            [
                "LoadServiceType: ProfileLoadService", "SaveServiceType: ProfileSaveService",
                "RefreshServiceType: ProfileRefreshService",
            ])
        XCTAssertEqual(requests.origin, .project(path: "Specs/Profile.viper.yml"))
        let declarations = try XCTUnwrap(requests.declarations)
        XCTAssert(
            declarations.contains(
                """
                ${access}protocol ProfileSaveService: Sendable {
                    func save(_ name: String) async throws -> Bool
                }
                """), declarations)
        // The starter code covers what the spec leaves out: `save` names its
        // service and response, so only `load` and `refresh` get theirs.
        let source = try XCTUnwrap(requests.scaffold?.source)
        XCTAssert(
            source.contains(
                "${access}${nonisolated}struct LiveProfileLoadService: ProfileLoadService {"),
            source)
        XCTAssert(
            source.contains(
                "${access}${nonisolated}struct ProfileRefreshResponse: Sendable, Equatable {"),
            source
        )
        XCTAssertFalse(source.contains("ProfileAPI"), source)
        XCTAssertEqual(
            requests.scaffold?.tests,
            """
            extension ProfileLoadResponse: Stub {
                static var stub: ProfileLoadResponse { ProfileLoadResponse() }
            }

            extension LiveProfileLoadService: Stub {
                static var stub: LiveProfileLoadService { LiveProfileLoadService() }
            }

            extension ProfileRefreshResponse: Stub {
                static var stub: ProfileRefreshResponse { ProfileRefreshResponse() }
            }

            extension LiveProfileRefreshService: Stub {
                static var stub: LiveProfileRefreshService { LiveProfileRefreshService() }
            }
            """)
    }

    func testRequestTraitWithParameters_isTheModulesOwn_inTheTraitsPlace() throws {
        let traits = try traits(
            """
            module: Profile
            traits:
              - close
              - request:
                  parameters:
                    userID: String
              - alert

            """)
        XCTAssertEqual(traits.map(\.name), ["close", "profileRequests", "alert"])
        XCTAssertEqual(
            traits[1].methods.map(\.signature.declaration),
            ["func performRequest(userID: String) async throws -> ProfileResponse"])
        XCTAssertEqual(traits[1].dependencies.map(\.name), ["requestService"])
        XCTAssertEqual(traits[1].associatedTypes.map(\.constraint), ["ProfileRequestService"])
    }

    func testRequestTraitWithAServiceAlone_staysTheSharedTrait() throws {
        let module = try XCTUnwrap(
            loadedProject([
                "Specs/Profile.viper.yml": """
                module: Profile
                traits:
                  - request:
                      service: ProfileAPI

                """
            ]).modules.first)
        XCTAssertEqual(module.traits.map(\.trait.name), ["request"])
        XCTAssertEqual(module.traits.first?.arguments, ["service": "ProfileAPI"])
        XCTAssertEqual(module.traits.first?.usesDefaults, false)
    }

    func testRequestMistakes_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Profile.viper.yml": """
                module: Profile
                traits:
                  - request:
                      parameters:
                        userID: String
                      respons: Profile
                requests:
                  Load:
                  save:
                    parameter:
                      name: String
                  performRequest:

                """
            ]),
            """
            Specs/Profile.viper.yml:6:7: error: trait 'request' has no parameter 'respons'
               6 |       respons: Profile
                 |       ^~~~~~~
            hint: did you mean 'response'? Known parameters of 'request': parameters, response, service
            Specs/Profile.viper.yml:8:3: error: request name 'Load' starts with a capital, but it becomes a method
               8 |   Load:
                 |   ^~~~
            hint: start it with a lowercase letter: 'load'
            Specs/Profile.viper.yml:10:5: error: unknown key 'parameter' in request 'save'
              10 |     parameter:
                 |     ^~~~~~~~~
            hint: did you mean 'parameters'? Known keys: parameters, response, service
            Specs/Profile.viper.yml:12:3: error: request 'performRequest' would share its method or its service with another request
              12 |   performRequest:
                 |   ^~~~~~~~~~~~~~
            Specs/Profile.viper.yml:3:5: note: the other request is here
               3 |   - request:
                 |     ^~~~~~~
            hint: the 'request' trait's own request is 'performRequest', served by 'requestService': give this one another name

            """)
    }

    func testRequestsWhoseTraitNameIsTaken_areRefused_pointingAtBoth() {
        let diagnostics = renderedDiagnostics([
            "Specs/Profile.viper.yml": "module: Profile\nrequests:\n  load:\n",
            "viper-traits.yml": """
            traits:
              profileRequests:
                kind: interactor
                methods:
                  ping:
                    body: print("ping")

            """,
        ])
        XCTAssert(
            diagnostics.contains(
                """
                Specs/Profile.viper.yml:3:3: error: the module's requests make the trait 'profileRequests' (in any \
                letter case), which the traits file already defines
                """), diagnostics)
        XCTAssert(diagnostics.contains("viper-traits.yml:2:3: note: defined here"), diagnostics)
    }
}

/// The requests' trait takes its module's access, not the project's shared
/// one: its types are the module's (the random compile test found a public
/// project's trait naming an internal module's response).
final class RequestTraitAccessTests: XCTestCase {
    func testRequestsOfAnInternalModule_inAProjectWithAPublicOne_stayInternal() throws {
        let project = try loadedProject([
            "Specs/Profile.viper.yml": "module: Profile\nrequests:\n  load:\n",
            "Specs/Shop.viper.yml": "module: Shop\naccess: public\nrequests:\n  buy:\n",
        ])
        XCTAssertEqual(project.sharedAccess, .public)
        let declarations = try project.modules.map { module -> TemplateValue in
            let trait = try XCTUnwrap(module.traits.first?.trait)
            return try XCTUnwrap(
                ContextBuilder.context(for: trait, in: project)["trait.declarations"])
        }
        XCTAssertEqual(
            declarations,
            [
                .string(
                    "/// A service that performs the Profile module's load request.\n"
                        + "protocol ProfileLoadService: Sendable {\n    func load() async throws -> ProfileLoadResponse\n}"
                ),
                .string(
                    "/// A service that performs the Shop module's buy request.\n"
                        + "public protocol ShopBuyService: Sendable {\n    func buy() async throws -> ShopBuyResponse\n}"
                ),
            ])
    }
}
