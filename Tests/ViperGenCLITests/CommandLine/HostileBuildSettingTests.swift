import Foundation
import XCTest

/// `platform` and `defaultIsolation` read from a repository's config are
/// untrusted: a hostile value stops `generate` with a short, located error,
/// and nothing is written.
final class HostileBuildSettingTests: XCTestCase {
    private let spec = "module: Login\ntraits: [close]\nui: swiftui\n"

    func testHostileValues_stopGenerate_withAShortError_andWriteNothing() {
        let long = String(repeating: "9", count: 100_000)
        let cases = [
            "platform: iOS \(long)\n",
            "platform: iOS 16.\(long)\n",
            "platform: \"iOS 16\\u0000\"\n",
            "platform: \"iOS\\t16\"\n",
            "platform: [iOS 16]\n",
            "platform: iOS 14.999.999\n",
            "defaultIsolation: \(String(repeating: "MainActor", count: 20_000))\n",
            "defaultIsolation: \"Main\\u202EActor\"\n",
            "defaultIsolation: {MainActor: true}\n",
            "\(String(repeating: "k", count: 50_000)): MainActor\n",
        ]
        for config in cases {
            let inputs = ["viper-gen.yml": config, "Specs/Login.viper.yml": spec]
            let runner = CommandRunner(files: inputs)

            let result = runner.run("generate")

            let shown = String(config.prefix(40))
            XCTAssertEqual(result.status, 2, shown)
            XCTAssertTrue(result.stderr.contains("viper-gen.yml:1:"), "\(shown): \(result.stderr)")
            XCTAssertLessThan(
                result.stderr.utf8.count, 2_000, "\(shown): the error quotes too much")
            XCTAssertEqual(Set(runner.files.keys), Set(inputs.keys), "\(shown) wrote files")
        }
    }

    func testAValueTooOld_namesItAsWritten() {
        let runner = CommandRunner(files: ["viper-gen.yml": "platform: iOS 14.999.999\n"])

        let result = runner.run("validate")

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.contains(
                "error: 'platform' is iOS 14.999.999; viper-gen's code needs iOS 15.0 or later"),
            result.stderr)
    }
}
