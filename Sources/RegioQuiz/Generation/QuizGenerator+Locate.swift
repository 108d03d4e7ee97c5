/// The generated "where is it?" map quiz of a region: "Where is Telč?" for
/// the region's most populous towns, each a ``QuestionKind/locate`` question
/// at the town's own coordinates from the facts (right by construction), with
/// the default radii of a town and, for the feedback, the nearest of the
/// region's largest towns as a landmark ("Telč is 25 km south-west of Jihlava"),
/// followed by the region and comparison questions of ``regionQuestions(for:)``
/// (name the highlighted region, find a neighbouring region, which town is
/// further north, which is closer to the largest town).
///
/// ```swift
/// let quiz = try QuizGenerator(facts: facts).locateQuiz(forRegion: "CZ-63")
/// quiz.id                          // "gen-map-cz-63"
/// quiz.questions[0].location?.name // "Jihlava"
/// ```
extension QuizGenerator {
    public struct LocateOptions: Sendable, Hashable {
        /// How many towns are asked for (the most populous with a name unique in the region).
        public var count: Int
        /// How many of the largest towns serve as landmarks.
        public var landmarks: Int

        public init(count: Int = 20, landmarks: Int = 5) {
            self.count = count
            self.landmarks = landmarks
        }
    }

    /// The id of a region's generated map quiz: `gen-map-` and the region id in lower case.
    public static func locateQuizID(forRegion regionID: String) -> String { "gen-map-\(regionID.lowercased())" }

    /// The title of a region's generated map quiz.
    public static func locateTitle(regionName name: LocalizedText) -> LocalizedText {
        text(.genLocateQuizTitle, ["region": Message(name)])
    }

    /// Generates the map quiz of `regionID`.
    /// - Throws: ``QuizGenerationError/unknownRegion(_:)``;
    ///   ``QuizGenerationError/notEnoughFacts(region:reasons:)`` when no town of the region has coordinates.
    public func locateQuiz(forRegion regionID: String, options: LocateOptions = LocateOptions()) throws(QuizGenerationError) -> Quiz {
        guard let region = facts.region(regionID) else { throw .unknownRegion(regionID) }
        let inRegion = facts.towns(in: regionID).filter { t in
            guard let lat = t.latitude, let lon = t.longitude else { return false }
            return lat.isFinite && lon.isFinite && abs(lat) <= 90 && abs(lon) <= 180
        }
        var nameCount: [String: Int] = [:]
        for t in inRegion { for key in QuizFacts.nameKeys(t) { nameCount[key, default: 0] += 1 } }
        let unique = inRegion.filter { t in QuizFacts.nameKeys(t).allSatisfy { nameCount[$0] == 1 } }
            .sorted { ($0.population, $1.id) > ($1.population, $0.id) }
        let asked = unique.prefix(max(1, options.count))
        let regionQuestions = self.regionQuestions(for: regionID)
        guard !asked.isEmpty || !regionQuestions.isEmpty else {
            throw .notEnoughFacts(region: regionID, reasons: ["locate-town: no town of the region has coordinates",
                                                              "region questions: the region has no other region to compare with"])
        }
        let landmarks = Array(unique.prefix(max(1, options.landmarks)))
        let questions = asked.enumerated().map { i, town in
            // Guarded above: every asked town has finite coordinates.
            let lat = town.latitude ?? 0, lon = town.longitude ?? 0
            let landmark = landmarks.filter { $0.id != town.id }.min { a, b in
                GreatCircle.distanceKm(fromLatitude: a.latitude ?? 0, longitude: a.longitude ?? 0, toLatitude: lat, longitude: lon)
                    < GreatCircle.distanceKm(fromLatitude: b.latitude ?? 0, longitude: b.longitude ?? 0, toLatitude: lat, longitude: lon)
            }
            return Question(
                id: "locate-town-\(i + 1)",
                prompt: Self.text(.genLocatePrompt, ["town": Message(town.name)]),
                location: MapTarget(latitude: lat, longitude: lon, name: town.name, placeID: town.id, placeKind: "town",
                                    landmark: landmark.map { MapLandmark(name: $0.name, latitude: $0.latitude ?? 0, longitude: $0.longitude ?? 0) }))
        }
        return Quiz(id: Self.locateQuizID(forRegion: regionID), regionID: regionID,
                    title: Self.locateTitle(regionName: region.name),
                    instructions: Self.text(.genLocateQuizInstructions, [:]), questions: questions + regionQuestions)
    }
}
