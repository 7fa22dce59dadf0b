import CSHA256
import Foundation

/// SHA-256 digests as bundle manifests write them: 64 lowercase hex digits. Any thread.
package enum SHA256 {
    /// The digest of `data`. `accelerated: false` takes the portable path even on a processor
    /// with SHA instructions (the tests compare both).
    package static func hex(_ data: Data, accelerated: Bool = true) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        data.withUnsafeBytes { bytes in
            bridge_sha256(bytes.baseAddress, bytes.count, &digest, accelerated ? 1 : 0)
        }
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }
}
