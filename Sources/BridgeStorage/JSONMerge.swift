import BridgeCore

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

    /// A strict JSON parser over code units (RFC 8259, as `JSON.parse` reads it), on the
    /// scanner ``BridgeValue/init(parsingJSON:maximumDepth:)`` uses too; it keeps each value's
    /// text instead of its value.
    struct Parser {
        var scanner: JSONScanner

        init(text: [UInt16]) { scanner = JSONScanner(text) }

        var text: [UInt16] { scanner.units }
        var index: Int {
            get { scanner.index }
            set { scanner.index = newValue }
        }
        var current: UInt16? { scanner.current }

        func failure(_ message: String) -> Failure { failure(scanner.failure(message)) }

        /// A failure with where it is: a position, or the end.
        func failure(_ error: JSONParseError) -> Failure {
            Failure(message: error.offset < text.count ? "\(error.reason) at position \(error.offset)" : "\(error.reason) at the end")
        }

        mutating func skipWhitespace() { scanner.skipWhitespace() }

        mutating func expect(_ c: Unicode.Scalar) throws(Failure) {
            guard current == UInt16(ascii: c) else { throw failure("expected '\(c)'") }
            index += 1
        }

        mutating func value(depth: Int) throws(Failure) -> Node {
            guard let c = current else { throw failure("expected a value") }
            let start = index
            if c == ASCII.openBrace || c == ASCII.openBracket {
                guard depth < JSONMerge.maximumDepth else { throw failure("nested deeper than \(JSONMerge.maximumDepth) levels") }
                if c == ASCII.openBrace { return try object(depth: depth + 1) }
                try array(depth: depth + 1)
                return .other(text[start..<index])
            }
            do throws(JSONParseError) {
                switch c {
                case ASCII.quote: _ = try scanner.string()
                case ASCII.t: try scanner.literal("true")
                case ASCII.f: try scanner.literal("false")
                case ASCII.n: try scanner.literal("null")
                case _ where c == ASCII.minus || JSONScanner.isDigit(c): try scanner.number()
                default: throw scanner.failure("unexpected character")
                }
            } catch {
                throw failure(error)
            }
            return .other(text[start..<index])
        }

        mutating func object(depth: Int) throws(Failure) -> Node {
            index += 1  // {
            var members: [Member] = []
            var places: [[UInt16]: Int] = [:]
            skipWhitespace()
            if current == ASCII.closeBrace { index += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard current == ASCII.quote else { throw failure("expected a member name in quotes") }
                let nameStart = index
                let name: [UInt16]
                do throws(JSONParseError) { name = try scanner.string() } catch { throw failure(error) }
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
                if current == ASCII.comma { index += 1; continue }
                try expect("}")
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(Failure) {
            index += 1  // [
            skipWhitespace()
            if current == ASCII.closeBracket { index += 1; return }
            while true {
                skipWhitespace()
                _ = try value(depth: depth)
                skipWhitespace()
                if current == ASCII.comma { index += 1; continue }
                try expect("]")
                return
            }
        }
    }
}

private extension UInt16 {
    /// The code unit of an ASCII character.
    init(ascii scalar: Unicode.Scalar) { self = UInt16(scalar.value) }
}
