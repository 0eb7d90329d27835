/// A small, fast, seedable pseudo-random generator (SplitMix64): the same seed
/// gives the same sequence on every machine and toolchain. The helpers below
/// draw from it directly instead of the standard library's `random(in:using:)`,
/// whose algorithm may change between Swift versions.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range` (the slight modulo bias does not matter for test data).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with the given probability (0...1).
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(UInt64(1) << 53) < probability
    }

    /// One of `items`, which must not be empty.
    public mutating func element<Element>(of items: [Element]) -> Element {
        items[int(in: 0...(items.count - 1))]
    }

    /// `count` distinct items of `items` in a random order (all of them when
    /// `count` exceeds their number).
    public mutating func sample<Element>(_ items: [Element], count: Int) -> [Element] {
        var pool = items
        var result: [Element] = []
        while result.count < count, !pool.isEmpty {
            result.append(pool.remove(at: int(in: 0...(pool.count - 1))))
        }
        return result
    }
}
