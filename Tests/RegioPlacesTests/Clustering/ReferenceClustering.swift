import Foundation
import RegioGeo
@testable import RegioPlaces

/// The brute-force reference: the clustering rule of `GreedyClustering`, written
/// out plainly with an O(n²) neighbour search and no index, for small inputs.
struct ReferenceClustering {
    struct Item: Hashable {
        var x: Double, y: Double
        var members: [Int]          // input numbers, ascending
        var top: Int                // the most important member
        var formedAt: Int?          // nil for a single place
        var categories: [PlaceCategory: Int]

        var count: Int { members.count }
        var id: ClusterID { formedAt.map { .cluster(zoom: $0, leaf: members[0]) } ?? .place(members[0]) }
    }

    let options: ClusterOptions
    /// Items by zoom, minZoom…maxZoom + 1.
    private(set) var levels: [Int: [Item]] = [:]

    init(_ inputs: [ClusterInput], options: ClusterOptions) {
        self.options = options
        var items: [Item] = inputs.enumerated().map { i, input in
            let p = WebMercator.project(input.coordinate)
            return Item(x: p.x >= 1 ? p.x - 1 : p.x, y: p.y, members: [i], top: i, formedAt: nil,
                        categories: [input.category: 1])
        }
        levels[options.maxZoom + 1] = items
        for z in stride(from: options.maxZoom, through: options.minZoom, by: -1) {
            items = Self.level(items, zoom: z, inputs: inputs, options: options)
            levels[z] = items
        }
    }

    /// Cells per side: the largest power of two whose cells are at least r·(1 + 10⁻⁶) wide.
    static func cellsPerSide(radius r: Double) -> Double {
        var k = 0
        while k < 31 && pow(2.0, -Double(k + 1)) >= r * (1 + 1e-6) { k += 1 }
        return pow(2.0, Double(k))
    }

    static func level(_ previous: [Item], zoom z: Int, inputs: [ClusterInput], options: ClusterOptions) -> [Item] {
        let r = options.radius / (options.extent * pow(2.0, Double(z)))
        let cells = cellsPerSide(radius: r)
        func cell(_ v: Double) -> Double { min((v * cells).rounded(.down), cells - 1) }
        // Row-major cell order; items of one cell keep their previous order.
        let order = previous.indices.sorted { a, b in
            let ka = (cell(previous[a].y), cell(previous[a].x)), kb = (cell(previous[b].y), cell(previous[b].x))
            return ka != kb ? ka < kb : a < b
        }.map { previous[$0] }
        enum State { case open, taken, carried }
        var state = [State](repeating: .open, count: order.count)
        var next: [Item] = []
        for i in order.indices {
            switch state[i] {
            case .taken: continue
            case .carried: next.append(order[i]); continue
            case .open: break
            }
            state[i] = .taken
            let o = order[i]
            var neighbours: [Int] = []
            for j in order.indices where state[j] == .open {
                let dx = order[j].x - o.x, dy = order[j].y - o.y
                if dx * dx + dy * dy <= r * r { neighbours.append(j) }
            }
            let total = o.count + neighbours.reduce(0) { $0 + order[$1].count }
            if neighbours.isEmpty || total < options.minPoints {
                next.append(o)
                for j in neighbours { state[j] = .carried }
                continue
            }
            var wx = o.x * Double(o.count), wy = o.y * Double(o.count)
            var merged = o
            for j in neighbours {
                state[j] = .taken
                let c = order[j]
                wx += c.x * Double(c.count); wy += c.y * Double(c.count)
                merged.members += c.members
                let a = inputs[c.top].importance, b = inputs[merged.top].importance
                if a > b || (a == b && c.top < merged.top) { merged.top = c.top }
                merged.categories.merge(c.categories, uniquingKeysWith: +)
            }
            merged.members.sort()
            merged.x = min(max(wx / Double(total), 0), (1.0).nextDown)
            merged.y = min(max(wy / Double(total), 0), 1)
            merged.formedAt = z
            next.append(merged)
        }
        return next
    }

    /// The level a zoom shows: its floor clamped to minZoom…maxZoom + 1.
    func items(atZoom zoom: Double) -> [Item] {
        let l = Int(min(max(zoom.rounded(.down), Double(options.minZoom)), Double(options.maxZoom + 1)))
        return levels[l]!
    }
}
