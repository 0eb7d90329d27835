import ViperGenCore

/// The modules that prove every built-in trait compiles in every combination
/// that changes the generated code: each trait alone and all of them together,
/// in both styles and both access levels (14 × 2 × 2 modules).
public enum CompileMatrix {
    /// One module of the matrix.
    public struct Entry: Equatable, Sendable {
        /// `CloseMVPInternal`, `AllTraitsVIPERPublic`, ...
        public var moduleName: String
        public var traits: [String]
        public var style: ModuleDefinition.Style
        public var access: AccessLevel

        /// The module's spec.
        public var specText: String {
            """
            module: \(moduleName)
            style: \(style.rawValue)
            access: \(access.rawValue)
            traits: [\(traits.joined(separator: ", "))]

            """
        }
    }

    /// Every entry, in a stable order.
    public static var entries: [Entry] {
        let builtIns = TraitCatalog.builtIn.names
        let selections = builtIns.map { ($0.prefix(1).uppercased() + $0.dropFirst(), [$0]) } + [("AllTraits", builtIns)]
        var result: [Entry] = []
        for style in ModuleDefinition.Style.allCases {
            for access in AccessLevel.allCases {
                for (label, traits) in selections {
                    let name = label + style.rawValue.uppercased() + access.rawValue.prefix(1).uppercased()
                        + access.rawValue.dropFirst()
                    result.append(Entry(moduleName: name, traits: traits, style: style, access: access))
                }
            }
        }
        return result
    }

    /// The matrix as a project's inputs: one spec per entry, default config.
    public static var inputs: [String: String] {
        var files: [String: String] = [:]
        for entry in entries {
            files["Specs/\(entry.moduleName).viper.yml"] = entry.specText
        }
        return files
    }
}
