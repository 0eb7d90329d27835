/// Runs the file operations of a write on several threads (lanes) when the
/// writers allow it (``ConfinedWriter/parallelWriter()``) and there are
/// enough of them. Each lane takes a run of neighbouring items, so its open
/// folders stay warm, and works through writers of its own, copies of the
/// run's: beneath the same open root descriptors, never a root looked up by
/// path again. One lane, on the calling thread, otherwise.
struct WriteLanes {
    /// The fewest items worth another thread.
    static let defaultItemsPerLane = 64

    let writers: [String: ConfinedWriter]
    var itemsPerLane = defaultItemsPerLane

    /// One lane's writers, by key (`""` for the project root).
    final class Writers {
        fileprivate var byBase: [String: ConfinedWriter]
        /// True when the lane made its writers (and closes them).
        fileprivate let owned: Bool

        fileprivate init(_ byBase: [String: ConfinedWriter], owned: Bool) {
            self.byBase = byBase
            self.owned = owned
        }

        func writer(_ base: String) throws(FileSystemError) -> ConfinedWriter {
            guard let writer = byBase[base] else {
                throw FileSystemError(path: base, reason: "no writer was opened for this folder")
            }
            return writer
        }

        fileprivate func close() {
            if owned { for writer in byBase.values { writer.close() } }
        }
    }

    /// What each item reached, in the items' order, and the failure of the
    /// first lane that failed.
    struct Outcome<Progress> {
        var progress: [Progress]
        var failure: FileSystemError?
    }

    /// Calls `body` for each index of `items`, with the lane's writers and
    /// that item's progress (starting at `done`). A failure stops its lane at
    /// once and the other lanes soon after; what each item reached is
    /// returned either way, so the caller can undo it.
    func run<Item, Progress>(
        _ items: [Item], done: Progress,
        _ body: (Writers, _ index: Int, _ progress: inout Progress) throws(FileSystemError) -> Void
    ) -> Outcome<Progress> {
        let wanted = min(ParallelMap.processorCount, max(1, items.count / max(1, itemsPerLane)))
        let count = OpenFileBudget.lanes(wanted: wanted, writersPerLane: writers.count)
        guard count > 1, let lanes = Self.lanes(count, copying: writers) else {
            var progress = Array(repeating: done, count: items.count)
            let failure = Self.work(
                items.indices, Writers(writers, owned: false), &progress, nil, body)
            return Outcome(progress: progress, failure: failure)
        }
        defer { for lane in lanes { lane.close() } }
        let size = (items.count + count - 1) / count
        let ranges = (0..<count).map { ($0 * size)..<min(items.count, ($0 + 1) * size) }
        let outcomes = withoutActuallyEscaping(body) { body in
            let shared = Shared(
                lanes: lanes, failed: FailureFlag(), body: body, done: done, ranges: ranges)
            return ParallelMap.map(Array(0..<count)) { lane in
                var progress = Array(repeating: shared.done, count: shared.ranges[lane].count)
                let failure = Self.work(
                    shared.ranges[lane], shared.lanes[lane], &progress, shared.failed, shared.body)
                return (progress, failure)
            }
        }
        return Outcome(
            progress: outcomes.flatMap(\.0), failure: outcomes.lazy.compactMap(\.1).first)
    }

    /// One lane's loop over `indices`; its first failure, if any.
    private static func work<Progress>(
        _ indices: Range<Int>, _ writers: Writers, _ progress: inout [Progress],
        _ failed: FailureFlag?,
        _ body: (Writers, Int, inout Progress) throws(FileSystemError) -> Void
    ) -> FileSystemError? {
        let offset = indices.lowerBound
        for index in indices {
            if failed?.isSet == true { return nil }
            do throws(FileSystemError) {
                try body(writers, index, &progress[index - offset])
            } catch {
                failed?.set()
                return error
            }
        }
        return nil
    }

    /// `count` lanes with a copy of each writer; `nil` when a writer has no
    /// copy for another thread (or one could not be made).
    private static func lanes(_ count: Int, copying writers: [String: ConfinedWriter]) -> [Writers]?
    {
        var lanes: [Writers] = []
        for _ in 0..<count {
            let lane = Writers([:], owned: true)
            lanes.append(lane)
            for (base, writer) in writers {
                guard let copy = try? writer.parallelWriter() else {
                    for lane in lanes { lane.close() }
                    return nil
                }
                lane.byBase[base] = copy
            }
        }
        return lanes
    }

    /// What the lanes share: set up before they start and never changed while
    /// they run; each lane's writers are used by that lane's thread only.
    private struct Shared<Progress>: @unchecked Sendable {
        let lanes: [Writers]
        let failed: FailureFlag
        let body: (Writers, Int, inout Progress) throws(FileSystemError) -> Void
        let done: Progress
        let ranges: [Range<Int>]
    }

    /// Set by the first lane that fails, so the others stop early.
    private final class FailureFlag: @unchecked Sendable {
        private let lock = PosixLock()
        private var value = false

        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}
