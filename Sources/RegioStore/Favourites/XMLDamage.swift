import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RegioGeo

/// What is wrong with a damaged XML file, in words a person can act on,
/// instead of "NSXMLParserErrorDomain error 76".
enum XMLDamage {
    /// The error at `line`, `column` of `file` for the parser's error.
    static func error(_ error: Error?, file: String, line: Int, column: Int) -> DataError {
        let code = (error as NSError?)?.code
        return DataError(file: file, location: "line \(line), column \(column)",
                         message: "the XML is damaged: \(code.map(reason) ?? "it is not well-formed")")
    }

    /// The reason for a parser error, by libxml2's error number (the code
    /// XMLParser reports; its own `ErrorCode` cases are numbered differently).
    static func reason(_ code: Int) -> String {
        switch code {
        case 4: return "the file holds no XML document"
        case 5: return "the document is incomplete or has content after its end (a cut file, or something after the last end tag)"
        case 9: return "a character is not allowed in XML"
        case 23: return "an entity reference is not ended with ';' (write & as &amp;)"
        case 26: return "an entity such as &name; is not defined (write & as &amp;)"
        case 38: return "an attribute value contains '<'"
        case 39, 40: return "an attribute value is not in quotes"
        case 41: return "an attribute has no value (it needs name=\"value\")"
        case 42: return "an attribute appears twice in one tag"
        case 45: return "a comment <!-- … --> is not closed"
        case 63: return "a CDATA section is not closed"
        case 65: return "a space is missing between attributes"
        case 68: return "a name was expected (a stray '<' or '&'?)"
        case 73: return "a tag is not closed with '>' (the file may be cut off here)"
        case 74: return "an end tag '</…>' was expected"
        case 76: return "an end tag does not match the element it closes (a stray or misspelt end tag)"
        case 77: return "the file ends inside an element (it was cut off)"
        case 85, 86: return "start and end tags are not balanced"
        case 201: return "a namespace prefix is not declared"
        default: return "it is not well-formed XML (libxml2 error \(code))"
        }
    }

    /// The line of a `<!DOCTYPE` in the prolog (before the root element), if any.
    static func doctypeLine(in data: Data) -> Int? {
        let head = data.prefix(64 << 10)
        let marker = Array("<!DOCTYPE".utf8)
        var line = 1
        var i = head.startIndex
        while i < head.endIndex {
            let byte = head[i]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "<"), head.index(i, offsetBy: 1, limitedBy: head.endIndex).map({ $0 < head.endIndex }) == true {
                let next = head[head.index(after: i)]
                if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { return nil }  // the root element: past the prolog
                if head[i...].starts(with: marker) { return line }
            }
            i = head.index(after: i)
        }
        return nil
    }

    /// The line of the first `<?` anywhere in the file (a processing
    /// instruction, or a piece of one) other than a well-formed XML declaration
    /// at the very start; nil when there is none.
    ///
    /// GPX and KML need none, and FoundationXML crashes (a null pointer in
    /// `_NSXMLParserProcessingInstruction`) on one without data such as `<?a?>`
    /// (found by fuzzing), so the importers refuse them before parsing. Comments
    /// and CDATA are not skipped: libxml2 recovers from some damage (a broken
    /// declaration) and still reports a `<?a?>` that a lenient scan would have
    /// taken for part of something else (also found by fuzzing).
    static func processingInstructionLine(in data: Data) -> Int? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let n = bytes.count
            let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), question = UInt8(ascii: "?")
            var i = n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
            // `<?xml` and white space, up to the first `?>`, with no `<` or `>` inside.
            let xml = Array("<?xml".utf8)
            if i + 6 <= n, (0..<5).allSatisfy({ bytes[i + $0] == xml[$0] }), [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i + 5]) {
                var k = i + 5
                while k + 1 < n, bytes[k] != lt, bytes[k] != gt, !(bytes[k] == question && bytes[k + 1] == gt) { k += 1 }
                if k + 1 < n, bytes[k] == question, bytes[k + 1] == gt { i = k + 2 }
            }
            var line = 1
            for k in 0..<n {
                if bytes[k] == 0x0A { line += 1 }
                if k >= i, bytes[k] == lt, k + 1 < n, bytes[k + 1] == question { return line }
            }
            return nil
        }
    }

    /// How many start tags `<name` (followed by space, `>` or `/`) the text holds: the entries of a file.
    static func count(of name: String, in data: Data) -> Int {
        let pattern = Array(("<" + name).utf8)
        var count = 0
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count > pattern.count else { return }
            var i = 0
            while i + pattern.count < bytes.count {
                if bytes[i] == pattern[0] {
                    var j = 1
                    while j < pattern.count && bytes[i + j] == pattern[j] { j += 1 }
                    if j == pattern.count {
                        let after = bytes[i + j]
                        if after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D || after == UInt8(ascii: ">") || after == UInt8(ascii: "/") {
                            count += 1
                        }
                    }
                }
                i += 1
            }
        }
        return count
    }
}
