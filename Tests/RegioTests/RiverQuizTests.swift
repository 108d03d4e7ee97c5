import Foundation
import RegioGeo
import Testing
@testable import Regio

/// River questions from the embedded dataset's base map: the facts and every
/// generated question measured again here, on the base map's lines, and the
/// authored quizzes' river facts checked against the same geometry.
@Suite struct RiverQuizTests {
    let dataset: Dataset

    init() throws { dataset = try Dataset.load(from: TestPaths.embeddedData, displayPrefix: "data") }

    /// The named permanent rivers of a dataset's base map by their English quiz name,
    /// and the unnamed ones (under ""), each part a geometry.
    static func lines(of dataset: Dataset) throws -> [String: [Geometry]] {
        var out: [String: [Geometry]] = [:]
        for line in try dataset.basemap().rivers where (1...4).contains(line.riverClass ?? 0) {
            let name = line.name.map { RiverNames.names($0).text(for: .en) } ?? ""
            for part in line.parts where part.count >= 2 {
                out[name, default: []].append(try Geometry(geoJSON: .lineString(part), context: dataset.context))
            }
        }
        return out
    }

    func lines() throws -> [String: [Geometry]] { try Self.lines(of: dataset) }

    /// Checks every river question of the generated quizzes (seeds 1–3) against
    /// the base map's lines: the right river within the town's passing distance,
    /// the wrong ones beyond its nearby distance. Returns how many were asked.
    static func checkRiverQuestions(of dataset: Dataset) throws -> Int {
        let facts = try dataset.quizFacts().facts
        let lines = try lines(of: dataset)
        let generator = QuizGenerator(facts: facts)
        var asked = 0
        for region in facts.regions {
            for seed in 1...3 as ClosedRange<UInt64> {
                let generated = try generator.quiz(forRegion: region.id, seed: seed)
                for question in generated.quiz.questions where generated.kinds[question.id] == .townRiver {
                    asked += 1
                    let town = try #require(facts.towns(in: region.id).first { question.prompt.text(for: .en).contains("“\($0.name.text(for: .en))”") })
                    let fact = try #require(facts.rivers.towns[town.id])
                    let place = try #require(dataset.place(id: town.id))
                    for option in question.options {
                        let river = option.text.text(for: .en)
                        let d = try (lines[river] ?? []).map { try $0.distanceKm(to: place.coordinate) }.min() ?? .infinity
                        if option.correct {
                            #expect(d <= fact.passingKm, "\(river) is \(d) km from \(town.name)")
                        } else {
                            #expect(d > fact.nearbyKm, "\(river), a wrong answer, is \(d) km from \(town.name)")
                        }
                    }
                    #expect(question.options.filter(\.correct).count == 1 && question.options.count == 3)
                }
            }
        }
        return asked
    }

    /// The distance in km from a place (a town by its English name) to the nearest part of a river.
    func km(_ town: String, _ river: String, _ lines: [String: [Geometry]]) throws -> Double {
        let place = try #require(dataset.places.first { $0.category == .town && $0.name == town }, "\(town)")
        return try (lines[river] ?? []).map { try $0.distanceKm(to: place.coordinate) }.min() ?? .infinity
    }

    @Test func townsOnTheLabeVltavaMoravaAndOdraHaveThem() throws {
        let facts = try dataset.quizFacts().facts
        func rivers(_ town: String) throws -> Set<String> {
            let fact = try #require(facts.towns.first { $0.name.text(for: .en) == town }, "\(town) is a town of the facts")
            return Set(facts.rivers.towns[fact.id]?.passing.map { $0.text(for: .cs) } ?? [])
        }
        // Measured by hand first (ogrinfo, SpatiaLite ST_Distance in degrees): Pardubice 0.003° from the Elbe,
        // Ústí nad Labem 0.018°, Olomouc 0.017° from the Morava, Ostrava 0.026° from the Oder, České Budějovice 0.013° from the "Vitava".
        for town in ["Pardubice", "Hradec Králové", "Ústí nad Labem", "Děčín", "Kolín"] { #expect(try rivers(town).contains("Labe"), "\(town)") }
        #expect(try rivers("Olomouc") == ["Morava"])
        #expect(try rivers("Ostrava") == ["Odra"])
        #expect(try rivers("České Budějovice") == ["Vltava"])
        // Brno's Svratka and Zlín's Dřevnice have no name in Natural Earth: no river for them.
        #expect(try rivers("Brno").isEmpty && rivers("Zlín").isEmpty)
    }

    @Test func everyGeneratedRiverQuestionIsRightByTheGeometry() throws {
        #expect(try Self.checkRiverQuestions(of: dataset) > 0, "the embedded dataset's base map gives river questions")
    }

    @Test func aDatasetWithoutABaseMapAsksNoRiverQuestions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-no-basemap-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TestPaths.embeddedData, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in [BasemapFiles.layersFileName, BasemapFiles.reliefFileName] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        }
        let bare = try Dataset.load(from: folder)
        let facts = try bare.quizFacts().facts
        #expect(facts.rivers.isEmpty)
        let quiz = try QuizGenerator(facts: facts).quiz(forRegion: "CZ-20", seed: 1)
        #expect(!quiz.quiz.questions.isEmpty && !quiz.kinds.values.contains(.townRiver))
        #expect(quiz.skipped.contains { $0.hasPrefix("town-river:") })
    }

    /// The authored quizzes' river facts (data/quizzes) against the base map.
    /// Natural Earth names only the Labe, Vltava, Morava and Odra in Czechia, so
    /// the Svratka, Dyje, Ohře, Lužnice and Otava can only be checked as an
    /// unnamed permanent river passing the town.
    @Test func theAuthoredQuizzesRiverFactsAgreeWithTheGeometry() throws {
        let lines = try lines()
        // České Budějovice: "Vltava" right; "Morava" wrong (Ohře is unnamed here).
        #expect(try km("České Budějovice", "Vltava", lines) < 2)
        #expect(try km("České Budějovice", "Morava", lines) > 100)
        // Brno: "Svratka" right: an unnamed permanent river within 2 km; "Vltava" wrong.
        #expect(try km("Brno", "", lines) < 2)
        #expect(try km("Brno", "Vltava", lines) > 100)
        // Znojmo: "Dyje" right: an unnamed permanent river within 1 km; "Labe" and "Odra" wrong.
        #expect(try km("Znojmo", "", lines) < 1)
        #expect(try km("Znojmo", "Elbe", lines) > 100 && km("Znojmo", "Oder", lines) > 100)
        // Lipno, the largest lake of South Bohemia (GSHHG: 49.7 km²), lies on the "Vltava".
        var lakes: [Geometry] = []
        for water in try dataset.basemap().water {
            for polygon in water.rings { lakes.append(try Geometry.polygon(polygon, context: dataset.context)) }
        }
        let lipno = try #require(try lakes.first { lake in
            let area = try lake.areaKm2, center = lake.bounds!.center
            return area > 45 && area < 55 && (13.5...14.5).contains(center.longitude) && (48.5...49).contains(center.latitude)
        })
        #expect(try (lines["Vltava"] ?? []).contains { try $0.intersects(lipno) })
    }
}
