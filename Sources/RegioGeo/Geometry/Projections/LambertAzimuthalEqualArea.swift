import Foundation

/// Lambert azimuthal equal-area projection on the WGS84 ellipsoid (Snyder's
/// oblique aspect through the authalic latitude), centred on a point. Areas
/// of projected shapes are true areas on the ellipsoid, in m², at any
/// distance from the centre; shapes and distances are close to true near it.
///
/// ```swift
/// let p = LambertAzimuthalEqualArea(center: Coordinate(latitude: 50, longitude: 15))
/// let (x, y) = p.project(longitude: 15.1, latitude: 50)   // metres from the centre
/// ```
public struct LambertAzimuthalEqualArea: Sendable {
    public let center: Coordinate
    private let lon0: Double, sinB1: Double, cosB1: Double, rq: Double, d: Double

    static let a = Earth.equatorialRadius
    static let f = 1 / 298.257223563
    static let e2 = f * (2 - f)
    static let e = e2.squareRoot()
    static let qp = q(sinPhi: 1)

    /// Snyder's q(φ) for the authalic latitude.
    static func q(sinPhi s: Double) -> Double {
        (1 - e2) * (s / (1 - e2 * s * s) - 1 / (2 * e) * log((1 - e * s) / (1 + e * s)))
    }

    public init(center: Coordinate) {
        self.center = center
        let phi1 = center.latitude * .pi / 180
        let sinPhi1 = sin(phi1)
        let b1 = asin(max(-1, min(1, Self.q(sinPhi: sinPhi1) / Self.qp)))
        sinB1 = sin(b1); cosB1 = cos(b1)
        lon0 = center.longitude * .pi / 180
        rq = Self.a * (Self.qp / 2).squareRoot()
        let m1 = cos(phi1) / (1 - Self.e2 * sinPhi1 * sinPhi1).squareRoot()
        // At a pole cos β1 = 0; D → 1 there.
        d = abs(cosB1) < 1e-12 ? 1 : Self.a * m1 / (rq * cosB1)
    }

    /// Projects a position (degrees) to x, y in metres.
    public func project(longitude: Double, latitude: Double) -> (x: Double, y: Double) {
        let phi = latitude * .pi / 180
        let beta = asin(max(-1, min(1, Self.q(sinPhi: sin(phi)) / Self.qp)))
        let sinB = sin(beta), cosB = cos(beta)
        let dl = longitude * .pi / 180 - lon0
        let denom = 1 + sinB1 * sinB + cosB1 * cosB * cos(dl)
        // The antipode of the centre has no image; put it far away but finite.
        let b = rq * (2 / max(denom, 1e-12)).squareRoot()
        return (b * d * cosB * sin(dl), b / d * (cosB1 * sinB - sinB1 * cosB * cos(dl)))
    }

    /// Projects interleaved longitude, latitude values, first inserting
    /// positions along segments longer than `maxStep` degrees: a GeoJSON edge
    /// is straight in longitude/latitude (RFC 7946), so a long edge along a
    /// parallel is a curve in this plane.
    func projectDensified(_ xy: inout [Double], maxStep: Double) {
        guard xy.count >= 4 else { project(&xy); return }
        var out: [Double] = []
        out.reserveCapacity(xy.count)
        var i = 0
        while i + 1 < xy.count {
            if i >= 2 {
                let x0 = xy[i - 2], y0 = xy[i - 1], x1 = xy[i], y1 = xy[i + 1]
                let steps = Int(min(max(abs(x1 - x0), abs(y1 - y0)) / maxStep, 10_000).rounded(.up))
                if steps > 1 {
                    for k in 1..<steps {
                        let t = Double(k) / Double(steps)
                        let p = project(longitude: x0 + (x1 - x0) * t, latitude: y0 + (y1 - y0) * t)
                        out.append(p.x); out.append(p.y)
                    }
                }
            }
            let p = project(longitude: xy[i], latitude: xy[i + 1])
            out.append(p.x); out.append(p.y)
            i += 2
        }
        xy = out
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
