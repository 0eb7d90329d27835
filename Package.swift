// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "viper-gen",
    products: [
        .executable(name: "viper-gen", targets: ["viper-gen"]),
        .library(name: "ViperGenCore", targets: ["ViperGenCore"]),
    ],
    targets: [
        .target(name: "ViperGenCore"),
        .target(name: "ViperGenCLI", dependencies: ["ViperGenCore"]),
        .executableTarget(name: "viper-gen", dependencies: ["ViperGenCLI"]),
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
