import Foundation
import Regio
import Testing

/// The one parser per kind of input: what each accepts, what it refuses, and
/// that every refusal names the parameter.
@Suite struct UserInputTests {
    @Test func coordinatesTakeDecimalDegreesOnly() throws {
        #expect(try UserInput.coordinate("50.0875 14.4213", parameter: "position") == Coordinate(latitude: 50.0875, longitude: 14.4213))
        #expect(try UserInput.coordinate("49.1951,16.6068", parameter: "--near") == Coordinate(latitude: 49.1951, longitude: 16.6068))
        #expect(try UserInput.coordinate("-33.92, 18.42", parameter: "--center") == Coordinate(latitude: -33.92, longitude: 18.42))
        // Hexadecimal was read as 16,16 by Double(_:); nan and inf are not numbers of degrees either.
        for bad in ["0x10 0x10", "nan,15", "inf 1", "50", "1,2,3", "", "50.1.2,14"] {
            let error = #expect(throws: InputError.self, "\(bad)") { try UserInput.coordinate(bad, parameter: "--near") }
            #expect(error?.message.hasPrefix("--near") == true, "\(error?.message ?? "")")
            #expect(error?.parameter == "--near")
        }
        let far = #expect(throws: InputError.self) { try UserInput.coordinate("95 14", parameter: "position") }
        #expect(far?.message.contains("latitude must be in -90…90") == true)
    }

    @Test func boxesFollowOneSetOfRules() throws {
        #expect(try UserInput.box("14.2,49.9,14.7,50.2", parameter: "--bbox") == BoundingBox(west: 14.2, south: 49.9, east: 14.7, north: 50.2))
        #expect(try UserInput.box(" -10 , -5 , 10 , 5 ", parameter: "--bbox") == BoundingBox(west: -10, south: -5, east: 10, north: 5))
        let cases: [(String, String)] = [
            ("1,2,3", "it has 3 parts, not 4"),
            ("15,x,16,50", "'x' is not a number"),
            ("0x10,1,2,3", "'0x10' is not a number"),
            ("16,49,15,50", "west (16) must be less than east (15)"),
            ("15,50,16,49", "south (50) must be less than north (49)"),
            ("15,50,16,50", "south (50) must be less than north (50)"),
            ("-181,1,2,3", "longitudes must be within -180…180"),
            ("1,-86,2,3", "latitudes must be within -85…85"),
        ]
        for (text, reason) in cases {
            let error = #expect(throws: InputError.self, "\(text)") { try UserInput.box(text, parameter: "--bbox") }
            #expect(error?.message.hasPrefix("--bbox expects WEST,SOUTH,EAST,NORTH") == true, "\(error?.message ?? "")")
            #expect(error?.message.contains("bad bounding box '\(text)': \(reason)") == true, "\(error?.message ?? "")")
        }
    }

    @Test func categoriesComeCommaSeparatedOrRepeated() throws {
        let known: [PlaceCategory] = [.castle, .chateau, .lookoutTower, .town]
        let comma = try UserInput.categories(["castle,chateau"], known: known, parameter: "--category")
        let repeated = try UserInput.categories(["castle", "chateau"], known: known, parameter: "--category")
        #expect(comma == [.castle, .chateau] && comma == repeated)
        #expect(try UserInput.categories(["Lookout Tower", " town ,"], known: known, parameter: "--category") == [.lookoutTower, .town])
        #expect(try UserInput.categories(["rozhledna"], known: known, parameter: "--category") == [.lookoutTower])
        let error = #expect(throws: InputError.self) { try UserInput.categories(["castle,castel"], known: known, parameter: "--category") }
        #expect(error?.message == "--category: unknown category 'castel'; the categories here are: castle, chateau, lookout-tower, town")
    }

    @Test func zoomsBearingsSizesAndPapers() throws {
        #expect(try UserInput.zoomRange("6-12", parameter: "--zoom") == 6...12)
        #expect(try UserInput.zoomRange("8", parameter: "--zoom") == 8...8)
        for bad in ["12-6", "-1", "0-21", "25", "a-b", "", "6-", "1-2-3", "0x5"] {
            let error = #expect(throws: InputError.self, "\(bad)") { try UserInput.zoomRange(bad, parameter: "--zoom") }
            #expect(error?.message.hasPrefix("--zoom") == true)
        }
        #expect(try UserInput.zoom("6.5", parameter: "--zoom") == 6.5)
        #expect(throws: InputError.self) { try UserInput.zoom("25", parameter: "--zoom") }
        // Any finite bearing, negative too; the same parser in every command.
        #expect(try UserInput.bearing("-30", parameter: "--bearing") == -30)
        #expect(try UserInput.bearing("725.5", parameter: "--bearing") == 725.5)
        for bad in ["inf", "nan", "0x1E", "north", ""] {
            #expect(throws: InputError.self, "\(bad)") { try UserInput.bearing(bad, parameter: "--bearing") }
        }
        #expect(try UserInput.viewSize("1024x768", parameter: "--size") == (width: 1024, height: 768))
        #expect(throws: InputError.self) { try UserInput.viewSize("0x10", parameter: "--size") }
        #expect(try UserInput.paper("a3", parameter: "--paper") == .a3)
        let paper = #expect(throws: InputError.self) { try UserInput.paper("A5", parameter: "--paper") }
        #expect(paper?.message.contains("--paper") == true && paper?.message.contains("A5") == true)
    }

    @Test func regionsByIdOrNameNamingTheParameter() throws {
        let dataset = try Dataset.load(from: TestPaths.embeddedData)
        #expect(try UserInput.region("vysocina", in: dataset, parameter: "--region").id == "CZ-63")
        #expect(try UserInput.region("cz64", in: dataset, parameter: "--region").id == "CZ-64")
        let error = #expect(throws: InputError.self) { try UserInput.region("atlantis", in: dataset, parameter: "--region") }
        #expect(error?.message.hasPrefix("--region: no region matches 'atlantis'; regions: CZ-") == true)
    }
}
