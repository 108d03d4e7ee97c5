import Hummingbird
import Regio

extension ServerConfiguration {
    /// `http://` and the address the client used (its `Host`), or the bound
    /// address when there is none or it is malformed: links in TileJSON and the
    /// OGC documents lead back the way the client came.
    func baseURL(for request: Request) -> String {
        if let host = request.head.authority, !host.isEmpty,
           host.utf8.allSatisfy({ (0x21...0x7E).contains($0) && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "\"") }) {
            return "http://" + host
        }
        return "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }
}
