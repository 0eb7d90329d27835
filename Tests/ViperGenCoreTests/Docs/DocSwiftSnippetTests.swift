import Foundation
import ViperGenTestSupport
import XCTest

/// Every Swift block of the README and docs/ is checked by a test: its fence
/// names a fixture whose compile tests run it (`check=<fixture>`), SwiftPM
/// loads it (`check=manifest`), or it is a step of a tutorial, which its
/// tutorial test writes or compares with the generated code.
final class DocSwiftSnippetTests: XCTestCase {
    func testEverySwiftBlockOfTheDocs_namesHowItIsChecked() throws {
        let snippets = try DocSwiftSnippets.snippets(in: PackagePaths.docPages())
        let known = Set(FixtureProject.allNames + ["manifest"])
        let unchecked = snippets.filter { snippet in
            guard let check = snippet.check else {
                return !DocSwiftSnippets.tutorialPages.contains(snippet.page)
            }
            return !known.contains(check)
        }
        XCTAssertEqual(
            unchecked.map { "\($0.page):\($0.line) check=\($0.check ?? "none")" }, [],
            "give each block `check=<fixture>` or `check=manifest`")
        XCTAssertGreaterThanOrEqual(snippets.filter { $0.check != nil }.count, 7)
        XCTAssertGreaterThanOrEqual(snippets.filter(\.isFile).count, 4)
    }

    func testAFixturesTestFile_declaresAtFileScope_andRunsTheRestAsTests() throws {
        let page = """
            Text.

            - a list item:

              ```swift check=profile-viper
              let router = ProfileRouterMock()

              XCTAssertEqual(router.mockCalls.calls, [])
              ```

            ```swift check=profile-viper
            // A comment first.
            extension ProfileState: Stub {
                static var stub: ProfileState { ProfileState() }
            }
            ```

            ```swift check=login-mvp
            let elsewhere = 1
            ```
            """
        let snippets = DocSwiftSnippets.snippets(of: "docs/test-doubles.md", text: page)

        let file = try XCTUnwrap(
            DocSwiftSnippets.testFile(for: "profile-viper", from: snippets, appModule: "ProfileApp")
        )

        XCTAssertEqual(
            file,
            """
            // Written by viper-gen's compile tests from the Swift blocks of the docs
            // marked check=profile-viper: each runs against this fixture's generated code.

            import Foundation
            import XCTest

            @testable import ProfileApp

            // docs/test-doubles.md:12
            // A comment first.
            extension ProfileState: Stub {
                static var stub: ProfileState { ProfileState() }
            }

            @MainActor
            final class DocSnippetTests: XCTestCase {
                /// docs/test-doubles.md:6
                func testDocsTestDoubles6() async throws {
                    let router = ProfileRouterMock()

                    XCTAssertEqual(router.mockCalls.calls, [])
                }
            }

            """)
        XCTAssertNil(DocSwiftSnippets.testFile(for: "children", from: snippets))
    }

    func testABlockStartingWithADeclaration_goesToFileScope() {
        let page = [
            "nonisolated struct A {}", "// a comment\nprivate func b() {}", "actor C {}",
            "#if canImport(SwiftUI)\n    struct E {}\n#endif", "let d = 1", "XCTAssertTrue(true)",
        ].map { "```swift check=profile-viper\n\($0)\n```\n" }.joined()

        let snippets = DocSwiftSnippets.snippets(of: "docs/a.md", text: page)

        XCTAssertEqual(snippets.map(\.isDeclaration), [true, true, true, true, false, false])
    }

    func testAManifestBlock_isWrappedInAPackagesTargets() {
        let snippet = DocSwiftSnippets.snippets(
            of: "docs/install.md", text: "```swift check=manifest\n.target(name: \"A\"),\n```\n")[0]

        XCTAssertEqual(
            DocSwiftSnippets.manifest(for: snippet),
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "DocManifest",
                targets: [
                    .target(name: "A"),
                ]
            )

            """)
    }
}
