#if Networking
import BridgeCore
import Foundation

/// Random bytes from the system's generator, as the community package
/// `react-native-get-random-values` asks its native module `RNGetRandomValues` for them (a
/// blocking method returning base64), and as the web's `crypto.getRandomValues` and
/// `crypto.randomUUID` (bridge-networking-crypto.js) use it.
public final class RandomValuesModule: NativeModule {
    /// The most bytes one call returns: the web's limit for `getRandomValues`.
    public static let maximumByteLength = 65_536

    /// A module with nothing of its own to keep. Any thread.
    public init() {}

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("RNGetRandomValues", runsOn: .jsThread) { m in
            // Ours: the limit `crypto.getRandomValues` checks before it asks.
            m.constant("maximumByteLength", Self.maximumByteLength)
            m.sync("getRandomBase64(byteLength:)") { (byteLength: Int) -> String in
                guard byteLength >= 0, byteLength <= Self.maximumByteLength else {
                    throw BridgeError(.invalidArgument, "RNGetRandomValues.getRandomBase64: byteLength must be 0 to \(Self.maximumByteLength), not \(byteLength)")
                }
                var generator = SystemRandomNumberGenerator()
                var bytes = Data(count: byteLength)
                bytes.withUnsafeMutableBytes { buffer in
                    for i in buffer.indices { buffer[i] = generator.next() }
                }
                return bytes.base64EncodedString()
            }
        }
    }
}
#endif
