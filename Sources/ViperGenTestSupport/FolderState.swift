import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything below a folder that a run could change, hidden entries
/// included: each entry's kind, bytes (or link target), mode, inode and times.
/// A FIFO or device is recorded by kind alone, so taking a state never blocks.
/// Two states taken before and after a run prove what the run touched.
public struct FolderState: Equatable, Sendable {
    /// The parts of an entry two states are compared on.
    public struct Aspects: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Which paths exist, their kinds, and the bytes of files and link targets.
        public static let contents = Aspects(rawValue: 1)
        /// Modification times of files and links.
        public static let fileTimes = Aspects(rawValue: 2)
        /// Modification times of folders (they change when an entry is added or removed).
        public static let folderTimes = Aspects(rawValue: 4)
        /// Inode numbers and permission bits.
        public static let identity = Aspects(rawValue: 8)
        /// Status-change times (any write, rename or chmod changes them).
        public static let statusTimes = Aspects(rawValue: 16)

        public static let all: Aspects = [
            .contents, .fileTimes, .folderTimes, .identity, .statusTimes,
        ]
    }

    /// One file, folder, symbolic link or special file.
    public struct Entry: Equatable, Sendable {
        /// `special` is a FIFO, socket or device: its kind is recorded, never its bytes.
        public enum Kind: String, Sendable { case file, folder, link, special }

        public var kind: Kind
        /// A file's bytes or a link's target; empty for folders and special files.
        public var bytes: [UInt8]
        public var mode: UInt32
        public var inode: UInt64
        /// Modification time in nanoseconds.
        public var modified: Int64
        /// Status-change time in nanoseconds.
        public var statusChanged: Int64
    }

    /// Entries by path relative to the folder; the folder itself is `.`.
    public var entries: [String: Entry]

    /// Reads the state of `folder` and everything below it (links are not followed).
    public init(of folder: String) throws {
        entries = [:]
        var pending = ["."]
        while let relative = pending.popLast() {
            let path = relative == "." ? folder : folder + "/" + relative
            let entry = try Self.entry(at: path)
            entries[relative] = entry
            guard entry.kind == .folder else { continue }
            for name in try FileManager.default.contentsOfDirectory(atPath: path) {
                pending.append(relative == "." ? name : relative + "/" + name)
            }
        }
    }

    /// Paths of regular files, sorted.
    public var filePaths: [String] {
        entries.filter { $0.value.kind == .file }.map(\.key).sorted()
    }

    /// The text of the file at `path`, if there is one.
    public func text(_ path: String) -> String? {
        guard let entry = entries[path], entry.kind == .file else { return nil }
        return String(decoding: entry.bytes, as: UTF8.self)
    }

    /// One line per difference in the chosen aspects, `before` being `self`;
    /// empty when the states agree.
    public func differences(to after: FolderState, in aspects: Aspects = .all) -> String {
        var lines: [String] = []
        for path in Set(entries.keys).union(after.entries.keys).sorted() {
            switch (entries[path], after.entries[path]) {
            case (nil, let new?):
                if aspects.contains(.contents) {
                    lines.append("added \(new.kind.rawValue): \(path)")
                }
            case (let old?, nil):
                if aspects.contains(.contents) {
                    lines.append("removed \(old.kind.rawValue): \(path)")
                }
            case (let old?, let new?):
                lines += Self.changes(from: old, to: new, in: aspects).map { "\($0): \(path)" }
            case (nil, nil):
                break
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func changes(from old: Entry, to new: Entry, in aspects: Aspects) -> [String] {
        var changes: [String] = []
        if aspects.contains(.contents) {
            if old.kind != new.kind {
                changes.append("kind \(old.kind.rawValue) -> \(new.kind.rawValue)")
            }
            if old.bytes != new.bytes { changes.append("bytes changed") }
        }
        let times: Aspects = old.kind == .folder ? .folderTimes : .fileTimes
        if aspects.contains(times), old.modified != new.modified {
            changes.append("modification time changed")
        }
        if aspects.contains(.identity) {
            if old.inode != new.inode { changes.append("inode changed") }
            if old.mode != new.mode {
                changes.append(
                    "mode \(String(old.mode, radix: 8)) -> \(String(new.mode, radix: 8))")
            }
        }
        if aspects.contains(.statusTimes), old.statusChanged != new.statusChanged {
            changes.append("status-change time changed")
        }
        return changes
    }

    private static func entry(at path: String) throws -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        let kind: Entry.Kind
        var bytes: [UInt8] = []
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            kind = .folder
        case S_IFLNK:
            kind = .link
            bytes = Array(try FileManager.default.destinationOfSymbolicLink(atPath: path).utf8)
        case S_IFIFO, S_IFSOCK, S_IFCHR, S_IFBLK:
            kind = .special
        default:
            kind = .file
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #if canImport(Darwin)
            let (modified, statusChanged) = (info.st_mtimespec, info.st_ctimespec)
        #else
            let (modified, statusChanged) = (info.st_mtim, info.st_ctim)
        #endif
        return Entry(
            kind: kind, bytes: bytes, mode: UInt32(info.st_mode & 0o7777),
            inode: UInt64(info.st_ino),
            modified: nanoseconds(modified), statusChanged: nanoseconds(statusChanged))
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
