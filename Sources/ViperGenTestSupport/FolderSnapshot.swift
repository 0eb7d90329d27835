import Foundation
import ViperGenCore

/// Reads and writes a folder of text files as `[relative path: text]`.
public enum FolderSnapshot {
    /// Every regular file below `folder`, by path relative to it (hidden files skipped).
    public static func read(_ folder: String) -> [String: String] {
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = enumerator.nextObject() as? String {
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                let data = FileManager.default.contents(atPath: path)
            else { continue }
            result[relative] = String(decoding: data, as: UTF8.self)
        }
        return result
    }

    /// Replaces `folder`'s content with `files`.
    public static func write(_ files: [String: String], to folder: String) throws {
        try? FileManager.default.removeItem(atPath: folder)
        for (relative, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// A readable account of how `actual` differs from `expected`: missing and
    /// extra files, and a unified diff per changed file. Empty when equal.
    public static func differences(expected: [String: String], actual: [String: String]) -> String {
        var report = ""
        for path in Set(expected.keys).union(actual.keys).sorted() {
            switch (expected[path], actual[path]) {
            case (nil, _?): report += "extra file (not in the golden): \(path)\n"
            case (_?, nil): report += "missing file (in the golden, not produced): \(path)\n"
            case (let old?, let new?) where old != new:
                report += UnifiedDiff(old: old, new: new).rendered(
                    oldLabel: "golden/\(path)", newLabel: "actual/\(path)")
            default: break
            }
        }
        return report
    }

    /// Compares `files` with the golden folder `Snapshots/<name>`: `nil` when
    /// they agree, else why not. With `VIPER_GEN_RECORD=1` it re-records the
    /// golden first and still returns a failure, so a new golden is reviewed.
    public static func mismatch(_ files: [String: String], golden name: String) throws -> String? {
        let folder = PackagePaths.snapshots + "/" + name
        if PackagePaths.isRecording {
            try write(files, to: folder)
            return
                "re-recorded Snapshots/\(name); review it with `git diff`, then run the tests again"
        }
        let differences = differences(expected: read(folder), actual: files)
        return differences.isEmpty
            ? nil
            : "Snapshots/\(name) differs (re-record with VIPER_GEN_RECORD=1):\n" + differences
    }
}
