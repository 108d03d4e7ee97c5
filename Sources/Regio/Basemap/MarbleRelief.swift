import Foundation
import RegioGDAL
import RegioGeo

/// Elevations in metres at 2′ (about 3.7 km) from Marble's grey relief grid
/// derived from SRTM30 (`marble-qt-data`'s `maps/earth/srtm/3`, put together
/// by `scripts/fetch-basemap` as `marble-srtm.vrt`), where ETOPO5 (5′) is too
/// coarse: at 5′ the Inn valley at Innsbruck is a 2,040 m cell.
///
/// The tiles are 8-bit grey, not metres. Checked by hand (docs/relief.md):
/// tile ROW_COL covers lon −180+22.5·COL … +22.5, lat 90−22.5·ROW … −22.5,
/// 675 px, pixel-is-area (Natural Earth's coast matches best unshifted, at
/// greys ≥ 99–108); there is no no-data value: the sea has greys too (deep
/// Pacific 28, Mediterranean 41), land starts at about 100.
///
/// The grey → metres table (``metres``) is a monotone lookup by quantiles,
/// since the relation is far from linear (100 m per 10 greys at 120, 500 m
/// per 10 greys at 200): on land (Natural Earth 10m) between 60° S and 75° N,
/// at the 525,326 Marble pixels whose centres fall on an ETOPO5 node (every
/// fifth row and column), the grey of cumulative share p is given the ETOPO5
/// height of the same share p; smoothed over 5 greys (ETOPO5's land heights
/// come in steps of 30.48 m, which would make terraces) and made increasing;
/// above grey 241 (the highest seen) extended by the slope of the last ten.
/// Checks: Brno 133 → 228 m (real ≈ 230), Prague 135 → 258 m (≈ 250),
/// Sněžka 186 → 1,529 m (1,603), Innsbruck 169 → 877 m (574; the 2′ cell
/// includes the slopes), Nordkette 194 → 2,041 m.
///
/// Below ``seaGrey`` (sea, and coastal lowland such as the Netherlands at 98)
/// the table is not used: the elevation is ETOPO5's, so sea stays sea.
struct MarbleRelief {
    /// The credit of a relief drawn from these tiles.
    static let credit = "SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+)"
    /// The lowest grey read as land.
    static let seaGrey = 100
    /// Metres for greys ``seaGrey`` … 255.
    static let metres: [Float] = [
        1, 10, 16, 22, 26, 29, 32, 35, 38, 44, 50, 55, 58, 61, 64, 70, 76, 82, 90, 96, 102, 108, 118, 127, 136, 142,
        151, 161, 168, 177, 189, 201, 214, 228, 243, 258, 273, 289, 304, 320, 336, 354, 372, 391, 411, 429, 447, 466,
        484, 499, 518, 535, 553, 571, 587, 605, 625, 643, 661, 686, 708, 726, 743, 761, 780, 797, 815, 838, 859, 877,
        892, 911, 929, 947, 967, 995, 1020, 1054, 1093, 1134, 1181, 1239, 1293, 1351, 1412, 1471, 1529, 1586, 1645,
        1706, 1770, 1837, 1905, 1974, 2041, 2114, 2187, 2267, 2347, 2432, 2515, 2597, 2682, 2761, 2838, 2920, 3008,
        3090, 3179, 3285, 3383, 3474, 3566, 3657, 3736, 3813, 3904, 3996, 4087, 4182, 4282, 4374, 4465, 4557, 4657,
        4755, 4846, 4953, 5074, 5193, 5300, 5422, 5544, 5651, 5745, 5867, 5980, 6081, 6206, 6327, 6492, 6552, 6665,
        6778, 6891, 7004, 7117, 7230, 7343, 7456, 7569, 7682, 7795, 7908, 8021, 8134,
    ]

    /// The mosaic `scripts/fetch-basemap` writes.
    var tiles: URL
    /// ETOPO5, for the sea.
    var etopo: URL

    /// The elevations of `box` at 2′: the table's metres on land, ETOPO5's
    /// (nearest node) below ``seaGrey``; `etopoUsed` tells whether any was.
    func read(_ box: BoundingBox) throws -> (grid: RasterGrid, etopoUsed: Bool) {
        var etopoUsed = false
        var grid = try RasterDataset(url: tiles).read(box)
        let sea = try RasterDataset(url: etopo).read(box)
        for row in 0..<grid.height {
            let lat = grid.transform.y(row: Double(row) + 0.5)
            let seaRow = min(max(0, Int(sea.transform.row(y: lat).rounded(.down))), max(0, sea.height - 1))
            for column in 0..<grid.width {
                let i = row * grid.width + column
                let grey = grid.values[i]
                guard grey.isFinite else { continue }
                let g = min(255, max(0, Int(grey.rounded())))
                if g >= Self.seaGrey {
                    grid.values[i] = Self.metres[g - Self.seaGrey]
                } else if sea.width > 0, sea.height > 0 {
                    let lon = grid.transform.x(column: Double(column) + 0.5)
                    let seaColumn = min(max(0, Int(sea.transform.column(x: lon).rounded(.down))), sea.width - 1)
                    grid.values[i] = sea[seaColumn, seaRow]
                    etopoUsed = true
                } else {
                    grid.values[i] = .nan
                }
            }
        }
        return (grid, etopoUsed)
    }
}
