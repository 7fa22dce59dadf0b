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
    /// What the parts evaluated when first needed are handed: the builtins as they were before
    /// any script ran, and the helpers around them.
    var kit: JSObjectRef
    var inspect: JSObjectRef
    var objectPrototype: JSObjectRef
    var arrayPrototype: JSObjectRef
    var guardedCall: JSObjectRef
    /// `guardedCall` for one argument (most calls have one; it needs no rest array).
    var guardedCall1: JSObjectRef
    /// Registers a built-in class's view for the describer (`NativeHook.describeAs`).
    var describeAs: JSObjectRef
    var guardedGet: JSObjectRef
    /// `(names, make)`: stands in for globals made when first used; returns `[makeNow, standing]`.
    var standIn: JSObjectRef
    /// The builtins as the globals held them before any script ran, for the JS half's files
    /// evaluated later (`NativeHook.primordials`).
    var primordials: JSObjectRef
    /// `[what the last guarded call threw]`.
    var caught: JSObjectRef
    /// What a guarded call returns when it caught a throw.
    var threw: JSObjectRef
}

/// The intrinsics of `bridge-intrinsics-values.js`, made the first time native code needs one
/// (``JSEngine/values()``).
struct ValueIntrinsics {
    var readObject: JSObjectRef
    var readArray: JSObjectRef
    var errorFields: JSObjectRef
    var makeError: JSObjectRef
}

/// How a guarded call into user JS ended (see ``JSEngine/guardedCall(_:this:_:)``).
enum Guarded {
    case returned(JSValueRef)
    case threw(JSValueRef)
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
        /// A `Date`: its time (milliseconds since 1970) follows.
        case date = 5
    }

    let array: JSObjectRef
    let status: Status
    /// How many entries follow the status.
    let count: Int
    private let context: JSContextRef

    /// Reads an intrinsic's answer; nil when it is not one.
    init?(_ value: JSValueRef, in engine: JSEngine) {
        guard let context = engine.context, let array = engine.object(value),
            let status = engine.number(JSObjectGetPropertyAtIndex(engine.context, array, 0, nil)).flatMap(Status.init)
        else { return nil }
        self.array = array
        self.status = status
        self.context = context
        let length = engine.lengthName.flatMap { engine.number(JSObjectGetProperty(engine.context, array, $0.ref, nil)) } ?? 1
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
        let proxyTarget = callbackFunction("proxyTarget", proxyTargetCallback)
        let loader = callbackFunction("loadDescriber", inspectLoaderCallback)
        guard let items = helpers(runOwnScript(Intrinsics.script, [proxyTarget, JSValueMakeNumber(ctx, Double(Self.maxArrayLength)), loader]), count: 12)
        else { preconditionFailure("bridge: the engine's intrinsics are incomplete") }
        intrinsics = EngineIntrinsics(
            kit: items[0], inspect: items[1], objectPrototype: items[2], arrayPrototype: items[3],
            guardedCall: items[4], guardedCall1: items[8], describeAs: items[9], guardedGet: items[5], standIn: items[10],
            primordials: items[11],
            caught: items[6], threw: items[7])
    }

    /// The value readers and error helpers, evaluated the first time one is needed (a script
    /// that sends no object to native code and meets no error never parses them); nil when the
    /// context is gone or they could not be made (at the edge of the stack, say: tried again
    /// next time).
    func values() -> ValueIntrinsics? {
        if let valueIntrinsics { return valueIntrinsics }
        guard let kit = intrinsics?.kit, let items = helpers(runOwnScript(Intrinsics.values, [kit]), count: 4) else { return nil }
        let made = ValueIntrinsics(readObject: items[0], readArray: items[1], errorFields: items[2], makeError: items[3])
        valueIntrinsics = made
        return made
    }

    /// The first `count` items of `list` (what one of the intrinsics' scripts made), each an
    /// object, protected until the context goes; nil (nothing protected) when any is missing.
    private func helpers(_ list: JSValueRef?, count: Int) -> [JSObjectRef]? {
        guard let ctx = context, let list = object(list) else { return nil }
        var items: [JSObjectRef] = []
        for i in 0..<count {
            guard let value = object(JSObjectGetPropertyAtIndex(ctx, list, UInt32(i), nil)) else { return nil }
            items.append(value)
        }
        items.forEach(protect)
        return items
    }

    /// A function named `name` that runs `callback` (a plain engine callback: no host-function
    /// bookkeeping).
    func callbackFunction(_ name: String, _ callback: JSObjectCallAsFunctionCallback) -> JSObjectRef? {
        let string = JSStrings.make(name)
        defer { JSStringRelease(string) }
        return JSObjectMakeFunctionWithCallback(context, string, callback)
    }

    /// Evaluates `script`, a program of the engine's own, with `this` an array of `arguments`,
    /// and returns its completion value; nil if it throws. A script reads its arguments as
    /// `this[0]`, `this[1]`, … in a block that ends with the value it makes, so its text is
    /// parsed once (a function expression called after would be parsed twice: once as the
    /// program, again when called).
    func runOwnScript(_ script: OwnScript, _ arguments: [JSValueRef?]) -> JSValueRef? {
        context.flatMap { Self.runOwnScript(in: $0, script, arguments) }
    }

    /// ``runOwnScript(_:_:)`` where only the context is at hand (an engine callback).
    static func runOwnScript(in ctx: JSContextRef, _ script: OwnScript, _ arguments: [JSValueRef?]) -> JSValueRef? {
        var exception: JSValueRef?
        let result = run(in: ctx, script, arguments, &exception)
        return exception == nil ? result : nil
    }

    /// Runs a part of the JS half made after scripts ran (PreludePart, JSPart) with `toolkit` as
    /// `this[0]`: `[made]`, or `[undefined, thrown]` when it threw (what a script broke, say), for
    /// the prelude's `loadPart` to throw on. Nil without a context.
    func runPart(_ script: OwnScript, toolkit: JSValueRef?) -> JSValueRef? {
        guard let context else { return nil }
        var exception: JSValueRef?
        let made = Self.run(in: context, script, [toolkit], &exception) ?? JSValueMakeUndefined(context)
        let outcome: [JSValueRef?] = exception.map { [JSValueMakeUndefined(context), $0] } ?? [made]
        return JSObjectMakeArray(context, outcome.count, outcome, nil)
    }

    private static func run(in ctx: JSContextRef, _ script: OwnScript, _ arguments: [JSValueRef?], _ exception: inout JSValueRef?) -> JSValueRef? {
        guard let this = JSObjectMakeArray(ctx, arguments.count, arguments, &exception), exception == nil else { return nil }
        return JSEvaluateScript(ctx, script.source.ref, this, script.sourceURL.ref, 1, &exception)
    }

    /// Calls an intrinsic (which catches whatever user code it runs throws itself); an exception
    /// it still throws (the engine's own: a stack overflow, a stop at the time limit) comes back as
    /// ``JSThrown``.
    func checkedCall(_ function: JSObjectRef, _ arguments: [JSValueRef?]) throws(JSThrown) -> JSValueRef {
        var exception: JSValueRef?
        let result = JSObjectCallAsFunction(context, function, nil, arguments.count, arguments, &exception)
        if let exception { throw thrown(exception) }
        return result ?? JSValueMakeUndefined(context)
    }

    /// Calls an intrinsic with two arguments, allocating nothing (otherwise as the form above).
    func checkedCall(_ function: JSObjectRef, _ first: JSValueRef, _ second: JSValueRef) throws(JSThrown) -> JSValueRef {
        var exception: JSValueRef?
        let result = withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: 2) { arguments in
            arguments[0] = first
            arguments[1] = second
            return JSObjectCallAsFunction(context, function, nil, 2, arguments.baseAddress, &exception)
        }
        if let exception { throw thrown(exception) }
        return result ?? JSValueMakeUndefined(context)
    }

    /// Calls an intrinsic with one argument, allocating nothing (otherwise as the form above).
    func checkedCall(_ function: JSObjectRef, _ argument: JSValueRef) throws(JSThrown) -> JSValueRef {
        var exception: JSValueRef?
        var argument: JSValueRef? = argument
        let result = JSObjectCallAsFunction(context, function, nil, 1, &argument, &exception)
        if let exception { throw thrown(exception) }
        return result ?? JSValueMakeUndefined(context)
    }

    /// Calls a function of the user's (or of a JS half's) through the `guardedCall` intrinsic:
    /// `function.apply(this, arguments)`, returning its result or what it threw. Nothing thrown
    /// escapes the C API call, where the engine would describe it for its inspector by running
    /// the value's own `toString`.
    func guardedCall(
        _ function: JSObjectRef, this: JSObjectRef?, _ arguments: UnsafeBufferPointer<JSValueRef?>
    ) -> Guarded {
        withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: arguments.count + 2) { frame in
            for i in arguments.indices { frame[i + 2] = arguments[i] }
            return guardedCall(function, this: this, frame: frame)
        }
    }

    /// ``guardedCall(_:this:_:)`` with the arguments already in `frame[2...]` (the first two slots
    /// are filled here), so a caller building arguments copies them once.
    func guardedCall(_ function: JSObjectRef, this: JSObjectRef?, frame: UnsafeMutableBufferPointer<JSValueRef?>) -> Guarded {
        guard let intrinsics else { return .threw(JSValueMakeUndefined(context)) }
        frame[0] = function
        frame[1] = this ?? JSValueMakeUndefined(context)
        let guardFunction = frame.count == 3 ? intrinsics.guardedCall1 : intrinsics.guardedCall
        return settle(JSObjectCallAsFunction(context, guardFunction, nil, frame.count, frame.baseAddress, nil), intrinsics)
    }

    /// `object[key]` through the `guardedGet` intrinsic: getters and Proxy traps run once; what
    /// they throw comes back as ``JSThrown``.
    func checkedProperty(_ object: JSObjectRef, _ key: JSValueRef) throws(JSThrown) -> JSValueRef {
        guard let intrinsics else { return JSValueMakeUndefined(context) }
        var args: (JSValueRef?, JSValueRef?) = (object, key)
        let result = withUnsafeMutableBytes(of: &args) { raw in
            JSObjectCallAsFunction(context, intrinsics.guardedGet, nil, 2, raw.baseAddress?.assumingMemoryBound(to: JSValueRef?.self), nil)
        }
        switch settle(result, intrinsics) {
        case .returned(let value): return value
        case .threw(let value): throw thrown(value)
        }
    }

    /// `object[name]`, checked.
    func checkedProperty(_ object: JSObjectRef, _ name: String) throws(JSThrown) -> JSValueRef {
        try checkedProperty(object, makeString(name))
    }

    /// What a guarded intrinsic answered: its result, or (when it returned the `threw` marker)
    /// the value taken from `caught`, which is emptied. A nil result is an exception of the
    /// engine's own (a stop at the time limit), which carries nothing of the user's.
    private func settle(_ result: JSValueRef?, _ intrinsics: EngineIntrinsics) -> Guarded {
        guard let result else { return .threw(JSValueMakeUndefined(context)) }
        guard result == intrinsics.threw else { return .returned(result) }
        let value = JSObjectGetPropertyAtIndex(context, intrinsics.caught, 0, nil)
        JSObjectSetPropertyAtIndex(context, intrinsics.caught, 0, JSValueMakeUndefined(context), nil)
        return .threw(value ?? JSValueMakeUndefined(context))
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

/// `loadDescriber(kit)` of the intrinsics: evaluates `bridge-inspect-text.js` and
/// `bridge-inspect.js` and returns the describer made from them with `kit`; undefined when either
/// fails (at the edge of the stack, say), and the intrinsics try again next time.
let inspectLoaderCallback: JSObjectCallAsFunctionCallback = { ctx, _, _, argc, argv, _ in
    guard let ctx, argc > 0, let argv, let kit = argv[0],
        let text = JSEngine.runOwnScript(in: ctx, Intrinsics.text, [kit]),
        let describer = JSEngine.runOwnScript(in: ctx, Intrinsics.inspect, [kit, text])
    else { return JSValueMakeUndefined(ctx) }
    return describer
}

/// `proxyTarget(v)`: the target of a Proxy, or undefined for anything else (no trap runs).
let proxyTargetCallback: JSObjectCallAsFunctionCallback = { ctx, _, _, argc, argv, _ in
    guard argc > 0, let argv, let value = argv[0], JSValueIsObject(ctx, value),
        let target = JSObjectGetProxyTarget(value)
    else { return JSValueMakeUndefined(ctx) }
    return target
}
