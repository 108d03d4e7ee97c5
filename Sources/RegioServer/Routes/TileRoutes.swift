import Foundation
import Hummingbird
import NIOPosix
import Regio

/// `/tiles/{z}/{x}/{y}.png` (and `@2x`, and `?labels=none` without names) with ETag, Cache-Control and 304, and
/// `/tiles.json` (TileJSON 3.0.0).
struct TileRoutes {
    let services: ServerServices
    let tiles: TileService

    static let cacheControl = "public, max-age=86400"

    func register(on router: Router<RegioRequestContext>) {
        router.get("tiles/:z/:x/:file") { request, context in
            try await tile(request, language: context.language, z: context.pathParameter("z"), x: context.pathParameter("x"), file: context.pathParameter("file"),
                           clientIsConnected: { context.clientIsConnected })
        }
        router.get("tiles.json") { request, context in
            let language = context.language
            let base = services.configuration.baseURL(for: request)
            let lang = request.uri.queryParameters["lang"].map { "?lang=\($0)" } ?? ""
            let json = try tiles.tileJSON(tileURL: "\(base)/tiles/{z}/{x}/{y}.png\(lang)", language: language)
            return try JSONResponse.make(json, language: language)
        }
    }

    func tile(_ request: Request, language: Language, z zText: String, x xText: String, file: String,
              clientIsConnected: @escaping @Sendable () -> Bool) async throws -> Response {
        guard !request.uri.path.contains("%") else {
            throw Problem.notFound(Message(.httpTilePercent, ["path": String(request.uri.path.prefix(60))]))
        }
        let key = try Self.key(z: zText, x: xText, file: file, language: language,
                               names: Self.names(labels: request.uri.queryParameters["labels"]))
        let tiles = self.tiles
        // Reading a file and drawing block: they run on NIO's thread pool, not on the
        // server's threads. A tile in memory is answered at once. A tile whose
        // client has gone by the time the pool gets to it is not drawn: after a
        // pan, or a closed page, the queue holds tiles nobody waits for, and
        // drawing them would keep the next visitor's tiles (and, in the browser's
        // six connections, its other requests) waiting.
        let tile: TileService.Tile?
        if let inMemory = tiles.tileInMemory(key) {
            tile = inMemory
        } else {
            tile = try await NIOThreadPool.singleton.runIfActive {
                guard clientIsConnected() else { throw Problem.clientGone("tile \(key.tile) was given up before it was drawn") }
                return try tiles.tile(key)
            }
        }
        guard let tile else {
            throw Problem.notFound(Message(.httpNoMBTilesTile, ["tile": "\(key.tile)\(key.scale == 2 ? "@2x" : "")"]))
        }
        let validators = Validators(etag: tile.etag, cacheControl: Self.cacheControl)
        let headers = Self.headers(of: key)
        if let notModified = validators.notModified(request, headers: headers) { return notModified }
        return validators.response(tile.png, headers: headers)
    }

    /// A tile answer's own headers (the validators and length come on top): its type, language and `Vary`.
    /// ``CachedTileAnswerer`` answers with the same.
    static func headers(of key: TileService.TileKey) -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = "image/png"
        headers[.contentLanguage] = key.language.rawValue
        headers[.vary] = "Accept-Language"
        return headers
    }

    /// The tile a path names: z in 0…20, x and y in 0…2^z−1, `y.png` or `y@2x.png`.
    /// Numbers are written one way only (`7`, not `07`, `+7` or `%37`): a tile has one URL,
    /// so caches keep it once; other spellings get 404.
    static func key(z zText: String, x xText: String, file: String, language: Language, names: Bool = true) throws -> TileService.TileKey {
        let stem = file.hasSuffix("@2x.png") ? file.dropLast("@2x.png".count) : file.dropLast(file.hasSuffix(".png") ? 4 : 0)
        for text in [Substring(zText), Substring(xText), stem] where !isCanonicalNumber(text) && isOtherSpellingOfNumber(text) {
            throw Problem.notFound(Message(.httpTileSpelling, ["path": "\(zText.prefix(12))/\(xText.prefix(12))/\(file.prefix(20))"]))
        }
        let zooms = TileService.zooms
        let z = try UserInput.integer(zText, in: zooms, parameter: "z")
        let last = (1 << z) - 1
        let x = try UserInput.integer(xText, in: 0...last, parameter: "x")
        let scale: Int, yText: String
        if file.hasSuffix("@2x.png") {
            scale = 2; yText = String(file.dropLast("@2x.png".count))
        } else if file.hasSuffix(".png") {
            scale = 1; yText = String(file.dropLast(".png".count))
        } else {
            throw InputError(parameter: "y", Message(.httpTileFile, ["text": file]))
        }
        let y = try UserInput.integer(yText, in: 0...last, parameter: "y")
        return TileService.TileKey(tile: try TileID(z: z, x: x, y: y), scale: scale, language: language, names: names)
    }

    /// `?labels=none`: the tile without names, the map of a "Where is …?" question
    /// (``MapScene/withoutNames()``); absent or `all`: with them. Anything else is a 400 naming `labels`.
    static func names(labels: Substring?) throws -> Bool {
        switch labels {
        case nil, "all": return true
        case "none": return false
        case let other?:
            throw Problem.invalidParameter("labels", Message(.httpTileLabels, ["text": String(other.prefix(40))]))
        }
    }

    /// `07`, `+7`, `%37`: a number, but not as tile URLs write it.
    static func isOtherSpellingOfNumber(_ text: Substring) -> Bool {
        let decoded = text.removingPercentEncoding ?? String(text)
        let digits = decoded.hasPrefix("+") ? decoded.dropFirst() : Substring(decoded)
        return decoded != text || (!digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber })
    }

    /// `0`, or ASCII digits without a leading zero.
    static func isCanonicalNumber(_ text: Substring) -> Bool {
        let digits = text.utf8
        guard let first = digits.first, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
        return first != 0x30 || digits.count == 1
    }
}
