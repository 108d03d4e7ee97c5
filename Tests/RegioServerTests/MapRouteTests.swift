import Foundation
import Hummingbird
import Testing
@testable import RegioServer

/// `/map.png` and `/map.pdf`: the engine's maps, parameters checked and capped.
@Suite struct MapRouteTests {
    @Test func regionAndBoxMapsArePNGAndPDF() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            try await client.execute(uri: "/map.png?region=CZ-20&paper=600x400px&dpi=96&lang=en", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                let bytes = Array(response.body.readableBytesView)
                #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
                // IHDR: the width and height asked for.
                let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
                #expect(width == 600 && height == 400)
            }
            try await client.execute(uri: "/map.pdf?bbox=14.2,49.9,14.7,50.2&bearing=30&paper=a4&dpi=72", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/pdf")
                #expect(Array(response.body.readableBytesView).starts(with: Array("%PDF".utf8)))
            }
        }
    }

    @Test func badOrTooLargeRequestsAreProblemsNamingTheParameter() async throws {
        let app = try ServerTestApp.make()
        try await app.test(.router) { client in
            for (uri, parameter) in [("/map.png", "region"),
                                     ("/map.png?region=Atlantis", "region"),
                                     ("/map.png?region=CZ-20&bbox=14,49,15,50", "bbox"),
                                     ("/map.png?bbox=14,49,15", "bbox"),
                                     ("/map.png?region=CZ-20&dpi=2400", "dpi"),
                                     ("/map.png?region=CZ-20&dpi=abc", "dpi"),
                                     ("/map.png?region=CZ-20&paper=40000x40000px", "paper"),
                                     ("/map.png?region=CZ-20&paper=b0", "paper"),
                                     ("/map.png?region=CZ-20&orientation=sideways", "orientation"),
                                     ("/map.pdf?region=CZ-20&bearing=north", "bearing"),
                                     ("/map.pdf?region=CZ-20&lang=f%20r", "lang")] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .badRequest, "\(uri)")
                    #expect(response.headers[.contentType] == Problem.mediaType, "\(uri)")
                    let problem = try JSONDecoder().decode(Problem.self, from: Data(response.body.readableBytesView))
                    #expect(problem.parameter == parameter, "\(uri): \(problem.detail)")
                }
            }
        }
    }
}
