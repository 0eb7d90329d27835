import ViperGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGINT, SIGTERM and SIGHUP into an orderly stop. The signals are
/// blocked in every thread (call ``start(_:)`` before any thread exists) and
/// taken by one thread with `sigwait`, so no code runs in a signal handler.
/// During the writes the request goes to the ``WriteInterruption`` and the
/// applier rolls back; at any other moment nothing is half-written and the
/// process ends at once, with status 128 + the signal number.
enum SignalWatcher {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Blocks the signals and starts the watching thread.
    static func start(_ interruption: WriteInterruption) {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let context = Unmanaged.passRetained(interruption).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        let created = pthread_create(
            &thread, nil,
            { context in
                #if canImport(Glibc)
                    let pointer = context!
                #else
                    let pointer = context
                #endif
                let interruption = Unmanaged<WriteInterruption>.fromOpaque(pointer)
                    .takeUnretainedValue()
                SignalWatcher.watch(interruption)
                return nil
            }, context)
        if created != 0 {
            // No watcher: let the signals act as they would have.
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        }
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    private static func watch(_ interruption: WriteInterruption) {
        var set = signalSet()
        while true {
            var received: Int32 = 0
            guard sigwait(&set, &received) == 0 else { continue }
            if interruption.request(signal: received) { continue }
            let message =
                "viper-gen: stopped by \(name(of: received))\(interruption.hasWritten ? " after every file was written" : "")\n"
            _ = message.utf8CString.withUnsafeBufferPointer { buffer in
                write(2, buffer.baseAddress, buffer.count - 1)
            }
            _exit(ExitCode.stopped(by: received).rawValue)
        }
    }

    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }
}
