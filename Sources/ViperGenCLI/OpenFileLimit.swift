#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's limit on open files (`ulimit -n`). Below ``minimum`` the
/// thread pool and the writer cannot work (the system's dispatch library
/// even traps), so the limit is raised to the minimum when the hard limit
/// allows it, and otherwise the run stops before doing anything.
enum OpenFileLimit {
    /// Standard streams, the lock, the write root, open folders, a file, threads.
    static let minimum: UInt64 = 32

    /// `nil` when the limit is (or now is) at least ``minimum``; otherwise the message to fail with.
    static func ensureMinimum() -> String? {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return nil }
        if UInt64(limit.rlim_cur) >= minimum { return nil }
        if UInt64(limit.rlim_max) >= minimum {
            limit.rlim_cur = rlim_t(minimum)
            if setrlimit(resource, &limit) == 0 { return nil }
        }
        return
            "error: viper-gen needs at least \(minimum) open files, and the limit here is \(limit.rlim_cur)\n"
            + "hint: raise it with `ulimit -n \(minimum)` (or more) and run again\n"
    }

    #if canImport(Glibc)
        private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        private static let resource = RLIMIT_NOFILE
    #endif
}
