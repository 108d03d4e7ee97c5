import Foundation

/// Room along the frame's sides that an area is fitted away from, so that the
/// page's furniture does not cover a place a map is about (``MapArea/places(_:minimumSpanMetres:)``).
///
/// A legend in the bottom left corner covering a favourite reserves a column
/// as wide as the legend on the left (or a band as high as it at the bottom,
/// whichever costs the map less of its scale); the attribution in the bottom
/// right corner, a band at the bottom.
struct PageReservation: Hashable, Sendable {
    var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0

    static let none = PageReservation()

    /// The most of the frame's width or height a reservation may take: a
    /// page too small for its legend keeps the first fit.
    static let largestShare = 0.5

    /// Whether the reservation leaves the map enough of `frame` (``largestShare``).
    func isAffordable(in frame: PixelRect) -> Bool {
        let room = room(in: frame)
        return room.width >= frame.width * (1 - Self.largestShare) && room.height >= frame.height * (1 - Self.largestShare)
    }

    /// The largest reservations of `frame`, one per side: what a map of
    /// places may end up showing is inside one of their fits.
    static func largest(in frame: PixelRect) -> [PageReservation] {
        let w = frame.width * largestShare, h = frame.height * largestShare
        return [PageReservation(left: w), PageReservation(top: h), PageReservation(right: w), PageReservation(bottom: h)]
    }

    /// The frame less the reserved sides.
    func room(in frame: PixelRect) -> PixelRect {
        PixelRect(minX: frame.minX + left, minY: frame.minY + top, maxX: frame.maxX - right, maxY: frame.maxY - bottom)
    }

    /// What keeps `points` (device pixels) clear of `furniture` in `frame`:
    /// for each piece covering a point (with `radius` around it), the side
    /// it stands against that costs the least of the frame's width or
    /// height; nil when nothing covers a point.
    static func keeping(_ points: [(x: Double, y: Double)], radius: Double, clearOf furniture: [PixelRect],
                        in frame: PixelRect) -> PageReservation? {
        var reserved = PageReservation()
        var any = false
        for piece in furniture where points.contains(where: { piece.intersects(PixelRect(x: $0.x - radius, y: $0.y - radius,
                                                                                         width: 2 * radius, height: 2 * radius)) }) {
            let slack = radius * 2
            // The sides the piece stands against, with the room it takes from the frame's side.
            var sides: [(share: Double, apply: (inout PageReservation) -> Void)] = []
            if piece.minX - frame.minX < frame.maxX - piece.maxX {
                let d = piece.maxX - frame.minX + slack
                sides.append((d / frame.width, { $0.left = max($0.left, d) }))
            } else {
                let d = frame.maxX - piece.minX + slack
                sides.append((d / frame.width, { $0.right = max($0.right, d) }))
            }
            if piece.minY - frame.minY < frame.maxY - piece.maxY {
                let d = piece.maxY - frame.minY + slack
                sides.append((d / frame.height, { $0.top = max($0.top, d) }))
            } else {
                let d = frame.maxY - piece.minY + slack
                sides.append((d / frame.height, { $0.bottom = max($0.bottom, d) }))
            }
            guard let cheapest = sides.min(by: { $0.share < $1.share }) else { continue }
            cheapest.apply(&reserved)
            any = true
        }
        return any ? reserved : nil
    }
}
