// What Foundation does with ICU's data that scripts/icu-data.keep must keep working: built by
// scripts/install.sh twice, with the toolchain's whole ICU data package and with the cut one,
// whose outputs must be the same. Each line is something a dependency of bridge-run could ask of
// Foundation (no code of bridge-run's own asks for any of it).
import Foundation

let posix = DateFormatter()
posix.locale = Locale(identifier: "en_US_POSIX")
posix.timeZone = TimeZone(identifier: "GMT")
posix.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
let day = Date(timeIntervalSince1970: 784_111_777)
print("format", posix.string(from: day))
print("parse", posix.date(from: "Sun, 06 Nov 1994 08:49:37 GMT")?.timeIntervalSince1970 as Any)
print("zone", TimeZone(identifier: "Europe/Berlin")?.secondsFromGMT(for: day) as Any)
print("zone name", TimeZone(identifier: "America/New_York")?.abbreviation(for: day) as Any)
print("calendar", Calendar(identifier: .gregorian).component(.weekday, from: day))
print("locale", Locale(identifier: "en_US").localizedString(forLanguageCode: "fr") as Any)
print("numbers", 1234.5.formatted(), (0.25).formatted(.percent))
print("iso8601", ISO8601DateFormatter().string(from: day), day.formatted(.iso8601))
print("host", URL(string: "http://bücher.example/")?.host as Any)
print("contains", "Straße".localizedCaseInsensitiveContains("STRASSE"))
