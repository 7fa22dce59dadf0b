#if Networking
import AsyncHTTPClient
import Foundation
import NIOHTTP1

extension NetworkTransfer {
    /// The request a redirect (`status`, to `location`) leads to from `current`, as the Fetch
    /// Standard and node's fetch make it: 301 and 302 turn a POST into a GET, 303 anything but
    /// GET and HEAD (the body and its headers dropped); 307 and 308 keep the method and body; the
    /// credentials go only to the same origin; the cookies are the new URL's.
    func redirected(from current: HTTPClient.Request, to location: String, status: UInt) throws(RequestProblem) -> HTTPClient.Request {
        guard let target = URL(string: location, relativeTo: current.url)?.absoluteURL,
              let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil else {
            throw RequestProblem("URL scheme must be a HTTP(S) scheme")
        }
        var method = current.method
        var body = current.body
        var headers = current.headers
        if ((status == 301 || status == 302) && method == .POST) || (status == 303 && method != .GET && method != .HEAD) {
            method = .GET
            body = nil
            for name in ["Content-Type", "Content-Length", "Content-Encoding", "Content-Language", "Content-Location"] { headers.remove(name: name) }
        }
        if Self.origin(of: target) != Self.origin(of: current.url) {
            headers.remove(name: "Authorization")
            headers.remove(name: "Proxy-Authorization")
        }
        headers.remove(name: "Host")
        headers.remove(name: "Cookie")
        if withCredentials, let cookie = cookies.header(for: target) { headers.add(name: "Cookie", value: cookie) }
        do {
            return try HTTPClient.Request(url: target, method: method, headers: headers, body: body)
        } catch {
            throw RequestProblem("unsupported URL: \(target.absoluteString)")
        }
    }

    /// Scheme, host and port, as an origin compares.
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(url.port ?? (scheme == "https" ? 443 : 80))"
    }
}
#endif
