#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a stop request (SIGINT, SIGTERM, SIGHUP) meets a run that writes.
/// While a ``WritePlanApplier`` applies, a request is only recorded: the
/// applier sees it between two operations and rolls everything back. At any
/// other time nothing is half-written, so the requester may end the process
/// at once. Shared between the signal-watching thread and the run.
public final class WriteInterruption: @unchecked Sendable {
    private enum State {
        case idle
        case applying
        /// A write finished; nothing is half-written.
        case applied
        /// Requested with this signal number.
        case requested(Int32)
    }

    private var state = State.idle
    private var requests = 0
    private var stopped = false
    private let lock = PosixLock()

    public init() {}

    /// Records a stop request. True when a write is under way (it will roll
    /// back and stop), or when one was already asked to stop: its rollback
    /// must finish, so a second signal is noted and ignored. False when the
    /// caller should end the process now.
    public func request(signal: Int32) -> Bool {
        lock.withLock {
            requests += 1
            switch state {
            case .applying:
                state = .requested(signal)
                return true
            case .requested:
                return true
            case .idle, .applied:
                return false
            }
        }
    }

    /// True when a stop request rolled a write back (not a failure met before it).
    public var stoppedAWrite: Bool {
        lock.withLock { stopped }
    }

    /// Marks that the request rolled the write back.
    func noteStoppedWrite() {
        lock.withLock { stopped = true }
    }

    /// How many stop requests were made (for a test that waits until its signal was seen).
    public var requestCount: Int {
        lock.withLock { requests }
    }

    /// The signal of a request made during the writes, if any.
    public var requestedSignal: Int32? {
        lock.withLock {
            if case .requested(let signal) = state { return signal }
            return nil
        }
    }

    /// True once a write has finished (a stop then leaves every file written).
    public var hasWritten: Bool {
        lock.withLock {
            if case .applied = state { return true }
            return false
        }
    }

    /// Marks the start of the writes.
    func beginApplying() {
        lock.withLock {
            switch state {
            case .idle, .applied: state = .applying
            case .applying, .requested: break
            }
        }
    }

    /// Marks their end (`completed` when every file was written); a request
    /// made meanwhile stays readable.
    func endApplying(completed: Bool) {
        lock.withLock { if case .applying = state { state = completed ? .applied : .idle } }
    }
}
