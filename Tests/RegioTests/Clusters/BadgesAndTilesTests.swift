import Foundation
import RegioRender
import Testing
@testable import Regio

/// A web map's badges (`clusters`) and its tiles follow one rule
/// (``TilePlaces``): the badges hold only what the tiles do not draw at that
/// zoom, towns are not badges, favourites always are (a favourite town too).
@Suite struct BadgesAndTilesTests {
    static let czechia = BoundingBox(west: 12.0, south: 48.5, east: 18.9, north: 51.1)

    /// Every place a listing stands for (its single places and the leaves of its clusters).
    static func placeIDs(of view: ClusterView, zoom: Double, engine: RegioEngine) throws -> [String] {
        var ids: [String] = []
        for item in view.items {
            guard item.isCluster else { ids += item.placeID.map { [$0] } ?? []; continue }
            var offset = 0
            while offset < item.count {
                let page = try engine.clusterPage(ClusterPageRequest(id: item.id.description, limit: 1_000, offset: offset, zoom: zoom))
                ids += page.leaves.compactMap(\.placeID)
                offset += 1_000
                if page.leaves.isEmpty { break }
            }
        }
        return ids
    }

    /// What the tile renderer draws at a tile zoom, from the tiles' own scene
    /// and the style's visibility rule (not from ``TilePlaces``).
    static func drawnOnTiles(_ engine: RegioEngine, tileZoom: Double) throws -> Set<String> {
        let scene = try engine.mapSceneBuilder(language: .cs, favourites: false).tileScene(highlighting: nil)
        let style = try engine.mapStyle(file: nil, language: .cs)
        return Set(scene.points.filter { style.shows($0, atZoom: tileZoom) }.map(\.id))
    }

    @Test func badgesHoldNoPlaceTheTilesDrawAtTheirZoomAndNoTown() throws {
        let t = TestEngine()
        defer { t.remove() }
        let library = try t.engine.placeLibrary()
        let towns = Set(library.places.filter { $0.category == .town }.map(\.id))
        #expect(towns.count > 2_000)
        var sightsBelowTheTilesZoom = 0
        for zoom in [5.0, 6, 7, 8, 9, 11] {  // cluster zooms: the tiles of zoom + 1 show them
            let view = try t.engine.clusters(ClustersRequest(box: Self.czechia, zoom: zoom))
            let ids = try Self.placeIDs(of: view, zoom: zoom, engine: t.engine)
            #expect(ids.count == view.placeCount, "zoom \(zoom): every leaf listed")
            let drawn = try Self.drawnOnTiles(t.engine, tileZoom: zoom + 1)
            #expect(!drawn.isEmpty, "zoom \(zoom): the tiles draw the big towns at least")
            #expect(ids.filter(towns.contains).isEmpty, "zoom \(zoom): a town in a badge")
            let twice = ids.filter(drawn.contains)
            #expect(twice.isEmpty, "zoom \(zoom): \(twice.count) places both on the tiles and in badges, e.g. \(twice.prefix(3))")
            if zoom + 1 < MapStyle.standard.places.minZoom { sightsBelowTheTilesZoom = max(sightsBelowTheTilesZoom, ids.count) }
        }
        // Below the zoom the tiles draw the sights from, the sights are the badges.
        let sights = library.places.filter { MapSceneBuilder.isPOI($0) && Self.czechia.contains($0.coordinate) }.count
        #expect(sights > 2_000)
        #expect(sightsBelowTheTilesZoom == sights)
        #expect(!t.storeExists, "listing badges never creates a store")
    }

    @Test func aFavouriteStaysABadgeWhereTheTilesDrawTheOtherSights() throws {
        let t = TestEngine()
        defer { t.remove() }
        let karlstejn = try #require(try t.engine.placeLibrary().places.first { $0.name == "Karlštejn" && $0.category == .castle })
        let box = BoundingBox(west: 14.0, south: 49.85, east: 14.4, north: 50.0)
        // Tiles of zoom 11 draw every sight: no badge, no pin, before the star.
        #expect(try t.engine.clusters(ClustersRequest(box: box, zoom: 10)).items.isEmpty)
        _ = try t.engine.addFavourite(placeID: karlstejn.id)
        let view = try t.engine.clusters(ClustersRequest(box: box, zoom: 10))
        #expect(view.items.map(\.placeID) == [karlstejn.id])
        // A favourite town is a badge too (the tiles label it, without its star); the others are not.
        let beroun = try #require(try t.engine.placeLibrary().places.first { $0.name == "Beroun" && $0.category == .town })
        _ = try t.engine.addFavourite(placeID: beroun.id)
        for zoom in [9.0, 10] {
            let ids = try Self.placeIDs(of: try t.engine.clusters(ClustersRequest(box: box, zoom: zoom)), zoom: zoom, engine: t.engine)
            #expect(ids.contains(beroun.id) && ids.filter { id in id != beroun.id && id.hasPrefix("geonames") }.isEmpty, "zoom \(zoom)")
        }
        // A favourite with another one beside it: their cluster opens under the zoom it was listed at.
        let near = try #require(try t.engine.placeLibrary().places.first {
            TilePlaces.canBeBadge($0) && $0.id != karlstejn.id && box.contains($0.coordinate)
        })
        _ = try t.engine.addFavourite(placeID: near.id)
        let both = try t.engine.clusters(ClustersRequest(box: Self.czechia, zoom: 8))
        #expect(both.placeCount == 3)
        if let cluster = both.items.first(where: \.isCluster) {
            let page = try t.engine.clusterPage(ClusterPageRequest(id: cluster.id.description, zoom: 8))
            #expect(Set(page.leaves.compactMap(\.placeID)).isSubset(of: [karlstejn.id, near.id, beroun.id]))
            #expect(page.total == cluster.count)
        }
    }

    @Test func theRuleIsTheStyles() {
        let rule = TilePlaces(style: .standard)
        let castle = MapSceneTests.castle
        let town = Place(id: "t", name: "Kutná Hora", category: .town,
                         coordinate: Coordinate(latitude: 49.95, longitude: 15.27), population: 20_000)
        #expect(rule.isBadge(castle, atTileZoom: MapStyle.standard.places.minZoom - 1, favourite: false))
        #expect(!rule.isBadge(castle, atTileZoom: MapStyle.standard.places.minZoom, favourite: false))
        #expect(rule.isBadge(castle, atTileZoom: 15, favourite: true))
        for zoom in [3.0, 6, 9, 14] {
            #expect(!rule.isBadge(town, atTileZoom: zoom, favourite: false))
            #expect(rule.isBadge(town, atTileZoom: zoom, favourite: true))
        }
        #expect(!rule.tilesDraw(town, atTileZoom: 6) && rule.tilesDraw(town, atTileZoom: 7))
        #expect(TilePlaces.tileZoom(ofClusterLevel: 8, extent: 512) == 9)
    }

    /// The rule asks the style without making a point (tiles ask it of each of
    /// the world's places): it agrees with the style's rule for points at every
    /// town class's edges, for a town without a population and for a castle.
    @Test func theRuleAgreesWithTheStylesPoints() {
        let style = MapStyle.standard, rule = TilePlaces(style: style)
        let populations = [nil, 0] + style.towns.classes.flatMap { [$0.minPopulation - 1, $0.minPopulation] }
        var places = populations.map { Place(id: "t", name: "T", category: .town, coordinate: Coordinate(latitude: 50, longitude: 14),
                                             population: $0) }
        places.append(MapSceneTests.castle)
        for place in places {
            let point = MapPoint(id: place.id, coordinate: place.coordinate, kind: MapSceneBuilder.kind(of: place))
            for zoom in stride(from: 0.0, through: 18, by: 0.5) {
                #expect(rule.tilesDraw(place, atTileZoom: zoom) == style.shows(point, atZoom: zoom),
                        "\(place.category) of \(place.population.map(String.init) ?? "no population") at \(zoom)")
            }
        }
    }
}
