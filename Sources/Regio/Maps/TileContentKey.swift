import Foundation
import RegioCore
import RegioRender
import RegioSync

extension RegioEngine {
    /// A name for everything a served tile is drawn from, so that tiles kept
    /// on disk across restarts are taken only by a server that would draw the
    /// same ones: it changes when the running program (a new build draws
    /// differently), a file of the dataset folder, a `--places` file or the
    /// synced places or the font files the labels are drawn in change. Files
    /// are told apart by path, size and time of change, not read.
    ///
    /// ```swift
    /// let key = try engine.tileContentKey()   // "5c1e0f3a9b2d7e41", 16 hex digits
    /// ```
    public func tileContentKey() throws -> String {
        var key = ContentFingerprint()
        func add(_ text: String) { key.combine(Array((text + "\n").utf8)) }
        func addFile(_ path: String) { add(FileStamp.of(path) ?? "\(path) absent") }
        addFile("/proc/self/exe")
        let folder = configuration.datasetDirectory.standardizedFileURL
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.standardizedFileURL.path } ?? []
        files.sorted().forEach(addFile)
        configuration.placesFiles.forEach(addFile)
        // The fonts the labels are drawn in (a font installed later may be matched instead): tiles are
        // drawn in the standard style (``TileService``), whose font no language changes, only its texts.
        let family = try mapStyle(file: nil, language: .en).fontFamily
        add("font \(family)")
        FontFiles.matching(family: family).forEach(addFile)
        do {
            if let store = try existingStore(), let state = try SyncCache(store: store).state(of: SyncCollection.places.name) {
                add("synced \(state.sourceURL) \(state.etag ?? "") \(state.changedAt.timeIntervalSince1970) \(state.itemCount)")
            }
        } catch {
            // The place library leaves the synced places out then (and says so); so do the tiles.
            add("synced places unreadable")
        }
        return String(format: "%016llx", key.value)
    }
}
