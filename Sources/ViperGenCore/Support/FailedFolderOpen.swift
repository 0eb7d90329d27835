#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a folder on a write's path is when `openat(O_DIRECTORY | O_NOFOLLOW)`
/// failed, judged from the failure and from a look taken after it: the one
/// decision that keeps a folder swapped for a link and back, between the two,
/// from reading as "missing" (which once deleted a journal whose temporary
/// was still there).
enum FailedFolderOpen: Equatable {
    /// Nothing is there, and folders are being created: make it.
    case create
    /// A symbolic link: followed by hand while it stays beneath the root.
    case link
    /// Not a folder when opened, yet a folder now: it changed mid-open.
    case swapped
    /// The open's own error.
    case failed

    /// `failure` is the open's `errno`; `kindNow` what the look found (`nil`
    /// when it found nothing or was not taken).
    static func judge(failure: Int32, creating: Bool, kindNow: FileKind?) -> FailedFolderOpen {
        if failure == ENOENT, creating { return .create }
        if kindNow == .symbolicLink { return .link }
        if failure == ENOTDIR || failure == ELOOP, kindNow == .directory { return .swapped }
        return .failed
    }

    /// True when the look after the failure is needed (a folder being created skips it).
    static func needsLook(failure: Int32, creating: Bool) -> Bool {
        !(failure == ENOENT && creating)
    }
}
