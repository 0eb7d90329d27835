import Foundation
import ViperGenTestSupport
import XCTest

/// `Tests/Benchmarks/adopt-fit.sh` (issue 34) on a corpus of two modules of
/// our own: it finds each module folder, adopts it, sums the fit, and the
/// adopted project generates with no drift.
final class AdoptFitScriptTests: XCTestCase {
    func testTheScript_measuresEveryModule_andTheProjectGenerates() throws {
        let binary = try XCTUnwrap(BuiltBinary.path, "build viper-gen first")
        let corpus = try ProcessRunner.temporaryFolder("adopt-corpus")
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let files: [String: String] = [
            "AppOne/Modules/Basket/Presenter/BasketPresenter.swift": """
            final class BasketPresenter: BasketViewOutput {
                weak var view: BasketViewInput?
                func didTapClear() {}
            }
            """,
            "AppOne/Modules/Basket/View/BasketViewInput.swift": """
            protocol BasketViewInput: AnyObject {
                func showTotal(_ total: Int)
                func reload<T: Hashable>(_ items: [T])
            }
            protocol BasketViewOutput { func didTapClear() }
            protocol BasketCellDelegate: AnyObject { func didTapCell() }
            """,
            // A presenter inside another module's folder is that module's part.
            "AppOne/Modules/Basket/Cells/CellPresenter.swift": "final class CellPresenter {}\n",
            "AppTwo/Scenes/Search/SearchPresenter.swift": """
            protocol ISearchPresenter { func didType(query: String) }
            final class SearchPresenter: ISearchPresenter {
                weak var view: ISearchView?
                func didType(query: String) {}
            }
            protocol ISearchView: AnyObject { func show(results: [String]) }
            """,
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: corpus + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try ProcessRunner.run(
            "/bin/bash", [PackagePaths.root + "/Tests/Benchmarks/adopt-fit.sh", corpus],
            in: corpus, environment: ["VIPER_GEN": binary])
        XCTAssertEqual(result.status, 0, result.combined)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssert(
            lines.contains { $0.hasPrefix("AppOne/Modules/Basket ") && $0.contains("3/4") },
            result.stdout)
        XCTAssert(lines.contains { $0.hasPrefix("AppTwo/Scenes/Search ") }, result.stdout)
        XCTAssertFalse(lines.contains { $0.contains("Cells") }, result.stdout)
        XCTAssert(
            lines.contains {
                $0.hasPrefix("total: protocols 5/5 (100.0%), methods 5/6 (83.3%),")
                    && $0.hasSuffix("; 2 modules, 0 failed")
            }, result.stdout)
        XCTAssertEqual(lines.last, "generate: every adopted module generated; check: no drift")
    }
}
