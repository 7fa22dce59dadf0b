import BridgeCore
import CJavaScriptCore

/// What JavaScript threw during an engine call native code made (a getter, a Proxy trap, a
/// `toString`), described without running JS. Kept apart from ``BridgeError``, which is what the
/// host or a module failed at.
struct JSThrown: Error, CustomStringConvertible {
    /// The thrown value as `util.inspect` would show it.
    var description: String
}

/// The helpers of ``Intrinsics``, captured when the context was made. Engine handles, used
/// only on the JS thread; protected until the context goes.
struct EngineIntrinsics {
    var readObject: JSObjectRef
    var readArray: JSObjectRef
    var inspect: JSObjectRef
    var errorFields: JSObjectRef
    var makeError: JSObjectRef
    var objectPrototype: JSObjectRef
    var arrayPrototype: JSObjectRef
}

/// What the `readObject` / `readArray` intrinsics answered: a fresh array of the engine's,
/// `[status, …]` (see ``Intrinsics``). Reading it runs no JS. Only on the JS thread, while the
/// array is kept reachable.
struct IntrinsicRead {
    enum Status: Double {
        /// Entries follow: values (an array), or key and value pairs (an object).
        case entries = 0
        /// Reading threw: the key (undefined when listing keys threw), then what was thrown.
        case threw = 1
        /// An array longer than the limit: its length follows.
        case tooLong = 2
        /// Binary data: a `Uint8Array` over its bytes follows.
        case bytes = 3
        /// An array of numbers only: a `Float64Array` of them follows.
        case numbers = 4
    }

    let array: JSObjectRef
    let status: Status
    /// How many entries follow the status.
    let count: Int
    private let context: JSContextRef

    /// Reads an intrinsic's answer; nil when it is not one.
    init?(_ value: JSValueRef, in engine: isolated JSEngine) {
        guard let context = engine.context, let array = engine.object(value),
            let status = engine.number(JSObjectGetPropertyAtIndex(engine.context, array, 0, nil)).flatMap(Status.init)
        else { return nil }
        self.array = array
        self.status = status
        self.context = context
        let length = engine.number(JSObjectGetProperty(engine.context, array, engine.names.length.ref, nil)) ?? 1
        count = max(SafeNumbers.int(length) - 1, 0)
    }

    /// Entry `i` (0-based, after the status).
    subscript(i: Int) -> JSValueRef {
        JSObjectGetPropertyAtIndex(context, array, UInt32(i + 1), nil) ?? JSValueMakeUndefined(context)
    }
}

/// The checked layer over engine calls that can run JavaScript. Each returns a value or throws
/// ``JSThrown`` with what JS threw; none leaves an exception pending, none force-unwraps an
/// engine result. On the JS thread.
extension JSEngine {
    /// Evaluates ``Intrinsics/source`` and keeps its helpers. Call once, right after the context
    /// is made and before any other script runs.
    func installIntrinsics() {
        guard let ctx = context else { return }
        let name = JSStrings.make("proxyTarget")
        defer { JSStringRelease(name) }
        let proxyTarget = JSObjectMakeFunctionWithCallback(ctx, name, proxyTargetCallback)
        guard case .success(let factory)? = try? evaluateRaw(Intrinsics.source, sourceURL: Intrinsics.sourceURL),
            let factory = function(factory)
        else { preconditionFailure("bridge: the engine's intrinsics did not evaluate") }
        var args: [JSValueRef?] = [proxyTarget, JSValueMakeNumber(ctx, Double(Self.maxArrayLength))]
        let list = JSObjectCallAsFunction(ctx, factory, nil, 2, &args, nil)
        func item(_ i: UInt32) -> JSObjectRef {
            guard let list = object(list), let value = object(JSObjectGetPropertyAtIndex(ctx, list, i, nil)) else {
                preconditionFailure("bridge: the engine's intrinsics are incomplete")
            }
            protect(value)
            return value
        }
        intrinsics = EngineIntrinsics(
            readObject: item(0), readArray: item(1), inspect: item(2), errorFields: item(3),
            makeError: item(4), objectPrototype: item(5), arrayPrototype: item(6))
    }

    /// Calls `function`; what it throws comes back as ``JSThrown``.
    func checkedCall(_ function: JSObjectRef, this: JSObjectRef? = nil, _ arguments: [JSValueRef?]) throws(JSThrown) -> JSValueRef {
        var exception: JSValueRef?
        let result = JSObjectCallAsFunction(context, function, this, arguments.count, arguments, &exception)
        if let exception { throw thrown(exception) }
        return result ?? JSValueMakeUndefined(context)
    }

    /// Calls `function` with one argument, allocating nothing; what it throws comes back as
    /// ``JSThrown``.
    func checkedCall(_ function: JSObjectRef, _ argument: JSValueRef) throws(JSThrown) -> JSValueRef {
        var exception: JSValueRef?
        var argument: JSValueRef? = argument
        let result = JSObjectCallAsFunction(context, function, nil, 1, &argument, &exception)
        if let exception { throw thrown(exception) }
        return result ?? JSValueMakeUndefined(context)
    }

    /// `object[key]`, running getters and Proxy traps once; a throw comes back as ``JSThrown``.
    func checkedProperty(_ object: JSObjectRef, _ key: InternedJSString) throws(JSThrown) -> JSValueRef {
        var exception: JSValueRef?
        let value = JSObjectGetProperty(context, object, key.ref, &exception)
        if let exception { throw thrown(exception) }
        return value ?? JSValueMakeUndefined(context)
    }

    /// `object[name]`, checked.
    func checkedProperty(_ object: JSObjectRef, _ name: String) throws(JSThrown) -> JSValueRef {
        let key = JSStrings.make(name)
        defer { JSStringRelease(key) }
        var exception: JSValueRef?
        let value = JSObjectGetProperty(context, object, key, &exception)
        if let exception { throw thrown(exception) }
        return value ?? JSValueMakeUndefined(context)
    }

    /// `object[index]`, checked.
    func checkedIndex(_ object: JSObjectRef, _ index: Int) throws(JSThrown) -> JSValueRef {
        var exception: JSValueRef?
        let value = JSObjectGetPropertyAtIndex(context, object, UInt32(index), &exception)
        if let exception { throw thrown(exception) }
        return value ?? JSValueMakeUndefined(context)
    }

    /// An exception value as ``JSThrown`` (a time-limit stop says so).
    func thrown(_ exception: JSValueRef) -> JSThrown {
        if timeLimit.fired { return JSThrown(description: "the script ran longer than its time limit and was stopped") }
        return JSThrown(description: exceptionFields(exception).headline)
    }

    /// A value as node's `util.inspect` shows it; never runs code of the value's own, never walks
    /// the holes of a sparse array, bounded in depth and length. A string at the top level is
    /// itself (as `console.log` prints it) when `top`.
    func inspect(_ value: JSValueRef?, top: Bool = false) -> String {
        guard let value else { return "undefined" }
        guard let intrinsics else { return "[a value]" }
        var args: [JSValueRef?] = [value, JSValueMakeBoolean(context, top)]
        guard let text = JSObjectCallAsFunction(context, intrinsics.inspect, nil, 2, &args, nil),
            JSValueIsString(context, text)
        else { return "[a value that could not be described]" }
        return string(text)
    }

    /// `String(value)` for a value known to be a string (no JS runs); "" for anything else.
    func string(_ value: JSValueRef?) -> String {
        guard let value, JSValueIsString(context, value), let s = JSValueToStringCopy(context, value, nil) else { return "" }
        defer { JSStringRelease(s) }
        return JSStrings.string(s)
    }

    /// The number a value holds, without running JS: nil for anything but a number.
    func number(_ value: JSValueRef?) -> Double? {
        guard let value else { return nil }
        if let immediate = immediates.value(value) { return immediate.numberValue }
        return JSValueIsNumber(context, value) ? JSValueToNumber(context, value, nil) : nil
    }
}

/// `proxyTarget(v)`: the target of a Proxy, or undefined for anything else (no trap runs).
private let proxyTargetCallback: JSObjectCallAsFunctionCallback = { ctx, _, _, argc, argv, _ in
    guard argc > 0, let argv, let value = argv[0], JSValueIsObject(ctx, value),
        let target = JSObjectGetProxyTarget(value)
    else { return JSValueMakeUndefined(ctx) }
    return target
}
