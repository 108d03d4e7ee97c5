import Foundation

/// Azimuthal equidistant projection on the sphere of mean Earth radius,
/// centred on a point: the distance from the centre to any projected point
/// is the great-circle distance (to ~0.5 % of the ellipsoidal one).
struct AzimuthalEquidistant: Sendable {
    let center: Coordinate
    private let lon0: Double, sinP1: Double, cosP1: Double

    init(center: Coordinate) {
        self.center = center
        lon0 = center.longitude * .pi / 180
        sinP1 = sin(center.latitude * .pi / 180)
        cosP1 = cos(center.latitude * .pi / 180)
    }

    /// Projects a position (degrees) to x, y in metres.
    func project(longitude: Double, latitude: Double) -> (x: Double, y: Double) {
        let phi = latitude * .pi / 180
        let dl = longitude * .pi / 180 - lon0
        let sinP = sin(phi), cosP = cos(phi)
        let cosC = max(-1, min(1, sinP1 * sinP + cosP1 * cosP * cos(dl)))
        let c = acos(cosC)
        let k = c < 1e-12 ? 1 : c / sin(max(c, 1e-12))
        let r = Earth.meanRadius * k
        return (r * cosP * sin(dl), r * (cosP1 * sinP - sinP1 * cosP * cos(dl)))
    }

    /// Projects interleaved longitude, latitude values in place.
    func project(_ xy: inout [Double]) {
        var i = 0
        while i + 1 < xy.count {
            let p = project(longitude: xy[i], latitude: xy[i + 1])
            xy[i] = p.x; xy[i + 1] = p.y
            i += 2
        }
    }
}
