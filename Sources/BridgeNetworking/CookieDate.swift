#if Networking
import Foundation

/// The date of a cookie's `Expires`, read with RFC 6265's algorithm (section 5.1.1), as browsers
/// read it: the text is split at delimiters, and the first token that reads as a time, a day of
/// the month, a month and a year (in that order of trying) gives each; two-digit years 70–99 are
/// 19xx and 0–69 are 20xx. So every form servers send (RFC 1123, RFC 850, asctime and their
/// variants) reads the same way without a locale. Any thread.
enum CookieDate {
    /// The date `text` names (UTC), or nil when it names none.
    static func parse(_ text: String) -> Date? {
        var time: (Int, Int, Int)?
        var day: Int?
        var month: Int?
        var year: Int?
        // The date tokens: the runs of non-delimiters.
        for token in Array(text.utf8).split(whereSeparator: isDelimiter) {
            if time == nil, let t = self.time(token) {
                time = t
            } else if day == nil, let d = digits(token, 1...2) {
                day = d
            } else if month == nil, let m = self.month(token) {
                month = m
            } else if year == nil, let y = digits(token, 2...4) {
                year = y
            }
        }
        guard let (hour, minute, second) = time, let day, let month, var year else { return nil }
        if (70...99).contains(year) { year += 1900 } else if (0...69).contains(year) { year += 2000 }
        guard (1...31).contains(day), year >= 1601, hour <= 23, minute <= 59, second <= 59, day <= daysIn(month, of: year) else { return nil }
        let seconds = daysSince1970(year, month, day) * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// `%x09 / %x20-2F / %x3B-40 / %x5B-60 / %x7B-7E`.
    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == 0x09 || (0x20...0x2F).contains(byte) || (0x3B...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// A number of `count` digits at the start of `token`, followed by nothing or by a
    /// non-digit and anything (`1*2DIGIT ( non-digit *OCTET )`, and so on).
    private static func digits(_ token: ArraySlice<UInt8>, _ count: ClosedRange<Int>) -> Int? {
        let run = token.prefix(while: isDigit)
        guard count.contains(run.count) else { return nil }
        return run.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// `hms-time ( non-digit *OCTET )`: three fields of one or two digits joined by colons.
    private static func time(_ token: ArraySlice<UInt8>) -> (Int, Int, Int)? {
        let fields = token.split(separator: UInt8(ascii: ":"), maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let hour = digits(fields[0], 1...2), let minute = digits(fields[1], 1...2),
            let second = digits(fields[2], 1...2), fields[0].allSatisfy(isDigit), fields[1].allSatisfy(isDigit)
        else { return nil }
        return (hour, minute, second)
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// A month: the token's first three letters, in any case (`"jan" / "feb" / … *OCTET`).
    private static func month(_ token: ArraySlice<UInt8>) -> Int? {
        guard token.count >= 3 else { return nil }
        let name = String(decoding: token.prefix(3).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        return months.firstIndex(of: name).map { $0 + 1 }
    }

    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the date (proleptic Gregorian calendar).
    private static func daysSince1970(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
#endif
