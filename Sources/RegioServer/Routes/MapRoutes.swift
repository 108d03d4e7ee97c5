import Foundation
import Hummingbird
import NIOCore
import Regio
import Synchronization

/// Printable maps: `GET /map.png`, `GET /map.pdf` with `region=` (id or name)
/// or `bbox=W,S,E,N`, and `bearing=`, `paper=`, `dpi=`, `orientation=`, `lang=`:
/// the same maps as `regio map` (``RegioEngine/mapImage(_:format:)``). At most
/// ``maxConcurrent`` maps are drawn at once; more get 503 with `Retry-After`.
struct MapRoutes {
    let services: ServerServices
    /// Maps are heavy (a page of A3 at 300 dpi); tiles and searches go on meanwhile.
    static let maxConcurrent = 2
    private let drawing = MapDrawingCount()

    init(services: ServerServices) { self.services = services }

    func register(on router: Router<RegioRequestContext>) {
        router.get("/map.png") { request, context in try await answer(request, context: context, format: .png) }
        router.get("/map.pdf") { request, context in try await answer(request, context: context, format: .pdf) }
    }

    func answer(_ request: Request, context: RegioRequestContext, format: OverviewMap.Format) async throws -> Response {
        let map = try Self.mapRequest(request, context: context)
        let admitted = drawing.count.withLock { count -> Bool in
            guard count < Self.maxConcurrent else { return false }
            count += 1
            return true
        }
        guard admitted else {
            var retry = HTTPFields()
            retry[.retryAfter] = "5"
            throw Problem(status: .serviceUnavailable, kind: "busy",
                          message: Message(.httpMapsBusy, ["n": Self.maxConcurrent]), headers: retry)
        }
        defer { drawing.count.withLock { $0 -= 1 } }
        let engine = services.engine
        let data: Data
        do {
            data = try await Task.detached { try engine.mapImage(map, format: format).data }.value
        } catch let error as MapError {
            // Unknown region, or a map of favourites without any: the request's `region` is at fault.
            throw Problem.invalidParameter("region", Message.of(error))
        }
        var headers = HTTPFields()
        headers[.contentType] = format == .png ? "image/png" : "application/pdf"
        headers[.contentLength] = String(data.count)
        headers[.contentLanguage] = map.language.rawValue
        headers[.contentDisposition] = "inline; filename=\"map.\(format.rawValue)\""
        headers[.cacheControl] = "public, max-age=3600"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The map the query asks for; every parameter checked, errors naming it.
    static func mapRequest(_ request: Request, context: RegioRequestContext) throws -> MapRequest {
        let query = request.uri.queryParameters
        let region = query["region"].map(String.init), bbox = query["bbox"].map(String.init)
        let target: String
        switch (region, bbox) {
        case (let region?, nil):
            guard !region.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw Problem.invalidParameter("region", Message(.httpMapRegionName, ["parameter": "region"]))
            }
            target = region
        case (nil, let bbox?):
            let box = try UserInput.box(bbox, parameter: "bbox")
            target = "\(box.west),\(box.south),\(box.east),\(box.north)"
        case (.some, .some):
            throw Problem.invalidParameter("bbox", Message(.inputEitherOr, ["a": "region", "b": "bbox"]))
        case (nil, nil):
            throw Problem.invalidParameter("region", Message(.httpMapSubject))
        }
        let bearing = try query["bearing"].map { try UserInput.decimal(String($0), parameter: "bearing", unit: .degrees) } ?? 0
        guard bearing.isFinite else { throw Problem.invalidParameter("bearing", Message(.httpBearingFinite, ["parameter": "bearing"])) }
        let paper = try query["paper"].map { try UserInput.paper(String($0), parameter: "paper") } ?? .a4
        let dpi = try query["dpi"].map { try UserInput.decimal(String($0), parameter: "dpi", unit: .dotsPerInch) }
        let orientation: MapRequest.Orientation
        if let text = query["orientation"] {
            guard let value = MapRequest.Orientation(rawValue: String(text).lowercased()) else {
                throw Problem.invalidParameter("orientation", Message(.httpOrientation, ["parameter": "orientation", "text": String(text.prefix(40))]))
            }
            orientation = value
        } else {
            orientation = .automatic
        }
        try MapImage.check(paper: paper, dpi: dpi ?? paper.defaultDPI)
        return MapRequest(target: target, file: "", paper: paper, dpi: dpi, orientation: orientation, bearing: bearing,
                          language: context.language)
    }
}

/// How many maps are being drawn now (shared by the requests of one router).
final class MapDrawingCount: Sendable {
    let count = Mutex<Int>(0)
}
