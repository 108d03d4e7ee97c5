import ArgumentParser
import Foundation
import Regio

/// The one place where the commands read coordinates, boxes and centres from
/// their options and arguments, as typed values at the edge.
///
/// West of Greenwich and south of the equator these values start with a minus,
/// which the argument parser takes for an option. So:
/// - an option that takes them reads its value unconditionally
///   (`parsing: .unconditional`): `--bbox -58.5,-34.7,-58.3,-34.5` and
///   `--bbox=-58.5,…` both give the option its value;
/// - the value is read by the library's parser (``UserInput``) in the option's
///   `transform:`, so a mistake is refused by the parser with a message that
///   names the option, in the interface language;
/// - a positional argument that may be a box (`map -10,35,20,60`) collects the
///   words the parser does not recognise (`parsing: .allUnrecognized`), and
///   ``checkedWords(_:)`` refuses those that are options rather than numbers.
///
/// ```swift
/// @Option(parsing: .unconditional, help: …, transform: CoordinateArgument.box("--bbox"))
/// var bbox: BoundingBox?
/// ```
enum CoordinateArgument {
    /// A box `W,S,E,N` (`--bbox`).
    static func box(_ option: String) -> @Sendable (String) throws -> BoundingBox {
        { text in try read { try UserInput.box(text, parameter: option) } }
    }

    /// A position `LAT,LON` (`--center`).
    static func position(_ option: String) -> @Sendable (String) throws -> Coordinate {
        { text in try read { try UserInput.coordinate(text, parameter: option) } }
    }

    /// A position `LAT,LON` or a place's id or name (`--near`).
    static func centre(_ option: String) -> @Sendable (String) throws -> UserInput.Centre {
        { text in try read { try UserInput.centre(text, parameter: option) } }
    }

    /// What the parser shows after "The value '…' is invalid for '--bbox <w,s,e,n>': ".
    struct ValueError: LocalizedError {
        let text: String
        var errorDescription: String? { text }
    }

    /// The library's error, in the interface language (the parser prints a `LocalizedError`'s description).
    private static func read<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw ValueError(text: CommandRunner.describe(error)) }
    }

    /// The words of a positional argument read with `.allUnrecognized`: a word
    /// that starts with a minus and is not a number or a list of numbers
    /// (`-10,35,20,60`, `-33.9`) is an option the command does not know.
    /// Call it from `validate()`, so that the parser reports it as its own.
    @discardableResult
    static func checkedWords(_ words: [String]) throws -> [String] {
        if let option = words.first(where: { $0.hasPrefix("-") && !isNumbers($0) }) {
            throw ValidationError(Texts(.en)(.parserUnknownOption, ["option": option]))
        }
        return words
    }

    /// `-10,35,20,60`, `-33.9`, `-1e3`: numbers with a sign, points, commas and exponents only.
    static func isNumbers(_ word: String) -> Bool {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { Double($0.trimmingCharacters(in: .whitespaces)) != nil }
    }
}
