#if Networking
import AsyncHTTPClient
import BridgeCore
import Foundation
import NIOCore
import NIOPosix
import NIOSSL
#if canImport(Glibc)
import Glibc
#endif

extension NetworkTransfer {
    /// A failure to connect, with node's fields for it where the system says what happened: a
    /// refused or unreachable address (`connect E…`), a name that does not resolve
    /// (`getaddrinfo ENOTFOUND`).
    static func problem(_ error: any Error, url: URL) -> RequestProblem {
        /// `connect E… address:port`, for an error number node names.
        func connectFailure(_ errno: Int32, _ address: String, _ port: Int) -> RequestProblem? {
            guard let name = errnoNames[errno] else { return nil }
            let message = "connect \(name) \(address):\(port)"
            return RequestProblem(message, cause: [
                "message": .string(message), "errno": .number(Double(-errno)), "code": .string(name), "syscall": "connect",
                "address": .string(address), "port": .number(Double(port)),
            ])
        }
        // An address given as such is connected to at once: the system's error comes as it is.
        if let io = error as? IOError {
            let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
            return connectFailure(io.errnoCode, url.host ?? "", port) ?? RequestProblem(describe(error))
        }
        guard let connection = error as? NIOConnectionError else { return RequestProblem(describe(error)) }
        if let failure = connection.connectionErrors.first, let io = failure.error as? IOError,
           let problem = connectFailure(io.errnoCode, failure.target.ipAddress ?? connection.host, failure.target.port ?? connection.port) {
            return problem
        }
        if connection.connectionErrors.isEmpty, connection.dnsAError != nil || connection.dnsAAAAError != nil {
            let message = "getaddrinfo ENOTFOUND \(connection.host)"
            return RequestProblem(message, cause: [
                "message": .string(message), "errno": -3008, "code": "ENOTFOUND", "syscall": "getaddrinfo", "hostname": .string(connection.host),
            ])
        }
        return RequestProblem(describe(error))
    }

    private static let errnoNames: [Int32: String] = [
        ECONNREFUSED: "ECONNREFUSED", ECONNRESET: "ECONNRESET", EHOSTUNREACH: "EHOSTUNREACH", ENETUNREACH: "ENETUNREACH",
        ETIMEDOUT: "ETIMEDOUT", EADDRNOTAVAIL: "EADDRNOTAVAIL",
    ]

    /// A failure in words that name the condition.
    static func describe(_ error: any Error) -> String {
        if let client = error as? HTTPClientError {
            switch client {
            case .connectTimeout: return "connecting timed out"
            case .redirectLimitReached: return "redirect count exceeded"
            case .redirectCycleDetected: return "a redirect loop"
            case .remoteConnectionClosed: return "the server closed the connection"
            case .cancelled: return "cancelled"
            case .deadlineExceeded: return "The request timed out."
            default: return "\(client)"
            }
        }
        // The TLS library's own words name its source files: ours name the condition.
        if error is NIOSSLError || error is BoringSSLError || error is NIOSSLExtraError {
            return CertificateProblem.isRefusedCertificate(error) ? "the server's certificate was refused" : "the TLS handshake failed"
        }
        let text = "\(error)"
        if text.contains("connection refused") || text.contains("Connection refused") { return "connection refused" }
        return text
    }
}
#endif
