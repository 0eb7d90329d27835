// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "viper-gen",
    products: [
        .executable(name: "viper-gen", targets: ["viper-gen"]),
        .library(name: "ViperGenCore", targets: ["ViperGenCore"]),
        .plugin(name: "ViperGenPlugin", targets: ["ViperGenPlugin"]),
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
