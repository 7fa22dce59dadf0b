import Testing

/// `bridge-run --render`: the user interface registered, and the native view tree printed
/// after each batch the app's renderer sends.
@Suite struct RenderTests {
    @Test func theTreeIsPrintedAfterEachBatch() async throws {
        let r = try await run("bridge-run", ["--app", "Counter", "--props", #"{"start":4}"#, "--render", "tree", fixture("render-app.js")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            ── batch 1
            RCTRootView #1 0,0 390×844
              RCTView #8 0,0 390×844 flex=1 padding=4
                RCTText #2 4,4 382×1 fontSize=14
                  RCTRawText #3 0,0 0×0 text="count 4"
                RCTView #4 4,5 382×10 height=10 testID="a"
                RCTView #6 4,15 382×10 height=10 testID="b"
            ── batch 2
            RCTRootView #1 0,0 390×844
              RCTView #8 0,0 390×844 flex=1 padding=4
                RCTText #2 4,4 382×1 fontSize=14
                  RCTRawText #3 0,0 0×0 text="count 5"
                RCTView #6 4,5 382×10 height=10 testID="b"
                RCTView #4 4,15 382×10 height=10 testID="a"

            """)
        let json = try await run("bridge-run", ["--app", "Counter", "--render", "json", fixture("render-app.js")])
        #expect(json.stdout.split(separator: "\n").count == 2)
        #expect(json.stdout.hasPrefix(#"[{"children":[{"children":[{"children":[{"children":[],"frame":{"height":0,"width":0,"x":0,"y":0},"props":{"text":"count 0"}"#))
    }
}
