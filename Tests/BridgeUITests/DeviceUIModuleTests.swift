import BridgeCore
import BridgeRuntime
import Foundation
import Testing

@testable import BridgeUI

/// The modules React Native's components require with the UIManager: `ImageLoader` (`Image`),
/// `StatusBarManager` (`StatusBar`) and `Appearance` (`useColorScheme`), called as React
/// Native's JS calls them.
@Suite struct DeviceUIModuleTests {
    /// The fixture images (made by an image library, not by hand) and the sizes they are.
    static let images: [(file: String, width: Int, height: Int)] = [
        ("seven-by-three.png", 7, 3), ("five-by-nine.gif", 5, 9), ("baseline-33x17.jpg", 33, 17),
        ("progressive-40x21.jpg", 40, 21), ("lossy-13x11.webp", 13, 11), ("lossless-12x6.webp", 12, 6),
        ("alpha-9x4.webp", 9, 4), ("six-by-two.bmp", 6, 2),
    ]

    static func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/images"))
    }

    @Test func eachFormatsSizeIsReadFromItsHeader() throws {
        for image in Self.images {
            let bytes = try Data(contentsOf: Self.fixture(image.file))
            #expect(ImageSize(header: bytes) == ImageSize(width: image.width, height: image.height), "\(image.file)")
            // A header cut short is not a size.
            #expect(ImageSize(header: bytes.prefix(9)) == nil, "\(image.file)")
        }
        #expect(ImageSize(header: Array("not an image at all".utf8)) == nil)
        #expect(ImageSize(header: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00]) == nil)  // a JPEG segment of length 0
    }

    @Test func getSizeReadsFilesDataURIsAndTheHostsLoader() async throws {
        let gif = try Data(contentsOf: Self.fixture("five-by-nine.gif"))
        let requested = Locked<[String]>([])
        let h = try await UIHarness(imageLoader: { url, headers in
            requested.withLock { $0.append("\(url.absoluteString) \(headers["Authorization"] ?? "-")") }
            guard url.host == "images.example" else { throw URLError(.cannotFindHost) }
            return gif
        })
        let png = try Self.fixture("seven-by-three.png").path
        let webp = try Data(contentsOf: Self.fixture("lossless-12x6.webp")).base64EncodedString()
        try await h.run(
            """
            globalThis.got = {};
            const IL = NativeModules.ImageLoader;
            const note = key => [v => { got[key] = v }, e => { got[key] = e.code + ' ' + e.message }];
            IL.getSize('\(png)').then(...note('path'));
            IL.getSize('file://\(png)').then(...note('fileURL'));
            IL.getSize('data:image/webp;base64,\(webp)').then(...note('base64'));
            IL.getSize('data:image/gif,GIF89a%05%00%09%00').then(...note('percent'));
            IL.getSizeWithHeaders('https://images.example/a.gif', { Authorization: 'Bearer t' }).then(...note('http'));
            IL.getSize('/no/such/image.png').then(...note('missing'));
            IL.getSize('data:text/plain,hello').then(...note('notAnImage'));
            IL.prefetchImage('https://elsewhere.example/b.png').then(...note('prefetchFailed'));
            IL.getSize('/dev/zero').then(...note('device'));
            IL.getSize('/tmp').then(...note('folder'));
            """)
        let got = try await h.runtime.evaluate("got")
        #expect(got["path"] == [7, 3] && got["fileURL"] == [7, 3] && got["base64"] == [12, 6] && got["percent"] == [5, 9])
        #expect(got["http"] == ["width": 5, "height": 9])
        #expect(requested.withLock { $0 }.contains("https://images.example/a.gif Bearer t"))
        let missing = got["missing"]?.stringValue ?? ""
        #expect(missing.hasPrefix("E_GET_SIZE_FAILURE ImageLoader: /no/such/image.png"))
        #expect(got["notAnImage"] == "E_GET_SIZE_FAILURE ImageLoader: data:text/plain,hello: not an image of a known format (PNG, GIF, JPEG, WebP, BMP)")
        #expect(got["prefetchFailed"]?.stringValue?.hasPrefix("E_PREFETCH_FAILURE ImageLoader: https://elsewhere.example/b.png") == true)
        // A device or a folder is not read (nothing fills memory or blocks the queue).
        #expect(got["device"] == "E_GET_SIZE_FAILURE ImageLoader: /dev/zero: not a regular file")
        #expect(got["folder"] == "E_GET_SIZE_FAILURE ImageLoader: /tmp: not a regular file")
        // What was loaded is in the cache; what failed is not.
        try await h.run("IL.queryCache(['\(png)', '/no/such/image.png', 'https://images.example/a.gif']).then(c => { got.cache = c })")
        #expect(try await h.runtime.evaluate("got.cache") == ["\(png)": "memory", "https://images.example/a.gif": "memory"])
        await h.shutdown()
    }

    @Test func withoutALoaderAnHTTPImageIsRefusedByName() async throws {
        let h = try await UIHarness()
        try await h.run("NativeModules.ImageLoader.getSize('http://localhost:1/x.png').catch(e => { globalThis.e = e.message })")
        #expect(try await h.runtime.evaluate("e") == "ImageLoader: http://localhost:1/x.png: no loader for http: URLs (NativeUI's imageLoader)")
        await h.shutdown()
    }

    @Test func theStatusBarKeepsWhatJSSetAndTellsOfItsFrame() async throws {
        let h = try await UIHarness()
        try await h.run(
            """
            globalThis.frames = []; globalThis.heights = [];
            const SB = NativeModules.StatusBarManager;
            new NativeEventEmitter(SB).addListener('statusBarFrameDidChange', e => frames.push(e.frame.height));
            SB.getHeight(r => heights.push(r.height));
            SB.setStyle('light-content', true);
            SB.setNetworkActivityIndicatorVisible(true);
            SB.setHidden(true, 'fade');
            SB.setHidden(true, 'fade');
            SB.getHeight(r => heights.push(r.height));
            """)
        #expect(try await h.runtime.evaluate("[NativeModules.StatusBarManager.getConstants().HEIGHT, heights, frames]") == [47, [47, 0], [0]])
        #expect(h.ui.statusBar == NativeUI.StatusBar(style: "light-content", hidden: true, networkActivityIndicatorVisible: true))
        await h.shutdown()
    }

    @Test func appearanceReportsTheSchemeAndItsChanges() async throws {
        let h = try await UIHarness()
        try await h.run(
            """
            globalThis.schemes = [NativeModules.Appearance.getColorScheme()];
            new NativeEventEmitter(NativeModules.Appearance).addListener('appearanceChanged', e => schemes.push(e.colorScheme));
            """)
        h.ui.setColorScheme("dark")
        h.ui.setColorScheme("dark")  // not a change
        // JS's change is a queued call, as on iOS: it has happened once the batch is through.
        try await h.run("NativeModules.Appearance.setColorScheme('unspecified')")
        #expect(try await h.runtime.evaluate("[...schemes, NativeModules.Appearance.getColorScheme()]") == ["light", "dark", "light", "light"])
        #expect(h.ui.colorScheme == "light")
        await h.shutdown()
    }
}
