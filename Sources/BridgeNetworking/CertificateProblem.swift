#if Networking
import BridgeCore
import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// Why a server's certificate was refused, in node's words (the `cause` of `fetch failed`): the
/// TLS library says only that verification failed, so the server's chain is fetched again,
/// unverified, and read as OpenSSL's verifier would report it.
enum CertificateProblem {
    /// Whether `error` is a refused certificate.
    static func isRefusedCertificate(_ error: any Error) -> Bool {
        if let ssl = error as? NIOSSLError, case .handshakeFailed = ssl { return "\(ssl)".contains("CERTIFICATE_VERIFY_FAILED") }
        if let extra = error as? NIOSSLExtraError { return extra == .failedToValidateHostname }
        return false
    }

    /// The problem node reports for `error`, a refused certificate of `host:port`.
    static func problem(_ error: any Error, host: String, port: Int) async -> RequestProblem {
        if let extra = error as? NIOSSLExtraError, extra == .failedToValidateHostname {
            return make("ERR_TLS_CERT_ALTNAME_INVALID", "Hostname/IP does not match certificate's altnames: Host: \(host). is not in the cert's altnames")
        }
        let chain = await presentedChain(host: host, port: port)
        let now = time(nil)
        if let leaf = chain.first, leaf.notValidAfter < now { return make("CERT_HAS_EXPIRED", "certificate has expired") }
        if let leaf = chain.first, leaf.notValidBefore > now { return make("CERT_NOT_YET_VALID", "certificate is not yet valid") }
        if chain.count == 1, isSelfIssued(chain[0]) { return make("DEPTH_ZERO_SELF_SIGNED_CERT", "self-signed certificate") }
        if chain.count > 1, let root = chain.last, isSelfIssued(root) {
            return make("SELF_SIGNED_CERT_IN_CHAIN", "self-signed certificate in certificate chain")
        }
        return make("UNABLE_TO_VERIFY_LEAF_SIGNATURE", "unable to verify the first certificate")
    }

    private static func make(_ code: String, _ message: String) -> RequestProblem {
        RequestProblem(message, cause: ["message": .string(message), "code": .string(code)])
    }

    /// The certificates `host:port` presents (empty when it cannot be reached again): a second
    /// handshake whose verification only records them, then gives up.
    private static func presentedChain(host: String, port: Int) async -> [NIOSSLCertificate] {
        let seen = Locked<[NIOSSLCertificate]>([])
        guard let context = try? NIOSSLContext(configuration: .makeClientConfiguration()) else { return [] }
        let name = host.first?.isNumber == true || host.contains(":") ? nil : host
        let channel = try? await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.seconds(5))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let handler = try NIOSSLClientHandler(context: context, serverHostname: name) { chain, promise in
                        seen.withLock { $0 = chain }
                        promise.succeed(NIOSSLVerificationResult.failed)
                    }
                    try channel.pipeline.syncOperations.addHandler(handler)
                }
            }
            .connect(host: host, port: port).get()
        if let channel {
            // The handshake ends (refused by us) and the server closes; five seconds at most.
            _ = try? await channel.closeFuture.get()
        }
        return seen.withLock { $0 }
    }

    /// Whether the certificate's issuer is its subject (read from its DER: the TBSCertificate's
    /// fourth and sixth fields, after the version when there is one).
    static func isSelfIssued(_ certificate: NIOSSLCertificate) -> Bool {
        guard let der = try? certificate.toDERBytes() else { return false }
        var reader = DERReader(bytes: der[...])
        guard var certificateFields = reader.enter(), var tbs = certificateFields.enter() else { return false }
        if tbs.peekTag == 0xA0 { _ = tbs.skip() }
        guard tbs.skip() != nil, tbs.skip() != nil, let issuer = tbs.skip(), tbs.skip() != nil, let subject = tbs.skip() else { return false }
        return issuer == subject
    }

    /// Reads DER's tag-length-value elements.
    struct DERReader {
        var bytes: ArraySlice<UInt8>

        var peekTag: UInt8? { bytes.first }

        /// The next element, whole (tag, length and value), or nil.
        mutating func skip() -> ArraySlice<UInt8>? {
            guard let (header, length) = header(), bytes.count >= header + length else { return nil }
            defer { bytes = bytes.dropFirst(header + length) }
            return bytes.prefix(header + length)
        }

        /// A reader of the next element's value.
        mutating func enter() -> DERReader? {
            guard let (header, length) = header(), bytes.count >= header + length else { return nil }
            defer { bytes = bytes.dropFirst(header + length) }
            return DERReader(bytes: bytes.dropFirst(header).prefix(length))
        }

        private func header() -> (Int, Int)? {
            guard bytes.count >= 2 else { return nil }
            let first = bytes[bytes.startIndex + 1]
            if first < 0x80 { return (2, Int(first)) }
            let count = Int(first & 0x7F)
            guard count <= 4, bytes.count >= 2 + count else { return nil }
            let length = bytes.dropFirst(2).prefix(count).reduce(0) { $0 << 8 | Int($1) }
            return (2 + count, length)
        }
    }
}
#endif
