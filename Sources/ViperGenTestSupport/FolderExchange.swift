#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Swaps two paths in one step (`renameat2(RENAME_EXCHANGE)` on Linux), so
/// each always holds one of the two entries: what race tests use to flip a
/// folder and a link without a moment where the folder is missing.
public enum FolderExchange {
    private typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE

    /// True when the system can swap two paths in one step.
    public static var isAvailable: Bool { renameAt2 != nil }

    /// Swaps `first` and `second`; false (with `errno`) when it could not.
    @discardableResult
    public static func swap(_ first: String, _ second: String) -> Bool {
        guard let renameAt2 else { return false }
        return renameAt2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
    }

    /// Looked up at run time: the C library's header hides it from Swift.
    private static let renameAt2: RenameAt2? = {
        #if canImport(Darwin)
            return nil
        #else
            return dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2").map {
                unsafeBitCast($0, to: RenameAt2.self)
            }
        #endif
    }()
}
