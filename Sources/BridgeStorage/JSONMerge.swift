/// `mergeItem`'s deep merge, as React Native's native halves do it: both texts are JSON objects;
/// each member of the new one replaces the old one's member of that name, except that two
/// objects are merged member by member, at any depth. Arrays and other values are replaced whole.
/// Members keep their order (new names go last) and every value keeps its text as written, so
/// numbers, escapes and lone surrogates come out exactly as they went in.
///
/// Works on UTF-16 code units, the units of a JS string. Parsing is as strict as `JSON.parse`;
/// objects and arrays may nest ``maximumDepth`` levels.
enum JSONMerge {
    static let maximumDepth = 512

    /// Why a text is not a JSON object, with the position of the problem.
    struct Failure: Error, Equatable {
        let message: String
    }

    /// A parsed value: an object's members, or any other value as its text.
    indirect enum Node {
        case object([Member])
        case other(ArraySlice<UInt16>)
    }

    struct Member {
        /// The name, escapes decoded (what names are compared by).
        var name: [UInt16]
        /// The name as written, with its quotes.
        var nameText: ArraySlice<UInt16>
        var value: Node
    }

    /// The merge of `new` into `old`; both must be JSON objects.
    static func merge(_ old: [UInt16], _ new: [UInt16]) throws(Failure) -> [UInt16] {
        let oldNode = try parseObject(old, what: "the stored value")
        let newNode = try parseObject(new, what: "the value")
        var out: [UInt16] = []
        out.reserveCapacity(old.count + new.count)
        serialize(merged(oldNode, newNode), into: &out)
        return out
    }

    /// Checks that `text` is a JSON object.
    static func validateObject(_ text: [UInt16], what: String) throws(Failure) {
        _ = try parseObject(text, what: what)
    }

    static func parseObject(_ text: [UInt16], what: String) throws(Failure) -> Node {
        var parser = Parser(text: text)
        let node: Node
        do throws(Failure) {
            parser.skipWhitespace()
            node = try parser.value(depth: 0)
            parser.skipWhitespace()
            if parser.index < text.count { throw parser.failure("unexpected text after the JSON value") }
        } catch {
            throw Failure(message: "\(what) is not JSON: \(error.message)")
        }
        guard case .object = node else { throw Failure(message: "\(what) is JSON but not an object; only objects merge") }
        return node
    }

    static func merged(_ old: Node, _ new: Node) -> Node {
        guard case .object(var members) = old, case .object(let additions) = new else { return new }
        var places = Dictionary(members.indices.map { (members[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        for addition in additions {
            if let i = places[addition.name] {
                members[i].value = merged(members[i].value, addition.value)
            } else {
                places[addition.name] = members.count
                members.append(addition)
            }
        }
        return .object(members)
    }

    static func serialize(_ node: Node, into out: inout [UInt16]) {
        switch node {
        case .other(let text):
            out.append(contentsOf: text)
        case .object(let members):
            out.append(UInt16(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(UInt16(ascii: ",")) }
                out.append(contentsOf: member.nameText)
                out.append(UInt16(ascii: ":"))
                serialize(member.value, into: &out)
            }
            out.append(UInt16(ascii: "}"))
        }
    }

    /// A strict JSON parser over code units (RFC 8259, as `JSON.parse` reads it).
    struct Parser {
        let text: [UInt16]
        var index = 0

        func failure(_ message: String) -> Failure {
            Failure(message: index < text.count ? "\(message) at position \(index)" : "\(message) at the end")
        }

        var current: UInt16? { index < text.count ? text[index] : nil }

        mutating func skipWhitespace() {
            while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
        }

        mutating func expect(_ c: Unicode.Scalar) throws(Failure) {
            guard current == UInt16(ascii: c) else { throw failure("expected '\(c)'") }
            index += 1
        }

        mutating func value(depth: Int) throws(Failure) -> Node {
            guard let c = current else { throw failure("expected a value") }
            let start = index
            switch c {
            case UInt16(ascii: "{"):
                guard depth < JSONMerge.maximumDepth else { throw failure("nested deeper than \(JSONMerge.maximumDepth) levels") }
                return try object(depth: depth + 1)
            case UInt16(ascii: "["):
                guard depth < JSONMerge.maximumDepth else { throw failure("nested deeper than \(JSONMerge.maximumDepth) levels") }
                try array(depth: depth + 1)
            case UInt16(ascii: "\""):
                _ = try string()
            case UInt16(ascii: "t"): try literal("true")
            case UInt16(ascii: "f"): try literal("false")
            case UInt16(ascii: "n"): try literal("null")
            case UInt16(ascii: "-"), UInt16(ascii: "0")...UInt16(ascii: "9"):
                try number()
            default:
                throw failure("unexpected character")
            }
            return .other(text[start..<index])
        }

        mutating func object(depth: Int) throws(Failure) -> Node {
            index += 1  // {
            var members: [Member] = []
            var places: [[UInt16]: Int] = [:]
            skipWhitespace()
            if current == UInt16(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard current == UInt16(ascii: "\"") else { throw failure("expected a member name in quotes") }
                let nameStart = index
                let name = try string()
                let nameText = text[nameStart..<index]
                skipWhitespace()
                try expect(":")
                skipWhitespace()
                let member = Member(name: name, nameText: nameText, value: try value(depth: depth))
                // As JSON.parse: a repeated name keeps its first place and takes the last value.
                if let i = places[name] {
                    members[i].value = member.value
                } else {
                    places[name] = members.count
                    members.append(member)
                }
                skipWhitespace()
                if current == UInt16(ascii: ",") { index += 1; continue }
                try expect("}")
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(Failure) {
            index += 1  // [
            skipWhitespace()
            if current == UInt16(ascii: "]") { index += 1; return }
            while true {
                skipWhitespace()
                _ = try value(depth: depth)
                skipWhitespace()
                if current == UInt16(ascii: ",") { index += 1; continue }
                try expect("]")
                return
            }
        }

        /// Reads a string and returns its decoded code units.
        mutating func string() throws(Failure) -> [UInt16] {
            index += 1  // "
            var decoded: [UInt16] = []
            while true {
                guard let c = current else { throw failure("unterminated string") }
                index += 1
                switch c {
                case UInt16(ascii: "\""):
                    return decoded
                case UInt16(ascii: "\\"):
                    guard let e = current else { throw failure("unterminated string") }
                    index += 1
                    switch e {
                    case UInt16(ascii: "\""), UInt16(ascii: "\\"), UInt16(ascii: "/"): decoded.append(e)
                    case UInt16(ascii: "b"): decoded.append(0x08)
                    case UInt16(ascii: "f"): decoded.append(0x0C)
                    case UInt16(ascii: "n"): decoded.append(0x0A)
                    case UInt16(ascii: "r"): decoded.append(0x0D)
                    case UInt16(ascii: "t"): decoded.append(0x09)
                    case UInt16(ascii: "u"):
                        var unit: UInt16 = 0
                        for _ in 0..<4 {
                            guard let h = current, let digit = Self.hexValue(h) else { throw failure("bad \\u escape") }
                            unit = unit << 4 | digit
                            index += 1
                        }
                        decoded.append(unit)
                    default:
                        index -= 1
                        throw failure("bad escape")
                    }
                case 0..<0x20:
                    index -= 1
                    throw failure("control character in a string")
                default:
                    decoded.append(c)
                }
            }
        }

        mutating func literal(_ word: String) throws(Failure) {
            for unit in word.utf16 {
                guard current == unit else { throw failure("unexpected character") }
                index += 1
            }
        }

        mutating func number() throws(Failure) {
            if current == UInt16(ascii: "-") { index += 1 }
            guard let first = current, Self.isDigit(first) else { throw failure("expected a digit") }
            index += 1
            if first != UInt16(ascii: "0") { digits() }
            if current == UInt16(ascii: ".") {
                index += 1
                guard let c = current, Self.isDigit(c) else { throw failure("expected a digit after '.'") }
                digits()
            }
            if current == UInt16(ascii: "e") || current == UInt16(ascii: "E") {
                index += 1
                if current == UInt16(ascii: "+") || current == UInt16(ascii: "-") { index += 1 }
                guard let c = current, Self.isDigit(c) else { throw failure("expected a digit in the exponent") }
                digits()
            }
        }

        mutating func digits() {
            while let c = current, Self.isDigit(c) { index += 1 }
        }

        static func isDigit(_ c: UInt16) -> Bool { c >= UInt16(ascii: "0") && c <= UInt16(ascii: "9") }

        static func hexValue(_ c: UInt16) -> UInt16? {
            switch c {
            case UInt16(ascii: "0")...UInt16(ascii: "9"): c - UInt16(ascii: "0")
            case UInt16(ascii: "a")...UInt16(ascii: "f"): c - UInt16(ascii: "a") + 10
            case UInt16(ascii: "A")...UInt16(ascii: "F"): c - UInt16(ascii: "A") + 10
            default: nil
            }
        }
    }
}

private extension UInt16 {
    /// The code unit of an ASCII character.
    init(ascii scalar: Unicode.Scalar) { self = UInt16(scalar.value) }
}
