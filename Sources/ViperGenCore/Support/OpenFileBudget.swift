#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many files a run may hold open at once, from the process's limit
/// (`ulimit -n`, read once): how many folders a writer keeps open and how
/// many lanes a large write uses follow from it, so neither a tight limit
/// nor a machine with many cores runs a write out of descriptors.
enum OpenFileBudget {
    /// The soft limit on open files when the run started (at most 65,536 counted).
    static let limit: Int = {
        var value = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &value) == 0 else { return 1024 }
        return Int(min(UInt64(value.rlim_cur), 65_536))
    }()
    /// What a run holds besides its writers: the standard streams, the project
    /// lock, the journal, reads on other threads, and the system's own.
    static let reserved = 16
    /// What a writer holds besides the folders it keeps: its root, a folder
    /// being opened, and a file being written.
    static let perWriter = 3

    /// How many folders one writer keeps open (2 to 16): room for the run's
    /// writers and one lane's copies within `limit`.
    static func foldersKept(limit: Int = limit) -> Int {
        max(2, min(16, (limit - reserved) / 2 - perWriter))
    }

    /// How many lanes a write of `writersPerLane` writers may use, at most `wanted`:
    /// each lane copies every writer, and the run's own writers stay open beside them.
    static func lanes(wanted: Int, writersPerLane: Int, limit: Int = limit) -> Int {
        let eachWriter = foldersKept(limit: limit) + perWriter
        let room = (limit - reserved) / max(1, writersPerLane * eachWriter) - 1
        return max(1, min(wanted, room))
    }
}
