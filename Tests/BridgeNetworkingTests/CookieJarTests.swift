#if Networking
@testable import BridgeNetworking
import Foundation
import Testing

/// The runtime's cookies as RFC 6265 keeps them: by domain and path, until they expire.
@Suite struct CookieJarTests {
    private func url(_ text: String) -> URL { URL(string: text)! }

    @Test func aCookieGoesBackToTheHostAndDirectoryThatSetIt() {
        let jar = CookieJar()
        jar.store(["a=1"], from: url("http://example.com/shop/cart"))
        #expect(jar.header(for: url("http://example.com/shop/cart")) == "a=1")
        #expect(jar.header(for: url("http://example.com/shop")) == "a=1")
        #expect(jar.header(for: url("http://example.com/shopping")) == nil, "not a path under /shop")
        #expect(jar.header(for: url("http://example.com/")) == nil)
        #expect(jar.header(for: url("http://www.example.com/shop/cart")) == nil, "host only without Domain")
        #expect(jar.header(for: url("http://other.com/shop/cart")) == nil)
    }

    @Test func domainWidensAndPathNarrows() {
        let jar = CookieJar()
        jar.store(["wide=1; Domain=.example.com; Path=/", "narrow=2; Path=/api"], from: url("http://www.example.com/index"))
        #expect(jar.header(for: url("http://api.example.com/")) == "wide=1")
        #expect(jar.header(for: url("http://www.example.com/api/v1")) == "narrow=2; wide=1", "longer paths first")
        jar.store(["stolen=1; Domain=other.com"], from: url("http://www.example.com/"))
        #expect(jar.header(for: url("http://other.com/")) == nil, "a domain the URL is not in is refused")
        jar.store(["ip=1; Domain=0.0.1"], from: url("http://127.0.0.1/"))
        #expect(jar.header(for: url("http://10.0.0.1/")) == nil)
    }

    @Test func expiryReplacementAndSecure() {
        let jar = CookieJar()
        jar.store(["a=1", "b=2; Max-Age=3600", "s=3; Secure"], from: url("https://example.com/"))
        #expect(jar.header(for: url("https://example.com/")) == "a=1; b=2; s=3")
        #expect(jar.header(for: url("http://example.com/")) == "a=1; b=2", "Secure goes over https only")
        jar.store(["a=changed"], from: url("http://example.com/"))
        #expect(jar.header(for: url("http://example.com/")) == "a=changed; b=2", "replaced in place, keeping its age")
        jar.store(["b=2; Max-Age=0", "a=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT"], from: url("http://example.com/"))
        #expect(jar.header(for: url("https://example.com/")) == "s=3")
        jar.store(["soon=1; Max-Age=-1"], from: url("http://example.com/"))
        jar.store(["later=1; Expires=not a date", "future=1; Expires=Fri, 01 Jan 2100 00:00:00 GMT"], from: url("http://example.com/"))
        #expect(jar.header(for: url("http://example.com/")) == "later=1; future=1", "an unreadable date keeps the cookie for the session")
        jar.clear()
        #expect(jar.header(for: url("https://example.com/")) == nil)
    }

    /// `Expires` read as RFC 6265 reads it: every form servers send, in any case and spacing,
    /// and no date where a field is missing or out of range.
    @Test func expiresDatesReadAsRFC6265ReadsThem() {
        let read = { (text: String) in CookieDate.parse(text)?.timeIntervalSince1970 }
        #expect(read("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777, "RFC 1123")
        #expect(read("Sunday, 06-Nov-94 08:49:37 GMT") == 784_111_777, "RFC 850, two-digit year 94 is 1994")
        #expect(read("Sun Nov  6 08:49:37 1994") == 784_111_777, "asctime")
        #expect(read("wed, 09-JUN-2021 10:18:14 utc") == 1_623_233_894, "any case, dashes")
        #expect(read("09 Jun 2021 10:18:14") == 1_623_233_894, "no weekday, no zone")
        #expect(read("Thu, 01 Jan 69 00:00:00 GMT") == 3_124_224_000, "two-digit year 69 is 2069")
        #expect(read("Tue, 29 Feb 2000 23:59:59 GMT") == 951_868_799, "a leap day")
        #expect(read("Mon, 01 Jan 1601 00:00:00 GMT") == -11_644_473_600, "the earliest year taken")
        #expect(read("Thu, 01 Jan 1970 00:00:00 GMT") == 0)
        for bad in [
            "", "not a date", "Sun, 06 Nov 1994", "Sun, 06 Nov 08:49:37 GMT", "Sun, Nov 1994 08:49:37",
            "Sun, 32 Nov 1994 08:49:37 GMT", "Fri, 29 Feb 2019 00:00:00 GMT", "Sun, 06 Nov 1600 08:49:37 GMT",
            "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 1994 08:49:60 GMT",
            "Sun, 06 Nov 19945 08:49:37 GMT", "Sun, 06 Nov 1994 081:49:37 GMT",
        ] {
            #expect(read(bad) == nil, "\(bad)")
        }
    }
}
#endif
