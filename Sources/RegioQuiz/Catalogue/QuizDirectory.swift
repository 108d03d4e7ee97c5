import Foundation

/// Loads the quizzes and videos of a dataset directory:
///
/// ```
/// <dir>/quizzes/*.json   Regio JSON quizzes (one quiz or an array per file)
/// <dir>/quizzes/*.gift   Moodle GIFT quizzes (header comments // @id, // @region, // @title)
/// <dir>/videos.json      the video catalogue (optional)
/// ```
///
/// Every problem of every file is collected and thrown together as a
/// ``QuizValidationError``; GIFT questions that were not imported come back
/// as notices.
public enum QuizDirectory {
    public struct Contents: Sendable {
        public var catalogue: QuizCatalogue
        public var notices: [QuizFormatError]
    }

    /// - Parameters:
    ///   - displayPrefix: how file names are shown (e.g. `data/`); defaults to the directory path.
    public static func load(_ directory: URL, displayPrefix: String? = nil,
                            knownRegions: Set<String>? = nil) throws -> Contents {
        let prefix = displayPrefix ?? (directory.path.hasSuffix("/") ? directory.path : directory.path + "/")
        let fm = FileManager.default
        let quizDir = directory.appendingPathComponent("quizzes")
        let names = ((try? fm.contentsOfDirectory(atPath: quizDir.path)) ?? []).sorted()
        var loaded: [LoadedQuiz] = []
        var problems: [QuizFormatError] = []
        var notices: [QuizFormatError] = []
        for name in names {
            let url = quizDir.appendingPathComponent(name)
            let shown = prefix + "quizzes/" + name
            do {
                switch url.pathExtension.lowercased() {
                case "json":
                    loaded += try QuizJSON.load(url, displayName: shown, knownRegions: knownRegions)
                case "gift":
                    let result = try GIFTImporter.load(url, displayName: shown, options: .init(knownRegions: knownRegions))
                    loaded.append(LoadedQuiz(quiz: result.quiz, file: shown))
                    notices += result.notices
                default:
                    continue
                }
            } catch let e as QuizValidationError {
                problems += e.problems
            } catch let e as QuizFormatError {
                problems.append(e)
            }
        }
        var videos: [Video] = []
        let videosURL = directory.appendingPathComponent("videos.json")
        let videosShown = prefix + "videos.json"
        if fm.fileExists(atPath: videosURL.path) {
            do {
                let data = try QuizFormatError.read(videosURL, file: videosShown, limit: .manifest)
                videos = try VideoJSON.decode(data, file: videosShown)
            } catch let e as QuizValidationError {
                problems += e.problems
            } catch let e as QuizFormatError {
                problems.append(e)
            } catch {
                problems.append(QuizFormatError(file: videosShown, message: "cannot be read: \(error.localizedDescription)"))
            }
        }
        let catalogue: QuizCatalogue
        do throws(QuizValidationError) {
            catalogue = try QuizCatalogue(quizzes: loaded, videos: videos, videosFile: videosShown,
                                          knownRegions: knownRegions)
        } catch {
            throw QuizValidationError(problems + error.problems)
        }
        if !problems.isEmpty { throw QuizValidationError(problems) }
        return Contents(catalogue: catalogue, notices: notices)
    }
}
