#if Networking
import BridgeCore
import Foundation

/// The cookies of one runtime's requests: what servers set with `Set-Cookie`, sent back to the
/// same host when a request has `withCredentials` (React Native's default). Names and values by
/// host; `Max-Age=0` or an `Expires` in the past removes a cookie. Paths, domains and
/// expiry of kept cookies are not tracked. Any thread.
final class CookieJar: Sendable {
    private let cookies = Locked<[String: [String: String]]>([:])

    /// The `Cookie` header for `url`, or nil when there are none.
    func header(for url: URL) -> String? {
        guard let host = url.host?.lowercased(), let kept = cookies.withLock({ $0[host] }), !kept.isEmpty else { return nil }
        return kept.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }

    /// Keeps what `Set-Cookie` headers from `url` say.
    func store(_ setCookies: [String], from url: URL) {
        guard let host = url.host?.lowercased(), !setCookies.isEmpty else { return }
        cookies.withLock { all in
            for line in setCookies {
                let attributes = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                guard let pair = attributes.first, let eq = pair.firstIndex(of: "="), eq != pair.startIndex else { continue }
                let name = String(pair[..<eq]), value = String(pair[pair.index(after: eq)...])
                let removes = attributes.dropFirst().contains { attribute in
                    let lower = attribute.lowercased()
                    if lower.hasPrefix("max-age="), let age = Int(lower.dropFirst(8)) { return age <= 0 }
                    if lower.hasPrefix("expires=") { return Self.isPast(String(attribute.dropFirst(8))) }
                    return false
                }
                if removes { all[host]?[name] = nil } else { all[host, default: [:]][name] = value }
            }
        }
    }

    /// Forgets every cookie (`clearCookies`).
    func clear() { cookies.withLock { $0.removeAll() } }

    private static func isPast(_ date: String) -> Bool {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: date).map { $0 < Date() } ?? false
    }
}
#endif
