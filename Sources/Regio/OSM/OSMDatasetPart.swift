import Foundation
import RegioGeo

/// The part of `dataset build --osm FILE` that comes from an OpenStreetMap
/// extract: checked first (``OSMFileCheck``: a damaged, history or change
/// file stops the build before anything is written), then read once
/// (``OSMExtract``) with its map layers streamed into `basemap.gpkg`
/// (``OSMBasemapLayers``) and its places written to `osm-places.geojson`
/// (``OSMPlacesFile``) once the GeoNames towns are there to merge with.
struct OSMDatasetPart {
    let file: URL
    let box: BoundingBox?
    let progress: ((DatasetBuildProgress) -> Void)?

    /// Checks `file` for the dataset's `box` (the whole file when nil).
    init(file: URL, box: BoundingBox?, progress: ((DatasetBuildProgress) -> Void)?) throws {
        self.file = file
        self.box = box
        self.progress = progress
        progress?(DatasetBuildProgress(stage: .osmCheck, done: 0, total: 0))
        try OSMFileCheck.check(file) { read, total in
            progress?(DatasetBuildProgress(stage: .osmCheck, done: read >> 20, total: total >> 20))
        }
    }

    /// Reads the extract, writing its layers and places into the dataset folder of `dataset`.
    func write(into folder: URL, dataset: Dataset) throws -> OSMBuildReport {
        let started = Date()
        progress?(DatasetBuildProgress(stage: .osm, done: 0, total: 0))
        let layers = try OSMBasemapLayers(folder: folder)
        let extract: OSMExtract
        do {
            extract = try OSMExtract.read(file, box: box, checked: true, temporaryFolder: folder,
                                          progress: { read in progress?(DatasetBuildProgress(stage: .osm, done: read, total: 0)) },
                                          write: layers.write)
            try layers.finish()
        } catch {
            layers.discard()
            throw error
        }
        let places = try OSMPlacesFile.write(extract.places, dataset: dataset,
                                             to: folder.appendingPathComponent(OSMPlacesFile.fileName))
        return OSMBuildReport(
            file: file.path, roadsByClass: extract.roadsByClass,
            layers: Dictionary(uniqueKeysWithValues: OSMLayerKind.allCases.map { ($0.rawValue, extract.layers[$0] ?? 0) }),
            places: places.written, placesByCategory: places.byCategory, mergedTowns: places.mergedTowns, duplicatePlaces: places.duplicates,
            placesOutsideRegions: places.outsideRegions, skipped: extract.skipped,
            brokenWays: extract.brokenWays, brokenRelations: extract.brokenRelations,
            seconds: Date().timeIntervalSince(started))
    }
}
