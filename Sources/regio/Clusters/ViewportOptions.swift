import ArgumentParser
import Foundation
import Regio

/// `--center LAT,LON --zoom Z --bearing DEG --size WxH`: what a map shows.
/// Values are read as text and checked here, so that negative numbers parse
/// (`--center -33.9,18.4`) and every mistake gets a message that names the option.
struct ViewportOptions: ParsableArguments {
    @Option(name: [.customLong("center"), .customLong("centre")], parsing: .unconditional,
            help: ArgumentHelp(tr(.helpViewCenter), valueName: "lat,lon"), transform: CoordinateArgument.position("--center"))
    var center: Coordinate?

    @Option(parsing: .unconditional,
            help: ArgumentHelp(tr(.helpViewZoom), valueName: "z"))
    var zoom: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp(tr(.helpViewBearing), valueName: "deg"))
    var bearing: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp(tr(.helpViewSize), valueName: "wxh"))
    var size: String?

    /// The view these options describe, each value read by the library's parser
    /// (an error names the option); what is not given is the engine's default.
    func request() throws -> ClustersRequest {
        let size = try size.map { try UserInput.viewSize($0, parameter: "--size") }
        return ClustersRequest(center: center,
                               zoom: try zoom.map { try UserInput.zoom($0, parameter: "--zoom") },
                               width: size?.width, height: size?.height,
                               bearing: try bearing.map { try UserInput.bearing($0, parameter: "--bearing") } ?? 0)
    }
}
