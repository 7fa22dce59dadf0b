import BridgeRuntime
import Testing

/// The React Native version PlatformConstants reports: given, or found in the bundle.
@Suite struct ReactNativeVersionTests {
    typealias Version = PlatformConstantsModule.ReactNativeVersion

    @Test func versionsAreReadFromText() {
        #expect(Version("0.63.4") == Version(major: 0, minor: 63, patch: 4))
        #expect(Version("0.72.0-rc.1") == Version(major: 0, minor: 72, patch: 0, prerelease: "rc.1"))
        for bad in ["", "0.63", "0.63.x", "1.2.3.4", "0.63.4-", "v0.63.4"] { #expect(Version(bad) == nil, "\(bad)") }
    }

    @Test func aBundleSaysWhichReactNativeItBrings() {
        // Metro's development output of ReactNativeVersion.js, and a minified one.
        let development = """
            __d(function (global, _$$_REQUIRE, _$$_IMPORT_DEFAULT, _$$_IMPORT_ALL, module, exports, _dependencyMap) {
              exports.version = {
                major: 0,
                minor: 63,
                patch: 4,
                prerelease: null
              };
            },42,[],"node_modules/react-native/Libraries/Core/ReactNativeVersion.js");
            """
        #expect(Version(bundle: development) == Version(major: 0, minor: 63, patch: 4))
        let minified = #"var a={major:9};__d(function(g,r,i,a,m,e,d){e.version={major:0,minor:79,patch:5,prerelease:"rc.2"}},7,[]);"#
        #expect(Version(bundle: minified) == Version(major: 0, minor: 79, patch: 5, prerelease: "rc.2"))
        #expect(Version(bundle: #"{"major": 0, "minor": 59, "patch": 10, "prerelease": null}"#) == Version(major: 0, minor: 59, patch: 10))
        #expect(Version(bundle: "console.log('major minor patch')") == nil)
    }

    @Test func platformConstantsReportsTheVersionItIsGiven() async throws {
        var configuration = Runtime.Configuration()
        configuration.log = { _, _ in }
        StandardModules.register(in: &configuration, reactNativeVersion: Version(major: 0, minor: 59, patch: 10))
        let runtime = try await Runtime(configuration)
        #expect(try await runtime.evaluate("NativeModules.PlatformConstants.reactNativeVersion") == ["major": 0, "minor": 59, "patch": 10, "prerelease": .null])
        await runtime.shutdown()
    }
}
