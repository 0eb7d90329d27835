/// The keys seen so far in one mapping, to find duplicates.
///
/// Spec mappings are small, so keys are compared one by one until there are
/// enough of them for a dictionary to pay off.
struct SpecKeyIndex {
    private static let dictionaryThreshold = 16
    private var list: [(key: String, index: Int)] = []
    private var dictionary: [String: Int] = [:]

    /// Records `key` as the entry at `index`; returns the index of an earlier
    /// entry with the same key instead, if there is one (the earlier one stays).
    mutating func insert(_ key: String, at index: Int) -> Int? {
        if dictionary.isEmpty {
            if let earlier = list.first(where: { $0.key == key }) { return earlier.index }
            list.append((key, index))
            if list.count == Self.dictionaryThreshold {
                for known in list { dictionary[known.key] = known.index }
                list = []
            }
            return nil
        }
        if let earlier = dictionary[key] { return earlier }
        dictionary[key] = index
        return nil
    }
}
