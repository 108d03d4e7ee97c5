import ArgumentParser
import Foundation
import Regio

/// `where <lat> <lon>`: the region that contains a point.
struct WhereCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "where",
        abstract: "Tell which region contains a point (latitude, longitude in degrees).",
        discussion: """
        Examples:
          where 50.0875 14.4213
          where 49.1951,16.6068
          where -33.92 18.42     (outside: says so, with the nearest region)
        """)

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Latitude and longitude: two numbers, or LAT,LON.", valueName: "lat lon"))
    var values: [String] = []

    @OptionGroup var global: GlobalOptions

    struct Answer: Encodable {
        let latitude: Double
        let longitude: Double
        let inside: Bool
        let regionID: String?
        let regionName: String?
        let nearestRegionID: String?
        let nearestDistanceKm: Double?
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let point = try Self.parseCoordinate(values)
        let dataset = try ctx.dataset()
        let answer: Answer
        if let region = dataset.region(containing: point) {
            answer = Answer(latitude: point.latitude, longitude: point.longitude, inside: true, regionID: region.id,
                            regionName: region.name(ctx.language), nearestRegionID: nil, nearestDistanceKm: nil)
        } else {
            let nearest = try dataset.nearestRegion(to: point)
            answer = Answer(latitude: point.latitude, longitude: point.longitude, inside: false, regionID: nil, regionName: nil,
                            nearestRegionID: nearest?.region.id, nearestDistanceKm: nearest.map { ($0.distanceKm * 10).rounded() / 10 })
        }
        try ctx.emit(answer) {
            if let id = answer.regionID, let name = answer.regionName { return ["\(point): \(name) (\(id))"] }
            var line = "\(point): outside every region of \(dataset.name)"
            if let id = answer.nearestRegionID, let region = dataset.region(id: id), let km = answer.nearestDistanceKm {
                line += " (nearest: \(region.name(ctx.language)), \(Format.distance(km: km)) away)"
            }
            return [line]
        }
    }

    /// Parses `["50.08", "14.43"]`, `["50.08,14.43"]` or `["50.08,", "14.43"]`.
    static func parseCoordinate(_ values: [String]) throws -> Coordinate {
        let parts = values.joined(separator: " ").split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]) else {
            throw CommandError("expected a latitude and a longitude in degrees, like `where 50.0875 14.4213`; got '\(values.joined(separator: " "))'")
        }
        let c = Coordinate(latitude: lat, longitude: lon)
        guard c.isValid else {
            throw CommandError("\(values.joined(separator: " ")) is not a position: latitude must be in -90…90 and longitude in -180…180")
        }
        return c
    }
}
