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

extension StringProtocol {
    /// Where `needle` occurs in the text's UTF-8, as byte offsets, left to
    /// right and not overlapping, at most `limit` of them. A plain scan of the
    /// bytes, matched byte for byte, not the generic searcher of `contains(_:)`:
    /// for placeholders, ASCII names, `->`, and generated Swift in snippets.
    func byteOffsets(of needle: String, limit: Int = .max) -> [Int] {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return [] }
        func scan(_ text: UnsafeBufferPointer<UInt8>) -> [Int] {
            var found: [Int] = []
            var index = 0
            while index + pattern.count <= text.count, found.count < limit {
                if text[index] == first, text[index..<index + pattern.count].elementsEqual(pattern)
                {
                    found.append(index)
                    index += pattern.count
                } else {
                    index += 1
                }
            }
            return found
        }
        return utf8.withContiguousStorageIfAvailable(scan)
            ?? Array(utf8).withUnsafeBufferPointer(scan)
    }

    /// True when `needle` occurs in the text (``byteOffsets(of:limit:)``); an empty needle always does.
    func containsBytes(of needle: String) -> Bool {
        needle.isEmpty || !byteOffsets(of: needle, limit: 1).isEmpty
    }
}

extension String {
    /// The text with every occurrence of `placeholder` replaced, matched byte
    /// for byte (placeholders, `(Void)`, `@escaping `; every header line is
    /// made with this).
    func replacingEvery(_ placeholder: String, with value: String) -> String {
        let offsets = byteOffsets(of: placeholder)
        guard !offsets.isEmpty else { return self }
        let text = Array(utf8)
        let width = placeholder.utf8.count
        var output: [UInt8] = []
        output.reserveCapacity(text.count + offsets.count * max(0, value.utf8.count - width))
        var start = 0
        for offset in offsets {
            output += text[start..<offset]
            output += value.utf8
            start = offset + width
        }
        output += text[start...]
        return String(decoding: output, as: UTF8.self)
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
