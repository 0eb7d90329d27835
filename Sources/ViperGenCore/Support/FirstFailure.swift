/// The first item, in order, of a parallel map whose work failed, shared by
/// its threads: an item after it need not be worked on, since only the first
/// failure is reported, and which one that is never depends on timing.
final class FirstFailure: @unchecked Sendable {
    private var index = Int.max
    private let lock = PosixLock()

    /// Notes that the item at `index` failed.
    func record(_ index: Int) {
        lock.withLock { self.index = min(self.index, index) }
    }

    /// True when an earlier item has failed, so the one at `index` cannot be the first.
    func isAfterAFailure(_ index: Int) -> Bool {
        lock.withLock { index > self.index }
    }
}
