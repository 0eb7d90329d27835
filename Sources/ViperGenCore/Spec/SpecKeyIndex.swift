/// Finds duplicate keys in one mapping while its entries are read.
///
/// Spec mappings are small, so the entries read so far are compared one by one;
/// only a mapping with many keys gets a dictionary.
struct SpecKeyIndex {
    private static let dictionaryThreshold = 24
    private var dictionary: [String: Int] = [:]

    /// The index of the entry in `entries` whose key is `key`, if any; otherwise
    /// remembers that `key` belongs to the entry about to be appended.
    mutating func earlierEntry(withKey key: String, in entries: [SpecMapping.Entry]) -> Int? {
        if entries.count < Self.dictionaryThreshold {
            return entries.firstIndex { $0.key.value == key }
        }
        if dictionary.isEmpty {
            for index in entries.indices where dictionary[entries[index].key.value] == nil {
                dictionary[entries[index].key.value] = index
            }
        }
        if let earlier = dictionary[key] { return earlier }
        dictionary[key] = entries.endIndex
        return nil
    }
}
