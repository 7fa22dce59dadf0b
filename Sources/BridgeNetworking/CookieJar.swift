#if Networking
import BridgeCore
import Foundation

/// The cookies of one runtime's requests, kept as RFC 6265 says a user agent keeps them: what
/// servers set with `Set-Cookie` is sent back in `Cookie` when a request has `withCredentials`
/// (React Native's default) to a host and path the cookie covers (`Domain` widens it to the
/// domain's subdomains, `Path` narrows it; by default the host alone and the directory of the
/// URL that set it), until it expires (`Max-Age`, else `Expires`; one in the past removes it);
/// a `Secure` cookie goes only over `https`; `Expires` is read as ``CookieDate`` says. Any thread.
final class CookieJar: Sendable {
    private struct Cookie {
        var name: String
        var value: String
        var domain: String
        var hostOnly: Bool
        var path: String
        var expires: Date?
        var secure: Bool
        var created: Int
    }

    private struct State {
        var cookies: [Cookie] = []
        var made = 0
    }

    private let state = Locked(State())

    /// The `Cookie` header for `url`, or nil when no cookie covers it: longer paths first, then
    /// the older cookie first, as RFC 6265 orders them.
    func header(for url: URL) -> String? {
        guard let host = url.host?.lowercased() else { return nil }
        let path = url.path.isEmpty ? "/" : url.path
        let secure = url.scheme?.lowercased() == "https"
        let now = Date()
        let sent = state.withLock { s -> [Cookie] in
            s.cookies.removeAll { $0.expires.map { $0 <= now } ?? false }
            return s.cookies.filter { cookie in
                (cookie.hostOnly ? host == cookie.domain : Self.domainMatches(host, cookie.domain))
                    && Self.pathMatches(path, cookie.path) && (!cookie.secure || secure)
            }
        }
        guard !sent.isEmpty else { return nil }
        return sent.sorted { ($0.path.count, -$0.created) > ($1.path.count, -$1.created) }.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Keeps what `Set-Cookie` headers from `url` say (a cookie for a domain `url` is not in is
    /// ignored).
    func store(_ setCookies: [String], from url: URL) {
        guard let host = url.host?.lowercased(), !setCookies.isEmpty else { return }
        let now = Date()
        for line in setCookies {
            let attributes = line.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let pair = attributes.first, let eq = pair.firstIndex(of: "="), eq != pair.startIndex else { continue }
            var cookie = Cookie(
                name: String(pair[..<eq]).trimmingCharacters(in: .whitespaces), value: String(pair[pair.index(after: eq)...]).trimmingCharacters(in: .whitespaces),
                domain: host, hostOnly: true, path: Self.defaultPath(url), expires: nil, secure: false, created: 0)
            var maxAge: Int?
            var refused = false
            for attribute in attributes.dropFirst() {
                let (key, value) = Self.split(attribute)
                switch key {
                case "max-age": if let seconds = Int(value) { maxAge = seconds }
                case "expires": if maxAge == nil, let date = CookieDate.parse(value) { cookie.expires = date }
                case "domain":
                    let domain = (value.hasPrefix(".") ? String(value.dropFirst()) : value).lowercased()
                    guard !domain.isEmpty else { continue }
                    if Self.domainMatches(host, domain) { (cookie.domain, cookie.hostOnly) = (domain, false) } else { refused = true }
                case "path": if value.hasPrefix("/") { cookie.path = value }
                case "secure": cookie.secure = true
                default: break
                }
            }
            if let maxAge { cookie.expires = now.addingTimeInterval(TimeInterval(maxAge)) }
            guard !refused else { continue }
            state.withLock { s in
                let old = s.cookies.firstIndex { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
                if let expires = cookie.expires, expires <= now {
                    if let old { s.cookies.remove(at: old) }
                    return
                }
                if let old {
                    cookie.created = s.cookies[old].created
                    s.cookies[old] = cookie
                } else {
                    s.made += 1
                    cookie.created = s.made
                    s.cookies.append(cookie)
                }
            }
        }
    }

    /// Forgets every cookie (`clearCookies`).
    func clear() { state.withLock { $0.cookies.removeAll() } }

    /// `key=value` as a lower-cased key and its value.
    private static func split(_ attribute: String) -> (String, String) {
        guard let eq = attribute.firstIndex(of: "=") else { return (attribute.lowercased(), "") }
        return (attribute[..<eq].trimmingCharacters(in: .whitespaces).lowercased(), attribute[attribute.index(after: eq)...].trimmingCharacters(in: .whitespaces))
    }

    /// Whether `host` is `domain` or one of its subdomains (never for an IP address).
    static func domainMatches(_ host: String, _ domain: String) -> Bool {
        if host == domain { return true }
        let isAddress = host.contains(":") || host.split(separator: ".").allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
        return !isAddress && host.hasSuffix("." + domain)
    }

    /// Whether a request to `path` is under the cookie's `cookiePath`.
    static func pathMatches(_ path: String, _ cookiePath: String) -> Bool {
        guard path.hasPrefix(cookiePath) else { return false }
        return path.count == cookiePath.count || cookiePath.hasSuffix("/") || path.dropFirst(cookiePath.count).first == "/"
    }

    /// The directory of the URL that set a cookie (RFC 6265's default path).
    static func defaultPath(_ url: URL) -> String {
        let path = url.path
        guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
#endif
