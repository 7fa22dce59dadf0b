import Testing

/// Each example runs and prints what its README section says.
@Suite struct ExampleTests {
    @Test func localization() throws {
        let r = try run("localization-example", ["fr"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            locale: fr (of de, en, fr)
            Bonjour, Ada !
            Ada a 3 messages non lus
            rejected: E_UNKNOWN_TEXT: no fr translation for "farewell"

            """)
    }

    @Test func scrolling() throws {
        let r = try run("scrolling-example")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            scrolled to 120, 480, 960
            2 bookmarks; details at 960
            history: 0 → 120 → 480
            E_INVALID_ARGUMENT: Scrolling.scrollTo: argument 1 (y): expected number, got string "top"

            """)
    }

    @Test func ticker() throws {
        let r = try run("ticker-example")
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

    @Test func host() throws {
        let r = try run("host-example")
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
