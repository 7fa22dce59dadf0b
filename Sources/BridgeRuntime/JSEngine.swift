import BridgeCore
import CJavaScriptCore
import Synchronization

/// The engine layer (JSI's `Runtime` role): owns one JavaScriptCore context and offers checked
/// value access, conversion, calls, host functions and evaluation, and nothing of the bridge.
/// Not `Sendable`: it belongs to its runtime's ``NativeBridge``, an actor on the ``JSThread``,
/// so every engine call happens on that thread, and the compiler checks it. Engine handles
/// never leave it.
final class JSEngine {
    let thread: JSThread
    let hooks: EngineHooks

    private(set) var context: JSGlobalContextRef?
    private var group: JSContextGroupRef?
    /// The class of shared objects' JS objects (JSEngine+SharedObjects).
    private(set) var sharedObjectClass: JSClassRef?
    /// `"length"`, made with the context (read for every intrinsic's answer).
    private(set) var lengthName: InternedJSString?
    /// Values kept alive across calls (JSValueProtect'ed), released at teardown.
    private var protected: [JSValueRef] = []
    let timeLimit = TimeLimitState()
    /// The host function ``locked(_:)`` enters the engine through, the work it runs, and how
    /// deeply it is nested.
    var lockFunction: JSObjectRef?
    var lockedBody: (() -> Void)?
    var lockDepth = 0
    /// Reads and makes immediate values without engine calls, once verified for this context.
    private(set) var immediates = JSImmediate.disabled
    /// The engine's own JS helpers (``Intrinsics``), made with the context.
    var intrinsics: EngineIntrinsics?
    /// The value readers and error helpers once made (``values()``).
    var valueIntrinsics: ValueIntrinsics?
    /// The host functions made in the context (protected with it; their Swift functions are in
    /// the JS thread's ``JSThread/hostFunctions``).
    private var hostFunctionObjects: [JSObjectRef] = []
    /// The JS objects holding a native box (shared objects) that are not finalized yet.
    let nativeObjects = NativeObjectCount()
    /// Strings used as call arguments over and over (module and method names), kept alive.
    private var cachedStrings: [String: JSValueRef] = [:]

    init(thread: JSThread, hooks: EngineHooks) {
        self.thread = thread
        self.hooks = hooks
    }

    // MARK: Lifecycle

    /// Creates the context. Call once, before anything else.
    func createContext(timeLimitSeconds: Double?, readsImmediateValues: Bool) {
        let group = PreparedEngine.shared.take() ?? JSContextGroupCreate()
        sharedObjectClass = makeSharedObjectClass()
        context = JSGlobalContextCreateInGroup(group, nil)
        StartupTrace.mark("engine-context")
        lengthName = InternedJSString("length")
        if readsImmediateValues, let context { immediates = JSImmediate.verified(in: context) }
        self.group = group
        installIntrinsics()
        StartupTrace.mark("intrinsics")
        if let timeLimitSeconds, let group {
            JSContextGroupSetExecutionTimeLimit(
                group, timeLimitSeconds, timeLimitCallback, Unmanaged.passUnretained(timeLimit).toOpaque())
        }
    }

    /// Releases the context and everything kept alive in it. Later calls throw `E_NOT_RUNNING`.
    func releaseContext() {
        guard let ctx = context else { return }
        for v in protected { JSValueUnprotect(ctx, v) }
        protected.removeAll()
        // No JS runs in the context from here on, so no host function is called again.
        for function in hostFunctionObjects { thread.hostFunctions.remove(function) }
        hostFunctionObjects.removeAll()
        cachedStrings.removeAll()
        lockFunction = nil
        intrinsics = nil
        valueIntrinsics = nil
        if let group { JSContextGroupClearExecutionTimeLimit(group) }
        releaseContext(ctx, group: group)
        if let sharedObjectClass { JSClassRelease(sharedObjectClass) }
        sharedObjectClass = nil
        context = nil
        group = nil
        lengthName = nil
    }

    func requireContext() throws(BridgeError) -> JSGlobalContextRef {
        guard let context else { throw BridgeError(.notRunning, "the runtime is not running (it was shut down)") }
        return context
    }

    /// Keeps `value` alive until the context is released.
    func protect(_ value: JSValueRef) {
        guard let ctx = context else { return }
        JSValueProtect(ctx, value)
        protected.append(value)
    }

    // MARK: Host functions

    /// Makes a JS function whose calls run `body` (on the JS thread, inside the engine callback);
    /// `direct`, when given, is tried first. Its `name` is `jsName` (else `name`, which error
    /// messages use). It lives as long as the context. Nil when there is no context or the
    /// engine could not make the object. On the JS thread.
    func makeFunction(
        _ name: String, jsName: String? = nil, direct: HostFunction.FastPath? = nil, _ body: @escaping HostFunction.Body
    ) -> JSObjectRef? {
        guard let ctx = context else { return nil }
        thread.preconditionOnJSThread()
        let shownName = JSStringCreateWithUTF8CString(jsName ?? name)
        defer { JSStringRelease(shownName) }
        guard let fn = JSObjectMakeFunctionWithCallback(ctx, shownName, hostFunctionCallback) else { return nil }
        protect(fn)
        hostFunctionObjects.append(fn)
        thread.hostFunctions.insert(HostFunction(engine: self, name: name, direct: direct, body: body), for: fn)
        return fn
    }

    /// Sets `globalThis[name]`.
    func setGlobal(_ name: String, _ value: JSValueRef) {
        guard let ctx = context else { return }
        setProperty(JSContextGetGlobalObject(ctx), name, value)
    }

    /// Sets `globalThis[name]` to a host function.
    func installFunction(_ name: String, _ body: @escaping HostFunction.Body) {
        if let function = makeFunction(name, body) { setGlobal(name, function) }
    }

    // MARK: Properties

    /// `object[name]` for an object of the engine's own making (no getter of a script's can
    /// run); anything a script controls is read with the checked accessors instead.
    func property(_ object: JSObjectRef, _ name: String) -> JSValueRef {
        (try? checkedProperty(object, name)) ?? JSValueMakeUndefined(context)
    }

    func setProperty(_ object: JSObjectRef, _ name: String, _ value: JSValueRef?) {
        let key = JSStrings.make(name)
        defer { JSStringRelease(key) }
        JSObjectSetProperty(context, object, key, value, JSPropertyAttributes(kJSPropertyAttributeNone), nil)
    }

    /// `globalThis[name]`, checked: a global a script made a throwing getter is its error.
    func global(_ name: String) throws(JSThrown) -> JSValueRef {
        try checkedProperty(JSContextGetGlobalObject(context), name)
    }

    /// The value as an object, if it is one. (An object's value reference is its object
    /// reference, so no conversion call is needed.)
    func object(_ value: JSValueRef?) -> JSObjectRef? {
        guard let value, JSValueIsObject(context, value) else { return nil }
        return value
    }

    /// Whether the value is `undefined` or `null`, without an engine call where immediates are
    /// readable.
    func isNullish(_ value: JSValueRef) -> Bool {
        immediates.isNullish(value) ?? (JSValueIsNull(context, value) || JSValueIsUndefined(context, value))
    }

    /// The value as a function, if it is one.
    func function(_ value: JSValueRef?) -> JSObjectRef? {
        guard let obj = object(value), JSObjectIsFunction(context, obj) else { return nil }
        return obj
    }

    /// A short description of a value JS passed where it should not have, for messages (see
    /// ``inspect(_:top:)``: no JS of the value's own runs, long values are cut).
    func describe(_ value: JSValueRef?) -> String {
        let text = inspect(value)
        return text.count > 60 ? text.prefix(60) + "…" : text
    }

    // MARK: Evaluating and calling

    /// Evaluates `source`, returning the completion value or the exception it threw. It is parsed
    /// and run as a `JSScriptRef`: `JSEvaluateScript` would have the engine describe an escaping
    /// exception for its inspector first, running the thrown value's own `toString`. What it
    /// throws goes to `takesThrown` first; taken, the result is `undefined`.
    func evaluateRaw(
        _ source: String, sourceURL: String, takesThrown: ((JSValueRef) -> Bool)? = nil
    ) throws(BridgeError) -> Result<JSValueRef, JSException> {
        let ctx = try requireContext()
        // A byte order mark before the code is dropped, as node's loader drops it, so a script
        // may start with one and then a `#!` line (which the engine itself skips).
        let text = source.unicodeScalars.first == "\u{FEFF}" ? String(source.unicodeScalars.dropFirst()) : source
        let (src, url) = (JSStrings.make(text), JSStrings.make(sourceURL))
        defer { JSStrings.release(src, url) }
        var syntaxError: JSStringRef?
        var errorLine: Int32 = 0
        guard let script = JSScriptCreateFromString(group, url, 1, src, &syntaxError, &errorLine) else {
            let message = syntaxError.map { JSStrings.string($0) } ?? "the script could not be parsed"
            if let syntaxError { JSStringRelease(syntaxError) }
            return .failure(JSException(
                name: "SyntaxError", message: message, stack: "", sourceURL: sourceURL, line: Int(errorLine)))
        }
        defer { JSScriptRelease(script) }
        var exception: JSValueRef?
        timeLimit.reset()
        let result = JSScriptEvaluate(ctx, script, nil, &exception)
        if let exception {
            // What the script threw, unless `takesThrown` took it (a stop at the time limit is
            // never offered).
            if !timeLimit.fired, let takesThrown, takesThrown(exception) { return .success(JSValueMakeUndefined(ctx)) }
            return .failure(try jsException(exception))
        }
        return .success(result ?? JSValueMakeUndefined(ctx))
    }

    /// Calls `function` with `arguments` (through ``guardedCall(_:this:_:)``), returning its
    /// result or the exception it threw.
    func call(_ function: JSObjectRef, this: JSObjectRef? = nil, _ arguments: [JSValueRef?]) throws(BridgeError) -> Result<JSValueRef, JSException> {
        _ = try requireContext()
        timeLimit.reset()
        switch arguments.withUnsafeBufferPointer({ guardedCall(function, this: this, $0) }) {
        case .returned(let value): return .success(value)
        case .threw(let thrown): return .failure(try jsException(thrown))
        }
    }

    /// Reads an exception value into a ``JSException`` without running JS of its own (data
    /// properties only; see ``Intrinsics``); a time-limit stop becomes `E_TIME_LIMIT`.
    func jsException(_ value: JSValueRef) throws(BridgeError) -> JSException {
        if timeLimit.fired {
            timeLimit.reset()
            hooks.timeLimitExceeded(hooks.timeLimitDescription)
            throw BridgeError(.timeLimitExceeded, "the script ran longer than its time limit of \(hooks.timeLimitDescription) and was stopped")
        }
        return exceptionFields(value)
    }

    /// What an exception value says about itself, read from data properties only, with its
    /// causes `depth` deep at most.
    func exceptionFields(_ value: JSValueRef, depth: Int = 4) -> JSException {
        var args: [JSValueRef?] = [value]
        guard let values = values(), let fields = object(JSObjectCallAsFunction(context, values.errorFields, nil, 1, &args, nil)) else {
            return JSException(name: "", message: "[a value that could not be described]")
        }
        func field(_ i: UInt32) -> JSValueRef? {
            let v = JSObjectGetPropertyAtIndex(context, fields, i, nil)
            return v.flatMap { isNullish($0) ? nil : $0 }
        }
        func int(_ i: UInt32) -> Int? {
            guard let d = number(field(i)), d.isFinite else { return nil }
            return SafeNumbers.int(d)
        }
        var exception = JSException(
            name: string(field(0)),
            message: string(field(1)),
            stack: string(field(2)),
            sourceURL: field(3).map { string($0) },
            line: int(4),
            column: int(5),
            code: field(6).map { string($0) })
        if depth > 0, let cause = field(7) {
            exception.cause = JSValueIsString(context, cause) ? JSException(name: "", message: string(cause)) : exceptionFields(cause, depth: depth - 1)
        }
        return exception
    }

    /// Makes a JS error object (`TypeError` or `RangeError` when `type` says), with `code` if
    /// given, by the constructors the context started with.
    func makeError(_ message: String, type: String = "Error", code: String? = nil) -> JSValueRef {
        let msg = makeString(message)
        guard let values = values() else { return msg }
        let args: [JSValueRef?] = [msg, makeString(type), code.map(makeString) ?? JSValueMakeUndefined(context)]
        return (try? checkedCall(values.makeError, args)) ?? msg
    }

    func makeString(_ s: String) -> JSValueRef {
        let js = JSStrings.make(s)
        defer { JSStringRelease(js) }
        return JSValueMakeString(context, js)
    }

    /// A string made once and kept alive with the context (names used as call arguments).
    func cachedString(_ s: String) -> JSValueRef {
        if let v = cachedStrings[s] { return v }
        let v = makeString(s)
        if cachedStrings.count < 256 {
            protect(v)
            cachedStrings[s] = v
        }
        return v
    }
}

/// How the engine reaches the host: logs, uncaught errors, `process.exit`. Set at creation.
struct EngineHooks: Sendable {
    var log: @Sendable (LogLevel, String) -> Void
    var uncaughtError: @Sendable (UncaughtJSError) -> Void
    var exit: (@Sendable (Int32) -> Void)?
    var timeLimitExceeded: @Sendable (String) -> Void
    var timeLimitDescription: String
    /// ``Runtime/Configuration/reportsBundleErrorsAsUncaught``.
    var reportsBundleErrorsAsUncaught = false
}

/// Whether the time-limit callback fired during the current entry into JS.
final class TimeLimitState: Sendable {
    private let flag = Atomic<Bool>(false)
    var fired: Bool { flag.load(ordering: .relaxed) }
    func reset() { flag.store(false, ordering: .relaxed) }
    func fire() { flag.store(true, ordering: .relaxed) }
}

private let timeLimitCallback: JSShouldTerminateCallback = { _, context in
    Unmanaged<TimeLimitState>.fromOpaque(context!).takeUnretainedValue().fire()
    return true
}
