import XCTest

@testable import ViperGenCore

/// A module spec's `imports:`: read, refused with located errors, and imported by
/// every module file, sources and tests, but not by the shared runtime.
final class ModuleImportsTests: XCTestCase {
    func testImports_areReadInOrder() throws {
        let project = try loadedProject([
            "Specs/Gallery.viper.yml": "module: Gallery\nimports: [UIKit, Combine]\n"
        ])
        XCTAssertEqual(project.modules.first?.imports, ["UIKit", "Combine"])
    }

    func testImportMistakes_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Gallery.viper.yml": """
                module: Gallery
                imports:
                  - UIKit
                  - "Core Location"
                  - UIKit

                """
            ]),
            """
            Specs/Gallery.viper.yml:4:5: error: 'Core Location' is not a valid module name: it contains a space
               4 |   - "Core Location"
                 |     ^~~~~~~~~~~~~~~
            hint: try 'CoreLocation'
            Specs/Gallery.viper.yml:5:5: error: module 'UIKit' is listed twice
               5 |   - UIKit
                 |     ^~~~~
            Specs/Gallery.viper.yml:3:5: note: first listed here
               3 |   - UIKit
                 |     ^~~~~
            hint: remove one of them

            """)
    }

    /// Issue 14, bug 2: a view message naming `UIViewController` produced a view
    /// file importing only Foundation.
    func testSpecImports_reachEveryModuleFile_butNotTheSharedRuntime() throws {
        let project = MemoryProject([
            "Specs/Gallery.viper.yml": """
            module: Gallery
            style: viper
            imports: [UIKit]
            traits: [close, request]
            input:
              configure:
                _ image: UIImage
            output:
              didPick:
                _ image: UIImage
            view:
              embed:
                _ child: UIViewController
            routes:
              detail:
                parameters:
                  image: UIImage

            """
        ])
        let files = try project.pipeline.generate().rendered.filter { $0.path.hasSuffix(".swift") }
        let moduleFiles = files.filter { $0.path.contains("/Modules/Gallery/") }
        XCTAssertGreaterThanOrEqual(moduleFiles.count, 12)
        for file in moduleFiles {
            XCTAssert(
                file.contents.contains("\nimport UIKit\n"), "\(file.path) does not import UIKit")
        }
        for file in files where file.path.contains("/Shared/") {
            XCTAssertFalse(
                file.contents.contains("\nimport UIKit\n"),
                "\(file.path) imports UIKit outside #if canImport")
        }
    }
}
