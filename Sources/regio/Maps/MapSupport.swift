import ArgumentParser
import Foundation
import Regio

extension MapPlaces: ExpressibleByArgument {}

extension CommandContext {
    /// The scene builder over the session's places and the user's favourites.
    func mapSceneBuilder() throws -> MapSceneBuilder {
        MapSceneBuilder(dataset: try dataset(), places: try places(), favourites: try store().favourites.list(),
                        language: language)
    }

    /// The cluster index of the session's places for `map --places clusters`.
    /// Built here for now; to be swapped for the session's shared index
    /// (Sources/regio/CLI/Session.swift) when that lands.
    func mapClusterIndex() throws -> ClusterIndex {
        do { return try ClusterIndex(places: try places()) } catch let error as ClusterError {
            throw CommandError("the places cannot be clustered: \(error)")
        }
    }

    /// The standard style, or a style file over it, with legend texts in the session's language.
    func mapStyle(file: String?) throws -> MapStyle {
        let style = try file.map { try MapStyle.load(from: URL(fileURLWithPath: $0)) } ?? .standard
        return style.localized(language)
    }
}

/// How map commands show sizes and times.
enum MapFormat {
    /// 512 B, 41.2 kB, 3.4 MB.
    static func bytes(_ n: Int) -> String {
        if n < 1000 { return "\(n) B" }
        if n < 1_000_000 { return String(format: "%.1f kB", Double(n) / 1000) }
        return String(format: "%.1f MB", Double(n) / 1_000_000)
    }

    static func seconds(_ s: Double) -> String { String(format: "%.1f s", s) }

    /// The size of a file or of every file under a folder, in bytes.
    static func size(of url: URL) -> Int {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isDir) else { return 0 }
        if !isDir.boolValue { return (try? fm.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0 }
        var total = 0
        let walker = fm.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        while let item = walker?.nextObject() as? URL {
            let values = try? item.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            if values?.isRegularFile == true { total += values?.fileSize ?? 0 }
        }
        return total
    }
}
