#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real disk, through POSIX calls (fast, and no hidden global state such as
/// a current directory: every path passed in is absolute).
public final class LocalFileSystem: FileSystem {
    public init() {}

    /// Every call is a self-contained system call on absolute paths: safe from any thread.
    public var allowsConcurrentReads: Bool { true }

    public func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.error(path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Self.error(path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw FileSystemError(path: path, reason: "not a regular file")
        }
        var bytes = [UInt8]()
        var capacity = max(Int(info.st_size), 0) + 1
        var count = 0
        while true {
            if bytes.count < capacity { bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count)) }
            let received = bytes.withUnsafeMutableBytes { buffer in
                posixRead(descriptor, buffer.baseAddress! + count, capacity - count)
            }
            if received < 0 {
                if errno == EINTR { continue }
                throw Self.error(path)
            }
            if received == 0 { break }
            count += received
            // All the bytes fstat announced are in: take them as the file, sparing the read that finds the end.
            if count == Int(info.st_size), count > 0 { break }
            if count == capacity { capacity *= 2 }
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    public func kind(of path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .file
        }
    }

    public func entries(in directory: String) throws(FileSystemError) -> [String] {
        try kindsOfEntries(in: directory).map(\.name)
    }

    /// One `readdir` pass; an `lstat` only where the listing does not say the type.
    public func kindsOfEntries(in directory: String) throws(FileSystemError) -> [(name: String, kind: FileKind?)] {
        guard let stream = opendir(directory) else { throw Self.error(directory) }
        defer { closedir(stream) }
        var result: [(name: String, kind: FileKind?)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): result.append((name, .directory))
            case Int32(DT_REG): result.append((name, .file))
            case Int32(DT_LNK): result.append((name, .symbolicLink))
            case Int32(DT_UNKNOWN): result.append((name, kind(of: directory + "/" + name)))
            default: result.append((name, .file))
            }
        }
        return result
    }

    public func resolvingSymlinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let folder = PathText.directory(of: path)
        try createDirectory(folder)
        var existing = stat()
        let existingMode: mode_t? = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        let temporary = folder + "/." + PathText.lastComponent(of: path) + ".viper-gen-\(getpid()).tmp"
        do {
            try write(bytes, to: temporary)
            if let mode = existingMode { chmod(temporary, mode) }
            try rename(temporary, to: path)
        } catch {
            unlink(temporary)
            throw error
        }
    }

    public func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Self.error(path) }
        defer { close(descriptor) }
        guard FileDescriptor.writeAll(bytes, to: descriptor) else { throw Self.error(path) }
    }

    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        guard posixRename(source, destination) == 0 else { throw Self.error(destination) }
    }

    public func copyPermissions(from source: String, to destination: String) {
        var info = stat()
        if stat(source, &info) == 0 { chmod(destination, info.st_mode & 0o7777) }
    }

    public func removeDirectory(_ path: String) throws(FileSystemError) {
        guard rmdir(path) == 0 else { throw Self.error(path) }
    }

    public func createDirectory(_ path: String) throws(FileSystemError) {
        if directoryExists(path) { return }
        let parent = PathText.directory(of: path)
        if parent != path, parent != "/", parent != "." { try createDirectory(parent) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST { throw Self.error(path) }
        guard directoryExists(path) else { throw FileSystemError(path: path, reason: "not a folder") }
    }

    public func removeFile(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 else { throw Self.error(path) }
    }

    /// The current working folder of this process (read once, by the CLI).
    public static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func error(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: String(cString: strerror(errno)))
    }
}

private func posixRename(_ source: String, _ destination: String) -> Int32 {
    #if canImport(Glibc)
    Glibc.rename(source, destination)
    #else
    Darwin.rename(source, destination)
    #endif
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
