import Foundation

/// The `viper-gen` executable built by `swift build` beside the test bundle.
public enum BuiltBinary {
    /// The path of the debug (or release) binary of this build, found next to the
    /// running test bundle.
    /// `VIPER_GEN_TEST_BINARY`, when set, names another binary to test (an
    /// older build, to show that a regression test fails without its fix).
    public static var path: String? {
        if let other = ProcessInfo.processInfo.environment["VIPER_GEN_TEST_BINARY"], !other.isEmpty
        {
            return other
        }
        let candidates = [Bundle.main.bundleURL] + Bundle.allBundles.map(\.bundleURL)
        for bundle in candidates {
            var folder = bundle
            for _ in 0..<3 {
                let binary = folder.appendingPathComponent("viper-gen")
                if FileManager.default.isExecutableFile(atPath: binary.path) { return binary.path }
                folder.deleteLastPathComponent()
            }
        }
        let fallback = PackagePaths.root + "/.build/debug/viper-gen"
        return FileManager.default.isExecutableFile(atPath: fallback) ? fallback : nil
    }
}
