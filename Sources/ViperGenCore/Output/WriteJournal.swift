/// The list of temporary and backup files a run is about to create, written
/// at the project root before the first of them (`.viper-gen-journal`) and
/// deleted after the last is gone. A run killed part-way leaves it behind:
/// the next command that writes undoes what it names (``recover(with:)``),
/// and `check` reports it (``leftovers(with:)``).
///
/// Its text is untrusted like any file in the project: each line must name a
/// path inside the project whose file name is one viper-gen makes, or the
/// journal is refused as a whole.
public struct WriteJournal: Equatable, Sendable {
    /// The journal's name at the project root.
    public static let fileName = ".viper-gen-journal"
    static let header = "viper-gen journal 1"
    static let temporaryMarker = ".viper-gen-new-"
    static let backupMarker = ".viper-gen-old-"

    /// Temporary files: the new content before it is renamed into place.
    public var temporaries: [String]
    /// Backups: a second name of a replaced or deleted file, until the run ends.
    public var backups: [String]

    public init(temporaries: [String] = [], backups: [String] = []) {
        self.temporaries = temporaries
        self.backups = backups
    }

    var text: String {
        Self.header + "\n" + temporaries.map { "new " + $0 + "\n" }.joined()
            + backups.map { "old " + $0 + "\n" }.joined()
    }

    /// A temporary or backup name beside `path`: hidden, marked, and ending
    /// in random hex so that no one can plant a file or link there in advance.
    static func sibling(of path: String, marker: String, random words: inout RandomWords) -> String
    {
        let random = String(words.next(), radix: 16).leftPadded(to: 16, with: "0")
        return PathText.join(
            PathText.directory(of: path), "." + PathText.lastComponent(of: path) + marker + random)
    }

    /// The file a backup stands for, or `nil` when `path` is not a backup name.
    static func target(ofBackup path: String) -> String? {
        original(of: path, marker: backupMarker)
    }

    private static func original(of path: String, marker: String) -> String? {
        let name = PathText.lastComponent(of: path)
        let random = name.suffix(16)
        let rest = name.dropLast(16)
        guard name.hasPrefix("."), random.count == 16,
            random.unicodeScalars.allSatisfy(isLowercaseHexDigit),
            rest.hasSuffix(marker), rest.count > marker.count + 1
        else { return nil }
        let original = String(rest.dropFirst().dropLast(marker.count))
        // Names viper-gen makes stand beside a file, never for a folder itself.
        guard original != ".", original != ".." else { return nil }
        return PathText.join(PathText.directory(of: path), original)
    }

    /// `0`–`9` and `a`–`f`: the digits `sibling(of:marker:)` writes.
    private static func isLowercaseHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("a"..."f").contains(scalar)
    }

    /// Reads a journal's text; `nil` when any line is not one viper-gen writes.
    static func parse(_ bytes: [UInt8]) -> WriteJournal? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == header, lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        var journal = WriteJournal()
        for line in lines {
            let path = String(line.dropFirst(4))
            guard PathText.isPlainRelative(path),
                !path.unicodeScalars.contains(where: UnicodeText.isControl)
            else {
                return nil
            }
            if line.hasPrefix("new "), original(of: path, marker: temporaryMarker) != nil {
                journal.temporaries.append(path)
            } else if line.hasPrefix("old "), target(ofBackup: path) != nil {
                journal.backups.append(path)
            } else {
                return nil
            }
        }
        return journal
    }

    /// The journal a killed run left at the root, or `nil` when there is none.
    static func read(with writer: ConfinedWriter, root: String) throws(DiagnosticList)
        -> WriteJournal?
    {
        let bytes: [UInt8]
        do {
            guard try writer.exists(fileName) else { return nil }
            bytes = try writer.readFile(fileName)
        } catch {
            throw DiagnosticList([
                OutputDiagnostics.unreadableJournal(
                    PathText.join(root, fileName), reason: error.reason)
            ])
        }
        guard let journal = parse(bytes) else {
            throw DiagnosticList([
                OutputDiagnostics.unreadableJournal(
                    PathText.join(root, fileName),
                    reason: "it is not a journal viper-gen wrote")
            ])
        }
        return journal
    }

    /// The files a killed run left behind, the journal first; empty when none.
    public static func leftovers(in root: String, fileSystem: FileSystem) throws(DiagnosticList)
        -> [String]
    {
        guard fileSystem.kind(of: PathText.join(root, fileName)) != nil else { return [] }
        let writer: ConfinedWriter
        do {
            writer = try fileSystem.writer(beneath: root, creatingRoot: false)
        } catch {
            throw DiagnosticList([OutputDiagnostics.unreadableJournal(root, reason: error.reason)])
        }
        defer { writer.close() }
        guard let journal = try read(with: writer, root: root) else { return [] }
        // A name whose folder can't be entered (swapped for a link) may still
        // be there: it is reported, not dropped.
        return [fileName]
            + (journal.temporaries + journal.backups).filter { (try? writer.exists($0)) ?? true }
    }

    /// Undoes what a killed run left: deletes its temporary files, puts back
    /// each deleted file from its backup, drops the other backups (their file
    /// is in place), then deletes the journal. Returns the paths it touched.
    /// Safe to repeat if it is itself interrupted.
    public static func recover(in root: String, fileSystem: FileSystem) throws(DiagnosticList)
        -> [String]
    {
        guard fileSystem.kind(of: PathText.join(root, fileName)) != nil else { return [] }
        var touched: [String] = []
        do {
            let writer = try fileSystem.writer(beneath: root, creatingRoot: false)
            defer { writer.close() }
            guard let journal = try read(with: writer, root: root) else { return [] }
            for temporary in journal.temporaries where try writer.exists(temporary) {
                try writer.removeFile(temporary)
                touched.append(temporary)
            }
            for backup in journal.backups where try writer.exists(backup) {
                guard let target = target(ofBackup: backup) else { continue }
                if try writer.exists(target) {
                    try writer.removeFile(backup)
                } else {
                    try writer.move(backup, toNew: target)
                }
                touched.append(backup)
            }
            try writer.removeFile(fileName)
        } catch let error as FileSystemError {
            throw DiagnosticList([OutputDiagnostics.recoveryFailed(error)])
        } catch let error as DiagnosticList {
            throw error
        } catch {
            throw DiagnosticList([])
        }
        return touched
    }
}
