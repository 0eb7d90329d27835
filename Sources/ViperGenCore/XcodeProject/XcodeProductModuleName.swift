/// The module a target's Swift code is compiled into, read from the project
/// file as Xcode works it out: `PRODUCT_MODULE_NAME` when a build
/// configuration sets it, else its default `$(PRODUCT_NAME:c99extidentifier)`,
/// where `PRODUCT_NAME` defaults to `$(TARGET_NAME)`. A target's setting wins
/// over the project's setting of the same configuration.
///
/// Only what can be known from the project file is resolved: a literal, and
/// references to `TARGET_NAME` and `PRODUCT_NAME` (`$(X)`, `${X}`, `$X`),
/// optionally with `:c99extidentifier`. Anything else (another setting,
/// `$(inherited)`, an `.xcconfig` file's values, a list, a name that is not an
/// ASCII Swift identifier) makes the configuration unresolved, and the caller
/// asks for `appModule`: a project file never puts text into generated code
/// that is not a plain identifier.
public enum XcodeProductModuleName {
    /// One build configuration's answer.
    public struct Configuration: Equatable, Sendable {
        /// The configuration's name (`Debug`), as the project writes it.
        public var name: String
        /// The module name, or why it could not be told.
        public var result: Result<String, Problem>
    }

    public struct Problem: Error, Equatable, Sendable {
        public var reason: String
    }

    /// The module name for each of `target`'s build configurations, in the
    /// project's order; a target without configurations gets one entry named
    /// `""`, from its name alone.
    public static func configurations(
        of target: XcodeProjectModel.Target, in file: XcodeProjectFile
    ) -> [Configuration] {
        let projectSettings = buildSettings(ofListIn: file.rootObjectID, file: file)
        let targetSettings = buildSettings(ofListIn: target.id, file: file)
        if targetSettings.isEmpty {
            return [
                Configuration(
                    name: "",
                    result: resolve(
                        [:], fallback: projectSettings.first?.settings ?? [:],
                        targetName: target.name))
            ]
        }
        // The project's settings by configuration name (the first of a name wins), looked up
        // once each: linear in the configurations, however many a project file lists.
        var projectByName: [String: [String: PlistNode]] = [:]
        for configuration in projectSettings where projectByName[configuration.name] == nil {
            projectByName[configuration.name] = configuration.settings
        }
        return targetSettings.map { configuration in
            let project = projectByName[configuration.name] ?? [:]
            return Configuration(
                name: configuration.name,
                result: resolve(
                    configuration.settings, fallback: project, targetName: target.name))
        }
    }

    /// `name` made an identifier as Xcode's `c99extidentifier` does for ASCII:
    /// every character but letters, digits and `_` becomes `_`, and a leading
    /// digit gets a `_` before it. Non-ASCII characters are kept (Xcode keeps
    /// some of them), so such a name fails the identifier check that follows.
    public static func c99Identifier(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let isWord =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "_"
            scalars.append(isWord || !scalar.isASCII ? scalar : "_")
        }
        if let first = scalars.first, ("0"..."9").contains(first) {
            scalars.insert("_", at: scalars.startIndex)
        }
        return String(scalars)
    }

    // MARK: - Resolving

    private static let moduleKey = "PRODUCT_MODULE_NAME"
    private static let productKey = "PRODUCT_NAME"
    /// The longest setting value looked at: a module name is far shorter.
    private static let maximumValueLength = 1024

    private static func resolve(
        _ settings: [String: PlistNode], fallback: [String: PlistNode], targetName: String
    ) -> Result<String, Problem> {
        guard targetName.utf8.count <= maximumValueLength else {
            return .failure(
                Problem(reason: "the target's name is \(targetName.utf8.count) bytes long"))
        }
        func value(_ key: String) -> Result<String?, Problem> {
            guard let node = settings[key] ?? fallback[key] else { return .success(nil) }
            guard let string = node.string?.value else {
                return .failure(Problem(reason: "\(key) is \(node.kindName), not a string"))
            }
            guard string.utf8.count <= maximumValueLength else {
                return .failure(Problem(reason: "\(key) is \(string.utf8.count) bytes long"))
            }
            return .success(string)
        }
        let product: String
        switch value(productKey) {
        case .failure(let problem): return .failure(problem)
        case .success(let raw):
            switch expand(
                raw ?? "$(TARGET_NAME)", key: productKey, variables: ["TARGET_NAME": targetName])
            {
            case .failure(let problem): return .failure(problem)
            case .success(let expanded): product = expanded
            }
        }
        let module: String
        switch value(moduleKey) {
        case .failure(let problem): return .failure(problem)
        case .success(let raw):
            switch expand(
                raw ?? "$(PRODUCT_NAME:c99extidentifier)", key: moduleKey,
                variables: ["TARGET_NAME": targetName, "PRODUCT_NAME": product])
            {
            case .failure(let problem): return .failure(problem)
            case .success(let expanded): module = expanded
            }
        }
        if let problem = SwiftName.problem(with: module) {
            return .failure(
                Problem(
                    reason:
                        "the module name '\(UnicodeText.visible(UnicodeText.excerpt(module)))' is no Swift identifier: \(UnicodeText.visible(problem))"
                ))
        }
        return .success(module)
    }

    /// `text` with each reference to one of `variables` replaced by its value
    /// (made an identifier for `:c99extidentifier`); any other reference is a problem.
    private static func expand(_ text: String, key: String, variables: [String: String])
        -> Result<String, Problem>
    {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            var after = rest[rest.index(after: dollar)...]
            let reference: Substring
            if let open = after.first, open == "(" || open == "{" {
                let close: Character = open == "(" ? ")" : "}"
                guard let end = after.firstIndex(of: close) else {
                    return .failure(Problem(reason: "\(key) has an unclosed '$\(open)'"))
                }
                reference = after[after.index(after: after.startIndex)..<end]
                after = after[after.index(after: end)...]
            } else {
                let end =
                    after.firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
                    ?? after.endIndex
                reference = after[..<end]
                after = after[end...]
            }
            let parts = reference.split(separator: ":", omittingEmptySubsequences: false)
            guard let name = parts.first.map(String.init), let value = variables[name],
                parts.count <= 2, parts.count == 1 || parts[1] == "c99extidentifier"
            else {
                return .failure(
                    Problem(
                        reason:
                            "\(key) refers to '$(\(UnicodeText.visible(String(reference))))', which viper-gen cannot resolve from the project file"
                    ))
            }
            result += parts.count == 2 ? c99Identifier(value) : value
            // References multiply what they stand for: stop past the longest value looked at.
            guard result.utf8.count <= maximumValueLength else {
                return .failure(
                    Problem(reason: "\(key) expands to more than \(maximumValueLength) bytes"))
            }
            rest = after
        }
        return .success(result + rest)
    }

    // MARK: - Reading build settings

    /// The build settings of each configuration in the list of the object `ownerID`
    /// (a target or the project), in the list's order.
    private static func buildSettings(ofListIn ownerID: String, file: XcodeProjectFile)
        -> [(name: String, settings: [String: PlistNode])]
    {
        guard let owner = object(ownerID, in: file),
            let listID = owner["buildConfigurationList"]?.string?.value,
            let list = object(listID, in: file),
            let ids = list["buildConfigurations"]?.array
        else { return [] }
        return ids.items.compactMap { item in
            guard let id = item.value.string?.value, let configuration = object(id, in: file)
            else { return nil }
            var settings: [String: PlistNode] = [:]
            for entry in configuration["buildSettings"]?.dictionary?.entries ?? []
            where settings[entry.key.value] == nil {
                settings[entry.key.value] = entry.value
            }
            return (configuration["name"]?.string?.value ?? "", settings)
        }
    }

    private static func object(_ id: String, in file: XcodeProjectFile) -> PlistDictionary? {
        file.objectEntry(id)?.value.dictionary
    }
}
