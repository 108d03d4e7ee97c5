import Foundation
import RegioGeo
import RegioQuiz

/// A region of the dataset (for the Czech data: a kraj, with its ISO 3166-2 id).
///
/// A region has names in any number of languages (``names``, keyed by
/// language code: `cs`, `en`, `de`, `ja`, `zh-TW`, …); ``name(in:)`` picks one
/// with English as the fallback.
///
/// The geometry belongs to the dataset's ``GeometryContext``, whose lock
/// serialises GEOS calls: a region is shared between threads safely (it does
/// not change after the dataset is loaded).
public final class Region: @unchecked Sendable {
    /// ISO 3166-2 id, for example `CZ-63`, or a stable id of the dataset where
    /// the region has no ISO code (see ``DatasetBuilder``).
    public let id: String
    /// NUTS 3 code where known, for example `CZ063`.
    public let nuts3: String?
    /// Names by language code. Holds at least one name.
    public let names: [String: String]
    /// The language of the country the region lies in (`de` for Austria), where known.
    public let localLanguage: String?
    /// Capitals (seats of the regional authority) by language code; empty when
    /// the dataset's facts give none.
    public let capitals: [String: String]
    /// The official area in km², where the dataset gives one.
    public let officialAreaKm2: Double?
    public let geometry: Geometry
    /// The area computed from the polygon on an equal-area basis, in km².
    public let areaKm2: Double
    /// A point well inside the region, for its label.
    public let labelPoint: Coordinate
    /// Ids of the regions that share a border with this one, sorted.
    public internal(set) var neighbourIDs: [String] = []

    let prepared: PreparedGeometry
    let bounds: BoundingBox

    /// What loading measures on the polygon, or takes from a built dataset
    /// that kept it (measuring the label points of 4,500 regions takes seconds).
    struct Measures {
        var labelPoint: Coordinate
        var areaKm2: Double
    }

    /// Throws when GEOS cannot measure the polygon or find a label point in it
    /// (unless `measured` gives both).
    init(id: String, nuts3: String?, names: [String: String], localLanguage: String?, capitals: [String: String],
         officialAreaKm2: Double?, geometry: Geometry, measured: Measures? = nil) throws {
        self.id = id; self.nuts3 = nuts3; self.names = names; self.localLanguage = localLanguage
        self.capitals = capitals; self.officialAreaKm2 = officialAreaKm2
        self.geometry = geometry
        self.prepared = PreparedGeometry(geometry)
        self.areaKm2 = try measured?.areaKm2 ?? geometry.areaKm2
        self.labelPoint = try measured?.labelPoint ?? geometry.labelPoint
        self.bounds = geometry.bounds ?? BoundingBox(west: 0, south: 0, east: 0, north: 0)
    }

    /// The name in the local language (the country's own), else English, else any.
    public var localName: String { NameChoice.pick(names, language: localLanguage ?? "en", local: localLanguage) ?? id }

    /// The Czech name, else the local one when it is in Latin script, else English.
    public var nameCS: String {
        if let cs = names["cs"], !cs.isEmpty { return cs }
        if let local = localLanguage.flatMap({ names[$0] }), NameChoice.isLatin(local) { return local }
        return nameEN
    }
    /// The English name, else the local one.
    public var nameEN: String { NameChoice.pick(names, language: "en", local: localLanguage) ?? id }
    public var capitalCS: String? { NameChoice.pick(capitals, language: "cs", local: localLanguage) }
    public var capitalEN: String? { NameChoice.pick(capitals, language: "en", local: localLanguage) }

    /// The name in a language code (`de`, `ja`, `pt-BR`), falling back to the
    /// language without its region (`pt`), then English, then the local name.
    /// Czech is ``nameCS`` (the local name in Latin script before English).
    ///
    /// ```swift
    /// wien.name(in: "cs")   // "Vídeň"
    /// wien.name(in: "xx")   // "Vienna"
    /// ```
    public func name(in language: String) -> String {
        if language == Language.cs.rawValue { return nameCS }
        return NameChoice.pick(names, language: language, local: localLanguage, fallbackToEnglish: true) ?? id
    }

    /// The name in an interface language: its own when the dataset has one;
    /// else, as maps do, the local name when it is in Latin script (a Slovak or
    /// German reader gets "Jihomoravský kraj"), else English.
    public func name(_ language: Language) -> String {
        switch language {
        case .en: return nameEN
        case .cs: return nameCS
        default:
            let base = language.base.tag
            for key in [language.tag, base] { if let own = names[key], !own.isEmpty { return own } }
            if let local = localLanguage.flatMap({ names[$0] }), !local.isEmpty, NameChoice.isLatin(local) { return local }
            return nameEN
        }
    }

    /// The name a reader of `language` may also know the region by: the local
    /// name, or the English one when the local name is the one shown.
    public func otherName(_ language: Language) -> String {
        let shown = name(language)
        return localName != shown ? localName : nameEN
    }

    /// The capital in an interface language, with the fallbacks of ``name(in:)``.
    public func capital(_ language: Language) -> String? {
        switch language {
        case .en: return capitalEN ?? capitalCS
        case .cs: return capitalCS ?? capitalEN
        default:
            for key in [language.tag, language.base.tag] { if let own = capitals[key], !own.isEmpty { return own } }
            if let local = localLanguage.flatMap({ capitals[$0] }), !local.isEmpty, NameChoice.isLatin(local) { return local }
            return capitalEN ?? capitalCS
        }
    }

    /// The capital in a language code, with the fallbacks of ``name(in:)``.
    public func capital(in language: String) -> String? {
        NameChoice.pick(capitals, language: language, local: localLanguage, fallbackToEnglish: true)
    }

    /// Whether the region contains the point (a prepared-geometry test after a bounding-box check).
    public func contains(_ c: Coordinate) -> Bool {
        bounds.contains(c) && prepared.contains(c)
    }
}

/// Picks a text from a map by language code.
enum NameChoice {
    /// `texts[language]`, else `texts[base language]`; then (with
    /// `fallbackToEnglish`) English before the local language, otherwise the
    /// local language before English; then the first by key.
    static func pick(_ texts: [String: String], language: String, local: String?, fallbackToEnglish: Bool = false) -> String? {
        if texts.isEmpty { return nil }
        let base = String(language.split(separator: "-").first ?? "")
        var order = [language, base]
        let local = local.map { [$0, String($0.split(separator: "-").first ?? "")] } ?? []
        order += fallbackToEnglish ? ["en"] + local : local + ["en"]
        for key in order where !key.isEmpty {
            if let t = texts[key], !t.isEmpty { return t }
        }
        return texts.keys.sorted().lazy.compactMap { texts[$0] }.first { !$0.isEmpty }
    }

    /// Whether every letter of a text is in Latin script (ASCII and the Latin extensions).
    static func isLatin(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { s in
            !s.properties.isAlphabetic || s.value < 0x250 || (0x1E00...0x1EFF).contains(s.value)
        }
    }
}

/// A neighbouring country, drawn for context on maps.
public struct Country: Sendable {
    public let code: String
    public let name: String
    public let geometry: Geometry
}
