import Foundation
import RegioGeo

/// Reads places from CSV with a header row.
///
/// Required columns: `name`, `lat` (or `latitude`), `lon` (or `lng`,
/// `longitude`). Optional: `id`, `category` (or `kind`, `type`), `city`,
/// `street`, `postal_code` (or `postcode`, `zip`), `population`,
/// `importance`, `alternate_names` (separated by `|`). Other columns are kept
/// as ``Place/attributes``. Header names are matched without case and
/// diacritics. Numbers may use a decimal comma when the delimiter is not a comma.
///
/// Ids are `source:id`; without an `id` column, `source:<slug of the name>`
/// (`-2`, `-3` … for repeated names), which survives reordering the rows.
/// Every problem names the line.
///
/// ```swift
/// let csv = "name,lat,lon\nKarlštejn,49.9394,14.1882\n"
/// let batch = try CSVPlaceImporter.read(csv, file: "trip.csv")
/// batch.places[0].id   // "trip:karlstejn"
/// ```
public enum CSVPlaceImporter {
    public static func read(_ text: String, file: String, source: String? = nil) throws -> PlaceImport {
        try read(Data(text.utf8), file: file, source: source)
    }

    /// Reads places from CSV bytes, one record at a time: memory holds the
    /// places made, not the records (a 200 MB catalogue streams).
    /// - Parameter progress: hears how many bytes were read, every 20,000 records.
    public static func read(_ data: Data, file: String, source: String? = nil,
                            progress: LoadProgressHandler? = nil) throws -> PlaceImport {
        let delimiter = CSVReader.delimiter(of: data)
        var reader: RowReader?
        var result = PlaceImport(file: file)
        var problems = ProblemList()
        var rows = 0
        do {
            try CSVReader.forEachRecord(data, file: file, delimiter: delimiter) { record, offset in
                guard let rowReader = reader else {
                    reader = try RowReader(header: record, file: file, source: source, delimiter: delimiter)
                    return
                }
                rowReader.read(record, into: &result, problems: &problems)
                rows += 1
                if rows % 20_000 == 0 { progress?(LoadProgress(file: file, stage: .reading, done: offset, total: data.count)) }
            }
        } catch let damage as DataError {
            throw PlaceImportError([damage])
        }
        guard reader != nil else {
            throw PlaceImportError([DataError(file: file, message: "the file is empty; expected a header row with name, lat, lon")])
        }
        progress?(LoadProgress(file: file, stage: .reading, done: data.count, total: data.count))
        try problems.throwIfAny()
        return result
    }
}

/// What the header row says: which column holds what; turns each later row into a place.
private final class RowReader {
    let file: String
    let header: CSVRecord
    let nameCol: Int, latCol: Int, lonCol: Int
    let idCol: Int?, categoryCol: Int?, cityCol: Int?, streetCol: Int?, postalCol: Int?
    let populationCol: Int?, importanceCol: Int?, alternatesCol: Int?
    let known: Set<Int>
    let sourceName: String
    let commaDecimals: Bool
    var slugCounts: [String: Int] = [:]

    init(header: CSVRecord, file: String, source: String?, delimiter: UInt8) throws {
        self.file = file
        self.header = header
        func column(_ names: [String]) -> Int? { header.column(named: names) }
        var missing: [String] = []
        let nameCol = column(["name", "nazev"])
        let latCol = column(["lat", "latitude"])
        let lonCol = column(["lon", "lng", "long", "longitude"])
        if nameCol == nil { missing.append("name") }
        if latCol == nil { missing.append("lat") }
        if lonCol == nil { missing.append("lon") }
        guard missing.isEmpty, let nameCol, let latCol, let lonCol else {
            throw PlaceImportError([DataError(file: file, location: "line \(header.line)",
                                              message: "the header needs the column\(missing.count > 1 ? "s" : "") \(missing.joined(separator: ", ")) (found: \(header.fields.joined(separator: ", ")))")])
        }
        self.nameCol = nameCol; self.latCol = latCol; self.lonCol = lonCol
        idCol = column(["id"])
        categoryCol = column(["category", "kind", "type"])
        cityCol = column(["city", "mesto", "obec"])
        streetCol = column(["street", "ulice"])
        postalCol = column(["postal_code", "postcode", "zip", "psc"])
        populationCol = column(["population"])
        importanceCol = column(["importance"])
        alternatesCol = column(["alternate_names", "alternatenames", "alt_names"])
        known = Set([nameCol, latCol, lonCol, idCol, categoryCol, cityCol, streetCol, postalCol, populationCol,
                     importanceCol, alternatesCol].compactMap { $0 })
        sourceName = try PlaceIDs.checkedSource(source ?? PlaceIDs.source(forFile: file))
        commaDecimals = delimiter != UInt8(ascii: ",")
    }

    /// Adds the place of one row to `result`, or its problem to `problems`.
    func read(_ record: CSVRecord, into result: inout PlaceImport, problems: inout ProblemList) {
        let at = "line \(record.line)"
        guard record.fields.count == header.fields.count else {
            problems.add(DataError(file: file, location: at, message: "expected \(header.fields.count) fields as in the header, found \(record.fields.count)"))
            return
        }
        func value(_ col: Int?) -> String? {
            guard let col else { return nil }
            let v = record.fields[col].trimmingCharacters(in: .whitespaces)
            return v.isEmpty ? nil : v
        }
        func number(_ col: Int?, _ label: String) -> Result<Double?, DataError> {
            guard let text = value(col) else { return .success(nil) }
            if !commaDecimals && text.contains(",") {
                return .failure(DataError(file: file, location: "\(at), column \(label)", message: "'\(text)' is not a number (use a decimal point)"))
            }
            guard let d = NumberText.parse(text) else {
                return .failure(DataError(file: file, location: "\(at), column \(label)", message: "'\(text)' is not a number"))
            }
            return .success(d)
        }
        guard let name = value(nameCol) else {
            problems.add(DataError(file: file, location: "\(at), column \(header.fields[nameCol])", message: "the name is empty"))
            return
        }
        let lat: Double?, lon: Double?, population: Double?, importance: Double?
        switch (number(latCol, header.fields[latCol]), number(lonCol, header.fields[lonCol]),
                number(populationCol, "population"), number(importanceCol, "importance")) {
        case (.success(let a), .success(let b), .success(let c), .success(let d)):
            lat = a; lon = b; population = c; importance = d
        case (.failure(let e), _, _, _), (_, .failure(let e), _, _), (_, _, .failure(let e), _), (_, _, _, .failure(let e)):
            problems.add(e); return
        }
        let coordinate: Coordinate
        switch CoordinateCheck.make(latitude: lat, longitude: lon, file: file, location: at) {
        case .success(let c): coordinate = c
        case .failure(let e): problems.add(e); return
        }
        if let population, population < 0 || population > 1e10 || population != population.rounded() {
            problems.add(DataError(file: file, location: "\(at), column population", message: "\(population) is not a whole number of people"))
            return
        }
        let id: String
        if let local = value(idCol) {
            id = "\(sourceName):\(local)"
        } else {
            let slug = PlaceIDs.slug(name)
            let n = (slugCounts[slug] ?? 0) + 1
            slugCounts[slug] = n
            id = "\(sourceName):\(slug.isEmpty ? "place" : slug)\(n > 1 ? "-\(n)" : "")"
        }
        let category = value(categoryCol).map(PlaceKinds.category(for:)) ?? .poi
        let city = value(cityCol), street = value(streetCol), postal = value(postalCol)
        let address = (city ?? street ?? postal) == nil ? nil : Address(city: city, street: street, postalCode: postal)
        var attributes: [String: String] = [:]
        for (i, h) in header.fields.enumerated() where !known.contains(i) {
            if let v = value(i) { attributes[h] = v }
        }
        let alternates = value(alternatesCol)?.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != name } ?? []
        result.append(Place(id: id, name: name, alternateNames: alternates, category: category, coordinate: coordinate,
                            address: address,
                            importance: importance ?? population ?? CategoryWeight.importance(for: category),
                            population: population.map { Int($0) },
                            attributes: attributes.isEmpty ? nil : attributes),
                      at: at)
    }
}
