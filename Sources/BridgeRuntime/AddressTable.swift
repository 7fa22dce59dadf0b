import CJavaScriptCore

/// Objects by the address of a JS object, for the engine callback to find quickly: the host
/// functions made on one JS thread (``JSThread/hostFunctions``), by their JS function object.
///
/// A host function is a plain function object of the engine (`JSObjectMakeFunctionWithCallback`),
/// which carries no data of its own. An object made from a class with private data would, but
/// the engine cannot link a call to such an object: every call of one goes through its slow
/// path, which takes a reference on a code handle shared by the whole process, and two runtimes
/// calling on two cores then wait on each other (docs/performance.md, "Host functions the engine
/// can link").
///
/// Open addressing with linear probing over a power-of-two table kept at most half full; the
/// slot is the high bits of the address times a 64-bit odd constant. An object's address is
/// unique while it lives, and every JS object in the table lives: the engine protects each host
/// function until it removes it.
///
/// Used by one thread at a time (for host functions, code running as their JS thread): not
/// thread-safe.
final class AddressTable<Value: AnyObject> {
    private var keys: UnsafeMutablePointer<UInt>
    private var values: UnsafeMutablePointer<Unmanaged<Value>?>
    private var mask: Int
    private var shift: UInt64
    /// How many values the table holds.
    private(set) var count = 0

    init() {
        (keys, values, mask, shift) = Self.emptySlots(64)
    }

    deinit {
        for i in 0...mask where keys[i] != 0 { values[i]?.release() }
        keys.deallocate()
        values.deallocate()
    }

    /// The value for `object`, or nil when `object` is none of this table's.
    @inline(__always)
    func value(for object: JSObjectRef) -> Unmanaged<Value>? {
        let key = UInt(bitPattern: object)
        var i = slot(key)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == 0 { return nil }
            i = (i &+ 1) & mask
        }
    }

    /// Adds `value` for `object` (which has none yet), keeping it alive until it is removed.
    func insert(_ value: Value, for object: JSObjectRef) {
        if (count + 1) * 2 > mask + 1 { grow() }
        put(UInt(bitPattern: object), .passRetained(value))
        count += 1
    }

    /// Removes `object`'s value and lets it go; nothing when there is none.
    func remove(_ object: JSObjectRef) {
        let key = UInt(bitPattern: object)
        var i = slot(key)
        while keys[i] != key {
            if keys[i] == 0 { return }
            i = (i &+ 1) & mask
        }
        values[i]?.release()
        count -= 1
        // Backward-shift deletion: move later entries of the run into the hole where their
        // probe would look, so no lookup stops early at it.
        var hole = i
        var j = (i &+ 1) & mask
        while keys[j] != 0 {
            let home = slot(keys[j])
            // Move the entry at j back unless its home lies cyclically in (hole, j].
            let movable = hole <= j ? (home <= hole || home > j) : (home <= hole && home > j)
            if movable {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
            j = (j &+ 1) & mask
        }
        keys[hole] = 0
        values[hole] = nil
    }

    @inline(__always)
    private func slot(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private func put(_ key: UInt, _ value: Unmanaged<Value>) {
        var i = slot(key)
        while keys[i] != 0 { i = (i &+ 1) & mask }
        keys[i] = key
        values[i] = value
    }

    private func grow() {
        let (oldKeys, oldValues, oldCapacity) = (keys, values, mask + 1)
        (keys, values, mask, shift) = Self.emptySlots(oldCapacity * 2)
        for i in 0..<oldCapacity where oldKeys[i] != 0 { put(oldKeys[i], oldValues[i]!) }
        oldKeys.deallocate()
        oldValues.deallocate()
    }

    /// `capacity` (a power of two) empty slots, with the mask and shift that index them.
    private static func emptySlots(
        _ capacity: Int
    ) -> (keys: UnsafeMutablePointer<UInt>, values: UnsafeMutablePointer<Unmanaged<Value>?>, mask: Int, shift: UInt64) {
        let keys = UnsafeMutablePointer<UInt>.allocate(capacity: capacity)
        keys.initialize(repeating: 0, count: capacity)
        let values = UnsafeMutablePointer<Unmanaged<Value>?>.allocate(capacity: capacity)
        values.initialize(repeating: nil, count: capacity)
        return (keys, values, capacity - 1, UInt64(64 - capacity.trailingZeroBitCount))
    }
}
