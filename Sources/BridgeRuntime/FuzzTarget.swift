import BridgeCore
import CJavaScriptCore

/// Entry points for the fuzzer (`bridge-fuzz`): hostile input handed to the native half exactly
/// as JS would hand it over. Not for hosts.
package enum FuzzTarget {
    /// A JS function that turns fuzz text into a hostile value: JSON, with marker strings
    /// standing for what JSON cannot say (`"$fn"` a function, `"$sym"` a symbol, `"$big"` a
    /// BigInt, `"$nan"`, `"$inf"`, `"$neg0"`, `"$cycle"` the enclosing object, `"$long"` a 1 MiB
    /// string, `"$surrogate"` a lone surrogate, `"$nul"` a NUL, `"$sparse"` an array claiming
    /// 2^32 - 1 elements, `"$bytes"` a `Uint8Array`, `"$view"` a `DataView` into the middle of a
    /// buffer, `"$buffer"` an `ArrayBuffer`, `"$detached"` a view whose buffer was transferred,
    /// `"$revoked"` a revoked Proxy, `"$loop"` an object whose `toString`, `valueOf` and
    /// `Symbol.toPrimitive` never return, `"$error"` an Error with a throwing `message` getter,
    /// `"$deep"` arrays nested 100,000 deep), objects for behaviour (`{"$throws": v}` an object
    /// whose property `p` is a getter that throws `v`; `{"$proxy": v}` a Proxy of `v` whose traps
    /// throw on every other call; `{"$mutate": v}` an object whose getter empties its siblings
    /// and allocates, so the collector runs while native code reads; `{"$iter": v}` an array
    /// with its own throwing `Symbol.iterator`), and `{"$f64": [numbers]}` for a `Float64Array`
    /// (a binary call queue's calls). A `__proto__` key is an own key, as JSON.parse makes it.
    /// Text that is not JSON arrives as a string.
    static let decoder = String(decoding: PackageResources.bridge_fuzz_decoder_js, as: UTF8.self)

    /// Feeds one input to the native half, on `runtime`'s JS thread: as a call queue
    /// (`nativeFlushQueueImmediate`), as `nativeCallSyncHook` arguments, and through value
    /// conversion there and back. Returns what the conversion produced, if it succeeded.
    package static func feed(_ input: [UInt8], to runtime: Runtime) async throws -> BridgeValue? {
        let text = String(decoding: input, as: UTF8.self)
        return try await runtime.onJSThread { js in
            js.bridge.assumeIsolated { $0.fuzz(text) }
        }
    }
}

extension NativeBridge {
    fileprivate func fuzz(_ text: String) -> BridgeValue? {
        guard let ctx = engine.context else { return nil }
        var converted: BridgeValue?
        runEntry {
            guard case .success(let decoder)? = try? engine.evaluateRaw(FuzzTarget.decoder, sourceURL: "fuzz-decoder.js"),
                let decode = engine.function(decoder),
                case .success(let value)? = try? engine.call(decode, [engine.makeString(text)])
            else { return }
            JSValueProtect(ctx, value)
            defer { JSValueUnprotect(ctx, value) }
            processQueue(value)
            if let hook = engine.function(try? engine.global("nativeCallSyncHook")) {
                let args = engine.elements(value)?.values ?? [value]
                _ = try? engine.call(hook, Array(args.prefix(3)).map(Optional.some))
            }
            if let bridged = try? engine.bridgeValue(value) {
                converted = bridged
                _ = try? engine.bridgeValue(engine.jsValue(bridged))
            }
            // Describing never runs the value's code: console, thrown values, rejections.
            _ = engine.inspect(value, top: true)
            engine.reportUncaught(.exception, value)
            engine.reportUncaught(.unhandledRejection, value)
            // Native → JS past the nesting limit, nested by the input's length.
            var nested = BridgeValue.string(text)
            for _ in 0..<min(text.utf8.count * 8, 2_000) { nested = .array([nested]) }
            _ = try? engine.jsValue(nested)
        }
        return converted
    }
}
