import Foundation
import Regio

/// `regio --version [--json] [--data DIR]`: the version and the dataset
/// (name, date, folder and how it was found), from ``VersionReport``.
enum VersionOutput {
    /// Prints the report; false when no dataset was found (the version is printed anyway).
    static func run(_ options: GlobalOptions, console: Console) -> Bool {
        let report = VersionReport.make(dataDirectory: options.dataDirectory)
        if options.json {
            do { try console.json(report) } catch { console.error(CommandRunner.describe(error)); return false }
        } else {
            console.line("regio \(report.version)")
            if let dataset = report.dataset {
                let date = dataset.date.map { " (\($0))" } ?? ""
                console.line("dataset: \(dataset.name)\(date), \(dataset.directory) [\(dataset.source.rawValue)]")
            }
        }
        if let problem = report.datasetError { console.error(problem) }
        return report.dataset != nil
    }
}
