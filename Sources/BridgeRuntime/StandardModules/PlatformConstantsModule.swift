import BridgeCore

#if canImport(Glibc)
import Glibc
#endif

/// React Native's `PlatformConstants`: `OS` (`"linux"`), `Version` (the kernel release), the
/// runtime's version, and a synchronous `getConstants()`.
public final class PlatformConstantsModule: NativeModule {
    /// The bridge runtime's version, as `PlatformConstants.bridgeVersion`.
    public static let bridgeVersion = "0.1.0"

    public init() {}

    public var definition: ModuleDefinition {
        let constants: [String: BridgeValue] = [
            "OS": "linux",
            "Version": .string(Self.kernelRelease()),
            "bridgeVersion": .string(Self.bridgeVersion),
            "isTesting": false,
        ]
        return ModuleDefinition("PlatformConstants", runsOn: .jsThread) { m in
            for (key, value) in constants { m.constant(key, value) }
            m.sync("getConstants") { () -> BridgeValue in .object(constants) }
        }
    }

    static func kernelRelease() -> String {
        var name = utsname()
        guard uname(&name) == 0 else { return "unknown" }
        return withUnsafeBytes(of: &name.release) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
