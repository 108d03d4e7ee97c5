import Foundation
import GRDB
import Regio

/// `scripts/bench review [--entries N] [--due-percent P] [--queries N] [--json]`
///
/// Picking the questions due today (issue 27: under 1 ms with 10,000 reviewed
/// questions). A fresh store in a temporary folder gets `--entries` review
/// entries (default 10,000) spread over 20 quizzes and 14 regions, `--due-percent`
/// of them (default 10) due today or earlier, the rest in the next 32 days.
/// Measured `--queries` times each (default 2,000), after 50 warm-up calls:
///
/// - **regio**: ``ReviewStore/due(on:limit:)``, one range read of the
///   `reviewEntry_due` index, rows made into ``ReviewEntry`` values;
/// - **baseline, same run**: every entry read (``ReviewStore/entries()``) and
///   the due ones filtered in Swift, as code without the index would;
/// - **count**: ``ReviewStore/dueCount(on:)`` (what a badge needs);
/// - **a map answer scored** (issue 27: under 1 ms): a one-question "Where is
///   Telč?" session started and answered with a point, and the feedback's
///   sentence written in Czech, as the attempt route does it; baseline, same
///   run: the great-circle distance alone, the least any scoring does.
enum ReviewBenchmark {
    struct Timing: Codable {
        var p50Us: Double
        var p99Us: Double
        var meanUs: Double
    }

    struct Result: Codable {
        var entries: Int
        var due: Int
        var queries: Int
        var regio: Timing
        var baselineAllFiltered: Timing
        var count: Timing
        var mapAnswerScored: Timing
        var baselineDistanceOnly: Timing
        var loadAverage: String
    }

    static func run(_ arguments: [String]) throws {
        var entries = 10_000, duePercent = 10.0, queries = 2_000, json = false
        var i = 0
        func value() throws -> String {
            i += 1
            guard i < arguments.count else { throw BenchError.usage("\(arguments[i - 1]) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--entries": guard let n = Int(try value()), n > 0 else { throw BenchError.usage("--entries needs a positive number") }; entries = n
            case "--due-percent":
                guard let p = Double(try value()), p.isFinite, (0...100).contains(p) else { throw BenchError.usage("--due-percent needs 0…100") }
                duePercent = p
            case "--queries": guard let n = Int(try value()), n > 0 else { throw BenchError.usage("--queries needs a positive number") }; queries = n
            case "--json": json = true
            default: throw BenchError.usage("unknown option \(arguments[i])\nusage: scripts/bench review [--entries N] [--due-percent P] [--queries N] [--json]")
            }
            i += 1
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-bench-review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let utc = TimeZone(identifier: "UTC")!
        let now = Date(timeIntervalSince1970: 1_795_867_200)  // 2026-11-28 noon UTC
        let store = try Store(path: folder.appendingPathComponent("regio.sqlite").path, clock: .fixed(now, timeZone: utc))
        let today = store.clock.today()
        let dueCount = min(entries, Int((Double(entries) * duePercent / 100).rounded()))
        var rng = SeededRandom(seed: 27)
        try store.database.write { db in
            let insert = try db.makeStatement(sql: """
                INSERT INTO reviewEntry (quizID, questionID, regionID, box, dueDay, lastDay, lastRight, answers) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for k in 0..<entries {
                let due = k < dueCount ? today.number - Int.random(in: 0...5, using: &rng) : today.number + Int.random(in: 1...32, using: &rng)
                let box = Int.random(in: 1...6, using: &rng)
                try insert.execute(arguments: ["quiz-\(k % 20)", "q\(k)", "CZ-\(10 + k % 14)", box, due, due - 1, box > 1, box])
            }
        }
        let reviews = store.reviews
        func time(_ body: () throws -> Int) throws -> Timing {
            for _ in 0..<50 { _ = try body() }
            var samples: [Double] = []
            samples.reserveCapacity(queries)
            for _ in 0..<queries {
                let start = DispatchTime.now().uptimeNanoseconds
                let n = try body()
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
                precondition(n == dueCount, "expected \(dueCount) due, got \(n)")
            }
            samples.sort()
            func at(_ q: Double) -> Double { samples[min(samples.count - 1, Int((Double(samples.count - 1) * q).rounded()))] }
            return Timing(p50Us: at(0.5), p99Us: at(0.99), meanUs: samples.reduce(0, +) / Double(samples.count))
        }
        let regio = try time { try reviews.due(on: today).count }
        let baseline = try time { try reviews.entries().filter { $0.state.isDue(on: today) }.count }
        let count = try time { try reviews.dueCount(on: today) }
        let (scored, distanceOnly) = try timeMapScoring(queries: queries)
        let load = OSMImportBenchmark.loadAverage()
        let result = Result(entries: entries, due: dueCount, queries: queries, regio: regio, baselineAllFiltered: baseline, count: count,
                            mapAnswerScored: scored, baselineDistanceOnly: distanceOnly, loadAverage: load)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
            return
        }
        func row(_ name: String, _ t: Timing) -> String {
            "| \(name) | \(String(format: "%.1f", t.p50Us)) | \(String(format: "%.1f", t.p99Us)) | \(String(format: "%.1f", t.meanUs)) |"
        }
        print("review: \(entries) entries, \(dueCount) due today, \(queries) queries each; load average \(load)")
        print("| method | p50 µs | p99 µs | mean µs |")
        print("|---|---:|---:|---:|")
        print(row("due(on:) — indexed range read", regio))
        print(row("baseline: entries() filtered in Swift", baseline))
        print(row("dueCount(on:)", count))
        print(row("a map answer scored, with its sentence", scored))
        print(row("baseline: the great-circle distance alone", distanceOnly))
    }

    /// A map answer scored as the attempt route scores it, and the distance alone, `queries` times each.
    static func timeMapScoring(queries: Int) throws -> (scored: Timing, distanceOnly: Timing) {
        let telc = RegioQuiz.MapTarget(latitude: 49.18418, longitude: 15.45275, name: LocalizedText("Telč"), placeKind: "town",
                             landmark: MapLandmark(name: LocalizedText("Jihlava"), latitude: 49.3961, longitude: 15.59124))
        let quiz = Quiz(id: "map", regionID: "CZ-63", title: LocalizedText("Vysočina"),
                        questions: [Question(id: "telc", prompt: LocalizedText("Where is Telč?"), location: telc)])
        var rng = SeededRandom(seed: 28)
        let points = (0..<(queries + 50)).map { _ in (Double.random(in: 48.5...50.5, using: &rng), Double.random(in: 14...17, using: &rng)) }
        func time(_ body: (Double, Double) throws -> Double) rethrows -> Timing {
            var sink = 0.0
            for p in points.prefix(50) { sink += try body(p.0, p.1) }
            var samples: [Double] = []
            samples.reserveCapacity(queries)
            for p in points.dropFirst(50) {
                let start = DispatchTime.now().uptimeNanoseconds
                sink += try body(p.0, p.1)
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
            }
            precondition(sink.isFinite)
            samples.sort()
            func at(_ q: Double) -> Double { samples[min(samples.count - 1, Int((Double(samples.count - 1) * q).rounded()))] }
            return Timing(p50Us: at(0.5), p99Us: at(0.99), meanUs: samples.reduce(0, +) / Double(samples.count))
        }
        let scored = try time { lat, lon in
            var session = try QuizSession(quiz: quiz, settings: QuizSettings(mode: .immediate), seed: 1)
            try session.begin()
            let feedback = try session.answer(latitude: lat, longitude: lon)
            guard let location = feedback.location else { preconditionFailure("a map question without map feedback") }
            return location.fraction + Double(location.summary.text(in: .cs).count)
        }
        let distanceOnly = time { lat, lon in
            GreatCircle.distanceKm(fromLatitude: telc.latitude, longitude: telc.longitude, toLatitude: lat, longitude: lon)
        }
        return (scored, distanceOnly)
    }
}
