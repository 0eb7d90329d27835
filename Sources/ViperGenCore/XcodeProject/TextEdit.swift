/// One change to a file's bytes: remove `removing` bytes at `offset`, then
/// insert `inserting` there. Edits are made against the original bytes.
public struct TextEdit: Equatable, Sendable {
    public var offset: Int
    public var removing: Int
    public var inserting: [UInt8]

    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(offset: offset, removing: 0, inserting: Array(text.utf8))
    }

    public static func remove(_ range: Range<Int>) -> TextEdit {
        TextEdit(offset: range.lowerBound, removing: range.count, inserting: [])
    }

    /// The bytes with every edit applied. Insertions at one offset keep their
    /// order and come before a removal that starts there; overlapping removals
    /// are merged; an insertion inside a removed range is dropped with it.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted { lhs, rhs in
            if lhs.element.offset != rhs.element.offset {
                return lhs.element.offset < rhs.element.offset
            }
            let lhsRemoves = lhs.element.removing > 0
            let rhsRemoves = rhs.element.removing > 0
            if lhsRemoves != rhsRemoves { return !lhsRemoves }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.inserting.count })
        var position = 0
        for edit in ordered {
            let start = min(edit.offset, bytes.count)
            if start < position {
                // Inside (or overlapping) a range already removed: extend that removal.
                position = max(position, min(start + edit.removing, bytes.count))
                continue
            }
            result.append(contentsOf: bytes[position..<start])
            result.append(contentsOf: edit.inserting)
            position = min(start + edit.removing, bytes.count)
        }
        result.append(contentsOf: bytes[position...])
        return result
    }
}
