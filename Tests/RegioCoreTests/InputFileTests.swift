import Foundation
import Testing
import RegioCore

/// Every input is read through `InputFile` with a size limit: a file over it is
/// refused before it is read, with a message naming the file, its size and the limit.
@Suite struct InputFileTests {
    static func temporaryFile(_ name: String, bytes: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(repeating: UInt8(ascii: "x"), count: bytes).write(to: url)
        return url
    }

    @Test func aFileWithinTheLimitIsReadWhole() throws {
        let url = try Self.temporaryFile("small.csv", bytes: 1_000)
        let data = try InputFile.read(url, file: "small.csv", limit: InputLimit(kind: "a test file", bytes: 1_000))
        #expect(data.count == 1_000)
    }

    @Test func aFileOverTheLimitIsRefusedNamingFileSizeAndLimit() throws {
        let url = try Self.temporaryFile("big.csv", bytes: 3 << 20)
        #expect(throws: InputFileError(file: "data/big.csv", message: "the file is 3 MB; the limit for a test file is 2 MB")) {
            try InputFile.read(url, file: "data/big.csv", limit: InputLimit(kind: "a test file", bytes: 2 << 20))
        }
        // The real limits are checked from the size alone: a sparse file of 1.5 GB is refused at once.
        let sparse = url.deletingLastPathComponent().appendingPathComponent("sparse.csv")
        FileManager.default.createFile(atPath: sparse.path, contents: nil)
        let handle = try FileHandle(forWritingTo: sparse)
        try handle.truncate(atOffset: UInt64(3) << 29)
        try handle.close()
        let error = try #require(throws: InputFileError.self) { try InputFile.read(sparse, limit: .catalogue) }
        #expect(error.description == "\(sparse.path): the file is 1.5 GB; the limit for a place catalogue is 1 GB")
    }

    @Test func aStreamIsStoppedAtTheLimit() throws {
        // /dev/zero never ends: it must not be read to the end.
        let error = try #require(throws: InputFileError.self) {
            try InputFile.read(URL(fileURLWithPath: "/dev/zero"), limit: InputLimit(kind: "a test file", bytes: 1 << 20))
        }
        #expect(error.description == "/dev/zero: the input is more than 1 MB, the limit for a test file")
    }

    @Test func foldersAndMissingFilesAreClearErrors() throws {
        let folder = try Self.temporaryFile("x", bytes: 1).deletingLastPathComponent()
        #expect(throws: InputFileError(file: "quizzes", message: "cannot be read: this is a folder, not a file")) {
            try InputFile.read(folder, file: "quizzes", limit: .quiz)
        }
        #expect(throws: InputFileError(file: "gone.json", message: "cannot be read: No such file or directory")) {
            try InputFile.read(folder.appendingPathComponent("gone.json"), file: "gone.json", limit: .quiz)
        }
    }

    @Test func sizesAreDescribedInWords() {
        #expect(InputLimit.describe(512) == "512 bytes")
        #expect(InputLimit.describe(64 << 10) == "64 kB")
        #expect(InputLimit.describe(1_572_864) == "1.5 MB")
        #expect(InputLimit.describe(1 << 30) == "1 GB")
        #expect(InputLimit.describe(1_150_000_000) == "1.07 GB")
        #expect(InputLimit.describe(12_900_000) == "12.3 MB")
        #expect(InputLimit.describe(200_000_066) == "191 MB")
        // Every limit has a kind for messages and room above real files.
        for limit in InputLimit.all {
            #expect(limit.kind.hasPrefix("a ") || limit.kind.hasPrefix("the "))
            #expect(limit.bytes >= 1 << 20)
        }
    }
}
