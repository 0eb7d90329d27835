/// Deterministic object IDs: 24 uppercase hexadecimal digits (96 bits, as
/// Xcode's) derived from what an object stands for (its kind, the file's path,
/// the target's name), so two people adding the same module get the same IDs.
public enum XcodeObjectID {
    /// The ID for `parts`; when `isTaken` says it is already used, the next of
    /// a deterministic sequence of alternatives.
    public static func derived(_ parts: [String], isTaken: (String) -> Bool = { _ in false })
        -> String
    {
        var attempt = 0
        while true {
            let id = hashed(parts + (attempt == 0 ? [] : ["#\(attempt)"]))
            if !isTaken(id) { return id }
            attempt += 1
        }
    }

    /// Two 64-bit FNV-1a hashes of the parts (with different starting values),
    /// each mixed by SplitMix64's finaliser; 64 + 32 of their bits.
    private static func hashed(_ parts: [String]) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x84222325_cbf29ce4
        for part in parts {
            for byte in part.utf8 {
                first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            // A separator that no UTF-8 text contains, so ["ab", "c"] and ["a", "bc"] differ.
            first = (first ^ 0xFF) &* 0x0000_0100_0000_01B3
            second = (second ^ 0xFE) &* 0x0000_0100_0000_01B3
        }
        return hex(mixed(first), digits: 16) + hex(mixed(second) >> 32, digits: 8)
    }

    private static func mixed(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
