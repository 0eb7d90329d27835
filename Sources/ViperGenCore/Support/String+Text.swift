/// Small text helpers shared by the readers, the renderer and the CLI.
extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    public var trimmingWhitespace: String {
        var text = self[...]
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }

    /// The text with the first letter uppercased (`login` -> `Login`).
    public var upperFirst: String { prefix(1).uppercased() + dropFirst() }

    /// The text with the first letter lowercased (`Login` -> `login`).
    public var lowerFirst: String { prefix(1).lowercased() + dropFirst() }

    /// The text followed by spaces up to `width` characters (never cut).
    public func padded(to width: Int) -> String {
        count >= width ? String(self) : self + String(repeating: " ", count: width - count)
    }
}

extension String {
    /// The text with every occurrence of `placeholder` replaced, matched byte
    /// for byte (placeholders, `(Void)`, `@escaping `; every header line is
    /// made with this).
    func replacingEvery(_ placeholder: String, with value: String) -> String {
        let text = Array(utf8)
        let needle = Array(placeholder.utf8)
        guard !needle.isEmpty, text.count >= needle.count else { return self }
        var output: [UInt8] = []
        var start = 0
        var index = 0
        while index + needle.count <= text.count {
            if text[index] == needle[0], text[index..<index + needle.count].elementsEqual(needle) {
                output += text[start..<index]
                output += value.utf8
                index += needle.count
                start = index
            } else {
                index += 1
            }
        }
        guard start > 0 else { return self }
        output += text[start...]
        return String(decoding: output, as: UTF8.self)
    }
}

extension StringProtocol {
    /// True when `needle` occurs in the text, matched byte for byte: a plain
    /// scan, not the generic searcher of `contains(_:)` (for ASCII names,
    /// `->`, and generated Swift looked up in snippets).
    func containsBytes(of needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        let text = Array(utf8)
        guard text.count >= pattern.count else { return false }
        for start in 0...(text.count - pattern.count)
        where text[start] == first && text[start..<start + pattern.count].elementsEqual(pattern) {
            return true
        }
        return false
    }
}

extension String {
    /// The range of the last occurrence of `needle` that ends by `end`,
    /// matched byte for byte (`needle` starts with an ASCII byte, so a match
    /// starts on a character of its own).
    func lastRange(of needle: String, endingBy end: Index) -> Range<Index>? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return nil }
        var start = utf8.index(end, offsetBy: -pattern.count, limitedBy: startIndex)
        while let candidate = start {
            if utf8[candidate...].starts(with: pattern) {
                return candidate..<utf8.index(candidate, offsetBy: pattern.count)
            }
            start = candidate == startIndex ? nil : utf8.index(before: candidate)
        }
        return nil
    }
}

extension Substring {
    /// The range of the first occurrence of `needle`.
    func range(of needle: String) -> Range<Substring.Index>? {
        guard let first = needle.first else { return nil }
        var index = startIndex
        while let found = self[index...].firstIndex(of: first) {
            if self[found...].hasPrefix(needle) {
                return found..<self.index(found, offsetBy: needle.count)
            }
            index = self.index(after: found)
        }
        return nil
    }
}
