import Foundation
import Testing
import RegioFuzzTargets

/// Every input checked in under `Fuzz/regressions/<target>/` (the crashers
/// libFuzzer found, see FUZZING.md) and every seed under `Fuzz/seeds/<target>/`
/// runs through its target without crashing. A crash fails the whole test run.
@Suite struct FuzzRegressionTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func inputs(_ folder: String, _ target: FuzzTarget) -> [URL] {
        let dir = fuzz.appendingPathComponent(folder).appendingPathComponent(target.rawValue)
        return ((try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? [])
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.path < $1.path }
    }

    @Test(arguments: FuzzTarget.allCases)
    func checkedInInputsRunWithoutCrashing(_ target: FuzzTarget) throws {
        for file in Self.inputs("regressions", target) + Self.inputs("seeds", target) {
            // Each within libFuzzer's limit of 5 s (the timeouts of long runs are checked in too).
            let started = ContinuousClock.now
            target.run(try Data(contentsOf: file))
            #expect(ContinuousClock.now - started < .seconds(5), "\(file.lastPathComponent) is slow")
        }
    }

    @Test func everyTargetHasSeedsOrFixtures() {
        // Targets without their own seeds take the repository's fixtures (scripts/fuzz).
        let fromFixtures: Set<FuzzTarget> = [.json, .geojson, .gift, .quizjson, .manifest]
        for target in FuzzTarget.allCases where !fromFixtures.contains(target) {
            #expect(!Self.inputs("seeds", target).isEmpty, "no seeds for \(target)")
        }
    }

    @Test func targetsAnswerHostileInputWithoutCrashing() {
        // A few inputs of the kind that broke parsers before: deep nesting, truncation, huge counts.
        let hostile: [Data] = [
            Data(String(repeating: "[", count: 100_000).utf8),
            Data("{\"a\":".utf8),
            Data([0x01, 0x03, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0x7F]),  // a WKB polygon claiming 2^31 rings
            Data("GP\u{0}\u{7}".utf8),
            Data("<gpx><wpt lat=\"1\" lon=\"1\">".utf8),
            Data([0xFF, 0xFE, 0x00]),
        ]
        for target in FuzzTarget.allCases {
            for input in hostile { target.run(input) }
        }
    }
}
