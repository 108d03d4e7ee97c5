import Foundation
import Testing
@testable import RegioQuiz

/// Map questions (issue 27): "Where is Telč?" scored by distance, refused at import when broken.
@Suite struct LocateQuestionTests {
    static let telc = MapTarget(latitude: 49.18418, longitude: 15.45275, name: LocalizedText("Telč"), placeKind: "town",
                                fullRadiusKm: 5, zeroRadiusKm: 50,
                                landmark: MapLandmark(name: LocalizedText("Jihlava"), latitude: 49.3961, longitude: 15.59124))

    static func quiz(_ target: MapTarget = telc) -> Quiz {
        Quiz(id: "map", regionID: "CZ-63", title: LocalizedText("Vysočina"),
             questions: [Question(id: "telc", prompt: LocalizedText("Where is Telč?"), location: target)])
    }

    func answer(_ lat: Double, _ lon: Double) throws -> (AnswerFeedback, QuizSession) {
        var s = try QuizSession(quiz: Self.quiz(), settings: QuizSettings(mode: .immediate), seed: 1)
        try s.begin()
        let fb = try s.answer(latitude: lat, longitude: lon)
        return (fb, s)
    }

    @Test func atThePlaceFullPoints() throws {
        let (fb, s) = try answer(49.18418, 15.45275)
        #expect(fb.outcome == .right)
        #expect(fb.pointsEarned == 1)
        #expect(fb.location?.distanceKm ?? 99 < 0.001)
        #expect(s.current?.kind == .locate)
        // On the place itself (a place answered by its name) the feedback says so, not "0 km off".
        #expect(fb.location?.summary.text(in: .en) == "on the spot: Telč is 26 km south-west of Jihlava")
        #expect(fb.location?.summary.text(in: .cs) == "přesně: Telč leží 26 km jihozápadně od města Jihlava")
        // 60 m off is shown as such.
        let (near, _) = try answer(49.18418 + 0.00054, 15.45275)
        #expect(near.location?.summary.text(in: .en) == "0.1 km off: Telč is 26 km south-west of Jihlava")
    }

    @Test func scoringFallsLinearlyBetweenTheRadii() {
        let r = LocateRadii(fullKm: 5, zeroKm: 50)
        #expect(LocateScoring.fraction(distanceKm: 0, radii: r) == 1)
        #expect(LocateScoring.fraction(distanceKm: 5, radii: r) == 1)
        #expect(abs(LocateScoring.fraction(distanceKm: 27.5, radii: r) - 0.5) < 1e-12)
        #expect(LocateScoring.fraction(distanceKm: 50, radii: r) == 0)
        #expect(LocateScoring.fraction(distanceKm: 5000, radii: r) == 0)
        #expect(LocateScoring.fraction(distanceKm: .nan, radii: r) == 0)
    }

    @Test func betweenTheRadiiPartialPointsAndWrong() throws {
        // Jihlava is about 26 km from Telč: (50 − 26) / 45 ≈ 0.53 of the points.
        let (fb, _) = try answer(49.3961, 15.59124)
        #expect(fb.outcome == .wrong)
        let d = try #require(fb.location?.distanceKm)
        #expect(abs(d - 25.9) < 0.5)
        let p = try #require(fb.pointsEarned)
        #expect(abs(p - (50 - d) / 45) < 1e-9)
    }

    @Test func beyondTheZeroRadiusNothing() throws {
        let (fb, _) = try answer(50.0875, 14.4213)   // Prague
        #expect(fb.pointsEarned == 0)
        #expect(fb.outcome == .wrong)
    }

    @Test(arguments: [(Double.nan, 15.0), (49.0, .infinity), (95.0, 15.0), (49.0, -200.0), (-.infinity, .nan)])
    func pointsNotOnTheEarthScoreZeroWithAMessage(_ lat: Double, _ lon: Double) throws {
        let (fb, s) = try answer(lat, lon)
        #expect(fb.pointsEarned == 0)
        #expect(fb.outcome == .wrong)
        let text = try #require(fb.location?.summary.text(in: .en))
        #expect(text.contains("no points"))
        // The attempt can still be saved as JSON and read back.
        let data = try JSONEncoder().encode(s)
        #expect(try JSONDecoder().decode(QuizSession.self, from: data) == s)
    }

    @Test func feedbackSaysWhereThePlaceIsFromTheLandmark() throws {
        let (fb, _) = try answer(49.5, 15.6)
        let loc = try #require(fb.location)
        #expect(loc.direction == .southWest)
        #expect(loc.summary.text(in: .en).hasSuffix("km off: Telč is 26 km south-west of Jihlava"))
        #expect(loc.summary.text(in: .cs).contains("26 km jihozápadně od města Jihlava"))
        #expect(loc.summary.text(in: .de).contains("26 km südwestlich von Jihlava"))
    }

    @Test func optionsAreRefusedForAMapQuestion() throws {
        var s = try QuizSession(quiz: Self.quiz(), settings: QuizSettings(), seed: 1)
        try s.begin()
        #expect(throws: QuizRunnerError.mapQuestion) { try s.answer(0) }
    }

    @Test func defaultRadiiByKind() {
        #expect(LocateRadii.defaults(forKind: "town") == LocateRadii(fullKm: 5, zeroKm: 50))
        var t = Self.telc
        t.fullRadiusKm = nil
        t.zeroRadiusKm = nil
        t.placeKind = "region"
        #expect(t.radii == LocateRadii.defaults(forKind: "region"))
    }

    @Test func regioJSONRoundTrip() throws {
        let data = try QuizJSON.encode(Self.quiz())
        let back = try QuizJSON.decode(data, file: "map.json")
        #expect(back == [Self.quiz()])
        #expect(String(decoding: data, as: UTF8.self).contains("\"kind\" : \"locate\""))
    }

    func problems(_ json: String, bounds: QuizMapBounds? = nil) -> [String] {
        do {
            _ = try QuizJSON.decode(Data(json.utf8), file: "quizzes/map.json", mapBounds: bounds)
            return []
        } catch let e as QuizValidationError {
            return e.problems.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    static func file(_ location: String) -> String {
        #"{"id": "map", "title": "Map", "questions": [{"id": "q1", "prompt": "Where?", "kind": "locate""# + location + "}]}"
    }

    @Test func importRefusesBrokenMapQuestionsNamingFileAndQuestion() {
        let missing = problems(Self.file(""))
        #expect(missing == [#"quizzes/map.json: questions[0].location: map question "q1" has no location ("location": {"latitude": …, "longitude": …, "name": …})"#])

        let radius = problems(Self.file(#", "location": {"latitude": 49.18, "longitude": 15.45, "name": "Telč", "fullRadiusKm": 0}"#))
        #expect(radius.contains { $0.hasPrefix("quizzes/map.json: questions[0].location: map question \"q1\": fullRadiusKm must be a positive") })

        let order = problems(Self.file(#", "location": {"latitude": 49.18, "longitude": 15.45, "name": "Telč", "fullRadiusKm": 20, "zeroRadiusKm": 10}"#))
        #expect(order.contains { $0.contains("map question \"q1\": zeroRadiusKm (10) must be larger than fullRadiusKm (20)") })

        let noLatitude = problems(Self.file(#", "location": {"longitude": 15.45, "name": "Telč"}"#))
        #expect(noLatitude.contains { $0.contains("map question \"q1\": the latitude must be a number from -90 to 90 (found nothing)") })

        let czechia = QuizMapBounds(west: 12.09, south: 48.55, east: 18.86, north: 51.06)
        let outside = problems(Self.file(#", "location": {"latitude": 48.2, "longitude": 16.37, "name": "Wien"}"#), bounds: czechia)
        #expect(outside.contains { $0.hasPrefix("quizzes/map.json: questions[0].location: map question \"q1\": 48.2, 16.37 lies outside the dataset's map") })

        #expect(problems(Self.file(#", "location": {"latitude": 49.18, "longitude": 15.45, "name": "Telč"}"#), bounds: czechia) == [])
    }

    @Test func scoringIsFast() throws {
        let target = Self.telc
        let clock = ContinuousClock()
        var total = 0.0
        let elapsed = clock.measure {
            for i in 0..<10_000 {
                total += LocateScoring.score(MapAnswer(latitude: 49 + Double(i) * 1e-5, longitude: 15.4), target: target).fraction
            }
        }
        #expect(total > 0)
        // 10,000 answers well under 10,000 × 1 ms.
        #expect(elapsed < .milliseconds(1000))
    }
}
