import Foundation

/// Every file and folder below a folder with its bytes and modification time,
/// to prove that a run changed nothing.
public enum FileTree {
    public struct Entry: Equatable, CustomStringConvertible {
        public var bytes: Data?
        public var modified: Date?

        public var description: String { bytes.map { "file of \($0.count) bytes, \(modified!)" } ?? "folder" }
    }

    public static func snapshot(_ folder: String) throws -> [String: Entry] {
        var result: [String: Entry] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = enumerator.nextObject() as? String {
            let path = folder + "/" + relative
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let isFolder = attributes[.type] as? FileAttributeType == .typeDirectory
            result[relative] = Entry(bytes: isFolder ? nil : FileManager.default.contents(atPath: path),
                                     modified: isFolder ? nil : attributes[.modificationDate] as? Date)
        }
        return result
    }
}
