import Foundation
import ViperGenTestSupport
import XCTest

/// The SwiftPM command plugin, end to end: a temporary package depends on this
/// one by path and runs `swift package viper-gen check` and
/// `swift package --allow-writing-to-package-directory viper-gen generate`,
/// then the named `check-modules` and `generate-modules` commands.
/// The generated module is then compiled as the package's `App` target.
/// Slow (SwiftPM builds viper-gen for the temporary package), so one test.
final class PluginEndToEndTests: XCTestCase {
    func testPackageDependingOnViperGen_generatesAndChecksThroughThePlugin() throws {
        let started = Date()
        let package = try makeProject(label: "plugin-client")
        try package.write(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Client",
                dependencies: [.package(path: "\(PackagePaths.root)")],
                targets: [.target(name: "App", path: "Sources/App")]
            )

            """, to: "Package.swift")
        try package.write("// Written by hand.\nenum AppInfo {}\n", to: "Sources/App/AppInfo.swift")
        try package.write(
            "module: Login\nstyle: mvp\ntraits: [close, request]\n", to: "Specs/Login.viper.yml")
        let swift = ProcessRunner.swiftExecutable
        func swiftPackage(_ arguments: [String]) throws -> ProcessResult {
            try ProcessRunner.run(swift, ["package"] + arguments, in: package.root)
        }

        let missing = try swiftPackage(["viper-gen", "check", "--no-diff"])
        XCTAssertEqual(missing.status, 1, missing.combined)
        XCTAssertTrue(
            missing.stdout.contains("missing: Sources/App/Modules/Login/LoginView.swift\n"),
            missing.stdout)
        XCTAssertFalse(package.exists("Sources/App/Modules"), "check wrote files")

        let generated = try swiftPackage([
            "--allow-writing-to-package-directory", "viper-gen", "generate", "--verbose",
        ])
        XCTAssertEqual(generated.status, 0, generated.combined)
        XCTAssertTrue(
            generated.stdout.contains("create    Sources/App/Modules/Login/LoginPresenter.swift\n"),
            generated.stdout)
        XCTAssertTrue(package.exists("Tests/AppTests/Shared/Mock.swift"))

        let built = try ProcessRunner.run(swift, ["build", "--target", "App"], in: package.root)
        XCTAssertEqual(built.status, 0, "the generated module does not compile: \(built.combined)")

        let clean = try swiftPackage(["viper-gen", "check", "--verbose"])
        XCTAssertEqual(clean.status, 0, clean.combined)
        XCTAssertTrue(
            clean.stdout.contains("viper-gen check: 11 generated files are up to date\n"),
            clean.stdout)

        try package.write("// edited\n", to: "Sources/App/Modules/Login/LoginView.swift")
        let drifted = try swiftPackage(["viper-gen", "check", "--no-diff"])
        XCTAssertNotEqual(drifted.status, 0, "the plugin hid the drift")
        XCTAssertTrue(
            drifted.stdout.contains("changed: Sources/App/Modules/Login/LoginView.swift\n"),
            drifted.stdout)
        XCTAssertTrue(
            drifted.stderr.contains("error: viper-gen check failed with exit status 1"),
            drifted.stderr)

        // The named commands Xcode's project menu shows, run as SwiftPM runs
        // them, with the `--target` selection Xcode adds (which they drop).
        let namedCheck = try swiftPackage(["check-modules", "--target", "App", "--no-diff"])
        XCTAssertEqual(namedCheck.status, 1, namedCheck.combined)
        XCTAssertTrue(
            namedCheck.stdout.contains("changed: Sources/App/Modules/Login/LoginView.swift\n"),
            namedCheck.stdout)
        let unpermitted = try swiftPackage(["generate-modules"])
        XCTAssertNotEqual(unpermitted.status, 0, "wrote without the permission it declares")
        XCTAssertEqual(
            try package.read("Sources/App/Modules/Login/LoginView.swift"), "// edited\n")
        let namedGenerate = try swiftPackage([
            "--allow-writing-to-package-directory", "generate-modules", "--target", "App",
            "--verbose",
        ])
        XCTAssertEqual(namedGenerate.status, 0, namedGenerate.combined)
        XCTAssertTrue(
            namedGenerate.stdout.contains("update    Sources/App/Modules/Login/LoginView.swift\n"),
            namedGenerate.stdout)
        let repaired = try swiftPackage(["check-modules", "--target", "App"])
        XCTAssertEqual(repaired.status, 0, repaired.combined)

        print("PluginEndToEndTests: \(Int(Date().timeIntervalSince(started))) s")
    }
}
