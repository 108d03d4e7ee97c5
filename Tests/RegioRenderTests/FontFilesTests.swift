import Foundation
import Testing
@testable import RegioRender

/// The font files a style's labels are drawn in, as fontconfig matches them
/// for cairo: what the kept tiles' key names besides the data.
struct FontFilesTests {
    @Test func theStandardFamilyHasAFileForEachFace() throws {
        let files = FontFiles.matching(family: MapStyle.standard.fontFamily)
        #expect(files.count == 3, "\(files)")
        #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "\(files)")
        #expect(Set(files).count == 3, "regular, bold and italic are three files: \(files)")
        #expect(files.first.map { URL(fileURLWithPath: $0).lastPathComponent.lowercased().contains("bold") } == false)
    }
}
