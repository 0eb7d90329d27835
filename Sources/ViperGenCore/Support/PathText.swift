/// Pure helpers for `/`-separated paths. No file-system access. Paths are
/// handled as UTF-8 bytes (`/` is ASCII), never as characters: that is both
/// what the file system means and much faster, and runs call these for every file.
public enum PathText {
    /// Joins path parts with `/`, ignoring empty parts and `.` parts (so a root
    /// configured as `.` adds nothing); an absolute part does not reset the
    /// path (callers check for absolute paths before joining).
    public static func join(_ parts: String...) -> String { join(parts) }

    public static func join(_ parts: [String]) -> String {
        var result = ""
        for part in parts { append(part, to: &result) }
        return result.isEmpty && parts.contains(".") ? "." : result
    }

    /// `first/second` (the common case, without an array of parts).
    public static func join(_ first: String, _ second: String) -> String {
        var result = ""
        append(first, to: &result)
        append(second, to: &result)
        return result.isEmpty && (first == "." || second == ".") ? "." : result
    }

    private static func append(_ part: String, to result: inout String) {
        guard !part.isEmpty, part != "." else { return }
        guard !result.isEmpty else {
            result = part
            return
        }
        if result.utf8.last != slash { result += "/" }
        if part.utf8.first == slash {
            result += Substring(part.utf8.drop(while: { $0 == slash }))
        } else {
            result += part
        }
    }

    /// Removes `.` segments, empty segments and resolves `..` lexically.
    /// `..` that would climb above the start is kept (callers refuse it).
    public static func normalized(_ path: String) -> String {
        if isNormalized(path) { return path }
        let isAbsolute = path.utf8.first == slash
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
            } else if segment == "..", isAbsolute {
                continue
            } else {
                segments.append(segment)
            }
        }
        let body = segments.joined(separator: "/")
        if isAbsolute { return "/" + body }
        return body.isEmpty ? "." : body
    }

    /// True when `normalized` would return `path` unchanged: no empty, `.` or
    /// `..` segment and no trailing `/` (the common case, checked on bytes).
    static func isNormalized(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable(isNormalized(bytes:))
            ?? isNormalized(bytes: Array(path.utf8))
    }

    private static func isNormalized<Bytes: Collection<UInt8>>(bytes: Bytes) -> Bool {
        guard !bytes.isEmpty else { return false }
        if bytes.count == 1, bytes.first == slash { return true }
        var segmentLength = 0
        var dots = 0
        var index = 0
        for byte in bytes {
            if byte == slash {
                if index > 0 && (segmentLength == 0 || dots == segmentLength && dots <= 2) {
                    return false
                }
                segmentLength = 0
                dots = 0
            } else {
                segmentLength += 1
                if byte == dot { dots += 1 }
            }
            index += 1
        }
        return segmentLength > 0 && !(dots == segmentLength && dots <= 2)
    }

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// The folder part of a path (`a/b/c.swift` -> `a/b`), `.` when there is none.
    public static func directory(of path: String) -> String {
        let bytes = path.utf8
        guard let separator = lastSlash(in: path) else { return "." }
        if separator == bytes.startIndex { return "/" }
        return String(Substring(bytes[..<separator]))
    }

    /// The last segment of a path.
    public static func lastComponent(of path: String) -> String {
        let bytes = path.utf8
        guard let separator = lastSlash(in: path) else { return path }
        return String(Substring(bytes[bytes.index(after: separator)...]))
    }

    /// The index of the last `/` in `path`: a plain scan of its bytes when
    /// they are contiguous (as native strings are), hot in planning and writing.
    private static func lastSlash(in path: String) -> String.Index? {
        let bytes = path.utf8
        let offset = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
            var index = buffer.count
            while index > 0 {
                index -= 1
                if buffer[index] == slash { return index }
            }
            return nil
        }
        guard let offset else { return bytes.lastIndex(of: slash) }
        return offset.map { bytes.index(bytes.startIndex, offsetBy: $0) }
    }

    /// `path` relative to `base` when it lies inside it, otherwise `nil`.
    public static func relative(_ path: String, to base: String) -> String? {
        let normalizedPath = normalized(path)
        let normalizedBase = normalized(base)
        if normalizedPath == normalizedBase { return "." }
        let pathBytes = normalizedPath.utf8
        let prefixLength = normalizedBase == "/" ? 1 : normalizedBase.utf8.count + 1
        guard pathBytes.count > prefixLength, startsWithBytes(normalizedPath, normalizedBase),
            pathBytes[pathBytes.index(pathBytes.startIndex, offsetBy: prefixLength - 1)] == slash
        else { return nil }
        return String(decoding: pathBytes.dropFirst(prefixLength), as: UTF8.self)
    }

    /// True when `text`'s UTF-8 starts with `prefix`'s, byte for byte (paths are
    /// bytes: no Unicode equivalence), compared at once when both are contiguous.
    private static func startsWithBytes(_ text: String, _ prefix: String) -> Bool {
        let compared = text.utf8.withContiguousStorageIfAvailable { textBytes in
            prefix.utf8.withContiguousStorageIfAvailable { prefixBytes in
                prefixBytes.count <= textBytes.count
                    && FileDescriptor.memoryEqual(
                        UnsafeBufferPointer(rebasing: textBytes[..<prefixBytes.count]),
                        prefixBytes)
            }
        }
        return (compared ?? nil) ?? text.utf8.starts(with: prefix.utf8)
    }

    /// True when the relative path would leave its base (`..` segments) or is absolute.
    /// True for a relative path of plain names (`a/b/c.swift`): not empty, not
    /// absolute, and without empty, `.` or `..` segments. One pass, no allocation.
    public static func isPlainRelative(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { isPlainRelative(bytes: $0) }
            ?? Array(path.utf8).withUnsafeBufferPointer { isPlainRelative(bytes: $0) }
    }

    private static func isPlainRelative(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        var segmentStart = 0
        for index in 0...bytes.count {
            guard index == bytes.count || bytes[index] == UInt8(ascii: "/") else { continue }
            let length = index - segmentStart
            if length == 0 { return false }
            if bytes[segmentStart] == UInt8(ascii: "."),
                length == 1 || (length == 2 && bytes[segmentStart + 1] == UInt8(ascii: "."))
            {
                return false
            }
            segmentStart = index + 1
        }
        return true
    }

    public static func escapesBase(_ relativePath: String) -> Bool {
        if relativePath.hasPrefix("/") { return true }
        return normalized(relativePath).split(separator: "/").first == ".."
    }
}
