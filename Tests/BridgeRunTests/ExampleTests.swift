import Foundation
import HTTPTestSupport
import Testing

/// Each example runs and prints what its README section says.
@Suite struct ExampleTests {
    @Test func localization() async throws {
        let r = try await run("localization-example", ["fr"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            locale: fr (of de, en, fr)
            Bonjour, Ada !
            Ada a 3 messages non lus
            rejected: E_UNKNOWN_TEXT: no fr translation for "farewell"

            """)
    }

    @Test func aHostPrintsTheTreeOfAnAppWithAViewManagerOfItsOwn() async throws {
        let r = try await run("ui-example")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            ── after a batch (5 made, 0 updated, 0 removed)
            RCTRootView #1 0,0 40×12
              RCTView #6 0,0 40×12 flex=1 padding=1
                RCTText #2 1,1 38×1 fontSize=18
                  RCTRawText #3 0,0 0×0 text="Rate Kyoto Ramen"
                RettyRating #4 1,2 38×1 height=1 onRatingChange=true rating=0 starColor=4294953984 testID="rating"
            ── after a batch (0 made, 2 updated, 0 removed)
            RCTRootView #1 0,0 40×12
              RCTView #6 0,0 40×12 flex=1 padding=1
                RCTText #2 1,1 38×1 fontSize=18
                  RCTRawText #3 0,0 0×0 text="You gave Kyoto Ramen 4 stars"
                RettyRating #4 1,2 38×1 height=1 onRatingChange=true rating=4 starColor=4294953984 testID="rating"
            the rating view shows 4.0 stars
            ── after a batch (0 made, 0 updated, 5 removed)
            (no views)

            """)
    }

    @Test func scrolling() async throws {
        let r = try await run("scrolling-example")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            scrolled to 120, 480, 960
            2 bookmarks; details at 960
            history: 0 → 120 → 480
            E_INVALID_ARGUMENT: Scrolling.scrollTo: argument 1 (y): expected number, got string "top"

            """)
    }

    #if Macros
    @Test func greeterWithOneModuleEachWay() async throws {
        let r = try await run("greeter-example")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            (greeted Ada)
            Hello, Ada!
            (greeted Grace)
            Hello, Grace!
            Hello / Goodbye: HI! bye…
            everyone: Ada, Grace
            Goodbye, Ada (farewell #1)
            E_INVALID_ARGUMENT: Greeter.greet: a name cannot be empty

            """)
    }
    #endif

    #if Bundles
    @Test func appHostRunsTheAppFromThePresetAndFromADevServer() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("app-host-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let preset = try await run("app-host-example", ["--cache", cache])
        #expect(preset.status == 0, "\(preset.stderr)")
        #expect(preset.stdout == """
            F8 (preset bundle): agenda for day 1, root 1
            F8 (preset bundle): agenda for day 2, root 1
            updates: none
            states: ready → loading bundle:main → running bundle:main → shut down

            """)
        let server = try await TestHTTPServer.start()
        server.set("/index.bundle", .javaScript("""
            AppRegistry.registerComponent('F8v2', () => (props) => console.log(`F8 (dev server): ${props.screen} for day ${props.day}`));
            """))
        let dev = try await run("app-host-example", ["--dev", server.url("/index.bundle?platform=linux&dev=true")])
        #expect(dev.status == 0, "\(dev.stderr)")
        #expect(dev.stdout.contains("F8 (dev server): agenda for day 1\nF8 (dev server): agenda for day 2\n"))
        try await server.stop()
    }
    #endif

    @Test func ticker() async throws {
        let r = try await run("ticker-example")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            listening every 20 ms
            tick 1
            tick 2
            tick 3
            unsubscribed
            idle: the ticker stopped when its last listener left

            """)
    }

    @Test func host() async throws {
        let r = try await run("host-example")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            [js] bundle loaded
            Calculator.sum(2, 3, 4) = 9
            Calculator.describe(...) = "Ada writes Swift and JS"
            Calculator.divide(1, 0) threw RangeError: division by zero
            [js] stored theme dark; 1 key(s)
            JS saw theme: "dark"

            """)
    }
}
