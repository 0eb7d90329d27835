/// Reading the Swift-shaped parts of specs: names, types and parameters
/// (method keys and messages are in `SchemaReader+Methods.swift`).
extension SchemaReader {
    /// A Swift identifier (method, parameter, route or dependency name).
    mutating func identifier(_ scalar: SpecScalar, what: String) -> String? {
        if let problem = SwiftName.problem(with: scalar.value) {
            report(
                ModelDiagnostics.invalidName(
                    what, scalar.value, problem: problem, at: location(of: scalar.range)))
            return nil
        }
        return scalar.value
    }

    /// A list of Swift module names (`imports: [UIKit, Combine]`); a name listed twice is an error.
    mutating func moduleNames(_ node: SpecNode, for field: String) -> [String] {
        uniqueNames(node, for: field, kind: "module") { reader, scalar in
            reader.identifier(scalar, what: "module name")
        }
    }

    /// A list of names, each checked by `name` (which reports why an item is
    /// no name and returns `nil`); a name listed twice is an error naming both.
    mutating func uniqueNames(
        _ node: SpecNode, for field: String, kind: String,
        name: (inout SchemaReader, SpecScalar) -> String?
    ) -> [String] {
        guard let sequence = sequence(node, for: field) else { return [] }
        var names: [String] = []
        var seen: [String: SourceLocation] = [:]
        for item in sequence.items {
            guard let scalar = text(item, for: field), let checked = name(&self, scalar) else {
                continue
            }
            let itemLocation = location(of: scalar.range)
            if let first = seen[checked] {
                report(ModelDiagnostics.duplicate(kind, checked, at: itemLocation, first: first))
                continue
            }
            seen[checked] = itemLocation
            names.append(checked)
        }
        return names
    }

    /// A Swift type expression.
    mutating func type(_ node: SpecNode, for field: String) -> String? {
        guard let scalar = text(node, for: field) else { return nil }
        let type = scalar.value.trimmingWhitespace
        return checkType(type, in: scalar) ? type : nil
    }

    /// True when `type` (the value of `scalar`, or a form of it) is a Swift
    /// type; reports why not otherwise.
    mutating func checkType(_ type: String, in scalar: SpecScalar) -> Bool {
        guard let problem = TypeSyntax.problem(with: type) else { return true }
        report(
            ModelDiagnostics.invalidType(
                UnicodeText.visible(scalar.value), problem: problem,
                at: location(of: scalar.range)))
        return false
    }

    /// Parameters written as a mapping of `label name: Type`; an empty value means none.
    /// - Parameter allowsUnnamed: a message's parameters, which may be `_: Type`
    ///   (named by ``UnnamedParameterNames``).
    mutating func parameters(_ node: SpecNode, for field: String, allowsUnnamed: Bool = false)
        -> [SwiftParameter]
    {
        if case .scalar(let scalar) = node, scalar.value.isEmpty { return [] }
        guard let mapping = mapping(node, for: field) else { return [] }
        var result: [SwiftParameter] = []
        var seen: [String: SourceLocation] = [:]
        for entry in mapping.entries {
            let keyLocation = location(of: entry.key.range)
            guard
                let key = parameterKey(
                    entry.key.value, at: keyLocation, allowsUnnamed: allowsUnnamed, seen: &seen),
                let type = type(entry.value, for: entry.key.value)
            else { continue }
            result.append(
                SwiftParameter(
                    label: key.label, name: key.name, type: type, location: keyLocation,
                    isUnnamed: key.isUnnamed))
        }
        return UnnamedParameterNames.named(result)
    }

    /// A parameter key read by ``SchemaReader/parameterKey(_:at:allowsUnnamed:seen:)``.
    struct ParameterKey {
        var label: String?
        /// Empty for an unnamed parameter, until ``UnnamedParameterNames`` names it.
        var name: String
        var isUnnamed = false
    }

    /// A parameter key, `name`, `label name` or `_ name`, whose name is not in
    /// `seen` yet, or where `allowsUnnamed`, `_`; `nil` after reporting.
    mutating func parameterKey(
        _ key: String, at location: SourceLocation, allowsUnnamed: Bool,
        seen: inout [String: SourceLocation]
    ) -> ParameterKey? {
        let words = key.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if words == ["_"] {
            guard allowsUnnamed else {
                report(ModelDiagnostics.unnamedParameterOutsideMessage(at: location))
                return nil
            }
            return ParameterKey(label: "_", name: "", isUnnamed: true)
        }
        guard (1...2).contains(words.count), let name = words.last,
            SwiftName.isValidIdentifier(name),
            words.count == 1 || words[0] == "_" || SwiftName.isValidArgumentLabel(words[0])
        else {
            report(ModelDiagnostics.invalidParameter(key, at: location))
            return nil
        }
        if let first = seen[name] {
            report(ModelDiagnostics.duplicate("parameter", name, at: location, first: first))
            return nil
        }
        seen[name] = location
        return ParameterKey(label: words.count == 2 ? words[0] : nil, name: name)
    }

    /// A project-relative folder: no absolute paths, no `..` leaving the project.
    mutating func projectPath(_ node: SpecNode, for field: String) -> String? {
        guard let scalar = text(node, for: field) else { return nil }
        let path = scalar.value.trimmingWhitespace
        if PathText.escapesBase(path) {
            report(ModelDiagnostics.invalidProjectPath(field, path, at: location(of: scalar.range)))
            return nil
        }
        // A name no file system takes would fail only when writing: refused here, before anything is.
        if let long = path.split(separator: "/").first(where: {
            $0.utf8.count > ProjectConfig.maximumPathComponent
        }) {
            report(
                ModelDiagnostics.projectPathNameTooLong(
                    field, bytes: long.utf8.count, at: location(of: scalar.range)))
            return nil
        }
        // Room for the folders and names viper-gen adds beneath it, within what a path may be.
        if path.utf8.count > ProjectConfig.maximumPathLength {
            report(
                ModelDiagnostics.projectPathTooLong(
                    field, bytes: path.utf8.count, at: location(of: scalar.range)))
            return nil
        }
        return PathText.normalized(path)
    }

    /// Reports every `${name}` in a snippet that is not one of `allowed`.
    mutating func checkPlaceholders(_ scalar: SpecScalar, allowed: [String]) {
        for occurrence in Placeholders.occurrences(in: scalar.value)
        where !allowed.contains(occurrence.name) {
            let start =
                scalar.style == .plain ? scalar.range.start + occurrence.offset : scalar.range.start
            let length = scalar.style == .plain ? occurrence.name.utf8.count + 3 : 1
            report(
                ModelDiagnostics.unknownPlaceholder(
                    occurrence.name, allowed: allowed,
                    at: location(of: SourceRange(start: start, end: start + length))))
        }
    }
}
