/// Reads a VIP spec's `dataStore:`: the fields Clean Swift's data store
/// declares, which the interactor keeps and the router reads and sets to pass
/// data to the next scene. Each is `name: Type = default`, as in `store:`;
/// `dataStore:` with nothing under it declares an empty data store.
enum DataStoreReader {
    static let key = "dataStore"
    /// The router's member that holds the data store (`<Module>DataPassing`'s).
    static let routerMember = "dataStore"

    /// The fields, as interactor store fields marked `inDataStore`; `nil` when
    /// the key is refused (a style other than `vip`).
    /// - Parameter store: the spec's `store:`, whose interactor fields the data store can't repeat.
    static func read(
        _ entry: SpecMapping.Entry, style: ModuleDefinition.Style, store: [StoreField],
        reader: inout SchemaReader
    ) -> [StoreField]? {
        guard style == .vip else {
            reader.report(
                ModelDiagnostics.dataStoreNeedsVIP(at: reader.location(of: entry.key.range)))
            return nil
        }
        let read = ScreenSpecReader.fields(
            entry.value, for: key, what: "data store field", requiresDefaults: true,
            reader: &reader)
        let stored = Dictionary(
            store.filter { $0.owner == .interactor }.map { ($0.field.name, $0.field.location) },
            uniquingKeysWith: { first, _ in first })
        var seen: [String: SourceLocation] = [:]
        var result: [StoreField] = []
        for field in read {
            let location = field.location ?? reader.location(of: entry.key.range)
            if let problem = StoreReader.nameProblem(of: field.name, at: location) {
                reader.report(problem)
                continue
            }
            if let first = seen[field.name] {
                reader.report(
                    ModelDiagnostics.duplicate(
                        "data store field", field.name, at: location, first: first))
                continue
            }
            if let first = stored[field.name] {
                reader.report(
                    ModelDiagnostics.dataStoreFieldInStore(field.name, at: location, first: first))
                continue
            }
            seen[field.name] = location
            result.append(StoreField(owner: .interactor, field: field, inDataStore: true))
        }
        return result
    }

    /// A router dependency named `dataStore` in a module whose router passes data
    /// on: the router's `dataStore` is the interactor's data store.
    static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        guard module.hasDataPassing else { return [] }
        return module.dependencies.filter { $0.owner == .router && $0.name == routerMember }.map {
            ModelDiagnostics.routerDependencyNamedDataStore(at: $0.location)
        }
    }
}
