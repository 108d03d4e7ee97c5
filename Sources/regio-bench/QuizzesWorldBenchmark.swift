import Foundation
import Regio

/// `scripts/bench quizzes-world --world DIR [--region CZ-64] [--second AT-7] [--json]`
///
/// What a first `quizzes` costs on a dataset of the world (`regio dataset
/// build --world`): the quiz catalogue lists one generated quiz per region
/// without generating them, and a quiz is made when it is first opened. In
/// one run, on the same loaded dataset:
/// - the first catalogue listing (``RegioEngine/quizzes(region:language:)``
///   on a fresh engine: the quiz library is built, nothing is generated);
/// - the first quiz opened (which builds the facts: towns, borders, rivers)
///   and a second one (the facts kept: one quiz's generation);
/// - the baseline: the eager path the listing took before, building the
///   facts and generating every region's quiz (``QuizLibrary/quizzes``).
enum QuizzesWorldBenchmark {
    static func run(_ arguments: [String]) throws {
        var world: String?, region = "CZ-64", second = "AT-7", json = false
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--world": i += 1; world = arguments[i]
            case "--region": i += 1; region = arguments[i]
            case "--second": i += 1; second = arguments[i]
            case "--json": json = true
            default: throw BenchError.usage("unknown option \(arguments[i])")
            }
            i += 1
        }
        guard let world else { throw BenchError.usage("quizzes-world needs --world DIR (regio dataset build --world)") }
        let folder = URL(fileURLWithPath: world)
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("regio-bench-\(UUID().uuidString)/store.sqlite").path
        let engine = RegioEngine(configuration: EngineConfiguration(dataDirectory: folder, storePath: store))

        let (dataset, loadSeconds) = try seconds { try engine.dataset() }
        let (list, listSeconds) = try seconds { try engine.quizzes(language: .en) }
        let (again, againSeconds) = try seconds { try engine.quizzes(language: .en) }
        let library = try engine.quizLibrary()
        let madeByListing = library.generatedCount
        let (first, firstSeconds) = try seconds { try engine.resolveQuiz(region) }
        let (other, secondSeconds) = try seconds { try engine.resolveQuiz(second) }
        let (_, reopenSeconds) = try seconds { try engine.resolveQuiz(region) }

        // A restarted server: the dataset is loaded before it listens, then the
        // libraries are built in the background while the first /api/quizzes comes in.
        let restarted = RegioEngine(configuration: EngineConfiguration(dataDirectory: folder, storePath: store))
        _ = try restarted.dataset()
        let warming = BackgroundWork { try restarted.prepareForRequests() }
        let (_, serveSeconds) = try seconds { try restarted.quizzes(language: .en) }
        let (_, warmSeconds) = try seconds { try warming.result() }

        // The baseline: the eager path (facts, then every region's quiz), on a new library.
        let eager = try QuizLibrary(dataset: dataset)
        let (_, factsSeconds) = try seconds { try eager.facts() }
        let (all, allSeconds) = seconds { eager.quizzes }
        let questions = all.reduce(0) { $0 + $1.questions.count }

        let rows: [(String, Double, String)] = [
            ("dataset load (shared by both)", loadSeconds, "\(dataset.regions.count) regions, \(dataset.places.count) places"),
            ("first catalogue listing (lazy)", listSeconds, "\(list.count) quizzes listed, \(madeByListing) generated"),
            ("second listing", againSeconds, "\(again.count) quizzes"),
            ("first quiz opened (\(first.id), builds the facts)", firstSeconds, "\(first.questions.count) questions"),
            ("second quiz opened (\(other.id))", secondSeconds, "\(other.questions.count) questions"),
            ("first quiz opened again (kept)", reopenSeconds, ""),
            ("restarted server: first quiz list while it warms up", serveSeconds, "in process, without HTTP"),
            ("restarted server: rest of the warm-up (places, clusters, facts)", warmSeconds, ""),
            ("baseline: facts for the eager path", factsSeconds, ""),
            ("baseline: every quiz generated (eager)", allSeconds, "\(all.count) quizzes, \(questions) questions"),
            ("baseline: eager listing in all (facts + every quiz)", factsSeconds + allSeconds, ""),
        ]
        if json {
            let object: [String: Any] = [
                "benchmark": "quizzes-world", "folder": world, "date": ISO8601DateFormatter().string(from: Date()),
                "rows": rows.map { ["what": $0.0, "seconds": $0.1, "note": $0.2] },
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            FileHandle.standardOutput.write(data + Data("\n".utf8))
            return
        }
        print("## quizzes-world benchmark — \(world)\n")
        print("| step | seconds | |")
        print("|---|---|---|")
        for (what, s, note) in rows { print("| \(what) | \(String(format: "%.3f", s)) | \(note) |") }
        let ratio = (factsSeconds + allSeconds) / max(listSeconds, 1e-9)
        print("\nfirst listing vs the eager path: \(String(format: "%.0f", ratio))× faster")
    }

    /// The value `work` returns and the seconds it took.
    static func seconds<T>(_ work: () throws -> T) rethrows -> (T, Double) {
        let t0 = DispatchTime.now()
        let value = try work()
        return (value, Double(DispatchTime.now().uptimeNanoseconds - t0.uptimeNanoseconds) / 1e9)
    }
}
