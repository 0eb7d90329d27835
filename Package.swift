// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "viper-gen",
    products: [
        .executable(name: "viper-gen", targets: ["viper-gen"]),
        .library(name: "ViperGenCore", targets: ["ViperGenCore"]),
        .plugin(name: "ViperGenPlugin", targets: ["ViperGenPlugin"]),
        .plugin(name: "GenerateModules", targets: ["GenerateModules"]),
        .plugin(name: "CheckModules", targets: ["CheckModules"]),
        .plugin(name: "ViperGenBuildPlugin", targets: ["ViperGenBuildPlugin"]),
    ],
    targets: [
        .target(name: "ViperGenCore"),
        .target(name: "ViperGenCLI", dependencies: ["ViperGenCore"]),
        .executableTarget(name: "viper-gen", dependencies: ["ViperGenCLI"]),
        .plugin(
            name: "ViperGenPlugin",
            // No declared permission: SwiftPM would then demand
            // --allow-writing-to-package-directory for every command, `check`
            // included. Commands that write need that flag (macOS enforces it
            // with its sandbox; Linux does not sandbox plugins).
            capability: .command(
                intent: .custom(verb: "viper-gen", description: "Run viper-gen (generate, check, ...) in this package")
            ),
            dependencies: ["viper-gen"],
            path: "Sources/ViperGenPlugin"
        ),
        // The same two commands by name, for Xcode's project menu (and
        // `swift package generate-modules` / `check-modules`).
        .plugin(
            name: "GenerateModules",
            capability: .command(
                intent: .custom(verb: "generate-modules", description: "Generate modules"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "viper-gen writes the modules' generated files and scaffolds")
                ]
            ),
            dependencies: ["viper-gen"],
            path: "Sources/ViperGenGeneratePlugin"
        ),
        .plugin(
            name: "CheckModules",
            capability: .command(
                intent: .custom(verb: "check-modules", description: "Check modules")
            ),
            dependencies: ["viper-gen"],
            path: "Sources/ViperGenCheckPlugin"
        ),
        // `generation: build`: generated files written at build time, outside the package.
        .plugin(
            name: "ViperGenBuildPlugin",
            capability: .buildTool(),
            dependencies: ["viper-gen"],
            path: "Sources/ViperGenBuildPlugin"
        ),
        .target(name: "ViperGenTestSupport", dependencies: ["ViperGenCore"]),
        .executableTarget(name: "viper-gen-bench", dependencies: ["ViperGenCore"], path: "Tests/Benchmarks/viper-gen-bench"),
        .testTarget(
            name: "ViperGenCoreTests",
            dependencies: ["ViperGenCore", "ViperGenTestSupport"]
        ),
        .testTarget(
            name: "ViperGenCLITests",
            dependencies: ["ViperGenCLI", "ViperGenCore", "ViperGenTestSupport", "viper-gen"]
        ),
    ]
)
