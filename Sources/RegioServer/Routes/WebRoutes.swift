import Foundation
import Hummingbird
import Regio

/// The web app (`/app/{file}`, and `index.html` for `/`) and Leaflet from
/// Debian's `libjs-leaflet` (`/vendor/leaflet/{file}`). Nothing outside those
/// two folders is ever served.
struct WebRoutes {
    let services: ServerServices

    /// The Content-Security-Policy of the HTTP contract: everything from this server only, but
    /// videos, which may also play from https addresses (a video's `url`).
    static let contentSecurityPolicy = "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; "
        + "connect-src 'self'; media-src 'self' https:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"

    var webFolder: StaticFolder { StaticFolder(root: services.configuration.webFolder ?? WebFolder.locate()) }
    var leafletFolder: StaticFolder { StaticFolder(root: services.configuration.leafletFolder) }

    func register(on router: Router<RegioRequestContext>) {
        router.get("/app/**") { request, _ in
            try serve(request, prefix: "/app/", from: webFolder, cacheControl: "no-cache")
        }
        router.get("/vendor/leaflet/**") { request, _ in
            try serve(request, prefix: "/vendor/leaflet/", from: leafletFolder, cacheControl: "public, max-age=86400")
        }
    }

    /// The web app's `index.html` (what a browser gets for `/`).
    func indexPage(_ request: Request) throws -> Response {
        try send(request, file: lookUp("index.html", in: webFolder, parameter: "path"), cacheControl: "no-cache")
    }

    private func serve(_ request: Request, prefix: String, from folder: StaticFolder, cacheControl: String) throws -> Response {
        let path = request.uri.path
        guard path.hasPrefix(prefix) else { throw Problem.notFound(Message(.httpNoFileAt, ["path": path])) }
        return try send(request, file: lookUp(String(path.dropFirst(prefix.count)), in: folder, parameter: "path"),
                        cacheControl: cacheControl)
    }

    private func lookUp(_ rawPath: String, in folder: StaticFolder, parameter: String) throws -> StaticFolder.File {
        do {
            return try folder.file(at: rawPath)
        } catch .forbiddenPath(let reason) {
            throw Problem.invalidParameter(parameter, Message(.httpCannotServe, ["parameter": parameter, "path": rawPath, "reason": reason]))
        } catch .notFound {
            throw Problem.notFound(Message(.httpNoFileHere, ["path": rawPath]))
        }
    }

    private func send(_ request: Request, file: StaticFolder.File, cacheControl: String) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = file.contentType
        headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        headers[.lastModified] = HTTPDate.format(file.modified)
        let validators = Validators(etag: file.etag, cacheControl: cacheControl)
        if let notModified = validators.notModified(request, headers: headers) { return notModified }
        let data: Data
        do { data = try Data(contentsOf: file.url) } catch { throw Problem.notFound(Message(.httpFileUnreadable)) }
        return validators.response(data, headers: headers)
    }
}
