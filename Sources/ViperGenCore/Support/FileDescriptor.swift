#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading and writing open POSIX file descriptors, and comparing bytes in bulk.
public enum FileDescriptor {
    /// True when two buffers hold the same bytes (`memcmp`).
    public static func memoryEqual(
        _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return memcmp(left, right, lhs.count) == 0
    }

    /// Writes every byte, retrying short writes and interrupted calls; false on an error.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = write(
                    descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
    }

    /// The bytes of the open file, which must be a regular file of at most
    /// `limit` bytes (`path` names it in errors). Stops once the size `fstat`
    /// announced is read (one read call per file).
    /// With `truncating`, a longer file gives its first `limit` bytes instead.
    static func readRegularFile(
        _ descriptor: Int32, path: String, limit: Int,
        truncating: Bool = false
    ) throws(FileSystemError) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw LocalFileSystem.error(path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            let reason =
                kind(ofMode: info.st_mode) == .directory ? "is a folder" : "not a regular file"
            throw FileSystemError(path: path, reason: reason)
        }
        var size = max(Int(info.st_size), 0)
        if truncating { size = min(size, limit) }
        if size > limit { throw FileSystemError.tooLarge(path, limit: limit) }
        var bytes = [UInt8]()
        var capacity = min(size, limit) + 1
        var count = 0
        while true {
            if bytes.count < capacity {
                bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count))
            }
            let received = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, capacity - count)
            }
            if received < 0 {
                if errno == EINTR { continue }
                throw LocalFileSystem.error(path)
            }
            if received == 0 { break }
            count += received
            if truncating, count >= limit {
                count = limit
                break
            }
            if count > limit { throw FileSystemError.tooLarge(path, limit: limit) }
            // All the bytes fstat announced are in: take them as the file, sparing the read that finds the end.
            if count == size, count > 0 { break }
            if count == capacity {
                capacity = min(capacity * 2, limit == Int.max ? Int.max : limit + 1)
            }
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// What a `stat` mode says a file is.
    static func kind(ofMode mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        case S_IFREG: return .file
        default: return .other
        }
    }

    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #elseif canImport(Musl)
            _ = Musl.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }
}

/// Sizes as people read them ("1 MiB", "512 bytes").
enum ByteCountText {
    static func text(_ count: Int) -> String {
        if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
        return "\(count) bytes"
    }
}
