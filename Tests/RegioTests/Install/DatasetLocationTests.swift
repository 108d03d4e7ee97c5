import Foundation
import Regio
import Testing

/// How the built-in dataset is found: $REGIO_DATA, then share/regio/data
/// beside the executable, then the source tree.
@Suite struct DatasetLocationTests {
    /// A scratch prefix `<tmp>/prefix` with `bin/regio` (an empty file) and,
    /// when asked, a copy of the built-in dataset in `share/regio/data`.
    struct ScratchPrefix {
        let root: URL
        var executable: URL { root.appendingPathComponent("bin/regio") }
        var data: URL { root.appendingPathComponent("share/regio/data") }

        init(withData: Bool) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("regio-prefix-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: executable.path, contents: Data())
            if withData {
                try FileManager.default.createDirectory(at: data.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: TestPaths.embeddedData, to: data)
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func theInstalledDataBesideTheExecutableWinsOverTheSourceTree() throws {
        let prefix = try ScratchPrefix(withData: true)
        defer { prefix.remove() }
        let found = try DatasetLocation.builtIn(environment: [:], executable: prefix.executable).get()
        #expect(found.origin == .installed)
        #expect(found.directory.path == prefix.data.standardizedFileURL.path)
        let dataset = try Dataset.load(from: found.directory)
        #expect(dataset.regions.count == 14)
    }

    @Test func withoutInstalledDataTheSourceTreeIsUsed() throws {
        let prefix = try ScratchPrefix(withData: false)
        defer { prefix.remove() }
        let found = try DatasetLocation.builtIn(environment: [:], executable: prefix.executable).get()
        #expect(found.origin == .sourceTree)
        #expect(found.directory.standardizedFileURL.path == TestPaths.embeddedData.standardizedFileURL.path)
        let searched = DatasetLocation.candidates(environment: [:], executable: prefix.executable)
        #expect(searched.map(\.origin) == [.installed, .sourceTree])
    }

    @Test func regioDataOverridesEverythingAndIsNotSilentlyIgnored() throws {
        let prefix = try ScratchPrefix(withData: true)
        defer { prefix.remove() }
        let other = TestPaths.dataset("valid")
        let found = try DatasetLocation.builtIn(environment: ["REGIO_DATA": other.path], executable: prefix.executable).get()
        #expect(found == DatasetLocation(directory: other, origin: .environment))

        let missing = prefix.root.appendingPathComponent("nowhere").path
        let result = DatasetLocation.builtIn(environment: ["REGIO_DATA": missing], executable: prefix.executable)
        guard case .failure(let error) = result else { Issue.record("a missing $REGIO_DATA must not fall back: \(result)"); return }
        #expect(error.description.hasPrefix("\(missing): is not a dataset folder"))
        #expect(error.description.contains("$REGIO_DATA"))
    }

    @Test func theErrorWhenNothingIsFoundListsEveryPlaceSearched() {
        let error = DatasetNotFoundError(searched: [
            DatasetLocation(directory: URL(fileURLWithPath: "/opt/x/share/regio/data"), origin: .installed),
            DatasetLocation(directory: URL(fileURLWithPath: "/gone/src/data"), origin: .sourceTree),
        ])
        #expect(error.description == "no dataset found: looked in /opt/x/share/regio/data (installed), /gone/src/data (source tree); "
            + "reinstall regio, set REGIO_DATA to a dataset folder, or give --data DIR")
    }

    @Test func theVersionReportNamesTheDatasetItsDateAndWhereItCameFrom() throws {
        let prefix = try ScratchPrefix(withData: true)
        defer { prefix.remove() }
        let report = VersionReport.make(environment: [:], executable: prefix.executable)
        #expect(report.version == RegioVersion.current)
        #expect(report.datasetError == nil)
        let dataset = try #require(report.dataset)
        #expect(dataset.name == "Czech Republic")
        #expect(dataset.date?.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil, "the built-in manifest carries a date: \(String(describing: dataset.date))")
        #expect(dataset.directory == prefix.data.standardizedFileURL.path)
        #expect(dataset.source == .installed)

        let given = VersionReport.make(dataDirectory: TestPaths.dataset("valid").path, environment: [:], executable: prefix.executable)
        #expect(given.dataset?.source == .option)
        #expect(given.dataset?.date == nil)

        let broken = VersionReport.make(environment: ["REGIO_DATA": prefix.root.path], executable: prefix.executable)
        #expect(broken.version == RegioVersion.current && broken.dataset == nil)
        #expect(broken.datasetError?.contains("$REGIO_DATA") == true)
    }
}
