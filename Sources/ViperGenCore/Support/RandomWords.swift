#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random 64-bit words from the system's source, read in one go: a large run
/// names thousands of temporary files, and the standard generator makes one
/// system call per word. Falls back to that generator word by word when
/// `/dev/urandom` cannot be read, or when the supply runs out.
struct RandomWords {
    private var words: [UInt64]
    private var nextIndex = 0

    init(count: Int) {
        words = Self.fromDevice(count: max(0, count)) ?? []
    }

    mutating func next() -> UInt64 {
        guard nextIndex < words.count else {
            var generator = SystemRandomNumberGenerator()
            return generator.next()
        }
        defer { nextIndex += 1 }
        return words[nextIndex]
    }

    private static func fromDevice(count: Int) -> [UInt64]? {
        guard count > 1 else { return nil }
        let descriptor = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { FileDescriptor.close(descriptor) }
        var words = [UInt64](repeating: 0, count: count)
        let complete = words.withUnsafeMutableBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let got = read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { return false }
                offset += got
            }
            return true
        }
        return complete ? words : nil
    }
}
