extension SchemaReader {
    /// The pin under `key` (`minimumVersion`, `version`) as `parse` reads it;
    /// nil when it is absent, or when it doesn't parse, which `invalid` reports.
    mutating func pinnedVersion<Pin>(
        _ fields: SchemaFields, _ key: String, parse: (String) -> Pin?,
        invalid: (String, SourceLocation) -> Diagnostic
    ) -> Pin? {
        guard let entry = fields[key], let scalar = text(entry.value, for: key) else { return nil }
        guard let pin = parse(scalar.value) else {
            report(invalid(scalar.value, location(of: scalar.range)))
            return nil
        }
        return pin
    }
}
