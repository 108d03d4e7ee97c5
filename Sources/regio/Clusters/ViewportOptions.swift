import ArgumentParser
import Foundation
import Regio

/// `--center LAT,LON --zoom Z --bearing DEG --size WxH`: what a map shows.
/// Values are read as text and checked here, so that negative numbers parse
/// (`--center -33.9,18.4`) and every mistake gets a message that names the option.
struct ViewportOptions: ParsableArguments {
    @Option(name: [.customLong("center"), .customLong("centre")], parsing: .unconditional,
            help: ArgumentHelp("The centre of the view: latitude,longitude in degrees (default: the middle of the places).",
                               valueName: "lat,lon"))
    var center: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The map zoom, 0…24, fractions allowed; clusters come from its whole part (default: all places in view).",
                               valueName: "z"))
    var zoom: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Degrees clockwise from north that the top of the view faces (default 0).", valueName: "deg"))
    var bearing: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The view in pixels, WIDTHxHEIGHT (default 1024x768; 512 px per tile).", valueName: "wxh"))
    var size: String?

    static let defaultSize = (width: 1024.0, height: 768.0)

    /// The viewport these options describe; what is not given comes from `overview`
    /// (the centre and zoom that show every place). Throws a ``CommandError`` naming
    /// the option for anything that is not a valid value.
    func viewport(overview: (Double, Double) -> (center: Coordinate, zoom: Double)) throws -> Viewport {
        let (width, height) = try size.map(Self.parseSize) ?? Self.defaultSize
        let fallback = center == nil || zoom == nil ? overview(width, height) : nil
        let centre = try center.map(Self.parseCenter) ?? fallback!.center
        let z = try zoom.map(Self.parseZoom) ?? fallback!.zoom
        let b = try bearing.map(Self.parseBearing) ?? 0
        do {
            return try Viewport(center: centre, zoom: z, width: width, height: height, bearing: b)
        } catch let error as GeoError {
            throw CommandError("\(error)")
        }
    }

    /// `49.8,15.5`, `-33.9, 18.4` or `49.8 15.5`.
    static func parseCenter(_ text: String) throws -> Coordinate {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        let example = "like --center 49.8,15.5 or --center -33.9,18.4"
        guard parts.count == 2 else {
            throw CommandError("--center expects latitude,longitude in degrees, \(example); got '\(text)'")
        }
        guard let lat = number(parts[0]), let lon = number(parts[1]) else {
            let bad = number(parts[0]) == nil ? parts[0] : parts[1]
            throw CommandError("--center \(text): '\(bad)' is not a number of degrees; expected latitude,longitude, \(example)")
        }
        let c = Coordinate(latitude: lat, longitude: lon)
        guard c.isValid else {
            throw CommandError("--center \(text) is not a position: latitude must be a finite number in -90…90 and longitude in -180…180")
        }
        return c
    }

    static func parseZoom(_ text: String) throws -> Double {
        guard let z = number(text), z.isFinite, z >= 0, z <= WebMercator.maxZoom else {
            throw CommandError("--zoom must be a number in 0…\(Int(WebMercator.maxZoom)) (fractions allowed, like 6.5); got '\(text)'")
        }
        return z
    }

    static func parseBearing(_ text: String) throws -> Double {
        guard let b = number(text), b.isFinite else {
            throw CommandError("--bearing must be a finite number of degrees, like 90 (east at the top) or -45; got '\(text)'")
        }
        return b
    }

    /// `1024x768`, `1024×768` or `1024X768`.
    static func parseSize(_ text: String) throws -> (Double, Double) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map(String.init)
        guard parts.count == 2, let w = number(parts[0]), let h = number(parts[1]),
              w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 1_000_000, h <= 1_000_000 else {
            throw CommandError("--size must be WIDTHxHEIGHT in pixels, each 1…1,000,000, like --size 1024x768; got '\(text)'")
        }
        return (w, h)
    }

    /// A decimal number: digits, an optional sign, point and exponent (no `nan`,
    /// `inf` or hexadecimal, which `Double(_:)` would take).
    static func number(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty, t.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              t.contains(where: \.isNumber) else { return nil }
        return Double(t)
    }
}
