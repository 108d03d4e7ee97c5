import ArgumentParser
import Foundation
import Regio

/// `where <lat> <lon>`: the region that contains a point.
struct WhereCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "where",
            abstract: tr(.helpWhereAbstract),
            discussion: tr(.helpWhereDiscussion))
    }

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(tr(.helpWhereValues), valueName: "lat lon"))
    var values: [String] = []

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let point = try UserInput.coordinate(values.joined(separator: " "), parameter: "position")
        let answer = try ctx.engine.`where`(WhereRequest(position: point, language: ctx.language, nameLanguage: ctx.requestedNameLanguage))
        try ctx.emit(answer) {
            let t = ctx.texts
            if let id = answer.regionID, let name = answer.regionName { return [t(.whereInside, ["position": point.description, "name": name, "id": id])] }
            var line = t(.whereOutside, ["position": point.description, "dataset": answer.datasetName])
            if let name = answer.nearestRegionName, let km = answer.nearestDistanceKm {
                line += t(.whereNearest, ["name": name, "distance": Format.distance(km: km, t)])
            }
            return [line]
        }
    }
}
