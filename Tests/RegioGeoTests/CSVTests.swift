import Foundation
import RegioGeo
import Testing

/// RFC 4180 writing (CSVWriter), read back by CSVReader.
@Suite struct CSVTests {
    @Test func fieldsAreQuotedOnlyWhenTheyMustBe() {
        #expect(CSVWriter.field("plain") == "plain")
        #expect(CSVWriter.field("") == "")
        #expect(CSVWriter.field("a,b") == "\"a,b\"")
        #expect(CSVWriter.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVWriter.field("two\nlines") == "\"two\nlines\"")
        #expect(CSVWriter.field("crlf\r\n") == "\"crlf\r\n\"")
        #expect(CSVWriter.field("Křivoklát; hrad") == "Křivoklát; hrad")
        #expect(CSVWriter.text(header: ["a", "b"], rows: [["1", "x,y"]]) == "a,b\r\n1,\"x,y\"\r\n")
    }

    @Test func whatIsWrittenIsReadBack() throws {
        var random = SystemRandomNumberGenerator()
        let alphabet: [String] = ["a", "b", " ", ",", "\"", "\r", "\n", "č", "ř", ";", "'", "\r\n"]
        for _ in 0..<300 {
            let rows = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<3).map { _ in (0..<Int.random(in: 0...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined() }
            }
            let text = CSVWriter.text(header: ["x", "y", "z"], rows: rows)
            let back = try CSVReader.records(text, file: "t.csv", delimiter: UInt8(ascii: ","))
            #expect(back.records.map(\.fields) == [["x", "y", "z"]] + rows, "\(text.debugDescription)")
        }
    }
}
