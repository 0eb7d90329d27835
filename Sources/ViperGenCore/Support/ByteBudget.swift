/// A number of bytes a run may read or make across many files, spent from
/// any thread: what keeps memory bounded by the whole input, not only by each
/// file. Once spent past its limit it stays exhausted, so the work still
/// queued on other threads stops at once.
final class ByteBudget: @unchecked Sendable {
    let limit: Int
    private var spent = 0
    private let lock = PosixLock()

    init(limit: Int) {
        self.limit = limit
    }

    /// True while nothing has gone past the limit.
    var isAvailable: Bool { lock.withLock { spent <= limit } }

    /// Spends `count` bytes; false when that goes past the limit.
    func spend(_ count: Int) -> Bool {
        lock.withLock {
            spent = spent > limit ? spent : spent + count
            return spent <= limit
        }
    }
}
