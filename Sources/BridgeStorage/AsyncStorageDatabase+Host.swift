/// The same data from Swift: a host that seeds values before a bundle runs, or reads what an app
/// stored. Each call is one transaction, seen by JS at once (and JS's writes by it). Any thread;
/// each blocks while SQLite works. Strings are Swift strings here: a JS string holding a lone
/// surrogate reads back with U+FFFD in its place (JS sees it exactly).
extension AsyncStorageDatabase {
    /// The value stored for `key`, or nil.
    public func value(forKey key: String) throws(StorageError) -> String? {
        try multiGet([StorageString(key)])[0].map(\.text)
    }

    /// Stores `value` for `key`.
    public func setValue(_ value: String, forKey key: String) throws(StorageError) {
        try multiSet([(StorageString(key), StorageString(value))])
    }

    /// Removes `key` and its value (nothing happens when there is none).
    public func removeValue(forKey key: String) throws(StorageError) {
        try multiRemove([StorageString(key)])
    }

    /// Every key, in no particular order.
    public func allKeys() throws(StorageError) -> [String] {
        try storedKeys().map(\.text)
    }

    /// Removes every key.
    public func removeAll() throws(StorageError) {
        try clear()
    }
}
