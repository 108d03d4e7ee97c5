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
        let data = try InputFile.read(url, file: "small.csv", limit: InputLimit(kind: .limitDatasetFile, bytes: 1_000))
        #expect(data.count == 1_000)
    }

    @Test func aFileOverTheLimitIsRefusedNamingFileSizeAndLimit() throws {
        let url = try Self.temporaryFile("big.csv", bytes: 3 << 20)
        let big = try #require(throws: InputFileError.self) {
            try InputFile.read(url, file: "data/big.csv", limit: InputLimit(kind: .limitDatasetFile, bytes: 2 << 20))
        }
        #expect(big.description == "data/big.csv: the file is 3 MB; the limit for a dataset file is 2 MB")
        #expect(big.message(in: .cs) == "data/big.csv: soubor má 3 MB; limit pro soubor datové sady je 2 MB")
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
            try InputFile.read(URL(fileURLWithPath: "/dev/zero"), limit: InputLimit(kind: .limitDatasetFile, bytes: 1 << 20))
        }
        #expect(error.description == "/dev/zero: the input is more than 1 MB, the limit for a dataset file")
    }

    @Test func foldersAndMissingFilesAreClearErrors() throws {
        let folder = try Self.temporaryFile("x", bytes: 1).deletingLastPathComponent()
        let isFolder = try #require(throws: InputFileError.self) { try InputFile.read(folder, file: "quizzes", limit: .quiz) }
        #expect(isFolder.description == "quizzes: cannot be read: this is a folder, not a file")
        #expect(isFolder.message(in: .cs) == "quizzes: nelze přečíst: je to složka, ne soubor")
        let gone = try #require(throws: InputFileError.self) {
            try InputFile.read(folder.appendingPathComponent("gone.json"), file: "gone.json", limit: .quiz)
        }
        #expect(gone.description == "gone.json: cannot be read: there is no such file")
        #expect(gone.message(in: .cs) == "gone.json: nelze přečíst: soubor neexistuje")
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
            let english = Message(limit.kind).text(in: .en)
            #expect(english.hasPrefix("a ") || english.hasPrefix("the "))
            #expect(limit.bytes >= 1 << 20)
        }
    }
}
