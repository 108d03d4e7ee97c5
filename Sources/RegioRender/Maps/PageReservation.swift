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

    /// How many times a map is fitted again at most.
    static let mostRefits = 3

    /// Both reservations: the larger of each side.
    func adding(_ other: PageReservation) -> PageReservation {
        PageReservation(left: max(left, other.left), top: max(top, other.top), right: max(right, other.right),
                        bottom: max(bottom, other.bottom))
    }

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
            let x = nearerEnd(frame: frame.minX, frame.maxX, piece: piece.minX, piece.maxX, slack: slack)
            let y = nearerEnd(frame: frame.minY, frame.maxY, piece: piece.minY, piece.maxY, slack: slack)
            if x.room / frame.width <= y.room / frame.height {
                if x.atStart { reserved.left = max(reserved.left, x.room) } else { reserved.right = max(reserved.right, x.room) }
            } else {
                if y.atStart { reserved.top = max(reserved.top, y.room) } else { reserved.bottom = max(reserved.bottom, y.room) }
            }
            any = true
        }
        return any ? reserved : nil
    }

    /// The end of one axis of the frame (`lo`…`hi`) that a piece (`pieceLo`…`pieceHi`)
    /// stands against, and the room it takes from that end with `slack` more.
    private static func nearerEnd(frame lo: Double, _ hi: Double, piece pieceLo: Double, _ pieceHi: Double,
                                  slack: Double) -> (atStart: Bool, room: Double) {
        pieceLo - lo < hi - pieceHi ? (true, pieceHi - lo + slack) : (false, hi - pieceLo + slack)
    }
}
