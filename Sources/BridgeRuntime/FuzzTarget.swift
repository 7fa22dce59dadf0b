import BridgeCore
import CJavaScriptCore

/// Entry points for the fuzzer (`bridge-fuzz`): hostile input handed to the native half exactly
/// as JS would hand it over. Not for hosts.
@_spi(Fuzzing)
public enum FuzzTarget {
    /// A JS function that turns fuzz text into a value: JSON, with marker strings standing for
    /// what JSON cannot say (`"$fn"` a function, `"$sym"` a symbol, `"$big"` a BigInt, `"$nan"`,
    /// `"$inf"`, `"$neg0"`, `"$cycle"` the enclosing object, `"$long"` a 1 MiB string,
    /// `"$surrogate"` a lone surrogate, `"$nul"` a NUL, `"$sparse"` an array claiming 2^32 - 1
    /// elements), and `{"$f64": [numbers]}` for a `Float64Array` (a binary call queue's calls;
    /// numbers only, so making the input cannot itself stringify a huge value);
    /// text that is not JSON arrives as a string.
    static let decoder = #"""
        (function (text) {
          const marks = { '$fn': () => 1, '$nan': NaN, '$inf': -Infinity, '$neg0': -0, '$long': 'x'.repeat(1 << 20),
                          '$surrogate': 'a\ud800b', '$nul': 'a\u0000b' };
          let value;
          try {
            value = JSON.parse(text, function (key, v) {
              if (v !== null && typeof v === 'object' && Array.isArray(v.$f64) && v.$f64.every(x => typeof x === 'number'))
                return new Float64Array(v.$f64);
              if (typeof v !== 'string') return v;
              if (v === '$sym') return Symbol('fuzz');
              if (v === '$big') return 10n ** 30n;
              if (v === '$cycle') return this;
              if (v === '$sparse') { const a = []; a.length = 2 ** 32 - 1; return a; }
              return Object.prototype.hasOwnProperty.call(marks, v) ? marks[v] : v;
            });
          } catch (e) { value = text; }
          return value;
        })
        """#

    /// Feeds one input to the native half, on `runtime`'s JS thread: as a call queue
    /// (`nativeFlushQueueImmediate`), as `nativeCallSyncHook` arguments, and through value
    /// conversion there and back. Returns what the conversion produced, if it succeeded.
    public static func feed(_ input: [UInt8], to runtime: Runtime) async throws -> BridgeValue? {
        let text = String(decoding: input, as: UTF8.self)
        return try await runtime.onJSThread { js in
            js.engine.assumeIsolated { $0.fuzz(text) }
        }
    }
}

extension JSEngine {
    fileprivate func fuzz(_ text: String) -> BridgeValue? {
        guard let ctx = context else { return nil }
        var converted: BridgeValue?
        runEntry {
            guard case .success(let decoder)? = try? evaluateRaw(FuzzTarget.decoder, sourceURL: "fuzz-decoder.js"),
                let decode = function(decoder),
                case .success(let value)? = try? call(decode, [makeString(text)])
            else { return }
            JSValueProtect(ctx, value)
            defer { JSValueUnprotect(ctx, value) }
            processQueue(value)
            if let hook = function(global("nativeCallSyncHook")) {
                let args = elements(value) ?? [value]
                _ = try? call(hook, Array(args.prefix(3)).map(Optional.some))
            }
            if let bridged = try? bridgeValue(value) {
                converted = bridged
                _ = try? bridgeValue(jsValue(bridged))
            }
        }
        return converted
    }
}
