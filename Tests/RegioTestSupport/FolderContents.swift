import Foundation

/// Every file of a folder with its bytes, by path inside it: what a test
/// compares to check that a folder was left exactly as it was.
public enum FolderContents {
    public static func of(_ folder: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                out[name] = try Data(contentsOf: url)
            }
        }
        return out
    }
}
