import ViperGenTestSupport
import XCTest

/// navigation-swiftui and navigation-uikit are one app generated with each
/// navigation: the compile tests run one presenter suite against both, which
/// proves the same presenter logic runs under either only while the two
/// fixtures stay twins. This test keeps them so.
final class NavigationFixtureTwinTests: XCTestCase {
    private let swiftUI = FolderSnapshot.read(PackagePaths.fixtures + "/navigation-swiftui")
    private let uiKit = FolderSnapshot.read(PackagePaths.fixtures + "/navigation-uikit")

    func testTheSpecsAndThePresentersLogic_areTheSame() {
        let shared = swiftUI.keys.filter {
            $0.hasPrefix("Specs/") || $0.hasSuffix("Presenter+Logic.swift")
        }
        XCTAssertEqual(shared.count, 10, "five specs and five logic files: \(shared.sorted())")
        for path in shared {
            XCTAssertEqual(swiftUI[path], uiKit[path], "\(path) differs between the twins")
        }
        XCTAssertEqual(
            Set(uiKit.keys.filter { $0.hasPrefix("Specs/") || $0.hasSuffix("+Logic.swift") }),
            Set(shared))
    }

    func testThePresenterSuite_isTheSame() throws {
        let path = "Tests/AppTests/Modules/Feed/NavigationIndependentPresenterTests.swift"
        let suite = try XCTUnwrap(swiftUI[path])
        XCTAssertEqual(uiKit[path], suite)
        XCTAssert(suite.contains("func test"))
    }

    func testTheConfigs_differOnlyInNavigation() throws {
        let swiftUIConfig = try XCTUnwrap(swiftUI["viper-gen.yml"])
        let uiKitConfig = try XCTUnwrap(uiKit["viper-gen.yml"])
        XCTAssertEqual(settings(of: swiftUIConfig), ["navigation: swiftui", "ui: swiftui"])
        XCTAssertEqual(settings(of: uiKitConfig), ["navigation: uikit", "ui: swiftui"])
    }

    /// The config's lines other than comments, sorted.
    private func settings(of config: String) -> [String] {
        config.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }.sorted()
    }
}
