import Foundation

/// Where a name goes along a line (a river, a street): the longest nearly
/// straight stretch of it, in the plane's pixels, long enough for the text.
/// The name is then drawn rotated to the stretch, upright (never upside
/// down), centred on its middle.
///
/// ```swift
/// if let s = LineStretch.longest(in: points, atLeast: textWidth) {
///     // draw the text centred at (s.x, s.y), rotated by s.angle
/// }
/// ```
struct LineStretch: Equatable {
    /// The middle of the stretch.
    var x: Double
    var y: Double
    /// Radians, clockwise from the x axis (y grows downwards), within −π/2…π/2.
    var angle: Double
    /// The straight length of the stretch.
    var length: Double

    /// A stretch is straight enough while its chord is at least this share of the path along it.
    static let straightness = 0.97
    /// The most points looked at from one start (a long straight line is cut there).
    static let maxPoints = 200

    /// The longest stretch of `points` whose chord is at least `minLength`
    /// and at least ``straightness`` of its path; nil when there is none.
    static func longest(in points: [(x: Double, y: Double)], atLeast minLength: Double) -> LineStretch? {
        guard points.count >= 2, minLength.isFinite else { return nil }
        var best: (i: Int, j: Int, chord: Double)?
        for i in 0..<(points.count - 1) {
            var path = 0.0
            var j = i + 1
            while j < points.count, j - i <= maxPoints {
                path += hypot(points[j].x - points[j - 1].x, points[j].y - points[j - 1].y)
                let chord = hypot(points[j].x - points[i].x, points[j].y - points[i].y)
                guard chord >= straightness * path else { break }
                if chord >= minLength, chord > (best?.chord ?? 0) { best = (i, j, chord) }
                j += 1
            }
        }
        guard let best, best.chord.isFinite else { return nil }
        let a = points[best.i], b = points[best.j]
        var angle = atan2(b.y - a.y, b.x - a.x)
        if angle > .pi / 2 { angle -= .pi } else if angle < -.pi / 2 { angle += .pi }
        return LineStretch(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, angle: angle, length: best.chord)
    }
}
