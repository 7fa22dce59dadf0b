import BridgeCore
import CJavaScriptCore
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The physical floor: the JavaScriptCore C API used directly, with no bridge.
// @unchecked Sendable: made, used and closed on one thread (a runtime's JS thread, through
// `Scenarios.rawEngine(on:)`, so baseline and bridge run on the same thread, or a
// `RawEngineThread`); the scenarios wait for each piece of work to finish.
final class RawEngine: @unchecked Sendable {
    let context: JSGlobalContextRef
    private var open = true

    init() {
        context = JSGlobalContextCreate(nil)
    }

    /// Releases the context, on the thread that used it (the engine's collector scans the stack
    /// of every thread that has used its heap, so an engine's whole life stays on one thread).
    func close() {
        guard open else { return }
        open = false
        JSGlobalContextRelease(context)
    }

    deinit {
        close()
    }

    /// Installs `name` as a C callback function on the global object.
    func install(_ name: String, _ callback: JSObjectCallAsFunctionCallback) {
        let jsName = JSStringCreateWithUTF8CString(name)
        defer { JSStringRelease(jsName) }
        let fn = JSObjectMakeFunctionWithCallback(context, jsName, callback)
        JSObjectSetProperty(context, JSContextGetGlobalObject(context), jsName, fn, JSPropertyAttributes(kJSPropertyAttributeNone), nil)
    }

    /// Evaluates `source`; returns the completion value as a number (NaN if it is none).
    @discardableResult
    func evaluate(_ source: String) -> Double {
        let src = JSStringCreateWithUTF8CString(source)
        defer { JSStringRelease(src) }
        var exception: JSValueRef?
        let value = JSEvaluateScript(context, src, nil, nil, 1, &exception)
        precondition(exception == nil, "raw baseline script threw")
        return JSValueToNumber(context, value, nil)
    }

    /// The global function `name`.
    func function(_ name: String) -> JSObjectRef {
        let jsName = JSStringCreateWithUTF8CString(name)
        defer { JSStringRelease(jsName) }
        return JSValueToObject(context, JSObjectGetProperty(context, JSContextGetGlobalObject(context), jsName, nil), nil)
    }
}

/// `rawInc(x)`: one number in, one out, as a bare C callback.
let rawIncrement: JSObjectCallAsFunctionCallback = { ctx, _, _, argc, argv, _ in
    JSValueMakeNumber(ctx, argc > 0 ? JSValueToNumber(ctx, argv![0], nil) + 1 : .nan)
}

/// `rawSum(array)`: reads every element of a number array.
let rawSumArray: JSObjectCallAsFunctionCallback = { ctx, _, _, argc, argv, _ in
    guard argc > 0, let array = JSValueToObject(ctx, argv![0], nil) else { return JSValueMakeUndefined(ctx) }
    let lengthName = JSStringCreateWithUTF8CString("length")
    defer { JSStringRelease(lengthName) }
    let count = Int(JSValueToNumber(ctx, JSObjectGetProperty(ctx, array, lengthName, nil), nil))
    var sum = 0.0
    for i in 0..<count { sum += JSValueToNumber(ctx, JSObjectGetPropertyAtIndex(ctx, array, UInt32(i), nil), nil) }
    return JSValueMakeNumber(ctx, sum)
}

/// `rawLength(string)`: copies a string out of the engine and returns its UTF-16 length.
let rawStringLength: JSObjectCallAsFunctionCallback = { ctx, _, _, argc, argv, _ in
    guard argc > 0, let s = JSValueToStringCopy(ctx, argv![0], nil) else { return JSValueMakeUndefined(ctx) }
    defer { JSStringRelease(s) }
    let n = JSStringGetLength(s)
    let copy = String(decoding: UnsafeBufferPointer(start: JSStringGetCharactersPtr(s), count: n), as: UTF16.self)
    return JSValueMakeNumber(ctx, Double(copy.utf16.count))
}

/// `rawRepeat(n)`: makes a string of n characters in Swift and returns it to JS.
let rawMakeString: JSObjectCallAsFunctionCallback = { ctx, _, _, argc, argv, _ in
    let n = argc > 0 ? Int(JSValueToNumber(ctx, argv![0], nil)) : 0
    let s = String(repeating: "x", count: n)
    let js = s.withCString { JSStringCreateWithUTF8CString($0) }
    defer { JSStringRelease(js) }
    return JSValueMakeString(ctx, js)
}

/// `rawKeys(object)`: reads every property of an object.
let rawCountKeys: JSObjectCallAsFunctionCallback = { ctx, _, _, argc, argv, _ in
    guard argc > 0, let object = JSValueToObject(ctx, argv![0], nil) else { return JSValueMakeUndefined(ctx) }
    let names = JSObjectCopyPropertyNames(ctx, object)!
    defer { JSPropertyNameArrayRelease(names) }
    let count = JSPropertyNameArrayGetCount(names)
    var total = 0.0
    for i in 0..<count {
        let name = JSPropertyNameArrayGetNameAtIndex(names, i)!
        let key = String(decoding: UnsafeBufferPointer(start: JSStringGetCharactersPtr(name), count: JSStringGetLength(name)), as: UTF16.self)
        total += JSValueToNumber(ctx, JSObjectGetProperty(ctx, object, name, nil), nil) + Double(key.utf8.count * 0)
    }
    return JSValueMakeNumber(ctx, total)
}

/// `rawByteCount(u8)`: copies a `Uint8Array`'s bytes out of the engine (one `memcpy` into a
/// Swift array) and returns how many.
let rawByteCount: JSObjectCallAsFunctionCallback = { ctx, _, _, argc, argv, _ in
    guard argc > 0, let view = JSValueToObject(ctx, argv![0], nil), let base = JSObjectGetTypedArrayBytesPtr(ctx, view, nil) else {
        return JSValueMakeUndefined(ctx)
    }
    let count = JSObjectGetTypedArrayByteLength(ctx, view, nil)
    let offset = JSObjectGetTypedArrayByteOffset(ctx, view, nil)
    let copy = [UInt8](UnsafeRawBufferPointer(start: base + offset, count: count))
    return JSValueMakeNumber(ctx, Double(copy.count))
}

/// `rawMakeBytes(n)`: makes n zero bytes in Swift and returns them as a new `Uint8Array` (one
/// `memcpy` into the engine's buffer).
let rawMakeBytes: JSObjectCallAsFunctionCallback = { ctx, _, _, argc, argv, _ in
    let n = argc > 0 ? Int(JSValueToNumber(ctx, argv![0], nil)) : 0
    let bytes = [UInt8](repeating: 0, count: n)
    guard let array = JSObjectMakeTypedArray(ctx, kJSTypedArrayTypeUint8Array, n, nil),
        let target = JSObjectGetTypedArrayBytesPtr(ctx, array, nil)
    else { return JSValueMakeUndefined(ctx) }
    bytes.withUnsafeBytes { target.copyMemory(from: $0.baseAddress!, byteCount: n) }
    return array
}

/// Nanoseconds on the monotonic clock.
func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Nanoseconds of CPU time the whole process has used, on all of its threads.
func processCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Resident set size in bytes, from /proc/self/statm.
func residentBytes() -> Int {
    guard let f = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(f) }
    var size = 0, resident = 0
    withUnsafeMutablePointer(to: &size) { sp in
        withUnsafeMutablePointer(to: &resident) { rp in
            _ = withVaList([sp, rp]) { vfscanf(f, "%ld %ld", $0) }
        }
    }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// A raw engine made, used and released on a thread of its own, as a runtime's engine lives on
/// its JS thread: the engine's collector suspends each thread that has used its VM to scan that
/// thread's stack, so a VM used from pool threads that go on to other work can be stopped at a
/// bad moment (under ThreadSanitizer, which holds signals back, it deadlocks).
// @unchecked: `job`, `stopping` and `ended` are only touched with `lock` held.
final class RawEngineThread: @unchecked Sendable {
    private let lock = ConditionLock()
    private var job: (@Sendable (RawEngine) -> Void)?
    private var stopping = false
    private var ended = false

    /// Starts the thread, which makes its engine and runs `setUp` on it.
    init(setUp: @escaping @Sendable (RawEngine) -> Void) {
        let thread = Thread { [self] in
            do {
                let engine = RawEngine()
                setUp(engine)
                while let work = next() {
                    work(engine)
                    lock.withLock {
                        job = nil
                        lock.signal()
                    }
                }
            }
            lock.withLock {
                ended = true
                lock.signal()
            }
        }
        // The engine sizes its recursion limit from the thread's stack, as on the JS thread.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The next job, waiting for one; nil once stopping.
    private func next() -> (@Sendable (RawEngine) -> Void)? {
        lock.withLock {
            while job == nil && !stopping { lock.wait() }
            return job
        }
    }

    /// Hands the thread `work` (the previous job must be done: ``wait()``).
    func begin(_ work: @escaping @Sendable (RawEngine) -> Void) {
        lock.withLock {
            job = work
            lock.signal()
        }
    }

    /// Waits until the job handed over is done.
    func wait() {
        lock.withLock { while job != nil { lock.wait() } }
    }

    /// Ends the thread once its engine is released.
    func stop() {
        lock.withLock {
            stopping = true
            lock.signal()
            while !ended { lock.wait() }
        }
    }
}
