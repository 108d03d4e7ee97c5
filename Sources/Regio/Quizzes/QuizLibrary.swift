import Foundation
import RegioQuiz

/// Every quiz a learner can take with a dataset: the dataset's own quizzes
/// (Regio JSON and GIFT files in its quizzes folder), one quiz per region
/// generated from the dataset's facts, and the quizzes the user imported into
/// their own folder; with the dataset's videos and which quiz each one offers.
///
/// Building it reads and validates the files once (keep the library for the
/// session). The dataset's files must be valid: every problem is thrown
/// together, each with its file and place. The user's own files never stop the
/// library from loading: a broken one is skipped and reported in ``notices``,
/// and quizzes about regions of another dataset are left out quietly.
///
/// ```swift
/// let dataset = try Dataset.load()
/// let library = try QuizLibrary(dataset: dataset, userDirectory: QuizLibrary.userDirectory(forStoreAt: Store.defaultPath()))
/// let quiz = library.resolve("vysocina")           // a quiz id, a region id or a region name
/// let offered = try library.catalogue.quizFor(videoID: "101")
/// ```
///
/// Reading a library from several threads is safe; changing it (``importQuiz(from:displayName:options:)``,
/// ``loadSynced(from:quizzesCollection:videosCollection:)``) is not, so share a
/// library only after its last change: ``RegioEngine`` builds a new library for
/// each change and swaps it in.
public final class QuizLibrary: @unchecked Sendable {
    public let dataset: Dataset
    /// The quizzes and videos, checked together.
    public internal(set) var catalogue: QuizCatalogue
    /// Where `quiz import` writes and where the user's quizzes are read from (nil: none).
    public let userDirectory: URL?
    /// What was skipped or not imported, one line each (for stderr): GIFT
    /// questions of unsupported types, broken user files, regions without a generated quiz.
    public internal(set) var notices: [String] = []
    /// The generated quizzes by quiz id, with the kind of each question.
    public private(set) var generated: [String: GeneratedQuiz] = [:]
    /// The facts generated quizzes come from (nil when the dataset has none usable).
    public let facts: QuizFacts?
    var origins: [String: QuizOrigin] = [:]
    /// What ``loadSynced(from:quizzesCollection:videosCollection:)`` added from the content server's collections.
    public internal(set) var synced = SyncedQuizContent()
    let videosFile: String

    /// The seed of the generated quizzes in the library: fixed, so that a
    /// region's generated quiz is the same in every session (and its history
    /// stays comparable). `quiz generate --seed N` shows other variants.
    public static let generationSeed: UInt64 = 1

    /// The user's quizzes folder for a store: `quizzes/` beside the store file
    /// (by default `$XDG_DATA_HOME/regio/quizzes/`).
    public static func userDirectory(forStoreAt storePath: String) -> URL {
        URL(fileURLWithPath: storePath).deletingLastPathComponent().appendingPathComponent("quizzes", isDirectory: true)
    }

    /// Loads the quizzes and videos named by the dataset's manifest, generates
    /// one quiz per region, and adds the user's quizzes.
    /// - Parameter displayPrefix: how the dataset folder is named in messages (e.g. `data`).
    /// - Throws: ``QuizValidationError`` listing every problem of the dataset's
    ///   quiz and video files (with file and JSON path or line); ``QuizFormatError``.
    public init(dataset: Dataset, userDirectory: URL? = nil, displayPrefix: String? = nil) throws {
        self.dataset = dataset
        self.userDirectory = userDirectory
        let prefix = displayPrefix ?? dataset.directory.path
        let shown = { (name: String) in name.hasPrefix("/") ? name : (prefix as NSString).appendingPathComponent(name) }
        let known = Set(dataset.regions.map(\.id))

        // The dataset's own quizzes and videos.
        var problems: [QuizFormatError] = []
        var authored: [LoadedQuiz] = []
        if let folder = dataset.manifest.quizzes {
            let url = DatasetManifest.url(folder, in: dataset.directory)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                let read = Self.readQuizFolder(url, shownAs: shown(folder), knownRegions: known)
                authored = read.quizzes
                problems += read.problems
                notices += read.notices
            } else {
                problems.append(QuizFormatError(file: shown("manifest.json"), location: "quizzes",
                                                message: "names the quizzes folder \"\(folder)\", which does not exist"))
            }
        }
        var videos: [Video] = []
        let videosName = dataset.manifest.videos
        videosFile = videosName.map(shown) ?? shown("videos.json")
        if let videosName {
            do {
                let url = DatasetManifest.url(videosName, in: dataset.directory)
                let data: Data
                do { data = try InputFile.read(url, file: videosFile, limit: .manifest) } catch {
                    throw QuizFormatError(file: videosFile, message: "\(error.message); the manifest names it under \"videos\"")
                }
                videos = try VideoJSON.decode(data, file: videosFile)
            } catch let e as QuizValidationError {
                problems += e.problems
            } catch let e as QuizFormatError {
                problems.append(e)
            }
        }

        // One generated quiz per region (videos may link them).
        var generatedEntries: [LoadedQuiz] = []
        var facts: QuizFacts?
        do {
            let result = try dataset.quizFacts()
            facts = result.facts
            // Capitals the facts lack are no notice: those quizzes simply ask none (result.leftOut says so).
            let generator = QuizGenerator(facts: result.facts)
            for region in result.facts.regions {
                do {
                    let g = try generator.quiz(forRegion: region.id, seed: Self.generationSeed)
                    generated[g.quiz.id] = g
                    generatedEntries.append(LoadedQuiz(quiz: g.quiz, file: "(generated)", isGenerated: true))
                } catch {
                    notices.append("\(region.id): no quiz generated: \(error)")
                }
            }
        } catch {
            notices.append("no quizzes are generated from this dataset: \(error)")
        }
        self.facts = facts

        do {
            catalogue = try QuizCatalogue(quizzes: authored + generatedEntries, videos: videos, videosFile: videosFile,
                                          knownRegions: known)
        } catch {
            problems += error.problems
            catalogue = try QuizCatalogue(quizzes: [], knownRegions: known)
        }
        if !problems.isEmpty { throw QuizValidationError(problems) }
        for q in authored { origins[q.quiz.id] = QuizOrigin(kind: .dataset, file: q.file) }
        for q in generatedEntries { origins[q.quiz.id] = QuizOrigin(kind: .generated) }

        // The user's own quizzes: never fatal.
        if let userDirectory, FileManager.default.fileExists(atPath: userDirectory.path) {
            let read = Self.readQuizFolder(userDirectory, shownAs: userDirectory.path, knownRegions: nil)
            notices += read.notices
            notices += read.problems.map { "skipped: \($0)" }
            for q in read.quizzes {
                // A quiz about a region of another dataset belongs to that dataset.
                if let region = q.quiz.regionID, !known.contains(region) { continue }
                do {
                    try catalogue.add(q)
                    origins[q.quiz.id] = QuizOrigin(kind: .imported, file: q.file)
                } catch {
                    notices += error.problems.map { "skipped: \($0)" }
                }
            }
        }
    }

    /// Where a quiz comes from.
    public func origin(of quizID: String) -> QuizOrigin? { origins[quizID] }

    /// All quizzes: the dataset's and the user's first, then the generated ones, each by id.
    public var quizzes: [Quiz] { catalogue.quizzes }

    /// A quiz by id (case ignored), or the first quiz of a region named by its
    /// id or name (`CZ-64`, `cz64`, `vysocina`, `South Moravian`); authored
    /// quizzes come before the generated one.
    public func resolve(_ query: String) -> Quiz? {
        let q = query.trimmingCharacters(in: .whitespaces)
        guard !q.isEmpty else { return nil }
        if let quiz = catalogue.resolve(q) { return quiz }
        if let region = dataset.region(matching: q) { return catalogue.quizzes(inRegion: region.id).first }
        return nil
    }

    /// The quizzes about a region, authored ones first.
    public func quizzes(in region: Region) -> [Quiz] { catalogue.quizzes(inRegion: region.id) }

    /// A quiz about `region` generated from the dataset's facts with `seed`
    /// (``generationSeed`` gives the library's own quiz of the region).
    /// - Throws: ``QuizGenerationError``.
    public func generate(for region: Region, seed: UInt64 = QuizLibrary.generationSeed) throws -> GeneratedQuiz {
        guard let facts else {
            throw QuizGenerationError.notEnoughFacts(region: region.id, reasons: notices.filter { $0.hasPrefix("no quizzes") })
        }
        return try QuizGenerator(facts: facts).quiz(forRegion: region.id, seed: seed)
    }

    // MARK: - Reading folders

    struct FolderContents {
        var quizzes: [LoadedQuiz] = []
        var problems: [QuizFormatError] = []
        var notices: [String] = []
    }

    /// Reads every `*.json` and `*.gift` file of a folder (sorted by name).
    static func readQuizFolder(_ url: URL, shownAs shown: String, knownRegions: Set<String>?) -> FolderContents {
        var out = FolderContents()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let file = url.appendingPathComponent(name)
            let display = (shown as NSString).appendingPathComponent(name)
            do {
                switch file.pathExtension.lowercased() {
                case "json":
                    out.quizzes += try QuizJSON.load(file, displayName: display, knownRegions: knownRegions)
                case "gift":
                    let result = try GIFTImporter.load(file, displayName: display, options: .init(knownRegions: knownRegions))
                    out.quizzes.append(LoadedQuiz(quiz: result.quiz, file: display))
                    out.notices += result.notices.map { "not imported: \($0)" }
                default:
                    continue
                }
            } catch let e as QuizValidationError {
                out.problems += e.problems
            } catch let e as QuizFormatError {
                out.problems.append(e)
            } catch {
                out.problems.append(QuizFormatError(file: display, message: "\(error)"))
            }
        }
        return out
    }

    // MARK: - Changes

    /// Replaces the catalogue after an import (keeps the videos and the checks).
    func replaceCatalogue(removing ids: Set<String>, adding new: [LoadedQuiz], origin: QuizOrigin.Kind) throws {
        let kept = catalogue.entries.filter { !ids.contains($0.quiz.id) }
        catalogue = try QuizCatalogue(quizzes: kept + new, videos: catalogue.videos, videosFile: videosFile,
                                      knownRegions: catalogue.knownRegions)
        for q in new { origins[q.quiz.id] = QuizOrigin(kind: origin, file: q.file) }
    }
}
