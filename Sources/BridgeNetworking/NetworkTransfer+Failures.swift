#if Networking
import AsyncHTTPClient
import BridgeCore
import Foundation
import NIOCore
import NIOHTTP1
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
        /// `SYSCALL E…` (and ` address:port` for a connection), for an error number node names.
        func systemFailure(_ syscall: String, _ errno: Int32, at address: String? = nil, port: Int = 0) -> RequestProblem? {
            guard let name = SystemError(errno).name else { return nil }
            let message = "\(syscall) \(name)" + (address.map { " \($0):\(port)" } ?? "")
            var cause: [String: BridgeValue] = [
                "message": .string(message), "errno": .number(Double(-errno)), "code": .string(name), "syscall": .string(syscall),
            ]
            if let address {
                cause["address"] = .string(address)
                cause["port"] = .number(Double(port))
            }
            return RequestProblem(message, cause: .object(cause))
        }
        if let parser = error as? HTTPParserError { return parserProblem(parser) }
        if let client = error as? HTTPClientError, client == .remoteConnectionClosed { return otherSideClosed }
        // An address given as such is connected to at once: the system's error comes as it is.
        if let io = error as? IOError {
            // A connection that failed once open (reset while the answer came): node's `read E…`.
            let call = "\(io)".prefix { $0.isLetter }
            if call == "read" || call == "write" || call == "writev",
               let problem = systemFailure(call == "read" ? "read" : "write", io.errnoCode) {
                return problem
            }
            let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
            return systemFailure("connect", io.errnoCode, at: url.host ?? "", port: port) ?? RequestProblem(describe(error))
        }
        guard let connection = error as? NIOConnectionError else { return RequestProblem(describe(error)) }
        if let failure = connection.connectionErrors.first, let io = failure.error as? IOError,
           let problem = systemFailure("connect", io.errnoCode, at: failure.target.ipAddress ?? connection.host, port: failure.target.port ?? connection.port) {
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

    /// The server closed the connection before its answer was whole: node's (undici's) error.
    static let otherSideClosed = RequestProblem("other side closed", cause: [
        "message": "other side closed", "name": "SocketError", "code": "UND_ERR_SOCKET",
    ])

    /// An answer that is not HTTP/1.1 as node's (undici's) parser reports it: llhttp's error
    /// code and its words for it (node and NIO parse with the same llhttp; NIO keeps only the
    /// code, so where one code has several wordings, the most usual one is given).
    static func parserProblem(_ error: HTTPParserError) -> RequestProblem {
        let (code, reason): (String, String)
        switch error {
        case .headerOverflow:
            return RequestProblem("Headers Overflow Error", cause: [
                "message": "Headers Overflow Error", "name": "HeadersOverflowError", "code": "UND_ERR_HEADERS_OVERFLOW",
            ])
        case .invalidEOFState: return otherSideClosed
        case .invalidStatus: (code, reason) = ("HPE_INVALID_STATUS", "Invalid response status")
        case .invalidHeaderToken, .unknown: (code, reason) = ("HPE_INVALID_HEADER_TOKEN", "Invalid header value char")
        case .invalidChunkSize: (code, reason) = ("HPE_INVALID_CHUNK_SIZE", "Invalid character in chunk size")
        case .invalidConstant: (code, reason) = ("HPE_INVALID_CONSTANT", "Expected HTTP/")
        case .unexpectedContentLength: (code, reason) = ("HPE_UNEXPECTED_CONTENT_LENGTH", "Duplicate Content-Length")
        case .invalidContentLength: (code, reason) = ("HPE_INVALID_CONTENT_LENGTH", "Invalid character in Content-Length")
        case .invalidVersion: (code, reason) = ("HPE_INVALID_VERSION", "Invalid HTTP version")
        case .lfExpected: (code, reason) = ("HPE_LF_EXPECTED", "Missing expected LF after header value")
        case .closedConnection: (code, reason) = ("HPE_CLOSED_CONNECTION", "Data after `Connection: close`")
        default: (code, reason) = ("HPE_INTERNAL", "\(error)")
        }
        let message = "Response does not match the HTTP/1.1 protocol (\(reason))"
        return RequestProblem(message, cause: ["message": .string(message), "name": "HTTPParserError", "code": .string(code)])
    }

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
