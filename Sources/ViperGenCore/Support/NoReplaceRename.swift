#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Renaming without replacing: `renameat2(RENAME_NOREPLACE)` on Linux,
/// `renameatx_np(RENAME_EXCL)` on macOS; and swapping two names in one step
/// (`RENAME_EXCHANGE`, `RENAME_SWAP`).
enum NoReplaceRename {
    enum Outcome {
        case done
        /// Failed; `errno` says why (`EEXIST` when something is at the destination).
        case failed
        /// The system or the file system cannot do it.
        case unsupported
    }

    static func rename(
        _ sourceFolder: Int32, _ source: String, _ folder: Int32, _ destination: String
    ) -> Outcome {
        #if canImport(Darwin)
            if renameatx_np(sourceFolder, source, folder, destination, UInt32(RENAME_EXCL)) == 0 {
                return .done
            }
            return errno == ENOTSUP || errno == EINVAL ? .unsupported : .failed
        #else
            guard let function = renameat2 else { return .unsupported }
            let renameNoReplace: UInt32 = 1  // RENAME_NOREPLACE
            if function(sourceFolder, source, folder, destination, renameNoReplace) == 0 {
                return .done
            }
            return errno == EINVAL || errno == ENOSYS || errno == EOPNOTSUPP
                ? .unsupported : .failed
        #endif
    }

    /// Swaps two existing names atomically.
    static func exchange(
        _ firstFolder: Int32, _ first: String, _ secondFolder: Int32, _ second: String
    ) -> Outcome {
        #if canImport(Darwin)
            if renameatx_np(firstFolder, first, secondFolder, second, UInt32(RENAME_SWAP)) == 0 {
                return .done
            }
            return errno == ENOTSUP || errno == EINVAL ? .unsupported : .failed
        #else
            guard let function = renameat2 else { return .unsupported }
            let renameExchange: UInt32 = 2  // RENAME_EXCHANGE
            if function(firstFolder, first, secondFolder, second, renameExchange) == 0 {
                return .done
            }
            return errno == EINVAL || errno == ENOSYS || errno == EOPNOTSUPP
                ? .unsupported : .failed
        #endif
    }

    #if !canImport(Darwin)
        private typealias RenameAt2 =
            @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) ->
            Int32
        /// Looked up at run time: the C library's header hides it from Swift.
        private static let renameat2: RenameAt2? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
                return nil
            }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        }()
    #endif
}
