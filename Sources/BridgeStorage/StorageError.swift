import BridgeCore

/// Why a storage operation failed: a `code` JS can branch on, a message naming the place, and
/// the key it concerns when there is one. Reaches JS as React Native's storage errors do
/// (`{message, key}`), with `code` too. Safe to use on any thread.
public struct StorageError: Error, Sendable, CustomStringConvertible, BridgeErrorConvertible {
    /// `E_STORAGE`: the database could not be opened, read or written (the message names its
    /// path and SQLite's reason).
    public static let storage: BridgeError.Code = "E_STORAGE"
    /// `E_INVALID_JSON`: `mergeItem`'s value, or the value it would merge into, is not a JSON
    /// object.
    public static let invalidJSON: BridgeError.Code = "E_INVALID_JSON"

    /// The code JS sees.
    public var code: BridgeError.Code
    /// What went wrong, naming the key or file.
    public var message: String
    /// The key the error concerns, if any (lone surrogates shown as U+FFFD).
    public var key: String? { keyValue?.stringValue }
    /// The key exactly as JS gave it.
    let keyValue: BridgeValue?
    /// SQLite's result code, for `E_STORAGE`.
    public var sqliteCode: Int32?

    init(_ code: BridgeError.Code, _ message: String, key: StorageString? = nil, sqliteCode: Int32? = nil) {
        self.code = code
        self.message = message
        self.keyValue = key?.bridgeValue
        self.sqliteCode = sqliteCode
    }

    public var description: String { "\(code): \(message)" }

    public var bridgeCode: BridgeError.Code { code }
    public var bridgeMessage: String { message }
    public var bridgeUserInfo: BridgeValue? {
        var info: [String: BridgeValue] = [:]
        if let keyValue { info["key"] = keyValue }
        if let sqliteCode { info["sqliteCode"] = .number(Double(sqliteCode)) }
        return info.isEmpty ? nil : .object(info)
    }

    /// The error as React Native's storage modules pass it to a callback: `{message, key}`,
    /// plus `code` (and `userInfo`) as every bridge error has them.
    var jsValue: BridgeValue {
        var object: [String: BridgeValue] = ["code": .string(code.rawValue), "message": .string(message)]
        if let keyValue { object["key"] = keyValue }
        if let info = bridgeUserInfo { object["userInfo"] = info }
        return .object(object)
    }
}
