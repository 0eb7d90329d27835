import Foundation
import ViperGenTestSupport
import XCTest

/// The Xcode half of the "Generate modules" and "Check modules" command
/// plugins (`#if canImport(XcodeProjectPlugin)`, compiled out on Linux),
/// type-checked against the XcodeProjectPlugin stand-in of
/// `Tests/PluginStandins`, with the toolchain's PackagePlugin module and the
/// flags SwiftPM gives plugins.
final class XcodePluginStandInTests: XCTestCase {
    private static let plugins = ["ViperGenGeneratePlugin", "ViperGenCheckPlugin"]

    /// The toolchain's plugin API folder (`<usr>/lib/swift/pm/PluginAPI`).
    private func pluginAPI() throws -> String {
        let swift = URL(fileURLWithPath: ProcessRunner.swiftExecutable).resolvingSymlinksInPath()
        let usr = swift.deletingLastPathComponent().deletingLastPathComponent().path
        let folder = usr + "/lib/swift/pm/PluginAPI"
        guard FileManager.default.fileExists(atPath: folder + "/PackagePlugin.swiftmodule") else {
            throw XCTSkip("this toolchain has no PackagePlugin module at \(folder)")
        }
        return folder
    }

    private func swiftc(_ arguments: [String], in folder: String) throws -> ProcessResult {
        let swiftc = URL(fileURLWithPath: ProcessRunner.swiftExecutable)
            .resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swiftc")
        let pluginFlags = [
            "-swift-version", "6", "-parse-as-library", "-Xfrontend",
            "-package-description-version", "-Xfrontend", "6.0.0", "-I", try pluginAPI(),
        ]
        return try ProcessRunner.run(swiftc.path, pluginFlags + arguments, in: folder)
    }

    /// Builds a module called XcodeProjectPlugin from `source` into `folder`.
    private func emitStandIn(_ source: String, into folder: String) throws {
        let file = folder + "/XcodeProjectPlugin.swift"
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let built = try swiftc(
            [
                "-emit-module", "-module-name", "XcodeProjectPlugin", file,
                "-emit-module-path", folder + "/XcodeProjectPlugin.swiftmodule",
            ], in: folder)
        XCTAssertEqual(built.status, 0, built.combined)
    }

    /// Type-checks one plugin target's sources, with `modules` searched for imports.
    private func typecheck(_ plugin: String, modules: String?) throws -> ProcessResult {
        let folder = PackagePaths.root + "/Sources/" + plugin
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
        XCTAssertEqual(files.count, 2, "\(files)")
        return try swiftc(
            ["-typecheck", "-module-name", plugin] + (modules.map { ["-I", $0] } ?? []) + files,
            in: folder)
    }

    func testXcodeCommandPlugins_compileAgainstTheStandIn() throws {
        let folder = try ProcessRunner.temporaryFolder("xcode-plugin-stand-in")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let standIn = try String(
            contentsOfFile: PackagePaths.root
                + "/Tests/PluginStandins/XcodeProjectPlugin/XcodeProjectPlugin.swift",
            encoding: .utf8)
        try emitStandIn(standIn, into: folder)
        for plugin in Self.plugins {
            let checked = try typecheck(plugin, modules: folder)
            XCTAssertEqual(checked.status, 0, plugin + ": " + checked.combined)
            // Without the module, the Xcode part is compiled out, as on Linux.
            let alone = try typecheck(plugin, modules: nil)
            XCTAssertEqual(alone.status, 0, plugin + ": " + alone.combined)
        }
    }

    /// The check can fail: against a module that lacks the protocol, the
    /// Xcode part (compiled in, since the module imports) does not build.
    func testXcodeCommandPlugins_failAgainstAnEmptyModule() throws {
        let folder = try ProcessRunner.temporaryFolder("xcode-plugin-empty")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try emitStandIn("public enum Nothing {}\n", into: folder)
        for plugin in Self.plugins {
            let checked = try typecheck(plugin, modules: folder)
            XCTAssertNotEqual(checked.status, 0, plugin)
            XCTAssert(checked.stderr.contains("XcodeCommandPlugin"), checked.stderr)
        }
    }
}
