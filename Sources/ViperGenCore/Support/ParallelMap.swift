import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps an array on every core, keeping the order: for independent, pure
/// transforms such as rendering one module. The transform must not touch
/// shared mutable state.
enum ParallelMap {
    /// With `concurrently` false, an ordinary `map` on the calling thread.
    static func map<Element: Sendable, Mapped>(
        _ elements: [Element], concurrently: Bool = true,
        _ transform: @Sendable (Element) -> Mapped
    ) -> [Mapped] {
        guard concurrently, !mapsOnCallingThreadOnly, elements.count > 1 else {
            return elements.map(transform)
        }
        let slots = ResultSlots<Mapped>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.store(transform(elements[index]), at: index)
        }
        return slots.values()
    }

    /// The processors a map may use: 1 where maps stay on the calling thread.
    static var processorCount: Int {
        mapsOnCallingThreadOnly ? 1 : max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// True in the libFuzzer builds (`Tests/Fuzz/run.sh` compiles with
    /// `-D VIPER_GEN_FUZZ`). A fuzz target reads the built-in templates and
    /// catalog once, with LeakSanitizer disabled; that switch holds for the
    /// calling thread only, and LeakSanitizer cannot follow the tagged pointers
    /// of Swift enums, so templates parsed on worker threads would be reported
    /// as leaked on the first input.
    #if VIPER_GEN_FUZZ
        static let mapsOnCallingThreadOnly = true
    #else
        static let mapsOnCallingThreadOnly = false
    #endif
}

/// A file system whose reads may run on several threads at once
/// (``FileSystem/allowsConcurrentReads``), shared for reading only.
struct ConcurrentReader: @unchecked Sendable {
    let fileSystem: FileSystem

    init(_ fileSystem: FileSystem) {
        self.fileSystem = fileSystem
    }
}

/// Memory for one result per index. Each index is written by exactly one
/// iteration, and read only after `concurrentPerform` has returned, so no two
/// threads ever touch the same slot: that is why it may be shared unchecked.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let count: Int
    private let base: UnsafeMutablePointer<Value>

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
    }

    func store(_ value: Value, at index: Int) {
        (base + index).initialize(to: value)
    }

    /// Moves every stored value out; call once, after all stores.
    func values() -> [Value] {
        let result = Array(UnsafeMutableBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        return result
    }

    deinit {
        base.deallocate()
    }
}
