import XCTest

@testable import ViperGenCore

/// Issue 14, item 2: messages that share a name, written with their parameters
/// in the key (`didFetch(_ error: any Error)`), so YAML keys stay unique. A
/// true clash (same selector, same types) is still an error naming both lines.
final class MessageOverloadTests: XCTestCase {
    func testOverloads_byTypeAndByLabel_areBothRead() throws {
        let project = try loadedProject([
            "Specs/Pay.viper.yml": """
            module: Pay
            output:
              "didFetchPaymentMethods(_ methods: [String])":
              "didFetchPaymentMethods(_ error: any Error)":
              "show(item: Int, at index: Int) async -> Bool":
              "show(items: [String: Int])":
              refresh():

            """
        ])
        XCTAssertEqual(
            project.modules.first?.moduleOutputs.map(\.declaration),
            [
                "func didFetchPaymentMethods(_ methods: [String])",
                "func didFetchPaymentMethods(_ error: any Error)",
                "func show(item: Int, at index: Int) async -> Bool",
                "func show(items: [String: Int])",
                "func refresh()",
            ])
    }

    func testSameSelectorAndTypes_isATrueClash_namingBothLines() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Pay.viper.yml": """
                module: Pay
                output:
                  "didFetch(_ methods: [String])":
                  didFetch:
                    _ list: "[String]"

                """
            ]),
            """
            Specs/Pay.viper.yml:4:3: error: message 'didFetch(_:)' is listed twice
               4 |   didFetch:
                 |   ^~~~~~~~
            Specs/Pay.viper.yml:3:3: note: first listed here
               3 |   "didFetch(_ methods: [String])":
                 |   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            hint: remove one of them

            """)
    }

    func testInlineParameterMistakes_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Pay.viper.yml": """
                module: Pay
                events:
                  "select(index)":
                  "select(_ index: Int":
                  "select(_ a: Int, _ a: Int)":
                  "pick(_ id: Int)":
                    _ id: Int

                """
            ]),
            """
            Specs/Pay.viper.yml:3:3: error: 'index' is not a parameter name
               3 |   "select(index)":
                 |   ^~~~~~~~~~~~~~~
            hint: write 'name: Type', 'label name: Type' or '_ name: Type'
            Specs/Pay.viper.yml:4:3: error: 'select(_ index: Int' is not a method name
               4 |   "select(_ index: Int":
                 |   ^~~~~~~~~~~~~~~~~~~~~
            hint: write the name, optionally followed by 'async', 'throws' and '-> Type', e.g. \
            'loadProfile async throws -> Profile'
            Specs/Pay.viper.yml:5:3: error: parameter 'a' is listed twice
               5 |   "select(_ a: Int, _ a: Int)":
                 |   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
            Specs/Pay.viper.yml:5:3: note: first listed here
               5 |   "select(_ a: Int, _ a: Int)":
                 |   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
            hint: remove one of them
            Specs/Pay.viper.yml:7:5: error: method 'pick' lists its parameters twice, in its key and under it
               7 |     _ id: Int
                 |     ^~~~
            Specs/Pay.viper.yml:6:3: note: the key's parameters
               6 |   "pick(_ id: Int)":
                 |   ^~~~~~~~~~~~~~~~~
            hint: keep them in the key, e.g. 'pick(_ id: Int)', or under it, not both

            """)
    }

    func testTraitMethodKey_mayListItsParametersInline() throws {
        let project = try loadedProject([
            "Specs/Pay.viper.yml": "module: Pay\n",
            "viper-traits.yml": """
            traits:
              lookup:
                kind: interactor
                methods:
                  "score(by id: Int, _ name: String) -> Int":
                    body: return id
                    mock: return 0

            """,
        ])
        XCTAssertEqual(
            project.catalog.trait(named: "lookup")?.methods.first?.signature.declaration,
            "func score(by id: Int, _ name: String) -> Int")
    }

    func testSpyOfOverloads_recordsTypesWhereSelectorsMatch_andNumbersTheResults() throws {
        let project = MemoryProject([
            "Specs/Pay.viper.yml": """
            module: Pay
            ui: none
            output:
              "total(_ id: Int) -> Int":
              "total(_ id: String) -> Int":
              "total(of id: Int)":

            """
        ])
        let mocks = try XCTUnwrap(
            project.pipeline.generate().rendered.first { $0.path.hasSuffix("PayMocks.swift") })
        XCTAssert(
            mocks.contents.contains(
                """
                    var totalResult1: Int?

                    func total(_ id: Int) -> Int {
                        self.calls.append("total(_: Int)")
                        self.callsWithArguments.append(MockCalls.text("total(_:)", id))
                        return self.totalResult1 ?? stubbed(Int.self)
                    }
                """), mocks.contents)
        XCTAssert(
            mocks.contents.contains(
                """
                        self.calls.append("total(_: String)")
                        self.callsWithArguments.append(MockCalls.text("total(_:)", id))
                        return self.totalResult2 ?? stubbed(Int.self)
                """), mocks.contents)
        XCTAssert(
            mocks.contents.contains(
                """
                    func total(of id: Int) {
                        self.calls.append("total(of:)")
                        self.callsWithArguments.append(MockCalls.text("total(of:)", id))
                    }
                """), mocks.contents)
    }

    /// Found by an adversarial review: `{ _ in }` fitted both overloads, and the test was ambiguous.
    func testGeneratedTest_castsClosureArgumentsOfOverloadsThatShareASelector() throws {
        let project = MemoryProject([
            "Specs/Pay.viper.yml": """
            module: Pay
            events:
              "f(a: @escaping (Int) -> Void)":
              "f(a: @escaping (String) -> Void)":
              "g(b: (() -> Void)?)":

            """
        ])
        let tests = try XCTUnwrap(
            project.pipeline.generate().rendered.first { $0.path.hasSuffix("PayTests.swift") })
        XCTAssert(
            tests.contents.contains(
                """
                        output.f(a: ({ _ in } as (Int) -> Void))
                        output.f(a: ({ _ in } as (String) -> Void))
                        output.g(b: {})
                """), tests.contents)
    }
}
