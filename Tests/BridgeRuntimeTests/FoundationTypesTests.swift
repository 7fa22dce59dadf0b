import BridgeRuntime
import Foundation
import Testing

/// `Date`, `Data`, `[UInt8]` and `URL` cross as JS means them, both ways.
@Suite struct FoundationTypesTests {
    struct Event: Codable, Sendable {
        var title: String
        var at: Date
        var link: URL
    }

    enum Theme: String, Codable, CaseIterable, Sendable {
        case light, dark, system
    }

    enum Level: Int, Codable, CaseIterable, Sendable {
        case low = 1, high = 3
    }

    struct Settings: Codable, Sendable {
        var theme: Theme
        var levels: [Level]
    }

    static let module: Runtime.ModuleFactory = { _ in definition }

    static let definition = ModuleDefinition("Types") { m in
        m.sync("epoch") { () -> Date in Date(timeIntervalSince1970: 0) }
        m.sync("millis(date:)") { (date: Date) -> Double in date.timeIntervalSince1970 * 1000 }
        m.sync("later(date:)") { (date: Date) -> Date in date.addingTimeInterval(1.5) }
        m.sync("event(event:)") { (event: Event) -> Event in
            Event(title: event.title.uppercased(), at: event.at.addingTimeInterval(60), link: event.link.appendingPathComponent("next"))
        }
        m.sync("same(date:)") { (date: Date) -> Date in date }
        m.sync("sameAll(dates:)") { (dates: [Date]) -> [Date] in dates }
        m.sync("sameEvents(events:)") { (events: [Event]) -> [Event] in events }
        m.promise("sameLater(dates:)") { (dates: [Date]) -> [Date] in dates }
        m.sync("reverse(data:)") { (data: Data) -> Data in Data(data.reversed()) }
        m.sync("sum(bytes:)") { (bytes: [UInt8]) -> Int in bytes.reduce(0) { $0 + Int($1) } }
        m.sync("bytes(count:)") { (count: Int) -> [UInt8] in (0..<count).map { UInt8($0 % 256) } }
        m.sync("host(url:)") { (url: URL) -> String in url.host ?? "" }
        m.promise("opposite(theme:)") { (theme: Theme) -> Theme in theme == .light ? .dark : .light }
        m.promise("apply(settings:)") { (settings: Settings) -> Settings in settings }
    }

    @Test func stringBackedEnumsCrossAsTheirRawValuesAndAWrongOneListsTheAllowed() async throws {
        let runtime = try await TestHost().runtime([Self.module])
        let out = try await runtime.run(
            """
            var out = [];
            const T = NativeModules.Types;
            const record = p => { const i = out.length; out.push(null); p.then(v => { out[i] = v; }, e => { out[i] = e.message; }); };
            record(T.opposite('light'));
            record(T.opposite('blue'));
            record(T.apply({theme: 'system', levels: [1, 3]}));
            record(T.apply({theme: 'dark', levels: [1, 2]}));
            """, then: "out")
        #expect(out == [
            "dark",
            #"Types.opposite: argument 1 (theme): expected one of "light", "dark", "system", got string "blue""#,
            ["theme": "system", "levels": [1, 3]],
            "Types.apply: argument 1 (settings) at .levels[1]: expected one of 1, 3, got number 2",
        ])
        #expect(Self.definition.method(named: "opposite")?.parameters.first?.typeName == #"one of "light", "dark", "system""#)
        await runtime.shutdown()
    }

    @Test func datesAreMillisecondsSince1970BothWays() async throws {
        let runtime = try await TestHost().runtime([Self.module])
        let t = "Date.UTC(2026, 10, 22, 12, 0, 0)"
        #expect(try await runtime.evaluate("NativeModules.Types.epoch()") == 0)
        #expect(try await runtime.evaluate("NativeModules.Types.millis(new Date(\(t))) === \(t)") == true)
        #expect(try await runtime.evaluate("NativeModules.Types.millis(\(t)) === \(t)") == true)
        #expect(try await runtime.evaluate("new Date(NativeModules.Types.later(new Date(\(t)))).toISOString()") == "2026-11-22T12:00:01.500Z")
        #expect(try await runtime.evaluate("""
            const e = NativeModules.Types.event({ title: 'launch', at: new Date(\(t)), link: 'https://example.org/a' });
            [e.title, new Date(e.at).toISOString(), e.link]
            """) == ["LAUNCH", "2026-11-22T12:01:00.000Z", "https://example.org/a/next"])
        let invalid = try await runtime.evaluate("try { NativeModules.Types.millis(new Date('nope')) } catch (e) { e.message }")
        #expect(invalid.stringValue?.contains("expected date (milliseconds since 1970)") == true)
        let text = try await runtime.evaluate("try { NativeModules.Types.millis('2026-11-22') } catch (e) { e.message }")
        #expect(text.stringValue?.contains("expected date (milliseconds since 1970), got string") == true)
        await runtime.shutdown()
    }

    @Test func aWrongValueIsRefusedAsWhatTheParameterTakes() async throws {
        let runtime = try await TestHost().runtime([Self.module])
        let out = try await runtime.run(
            """
            var out = [];
            const T = NativeModules.Types;
            const record = p => { const i = out.length; out.push(null); p.then(v => { out[i] = v; }, e => { out[i] = e.code + ' ' + e.message; }); };
            const sync = f => { try { out.push(f()); } catch (e) { out.push(e.code + ' ' + e.message); } };
            record(T.opposite({ toString() { return 'dark'; } }));
            record(T.opposite(['dark']));
            sync(() => T.reverse('abc'));
            sync(() => T.reverse([1, 2, 300]));
            sync(() => T.reverse({ length: 2, toString() { return ''; } }));
            sync(() => T.host({ href: 'https://example.org', toString() { return this.href; } }));
            sync(() => Array.from(T.reverse(new Uint16Array([1, 2]).buffer)).join());
            """, then: "out")
        #expect(out == [
            #"E_INVALID_ARGUMENT Types.opposite: argument 1 (theme): expected one of "light", "dark", "system", got object"#,
            #"E_INVALID_ARGUMENT Types.opposite: argument 1 (theme): expected one of "light", "dark", "system", got array"#,
            #"E_INVALID_ARGUMENT Types.reverse: argument 1 (data): expected binary data (a typed array, DataView or ArrayBuffer), got string "abc""#,
            "E_INVALID_ARGUMENT Types.reverse: argument 1 (data): expected binary data (a typed array, DataView or ArrayBuffer), got array",
            "E_INVALID_ARGUMENT Types.reverse: argument 1 (data): expected binary data (a typed array, DataView or ArrayBuffer), got object",
            "E_INVALID_ARGUMENT Types.host: argument 1 (url): expected URL string, got object",
            "0,2,0,1",
        ])
        await runtime.shutdown()
    }

    @Test func everyWholeMillisecondADateCanHoldCrossesUnchanged() async throws {
        let runtime = try await TestHost().runtime([Self.module])
        // 200,000 values (20,000 under a sanitizer): the extremes, the epochs, numbers near them,
        // and random milliseconds over the whole range and over the years in use; each through a
        // plain parameter and result, an array, a Codable record and a promise.
        let count = ProcessInfo.processInfo.environment["BRIDGE_SANITIZER"] == nil ? 200_000 : 20_000
        let out = try await runtime.run(
            """
            const T = NativeModules.Types, max = 8.64e15;
            let seed = 42;
            const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
            const samples = [max, -max, 0, -0, 1, -1, 7, 978307200000, 978307200001, 978307199999, 4401775905179274];
            for (let i = 0; i < 50; i++) samples.push(max - i, -max + i, 978307200000 + i - 25, i - 25);
            while (samples.length < \(count)) {
              const range = samples.length % 3 === 0 ? max : samples.length % 3 === 1 ? 4e12 : 1e6;
              samples.push(Math.round((random() * 2 - 1) * range));
            }
            var bad = [];
            const check = (how, got, want) => { if (!Object.is(got, want) && !(want === 0 && got === 0)) bad.push(how + ' ' + want + ' -> ' + got); };
            for (const ms of samples) check('plain', T.same(new Date(ms)), ms);
            for (let i = 0; i < samples.length; i += 1000) {
              const part = samples.slice(i, i + 1000);
              T.sameAll(part.map(ms => new Date(ms))).forEach((got, j) => check('array', got, part[j]));
              T.sameEvents(part.map(ms => ({ title: 't', at: new Date(ms), link: 'https://example.org' })))
                .forEach((got, j) => check('record', got.at, part[j]));
              T.sameLater(part).then(dates => dates.forEach((got, j) => check('promise', got, part[j])));
            }
            """, then: "[bad.length, bad.slice(0, 5)]")
        #expect(out == [0, []])
        await runtime.shutdown()
    }

    @Test func dataAndBytesAreUint8ArraysBothWays() async throws {
        let runtime = try await TestHost().runtime([Self.module])
        #expect(try await runtime.evaluate("""
            const r = NativeModules.Types.reverse(new Uint8Array([1, 2, 3]));
            [r instanceof Uint8Array, Array.from(r)]
            """) == [true, [3, 2, 1]])
        #expect(try await runtime.evaluate("Array.from(NativeModules.Types.reverse(new Uint16Array([0x0102]).buffer))") == [1, 2])
        #expect(try await runtime.evaluate("NativeModules.Types.sum(new Uint8Array([200, 100]))") == 300)
        #expect(try await runtime.evaluate("NativeModules.Types.sum([1, 2, 3])") == 6)
        #expect(try await runtime.evaluate("const b = NativeModules.Types.bytes(300); [b instanceof Uint8Array, b.length, b[299]]") == [true, 300, 43])
        let bad = try await runtime.evaluate("try { NativeModules.Types.sum([1, 256]) } catch (e) { e.message }")
        #expect(bad.stringValue?.contains("at [1]") == true)
        await runtime.shutdown()
    }

    @Test func urlsAreStringsAndNonURLsAreRefused() async throws {
        let runtime = try await TestHost().runtime([Self.module])
        #expect(try await runtime.evaluate("NativeModules.Types.host('https://example.org:8081/index.bundle')") == "example.org")
        let bad = try await runtime.evaluate("try { NativeModules.Types.host(42) } catch (e) { e.message }")
        #expect(bad.stringValue?.contains("expected URL string, got number 42") == true)
        await runtime.shutdown()
    }
}
