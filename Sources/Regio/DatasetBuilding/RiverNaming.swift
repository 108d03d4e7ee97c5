import Foundation
import RegioGDAL
import RegioGeo

/// Names GSHHG's rivers (which have none) after Natural Earth's named ones.
///
/// The rule: a GSHHG line of class 1–4 (permanent rivers) takes the name of the
/// Natural Earth river that lies within ``nearKm`` of at least ``share`` of its
/// points (up to 40 spread along it); of several, the one near the most points.
/// Natural Earth 10m is drawn for about 1:10,000,000, so its line strays a
/// kilometre or two from GSHHG's (about 1:250,000): 3 km keeps the match, while
/// a tributary, near the main river only at its mouth, stays unnamed.
struct RiverNaming {
    static let nearKm = 3.0
    static let share = 0.6

    private let named: [(index: Int, fields: [String: GDALFieldValue], shape: Geometry, box: BoundingBox)]

    /// `rivers`: Natural Earth's lines, or a user's (``OwnWater``); those without a name are left out.
    init(rivers: [VectorFeature], context: GeometryContext) throws {
        named = try rivers.enumerated().compactMap { i, f in
            guard f.string("name") != nil, let g = f.geometry else { return nil }
            let shape = try Geometry(geoJSON: g, context: context)
            guard let box = shape.bounds else { return nil }
            return (i, f.fields, shape, box)
        }
    }

    /// The Natural Earth fields (name, name_alt, scalerank) for a line of `riverClass`, or none.
    func fields(for points: [Coordinate], riverClass: Int) throws -> [String: GDALFieldValue] {
        try match(for: points, riverClass: riverClass)?.fields ?? [:]
    }

    /// The named river (its index among `rivers`, and fields) that a line of `riverClass` follows, by the rule above; nil for none.
    func match(for points: [Coordinate], riverClass: Int) throws -> (index: Int, fields: [String: GDALFieldValue])? {
        guard (1...4).contains(riverClass), let own = BoundingBox(around: points) else { return nil }
        let margin = Self.nearKm / 70   // degrees, generous at Czech latitudes
        let near = named.filter {
            $0.box.intersects(BoundingBox(west: own.west - margin, south: own.south - margin,
                                          east: own.east + margin, north: own.north + margin))
        }
        guard !near.isEmpty else { return nil }
        let step = max(1, points.count / 40)
        let samples = stride(from: 0, to: points.count, by: step).map { points[$0] }
        var best: (count: Int, index: Int, fields: [String: GDALFieldValue])?
        for candidate in near {
            let count = try samples.filter { try candidate.shape.distanceKm(to: $0) <= Self.nearKm }.count
            if Double(count) >= Self.share * Double(samples.count), count > best?.count ?? 0 { best = (count, candidate.index, candidate.fields) }
        }
        return best.map { ($0.index, $0.fields) }
    }
}
