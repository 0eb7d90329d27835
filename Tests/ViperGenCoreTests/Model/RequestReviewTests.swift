import XCTest

@testable import ViperGenCore

/// The defects an adversarial review of requests found (issue 10), each kept fixed.
final class RequestReviewTests: XCTestCase {
    private func requestsTrait(_ spec: String) throws -> TraitDefinition {
        let module = try XCTUnwrap(loadedProject(["Specs/Account.viper.yml": spec]).modules.first)
        return try XCTUnwrap(module.traits.first { $0.trait.name == "accountRequests" }?.trait)
    }

    private func firstError(_ files: [String: String]) -> String {
        renderedDiagnostics(files).components(separatedBy: "\n").first ?? ""
    }

    /// `renameService.rename(renameService: renameService)` called the parameter; `self.` reaches the service.
    func testParametersNamedLikeTheServiceOrMockCalls_areReachedThroughSelf() throws {
        let trait = try requestsTrait(
            """
            module: Account
            requests:
              rename:
                parameters:
                  renameService: String
                  mockCalls: Int

            """)
        XCTAssertEqual(
            trait.methods.first?.body,
            "try await self.renameService.rename(renameService: renameService, mockCalls: mockCalls)"
        )
        XCTAssertEqual(
            trait.methods.first?.mockBody,
            """
            return try self.mockCalls.result(of: "rename(renameService:mockCalls:)", as: AccountRenameResponse.self)
            """)
    }

    func testARequestReturningVoid_returnsNothing_andItsMockThrowsWhatATestAnswers() throws {
        let trait = try requestsTrait(
            "module: Account\nrequests:\n  signOut:\n    response: Void\n")
        let method = try XCTUnwrap(trait.methods.first)
        XCTAssertEqual(method.signature.declaration, "func signOut() async throws")
        XCTAssertNil(method.mockBody)
        XCTAssertTrue(TraitContext.throwsAnswers(method))
        XCTAssertEqual(
            trait.scaffold?.tests,
            """
            extension LiveAccountSignOutService: Stub {
                static var stub: LiveAccountSignOutService { LiveAccountSignOutService() }
            }
            """, "no response, so only the service a Mock holds has a Stub")
        XCTAssert(
            trait.scaffold?.source?.contains(
                "func signOut() async throws {\n        // Make the call here.") == true,
            trait.scaffold?.source ?? "")
    }

    func testRequestNames_stubbedIsRefused_andAnUnderscoreIsNotACapital() {
        XCTAssertEqual(
            firstError(["Specs/Account.viper.yml": "module: Account\nrequests:\n  stubbed:\n"]),
            "Specs/Account.viper.yml:3:3: error: a request can't be named 'stubbed'")
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Account.viper.yml": "module: Account\nrequests:\n  _load:\n"
            ]), "")
    }

    /// Nothing of a hostile spec reaches the generated code: a control
    /// character in a name and Swift in a type are refused where they stand.
    func testAControlCharacterInANameAndCodeInAType_areRefusedWhereTheyStand() {
        let diagnostics = renderedDiagnostics([
            "Specs/Account.viper.yml": """
            module: Account
            requests:
              "lo\\u0007ad":
              save:
                response: "Bool\\") { fatalError() }; //"

            """
        ])
        XCTAssert(
            diagnostics.hasPrefix(
                "Specs/Account.viper.yml:3:3: error: 'lo\\u{7}ad' is not a valid request name"),
            diagnostics)
        XCTAssert(
            diagnostics.contains(
                "Specs/Account.viper.yml:5:15: error: 'Bool\") { fatalError() }; //' is not a "
                    + "valid Swift type"), diagnostics)
    }

    func testAScalarGivenToTheRequestTrait_isReportedOnce() {
        let diagnostics = renderedDiagnostics([
            "Specs/Account.viper.yml": "module: Account\ntraits: [request: yes]\n"
        ])
        XCTAssertEqual(diagnostics.components(separatedBy: "error:").count - 1, 1, diagnostics)
    }

    func testResponsesAndParametersAMessageCantHave_areRefused() {
        XCTAssertEqual(
            firstError([
                "Specs/Account.viper.yml": """
                module: Account
                requests:
                  load:
                    response: inout Int

                """
            ]),
            "Specs/Account.viper.yml:4:15: error: 'inout Int' can't be a message's result: "
                + "'inout' belongs to a function's own parameters")
        XCTAssert(
            firstError([
                "Specs/Account.viper.yml": """
                module: Account
                requests:
                  load:
                    parameters:
                      ids: Int...

                """
            ]).hasPrefix("Specs/Account.viper.yml:5:7: error: 'Int...'"))
    }

    func testARequestSharingAnotherTraitsPropertyOrType_isRefused() {
        XCTAssertEqual(
            firstError([
                "Specs/Account.viper.yml":
                    "module: Account\ntraits: [request]\nrequests:\n  request:\n"
            ]),
            "Specs/Account.viper.yml:4:3: error: request 'request' needs 'requestService', which trait "
                + "'request' of this module has too")
        XCTAssertEqual(
            firstError([
                "Specs/Feed.viper.yml": "module: Feed\ntraits: [page]\nrequests:\n  page:\n"
            ]),
            "Specs/Feed.viper.yml:4:3: error: request 'page' needs 'pageService', which trait 'page' of "
                + "this module has too")
    }

    func testTwoModulesDeclaringOneType_areRefused_pointingAtBoth() {
        let diagnostics = renderedDiagnostics([
            "Specs/User.viper.yml": "module: User\nrequests:\n  profile:\n",
            "Specs/UserProfile.viper.yml": "module: UserProfile\ntraits: [request]\n",
        ])
        XCTAssert(
            diagnostics.contains(
                """
                Specs/UserProfile.viper.yml:2:10: error: trait 'request' declares 'UserProfileResponse' for this module, \
                and so does trait 'userRequests' of module 'User'
                """), diagnostics)
        XCTAssert(
            diagnostics.contains("Specs/User.viper.yml:3:3: note: module 'User' uses it here"),
            diagnostics)
    }

    /// The same check catches two built-in scaffolds: `page`'s for `Login` and `request`'s for `LoginPage`.
    func testTwoModulesWhoseBuiltInScaffoldsDeclareOneType_areRefused() {
        let diagnostics = renderedDiagnostics([
            "Specs/Login.viper.yml": "module: Login\ntraits: [page]\n",
            "Specs/LoginPage.viper.yml": "module: LoginPage\ntraits: [request]\n",
        ])
        XCTAssert(
            diagnostics.hasPrefix(
                """
                Specs/LoginPage.viper.yml:2:10: error: trait 'request' declares 'LoginPageService' for this module, \
                and so does trait 'page' of module 'Login'
                """), diagnostics)
    }

    func testAProjectTraitWhoseFilesWouldBeTheRequests_inAnyCase_isRefused() {
        let diagnostics = renderedDiagnostics([
            "Specs/Account.viper.yml": "module: Account\nrequests:\n  rename:\n",
            "viper-traits.yml": """
            traits:
              AccountRequests:
                kind: interactor
                methods:
                  ping:
                    body: print("ping")

            """,
        ])
        XCTAssert(
            diagnostics.hasPrefix(
                """
                Specs/Account.viper.yml:3:3: error: the module's requests make the trait 'AccountRequests' (in any letter \
                case), which the traits file already defines
                """), diagnostics)
    }

    // MARK: The second review's findings

    func testSwiftVoid_returnsNothing_asVoidDoes() throws {
        let trait = try requestsTrait(
            "module: Account\nrequests:\n  ping:\n    response: Swift.Void\n")
        XCTAssertEqual(trait.methods.first?.signature.declaration, "func ping() async throws")
    }

    func testAProjectTraitOfTheRequestsName_ofAnyKind_isRefused() {
        let diagnostics = renderedDiagnostics([
            "Specs/Account.viper.yml": "module: Account\nrequests:\n  rename:\n",
            "viper-traits.yml": """
            traits:
              accountRequests:
                kind: router
                methods:
                  openThing:
                    body: print(1)

            """,
        ])
        XCTAssert(
            diagnostics.hasPrefix(
                "Specs/Account.viper.yml:3:3: error: the module's requests make the trait "
                    + "'accountRequests'"), diagnostics)
    }

    func testARequestTypeThatAProjectTraitDeclaresForEveryModule_isRefused() {
        let diagnostics = renderedDiagnostics([
            "Specs/Analytics.viper.yml": "module: Analytics\nrequests:\n  track:\n",
            "viper-traits.yml": """
            traits:
              analytics:
                kind: interactor
                declarations: |
                  ${access}protocol AnalyticsTrackService: Sendable {}
                methods:
                  ping:
                    body: print(1)

            """,
        ])
        XCTAssert(
            diagnostics.hasPrefix(
                """
                Specs/Analytics.viper.yml:3:3: error: request 'track' declares 'AnalyticsTrackService', which trait \
                'analytics' declares for every module
                """), diagnostics)
    }

    func testAVIPERInteractorInputNamedLikeARequest_isRefused_namingTheModulesRequests() {
        XCTAssertEqual(
            firstError([
                "Specs/Orders.viper.yml": """
                module: Orders
                style: viper
                interactor:
                  inputs:
                    load:
                requests:
                  load:

                """
            ]),
            "Specs/Orders.viper.yml:5:5: error: interactor input 'load()' has the name of a method of the "
                + "module's requests")
    }
}
