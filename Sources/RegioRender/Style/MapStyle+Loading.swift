import Foundation
import RegioGeo

extension MapStyle {
    /// Loads a style file: a JSON object that overrides any part of
    /// ``standard`` (missing keys keep the standard values). Unknown keys,
    /// bad colours and out-of-range sizes throw a ``DataError`` naming the
    /// file and the JSON path; a file over ``InputLimit/style`` is refused unread.
    public static func load(from url: URL) throws -> MapStyle {
        try MapStyle(json: DataError.read(url, limit: .style), file: url.path)
    }

    /// Parses style JSON (see ``load(from:)``); `file` names it in errors.
    public init(json: Data, file: String = "<style>") throws {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: json) } catch {
            throw DataError(file: file, message: "is not valid JSON: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")")
        }
        guard let overrides = object as? [String: Any] else {
            throw DataError(file: file, location: "(top level)", message: "expected an object")
        }
        let base = try JSONSerialization.jsonObject(with: JSONEncoder().encode(MapStyle.standard)) as! [String: Any]
        let merged = try Self.merge(overrides, onto: base, path: "", file: file)
        do {
            self = try JSONDecoder().decode(MapStyle.self, from: JSONSerialization.data(withJSONObject: merged))
        } catch {
            throw DataError(file: file, decodingError: error)
        }
        try validate(file: file)
    }

    /// The style as JSON (a complete style file to start editing from).
    public func jsonData() throws -> Data {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try e.encode(self)
    }

    private static func merge(_ over: [String: Any], onto base: [String: Any], path: String, file: String) throws -> [String: Any] {
        var out = base
        let freeKeys = path == "places.categories"
        for (key, value) in over {
            let here = path.isEmpty ? key : "\(path).\(key)"
            var baseValue = base[key]
            if baseValue == nil && freeKeys {
                // A new category starts from the default symbol.
                let places = try JSONSerialization.jsonObject(with: JSONEncoder().encode(MapStyle.standard.places)) as! [String: Any]
                baseValue = places["defaultSymbol"]
            }
            guard let baseValue else {
                throw DataError(file: file, location: here,
                                message: "unknown key '\(key)'; known keys here: \(base.keys.sorted().joined(separator: ", "))")
            }
            if let b = baseValue as? [String: Any], let o = value as? [String: Any] {
                out[key] = try merge(o, onto: b, path: here, file: file)
            } else {
                out[key] = value
            }
        }
        return out
    }

    /// Checks sizes and zooms; throws a ``DataError`` with the JSON path.
    public func validate(file: String = "<style>") throws {
        func check(_ v: Double, _ path: String, _ range: ClosedRange<Double>) throws {
            guard v.isFinite, range.contains(v) else {
                throw DataError(file: file, location: path, message: "\(v) is out of range: use \(range.lowerBound)…\(range.upperBound)")
            }
        }
        for (name, a) in [("neighbour", neighbour), ("region", region), ("highlighted", highlighted)] {
            try check(a.strokeWidth, "\(name).strokeWidth", 0...50)
            for (i, d) in a.dash.enumerated() { try check(d, "\(name).dash[\(i)]", 0.1...100) }
        }
        try check(river.minWidth, "river.minWidth", 0...50); try check(river.maxWidth, "river.maxWidth", 0...50)
        try check(river.minZoom, "river.minZoom", 0...24); try check(river.detailZoom, "river.detailZoom", 0...24)
        try check(river.smallScaleImportance, "river.smallScaleImportance", 0...1)
        for (i, z) in river.classMinZoom.enumerated() { try check(z, "river.classMinZoom[\(i)]", 0...99) }
        try check(relief.azimuth, "relief.azimuth", 0...360); try check(relief.altitude, "relief.altitude", 1...90)
        try check(relief.exaggeration, "relief.exaggeration", 0...1000)
        try check(water.strokeWidth, "water.strokeWidth", 0...50); try check(water.minSize, "water.minSize", 0...1000)
        guard !towns.classes.isEmpty else { throw DataError(file: file, location: "towns.classes", message: "needs at least one class") }
        for (i, t) in towns.classes.enumerated() {
            try check(t.radius, "towns.classes[\(i)].radius", 0...100)
            try check(t.fontSize, "towns.classes[\(i)].fontSize", 1...200)
            try check(t.minZoom, "towns.classes[\(i)].minZoom", 0...24)
            if i > 0 && t.minPopulation < towns.classes[i - 1].minPopulation {
                throw DataError(file: file, location: "towns.classes[\(i)].minPopulation", message: "classes must ascend by minPopulation")
            }
        }
        try check(places.minZoom, "places.minZoom", 0...24); try check(places.fontSize, "places.fontSize", 1...200)
        try check(places.defaultSymbol.radius, "places.defaultSymbol.radius", 0...100)
        for (k, s) in places.categories { try check(s.radius, "places.categories.\(k).radius", 0...100) }
        try check(clusters.minRadius, "clusters.minRadius", 1...100); try check(clusters.maxRadius, "clusters.maxRadius", 1...200)
        try check(clusters.fontSize, "clusters.fontSize", 1...200)
        try check(favourites.symbol.radius, "favourites.symbol.radius", 0...100)
        try check(labels.haloWidth, "labels.haloWidth", 0...20); try check(labels.padding, "labels.padding", 0...50)
        for (p, v) in [("labels.regionFontSize", labels.regionFontSize), ("labels.highlightedRegionFontSize", labels.highlightedRegionFontSize),
                       ("labels.riverFontSize", labels.riverFontSize), ("page.titleFontSize", page.titleFontSize),
                       ("page.legendFontSize", page.legendFontSize), ("page.attributionFontSize", page.attributionFontSize)] {
            try check(v, p, 1...200)
        }
        guard !fontFamily.isEmpty else { throw DataError(file: file, location: "fontFamily", message: "must not be empty") }
    }
}
