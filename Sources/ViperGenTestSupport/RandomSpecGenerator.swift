import Foundation

/// Writes random projects that are valid by construction: a config, a traits
/// file of custom router and interactor traits, and module specs that use random
/// subsets of the built-in and custom traits, in both styles and access levels,
/// with view outputs, interactor messages and routes.
///
/// The same seed always writes the same project, so a failure is reproduced by
/// running again with `VIPER_GEN_SEED=<seed>`.
public struct RandomSpecGenerator: Sendable {
    /// The environment variable that sets the seed.
    public static let seedVariable = "VIPER_GEN_SEED"
    /// The seed used when the environment sets none.
    public static let defaultSeed: UInt64 = 20_260_430

    public var seed: UInt64
    /// How many module specs to write.
    public var moduleCount: Int

    public init(seed: UInt64 = defaultSeed, moduleCount: Int = 100) {
        self.seed = seed
        self.moduleCount = moduleCount
    }

    /// The seed named by `VIPER_GEN_SEED` (decimal, or hex with `0x`), else the default.
    public static func seed(from environment: [String: String]) -> UInt64 {
        guard let text = environment[seedVariable]?.trimmingCharacters(in: .whitespaces),
            !text.isEmpty
        else {
            return defaultSeed
        }
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? defaultSeed }
        return UInt64(text) ?? defaultSeed
    }

    /// The project for this seed.
    public func project() -> RandomProject {
        var builder = RandomProjectBuilder(random: SplitMix64(seed: seed))
        return builder.project(seed: seed, moduleCount: moduleCount)
    }
}

/// A generated project's input files.
public struct RandomProject: Equatable, Sendable {
    public var seed: UInt64
    /// Config, traits file and specs, by project-relative path.
    public var files: [String: String]
    /// Every module's name, sorted.
    public var moduleNames: [String]

    /// What a failure message says so the run can be repeated.
    public var reproduction: String {
        "random specs from seed \(seed) (rerun with \(RandomSpecGenerator.seedVariable)=\(seed))"
    }
}

/// The mutable state of one generation: the random sequence and the names used.
struct RandomProjectBuilder {
    var random: SplitMix64
    var names = RandomNames()

    init(random: SplitMix64) {
        self.random = random
    }

    mutating func project(seed: UInt64, moduleCount: Int) -> RandomProject {
        let layout = RandomProjectLayout.random(using: &random)
        var files: [String: String] = [:]
        if let config = layout.configText {
            files["viper-gen.yml"] = config
        }
        let traits = customTraits()
        files[layout.traitsFile] = traitsFileText(traits)
        var moduleNames: [String] = []
        for index in 0..<moduleCount {
            let module = moduleSpec(traits: traits)
            let folder =
                index % 3 == 0 ? layout.specs + "/Feature" + String(index % 4) : layout.specs
            for spec in [module] + module.related {
                moduleNames.append(spec.name)
                files[folder + "/" + spec.name + ".viper.yml"] = spec.text
            }
        }
        return RandomProject(seed: seed, files: files, moduleNames: moduleNames.sorted())
    }
}

/// Where a random project puts things, and the config file that says so.
struct RandomProjectLayout {
    var specs = "Specs"
    var traitsFile = "viper-traits.yml"
    var configText: String?

    static func random(using random: inout SplitMix64) -> RandomProjectLayout {
        var layout = RandomProjectLayout()
        guard random.chance(0.75) else { return layout }
        var lines = ["# A random project's config."]
        if random.chance(0.5) {
            layout.specs = "App/Specs"
            lines += [
                "specs: App/Specs", "sources: App/Sources", "tests: App/Tests",
                "shared: App/Sources/Support",
            ]
        }
        if random.chance(0.5) {
            layout.traitsFile = "Config/traits.yml"
            lines.append("traitsFile: Config/traits.yml")
        }
        if random.chance(0.3) { lines.append("access: public") }
        if random.chance(0.5) {
            lines.append("indentation: " + random.element(of: ["2", "3", "4", "8", "tab"]))
        }
        if random.chance(0.3) {
            lines.append("header: \"Made by viper-gen from ${source}; do not edit.\"")
        }
        if random.chance(0.3) { lines.append("appModule: Generated") }
        layout.configText = lines.joined(separator: "\n") + "\n"
        return layout
    }
}
