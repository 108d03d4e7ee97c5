import Foundation
import RegioGeo

/// The point symbols of a scene at one zoom, resolved once to plain values
/// (no strings, so threads drawing tiles share them without reference
/// counting), in drawing order: places, towns, clusters, favourites, numbered pins on top.
/// Tiles find theirs through a grid of world cells.
struct PreparedSymbols: Sendable {
    enum Kind: Sendable {
        /// Index into ``placeSymbols``.
        case place(Int)
        /// Index into the style's town classes.
        case town(Int, capital: Bool)
        case cluster(count: Int)
        case pin(number: Int)
        case favourite
    }
    struct Instance: Sendable { var position: WorldPoint; var kind: Kind }

    let instances: [Instance]
    let placeSymbols: [SymbolStyle]
    private let cellSize: Double?
    private let grid: [Int64: [Int32]]

    /// - Parameter cellSize: world units per grid cell (nil: no grid, every tile looks at every symbol).
    /// - Parameter hiddenTowns: towns not to draw (their names found no room); the two largest classes always show.
    init(scene: ProjectedScene, style: MapStyle, styleZoom: Double, cellSize: Double? = nil, hiddenTowns: Set<String> = []) {
        var places: [Instance] = [], towns: [Instance] = [], clusters: [Instance] = [], favourites: [Instance] = [], pins: [Instance] = []
        var symbolIndex: [String: Int] = [:]
        var symbols: [SymbolStyle] = []
        for p in scene.points {
            let m = p.source
            guard PointAppearance.isVisible(m, style: style, styleZoom: styleZoom) else { continue }
            if case .pin(let number) = m.kind { pins.append(Instance(position: p.position, kind: .pin(number: number))); continue }
            if m.isFavourite { favourites.append(Instance(position: p.position, kind: .favourite)); continue }
            switch m.kind {
            case .place(let category):
                let i: Int
                if let known = symbolIndex[category] { i = known } else {
                    i = symbols.count; symbolIndex[category] = i; symbols.append(style.symbol(forCategory: category))
                }
                places.append(Instance(position: p.position, kind: .place(i)))
            case .town(let population):
                let cls = style.towns.classes.lastIndex(where: { population >= $0.minPopulation }) ?? 0
                if cls < style.towns.classes.count - 2 && hiddenTowns.contains(m.id) { continue }
                towns.append(Instance(position: p.position, kind: .town(cls, capital: population >= 1_000_000)))
            case .cluster(let count):
                clusters.append(Instance(position: p.position, kind: .cluster(count: count)))
            case .pin: break
            }
        }
        instances = places + towns + clusters + favourites + pins
        placeSymbols = symbols
        self.cellSize = cellSize
        var grid: [Int64: [Int32]] = [:]
        if let cellSize {
            for (i, s) in instances.enumerated() {
                grid[Self.key(Int64((s.position.x / cellSize).rounded(.down)), Int64((s.position.y / cellSize).rounded(.down))), default: []]
                    .append(Int32(i))
            }
        }
        self.grid = grid
    }

    @inline(__always) private static func key(_ x: Int64, _ y: Int64) -> Int64 { (x << 32) ^ (y & 0xFFFF_FFFF) }

    /// Indices of the symbols inside `rect`, in drawing order.
    func indices(in rect: WorldRect) -> [Int] {
        guard let cellSize, rect.width / cellSize < 64, rect.height / cellSize < 64 else {
            return instances.indices.filter { i in
                let p = instances[i].position
                return p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY
            }
        }
        var out: [Int] = []
        let x0 = Int64((rect.minX / cellSize).rounded(.down)), x1 = Int64((rect.maxX / cellSize).rounded(.down))
        let y0 = Int64((rect.minY / cellSize).rounded(.down)), y1 = Int64((rect.maxY / cellSize).rounded(.down))
        for x in x0...x1 {
            for y in y0...y1 {
                guard let list = grid[Self.key(x, y)] else { continue }
                for i in list {
                    let p = instances[Int(i)].position
                    if p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY { out.append(Int(i)) }
                }
            }
        }
        out.sort()
        return out
    }
}
