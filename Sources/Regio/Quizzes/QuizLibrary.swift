import Foundation
import RegioQuiz

/// Every quiz a learner can take with a dataset: the dataset's own quizzes
/// (Regio JSON and GIFT files in its quizzes folder), two quizzes per region
/// generated from the dataset's facts (a quiz of facts and a "where is it?" map quiz), and the quizzes the user imported into
/// their own folder; with the dataset's videos and which quiz each one offers.
///
/// Building it reads and validates the files once (keep the library for the
/// session). Generated quizzes are listed at once (``headings``) but made only
/// when one is opened (``open(_:)``), each once: the facts
/// they come from take seconds to build for a dataset of the world. The dataset's files must be valid: every problem is thrown
/// together, each with its file and place. The user's own files never stop the
/// library from loading: a broken one is skipped and reported in ``notices``,
/// and quizzes about regions of another dataset are left out quietly.
///
/// ```swift
/// let dataset = try Dataset.load()
/// let library = try QuizLibrary(dataset: dataset, userDirectory: QuizLibrary.userDirectory(forStoreAt: Store.defaultPath()))
/// let list = library.headings                      // every quiz, nothing generated
/// let quiz = try library.open("vysocina")          // a quiz id, a region id or a region name; generated now
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
    /// questions of unsupported types, broken user files.
    public internal(set) var notices: [String] = []
    /// Makes the generated quizzes, from facts built on first use.
    let generator: DatasetQuizGenerator
    var origins: [String: QuizOrigin] = [:]
    /// What ``loadSynced(from:quizzesCollection:videosCollection:)`` added from the content server's collections.
    public internal(set) var synced = SyncedQuizContent()
    let videosFile: String
    /// The ids of the dataset's own videos (videos.json), the only ones that may be files (``VideoFile``):
    /// a synced video is never served from the disk.
    let datasetVideoIDs: Set<String>

    /// The seed of the generated quizzes in the library: fixed, so that a
    /// region's generated quiz is the same in every session (and its history
    /// stays comparable). `quiz generate --seed N` shows other variants.
    public static let generationSeed: UInt64 = 1

    /// The user's quizzes folder for a store: `quizzes/` beside the store file
    /// (by default `$XDG_DATA_HOME/regio/quizzes/`).
    public static func userDirectory(forStoreAt storePath: String) -> URL {
        URL(fileURLWithPath: storePath).deletingLastPathComponent().appendingPathComponent("quizzes", isDirectory: true)
    }

    /// Loads the quizzes and videos named by the dataset's manifest, lists
    /// one generated quiz per region (made when first opened), and adds the user's quizzes.
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
                let read = Self.readQuizFolder(url, shownAs: shown(folder), knownRegions: known, mapBounds: dataset.quizMapBounds)
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

        datasetVideoIDs = Set(videos.map(\.id))

        // One generated quiz per region (videos may link them), made when first opened.
        let generator = DatasetQuizGenerator(dataset: dataset)
        self.generator = generator
        let deferred = Self.generatedQuizzes(of: dataset, by: generator)

        do {
            catalogue = try QuizCatalogue(quizzes: authored, generated: deferred, videos: videos, videosFile: videosFile,
                                          knownRegions: known)
        } catch {
            problems += error.problems
            catalogue = try QuizCatalogue(quizzes: [], knownRegions: known)
        }
        if !problems.isEmpty { throw QuizValidationError(problems) }
        for q in authored { origins[q.quiz.id] = QuizOrigin(kind: .dataset, file: q.file) }
        for q in deferred { origins[q.id] = QuizOrigin(kind: .generated) }

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

    /// Two quizzes per region of the dataset, each generated from the facts on first use: the
    /// quiz of facts (`gen-<region>`) and the map quiz (`gen-map-<region>`).
    static func generatedQuizzes(of dataset: Dataset, by generator: DatasetQuizGenerator) -> [DeferredQuiz] {
        // The names the facts give the regions (``Dataset/distinctQuizNames(_:)``), without building the facts.
        let names = Dataset.distinctQuizNames(dataset.regions)
        return dataset.regions.flatMap { region in
            let id = region.id
            return [
                DeferredQuiz(id: QuizGenerator.quizID(forRegion: id), regionID: id,
                             title: QuizGenerator.title(regionName: names[id]!)) {
                    try generator.quiz(forRegion: id, seed: Self.generationSeed)
                },
                // The "where is it?" map quiz: every question answered by pointing at the map.
                DeferredQuiz(id: QuizGenerator.locateQuizID(forRegion: id), regionID: id,
                             title: QuizGenerator.locateTitle(regionName: names[id]!)) {
                    GeneratedQuiz(quiz: try generator.locateQuiz(forRegion: id))
                },
            ]
        }
    }

    /// Where a quiz comes from.
    public func origin(of quizID: String) -> QuizOrigin? { origins[quizID] }

    /// Every quiz as a list shows it (authored and the user's first, then the
    /// generated ones, each by id), without generating any.
    public var headings: [QuizHeading] { catalogue.headings }

    /// All quizzes with their questions, in the order of ``headings``: this
    /// generates every generated quiz not made yet (a content feed serves them all).
    public var quizzes: [Quiz] { catalogue.quizzes }

    /// How many generated quizzes have been made so far.
    public var generatedCount: Int { catalogue.generated.filter(\.isMade).count }

    /// The heading of a quiz by id (case ignored), or of the first quiz of a
    /// region named by its id or name (`CZ-64`, `cz64`, `vysocina`, `South
    /// Moravian`); authored quizzes come before the generated one. Generates nothing.
    public func resolveHeading(_ query: String) -> QuizHeading? {
        let q = query.trimmingCharacters(in: .whitespaces)
        guard !q.isEmpty else { return nil }
        if let heading = catalogue.resolveHeading(q) { return heading }
        if let region = dataset.region(matching: q) { return catalogue.headings(inRegion: region.id).first }
        return nil
    }

    /// The quiz ``resolveHeading(_:)`` finds, with its questions (a generated
    /// one is made now, once); nil when nothing matches.
    /// - Throws: ``QuizGenerationError`` when a generated quiz cannot be made.
    public func open(_ query: String) throws -> Quiz? {
        try resolveHeading(query).map { try catalogue.quiz(for: $0) }
    }

    /// The headings of the quizzes about a region, authored ones first.
    public func headings(in region: Region) -> [QuizHeading] { catalogue.headings(inRegion: region.id) }

    /// The quizzes about a region with their questions, authored ones first (generated ones are made now).
    public func quizzes(in region: Region) -> [Quiz] { catalogue.quizzes(inRegion: region.id) }

    /// The facts the generated quizzes come from, built on first use.
    /// - Throws: what ``Dataset/quizFacts()`` throws.
    public func facts() throws -> QuizFactsResult { try generator.facts().facts }

    /// A quiz about `region` generated from the dataset's facts with `seed`
    /// (``generationSeed`` gives the library's own quiz of the region, kept once made).
    /// - Throws: ``QuizGenerationError``.
    public func generate(for region: Region, seed: UInt64 = QuizLibrary.generationSeed) throws -> GeneratedQuiz {
        let id = QuizGenerator.quizID(forRegion: region.id)
        if seed == Self.generationSeed, let own = catalogue.generated.first(where: { $0.id == id }) { return try own.generated() }
        return try generator.quiz(forRegion: region.id, seed: seed)
    }

    // MARK: - Reading folders

    struct FolderContents {
        var quizzes: [LoadedQuiz] = []
        var problems: [QuizFormatError] = []
        var notices: [String] = []
    }

    /// Reads every `*.json` and `*.gift` file of a folder (sorted by name).
    /// With `mapBounds`, a map question whose place lies outside them is refused.
    static func readQuizFolder(_ url: URL, shownAs shown: String, knownRegions: Set<String>?,
                               mapBounds: QuizMapBounds? = nil) -> FolderContents {
        var out = FolderContents()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let file = url.appendingPathComponent(name)
            let display = (shown as NSString).appendingPathComponent(name)
            do {
                switch file.pathExtension.lowercased() {
                case "json":
                    out.quizzes += try QuizJSON.load(file, displayName: display, knownRegions: knownRegions, mapBounds: mapBounds)
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
        catalogue = try catalogue.replacing(quizzes: kept + new, videos: catalogue.videos)
        for q in new { origins[q.quiz.id] = QuizOrigin(kind: origin, file: q.file) }
    }
}
