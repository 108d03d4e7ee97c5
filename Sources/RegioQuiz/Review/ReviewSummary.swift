/// What a learner can read of their review schedule: per region, how many
/// questions are mastered, due and still being learnt.
///
/// Every question is counted once: *due* when it is asked today (whatever its
/// box), else *mastered* when it is in the top box, else *learning*.
///
/// ```swift
/// let summary = ReviewSummary(entries: entries, today: today)
/// for r in summary.regions { print(r.regionID ?? "–", r.mastered, r.due, r.learning) }
/// summary.nextDue   // the first day after today with a question due
/// ```
public struct ReviewSummary: Hashable, Sendable, Codable {
    /// The counts of one region (nil: quizzes about no region).
    public struct Region: Hashable, Sendable, Codable {
        public var regionID: String?
        public var mastered: Int
        public var due: Int
        public var learning: Int
        /// mastered + due + learning.
        public var total: Int { mastered + due + learning }

        public init(regionID: String?, mastered: Int = 0, due: Int = 0, learning: Int = 0) {
            self.regionID = regionID
            self.mastered = mastered
            self.due = due
            self.learning = learning
        }
    }

    public var today: ReviewDay
    /// By region id; the questions of quizzes about no region last.
    public var regions: [Region]
    /// The first day after today on which a question is due; nil when none is.
    public var nextDue: ReviewDay?

    public init(entries: [ReviewEntry], today: ReviewDay, schedule: LeitnerSchedule = .standard) {
        var byRegion: [String?: Region] = [:]
        var next: ReviewDay?
        for e in entries {
            var r = byRegion[e.regionID] ?? Region(regionID: e.regionID)
            if e.state.isDue(on: today) {
                r.due += 1
            } else {
                if e.state.box >= schedule.topBox { r.mastered += 1 } else { r.learning += 1 }
                next = min(next ?? e.state.due, e.state.due)
            }
            byRegion[e.regionID] = r
        }
        self.today = today
        self.regions = byRegion.values.sorted { a, b in
            switch (a.regionID, b.regionID) {
            case let (x?, y?): return x < y
            case (_?, nil): return true
            default: return false
            }
        }
        self.nextDue = next
    }

    public var mastered: Int { regions.reduce(0) { $0 + $1.mastered } }
    public var due: Int { regions.reduce(0) { $0 + $1.due } }
    public var learning: Int { regions.reduce(0) { $0 + $1.learning } }
}
