import Foundation
import ProgramTestSupport
import Testing

/// How `bridge-run` reads a script's text and `--props`: as node reads a script, and as
/// `JSON.parse` reads JSON, but natively, checked before any of the bundle runs.
@Suite struct BridgeRunSourceAndPropsTests {
    /// Where the scripts of one test are written; removed after the test.
    let scratch: ScratchFolder

    init() throws { scratch = try ScratchFolder() }

    /// Writes `bytes` to a fresh file and returns its path.
    func script(_ bytes: [UInt8], _ name: String = "script.js") throws -> String {
        try scratch.file(name, bytes)
    }

    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func theReactNativeVersionReportedIsTheBundlesOrTheOneGiven() async throws {
        let print = "const v = NativeModules.PlatformConstants.reactNativeVersion; console.log(v.major, v.minor, v.patch, v.prerelease);"
        let bundle = try script(Array(("var exports = {}; exports.version = {major: 0, minor: 59, patch: 10, prerelease: null};\n" + print).utf8))
        var r = try await run("bridge-run", [bundle])
        #expect(r.stdout == "0 59 10 null\n", "\(r.stderr)")
        r = try await run("bridge-run", ["--react-native-version", "0.79.5-rc.1", bundle])
        #expect(r.stdout == "0 79 5 rc.1\n", "\(r.stderr)")
        r = try await run("bridge-run", [try script(Array(print.utf8))])
        #expect(r.stdout == "0 72 6 null\n", "\(r.stderr)")
        r = try await run("bridge-run", ["--react-native-version", "0.72", bundle])
        #expect(r.status == 2 && r.stderr.contains("--react-native-version must be a version such as 0.63.4"))
    }

    @Test func aByteOrderMarkAndAShebangBeforeTheCodeRunAsNodeRunsThem() async throws {
        let body = Array("console.log('ran', typeof process)".utf8)
        let shebang = Array("#!/usr/bin/env bridge-run".utf8)
        let cases: [(String, [UInt8])] = [
            ("bom, shebang, LF", Self.bom + shebang + [0x0A] + body),
            ("bom, shebang, CRLF", Self.bom + shebang + [0x0D, 0x0A] + body),
            ("shebang, LF", shebang + [0x0A] + body),
            ("shebang, CR", shebang + [0x0D] + body),
            ("shebang, U+2028", shebang + [0xE2, 0x80, 0xA8] + body),
            ("bom only", Self.bom + body),
            ("plain", body),
        ]
        for (name, bytes) in cases {
            let r = try await run("bridge-run", [try script(bytes)])
            #expect(r.status == 0, "\(name): \(r.stderr)")
            #expect(r.stdout == "ran object\n", "\(name)")
        }
        // A file that is only a shebang, or a BOM and a shebang, runs and prints nothing.
        for bytes in [shebang, Self.bom + shebang, Self.bom] {
            let r = try await run("bridge-run", [try script(bytes)])
            #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r.stderr)")
        }
        // What node refuses is refused: a shebang after a space, or on the second line.
        for bytes in [Array(" ".utf8) + shebang + [0x0A] + body, Array("\n".utf8) + shebang + [0x0A] + body] {
            let r = try await run("bridge-run", [try script(bytes)])
            #expect(r.status == 1)
            #expect(r.stderr.hasPrefix("Uncaught SyntaxError"))
        }
        // From standard input too.
        let piped = try await run("bridge-run", ["-"], stdin: String(decoding: Self.bom + shebang + [0x0A] + body, as: UTF8.self))
        #expect(piped.stdout == "ran object\n", "\(piped.stderr)")
    }

    /// Objects with their keys sorted (objects crossing from native code carry no key order, as
    /// React Native's dictionaries carry none).
    static let sorted = "const sorted = v => Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map(k => [k, sorted(v[k])])) : v;"

    /// An app that prints its properties with `JSON.stringify` (which the bundle leaves alone).
    static let app = sorted + """

        const stringify = JSON.stringify;
        JSON.parse = () => { throw new Error('the bundle\\'s JSON.parse was used'); };
        console.log('top level ran');
        AppRegistry.registerComponent('D', () => props => {
          console.log(stringify(sorted(props)), Object.is(props.zero, -0), props.big, Object.keys(props).sort().join());
        });
        """

    @Test func propsAreParsedNativelyAsJSONParseWouldAndReachTheAppExactly() async throws {
        let path = try script(Array(Self.app.utf8))
        let props = #"{"day":1,"zero":-0,"big":1e400,"__proto__":{"x":1},"a":"\ud83d\ude00 \u0000","dup":1,"dup":2,"list":[1.5,true,null,"\\"]}"#
        let r = try await run("bridge-run", ["--app", "D", "--props", props, path])
        #expect(r.status == 0, "\(r.stderr)")
        // What node prints for the same properties through its JSON.parse.
        let node = try await nodeOutput(
            Self.sorted + "const props = JSON.parse(process.argv[1]); console.log(JSON.stringify(sorted(props)), Object.is(props.zero, -0), props.big, Object.keys(props).sort().join());",
            props)
        #expect(r.stdout == "top level ran\n" + node)
    }

    @Test func badOrTooDeepPropsAreUsageErrorsBeforeTheBundleRuns() async throws {
        let path = try script(Array(Self.app.utf8))
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let justPast = String(repeating: "[", count: 511) + String(repeating: "]", count: 511)
        let cases: [(String, String)] = [
            (#"{"day": 1,"#, "bridge-run: --props is not JSON: unexpected end of input (at offset 10)\n"),
            ("{day: 1}", "bridge-run: --props is not JSON: expected a property name in double quotes (at offset 1)\n"),
            ("[1,]", "bridge-run: --props is not JSON: unexpected character \"]\" (at offset 3)\n"),
            ("", "bridge-run: --props is not JSON: unexpected end of input (at offset 0)\n"),
            (deep, "bridge-run: --props is not JSON: nested deeper than 512 levels (at offset 512)\n"),
            (justPast, "bridge-run: --props: E_INVALID_ARGUMENT: the app's properties are nested deeper than 510 levels (at [0][0]"),
        ]
        for (props, message) in cases {
            let r = try await run("bridge-run", ["--app", "D", "--props", props, path])
            #expect(r.status == 2)
            #expect(r.stderr.hasPrefix(message), "\(props.prefix(20))")
            #expect(r.stdout.isEmpty, "the bundle ran")
        }
        let deepest = String(repeating: "[", count: 510) + String(repeating: "]", count: 510)
        let r = try await run("bridge-run", ["--app", "D", "--props", deepest, path])
        #expect(r.status == 0, "\(r.stderr)")
    }
}

/// What node prints running `source` with `argument` (node is the reference for scripts).
func nodeOutput(_ source: String, _ argument: String) async throws -> String {
    try await offPool { try nodeOutputWaiting(source, argument) }
}

private func nodeOutputWaiting(_ source: String, _ argument: String) throws -> String {
    try runProgram("/usr/bin/env", ["node", "-e", source, argument]).stdout
}
