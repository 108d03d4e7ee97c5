import ArgumentParser
import Foundation
import Regio

/// `region <id|name>`: one region in detail, with its neighbours.
struct RegionCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "region",
            abstract: tr(.helpRegionAbstract),
            discussion: tr(.helpRegionDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpRegionQuery)))
    var query: [String]

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let details = try ctx.engine.region(RegionRequest(query: query.joined(separator: " "), language: ctx.language, nameLanguage: ctx.requestedNameLanguage))
        try ctx.emit(details) {
            let c = ctx.console, t = ctx.texts
            var rows: [(String, String)] = []
            if details.otherName != details.name { rows.append((t(.regionAlso), details.otherName)) }
            if let capital = details.capital { rows.append((t(.regionCapital), capital)) }
            rows.append((t(.regionArea), RegionsCommand.area(details.areaKm2, source: details.areaSource, t)))
            rows.append((t(.regionNeighbours), details.neighbours.isEmpty ? t(.wordNone)
                         : details.neighbours.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")))
            rows.append((t(.regionPlaces), "\(details.places)"))
            let towns = details.largestTowns
            if !towns.isEmpty {
                rows.append((t(.regionLargest), towns.map { town in town.population.map { "\(town.name) (\(t.grouped(Double($0))))" } ?? town.name }
                    .joined(separator: ", ")))
            }
            return [c.styled("\(details.name) (\(details.id))", .bold)] + PlaceCommand.aligned(rows)
        }
    }
}
