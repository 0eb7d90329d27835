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

    /// `failure` is the open's `errno`; `look` says what is there now (`nil`
    /// for nothing), and is asked only when the failure leaves it open: a
    /// missing folder that is being created needs no look.
    static func judge(failure: Int32, creating: Bool, look: () -> FileKind?) -> FailedFolderOpen {
        if failure == ENOENT, creating { return .create }
        let kindNow = look()
        if kindNow == .symbolicLink { return .link }
        if failure == ENOTDIR || failure == ELOOP, kindNow == .directory { return .swapped }
        return .failed
    }
}
