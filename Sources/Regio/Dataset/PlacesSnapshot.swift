import Foundation
import RegioGeo
import RegioPlaces

/// A binary copy of a dataset's loaded places (`places.snapshot` in the
/// dataset folder), which loads several times faster than the places'
/// GeoJSON: for a world dataset, a fraction of a second instead of seconds.
///
/// It is only a cache. `regio dataset build` writes it for datasets of at
/// least ``minimumPlaces`` places, after loading (and so validating) what it
/// wrote. It records a ``ContentFingerprint`` of the files the places were loaded from
/// (the manifest, the regions, every places file), and ``Dataset`` uses it only
/// while those hash the same; an edited, missing or damaged snapshot is passed
/// over and the GeoJSON is read as usual. Deleting it only makes loading slower.
///
/// ```swift
/// try PlacesSnapshot.write(dataset)     // after a build
/// let places = PlacesSnapshot.read(in: folder, manifest: manifest)   // nil: read the GeoJSON
/// ```
enum PlacesSnapshot {
    static let fileName = "places.snapshot"
    /// Smaller datasets load from GeoJSON in well under a second; no snapshot is written for them.
    static let minimumPlaces = 20_000
    /// "REGIOPLC" and the version, first in the file.
    static let magic: UInt64 = 0x434C_504F_4947_4552
    /// Raise it when the layout changes or when places are read from GeoJSON
    /// differently (a new property): older snapshots are then passed over.
    static let version: UInt32 = 2

    /// The hash of the files the places depend on: the manifest (which names
    /// the files and how region properties are read), the regions (ids a
    /// place refers to, polygons that assign a region) and every places file.
    static func sourceHash(in directory: URL, manifest: DatasetManifest) throws -> UInt64 {
        var hash = ContentFingerprint()
        hash.combine(Array("\(version)".utf8))
        let files = ["manifest.json", manifest.regions] + manifest.places
        for name in files {
            let url = DatasetManifest.url(name, in: directory)
            guard FileManager.default.fileExists(atPath: url.path) else { hash.combine([0]); continue }
            let data = try Data(contentsOf: url, options: .alwaysMapped)
            data.withUnsafeBytes { hash.combine(buffer: $0) }
        }
        return hash.value
    }

    /// Writes the snapshot of `dataset`'s places when it has enough places to
    /// gain from one (returns whether it did); replaces an older one atomically.
    @discardableResult
    static func write(_ dataset: Dataset, minimumPlaces: Int = minimumPlaces) throws -> Bool {
        let url = dataset.directory.appendingPathComponent(fileName)
        guard dataset.places.count >= minimumPlaces else {
            try? FileManager.default.removeItem(at: url)
            return false
        }
        var payload = ByteWriter(capacity: dataset.places.count * 200)
        payload.write(UInt32(dataset.places.count))
        for place in dataset.places { encode(place, into: &payload) }
        try DatasetCacheFile.write(payload, magic: magic, version: version,
                                   sources: try sourceHash(in: dataset.directory, manifest: dataset.manifest), to: url)
        return true
    }

    /// The places of the snapshot in `directory`, or nil when there is none or
    /// it does not belong to the files as they are now (or is damaged).
    static func read(in directory: URL, manifest: DatasetManifest) -> [Place]? {
        DatasetCacheFile.read(directory.appendingPathComponent(fileName), magic: magic, version: version,
                              sources: { try sourceHash(in: directory, manifest: manifest) }) { reader in
            let count = Int(try reader.uint32())
            var places: [Place] = []
            // (A count larger than the file runs out of bytes below.)
            places.reserveCapacity(min(count, 1 << 20))
            for _ in 0..<count { places.append(try decode(&reader)) }
            return places
        }
    }

    // MARK: Layout of one place

    static func encode(_ p: Place, into w: inout ByteWriter) {
        w.write(p.id)
        w.write(p.name)
        w.write(UInt32(p.alternateNames.count))
        for name in p.alternateNames { w.write(name) }
        w.write(p.localName)
        w.write(p.category.rawValue)
        w.write(p.coordinate.latitude)
        w.write(p.coordinate.longitude)
        w.write(p.regionID)
        w.write(p.address != nil)
        if let a = p.address { w.write(a.city); w.write(a.street); w.write(a.postalCode) }
        w.write(p.importance)
        w.write(p.population != nil)
        if let population = p.population { w.write(Int64(population)) }
        w.write(p.attributes != nil)
        if let attributes = p.attributes {
            w.write(UInt32(attributes.count))
            for key in attributes.keys.sorted() { w.write(key); w.write(attributes[key]!) }
        }
    }

    static func decode(_ r: inout ByteReader) throws -> Place {
        let id = try r.string()
        let name = try r.string()
        let alternateCount = Int(try r.uint32())
        var alternateNames: [String] = []
        alternateNames.reserveCapacity(min(alternateCount, 1_024))
        for _ in 0..<alternateCount { alternateNames.append(try r.string()) }
        let localName = try r.optionalString()
        let category = PlaceCategory(try r.string())
        let coordinate = Coordinate(latitude: try r.double(), longitude: try r.double())
        let regionID = try r.optionalString()
        let address = try r.bool() ? Address(city: try r.optionalString(), street: try r.optionalString(),
                                             postalCode: try r.optionalString()) : nil
        let importance = try r.double()
        let population = try r.bool() ? Int(try r.int64()) : nil
        var attributes: [String: String]?
        if try r.bool() {
            var all: [String: String] = [:]
            for _ in 0..<Int(try r.uint32()) { all[try r.string()] = try r.string() }
            attributes = all
        }
        return Place(id: id, name: name, alternateNames: alternateNames, category: category, coordinate: coordinate,
                     regionID: regionID, address: address, importance: importance, population: population,
                     attributes: attributes, localName: localName)
    }
}
