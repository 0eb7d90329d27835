import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// A whole release assembled as the release workflow assembles it: `.ci/dist`
/// on this Linux machine with `OTHER_LINUX_ARCHIVE` and `MACOS_BINARY`, but
/// with small stand-ins for the other architecture's archive and the macOS
/// binary, and with the binary of `make dist`'s archive (`DIST_BINARY`), so no
/// build runs and it takes seconds. Made once per test run, in
/// `.build/dist-assembly/`.
struct ReleaseAssembly: Sendable {
    /// The release files `.ci/dist` wrote.
    let folder: String
    let version: String
    /// This machine's Linux architecture and the other one's, as archives name them.
    let machine: String
    let otherMachine: String
    /// The real binary of this machine's archive, and the stand-ins.
    let binary: String
    let otherStandIn: String
    let macStandIn: String

    /// The names SHA256SUMS lists, in its order.
    var releaseFiles: [String] {
        [
            "viper-gen-\(version)-linux-x86_64.tar.gz", "viper-gen-\(version)-linux-aarch64.tar.gz",
            "viper-gen-\(version)-macos-universal.tar.gz",
            "viper-gen-\(version).artifactbundle.zip",
            "viper-gen-\(version)-source.tar.gz", "viper-gen.rb", "install-viper-gen.sh",
        ]
    }

    /// SHA256SUMS as file name to sum.
    func checksums() throws -> [String: String] {
        let text = try String(contentsOfFile: folder + "/SHA256SUMS", encoding: .utf8)
        var sums: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count == 2 { sums[String(fields[1])] = String(fields[0]) }
        }
        return sums
    }

    /// The assembled release, or a skip saying why it cannot be made here.
    static func required() throws -> ReleaseAssembly {
        #if !os(Linux)
            throw XCTSkip("the release is assembled on the Linux release machine")
        #endif
        guard ["x86_64", "aarch64"].contains(machine) else {
            throw XCTSkip("viper-gen releases no archive for \(machine)")
        }
        guard FileManager.default.fileExists(atPath: dist + "/SHA256SUMS") else {
            throw XCTSkip(
                "no release files in .build/dist: run `make dist` (.ci/run does) to assemble a release"
            )
        }
        return try made.get()
    }

    /// `make dist`'s own output folder.
    static var dist: String { PackagePaths.root + "/.build/dist" }

    /// This machine's architecture as `uname -m` prints it.
    static var machine: String {
        var system = utsname()
        uname(&system)
        return withUnsafeBytes(of: &system.machine) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private static let made = Result { try assemble() }

    private static func assemble() throws -> ReleaseAssembly {
        let version = ToolVersion.current.description
        let other = machine == "x86_64" ? "aarch64" : "x86_64"
        let root = PackagePaths.root + "/.build/dist-assembly"
        let inputs = root + "/inputs"
        let fileManager = FileManager.default
        try? fileManager.removeItem(atPath: root)
        try fileManager.createDirectory(atPath: inputs, withIntermediateDirectories: true)
        func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:])
            throws
        {
            let result = try ProcessRunner.run(
                tool, arguments, in: PackagePaths.root, environment: environment)
            guard result.status == 0 else {
                throw DiskProjectError(
                    message: "\(tool) \(arguments.joined(separator: " ")): \(result.combined)")
            }
        }

        try run(
            "/bin/tar",
            ["-xzf", dist + "/viper-gen-\(version)-linux-\(machine).tar.gz", "-C", inputs])
        let otherFolder = "viper-gen-\(version)-linux-\(other)"
        let otherStandIn = "#!/bin/sh\necho 'stand-in for the \(other) binary'\n"
        try fileManager.createDirectory(
            atPath: inputs + "/" + otherFolder + "/bin", withIntermediateDirectories: true)
        try Data(otherStandIn.utf8).write(
            to: URL(fileURLWithPath: inputs + "/" + otherFolder + "/bin/viper-gen"))
        try run("/bin/tar", ["-czf", "\(inputs)/\(otherFolder).tar.gz", "-C", inputs, otherFolder])
        let macStandIn = "stand-in for the universal macOS binary\n"
        try Data(macStandIn.utf8).write(to: URL(fileURLWithPath: inputs + "/macos-viper-gen"))

        let binary = "\(inputs)/viper-gen-\(version)-linux-\(machine)/bin/viper-gen"
        try run(
            "/bin/bash", [PackagePaths.root + "/.ci/dist"],
            environment: [
                "DIST_OUT": root + "/release", "DIST_BINARY": binary,
                "MACOS_BINARY": inputs + "/macos-viper-gen",
                "OTHER_LINUX_ARCHIVE": "\(inputs)/\(otherFolder).tar.gz",
            ])
        return ReleaseAssembly(
            folder: root + "/release", version: version, machine: machine, otherMachine: other,
            binary: binary, otherStandIn: otherStandIn, macStandIn: macStandIn)
    }
}
