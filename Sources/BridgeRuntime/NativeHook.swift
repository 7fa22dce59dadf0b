/// What native code hands the built-in JS half when it runs it: its files run with
/// `(global, native, ...)`, and `native` has one property per case, named by it. The JS side
/// declares the same keys as `BridgeNativeHooks` in `JS/globals.d.ts`, where `tsc --checkJs`
/// holds the prelude to them; a test checks that the two lists agree. Nothing of it is a global,
/// so no script can reach it.
enum NativeHook: String, CaseIterable {
    /// `(id, delay, repeats, keepAlive)`: schedules JS timer `id` on the loop (`delay` < 0: an
    /// immediate; without `keepAlive` it does not keep the loop from being idle).
    case setTimer
    /// `(id)`: cancels it.
    case clearTimer
    /// `(id, keepAlive)`: makes it keep the loop alive or not (node's `ref` / `unref`), in its
    /// place among the timers due at the same time.
    case setTimerRef
    /// `(error)`: an uncaught error, for the host.
    case reportError
    /// `(code)`: `process.exit`.
    case exit
    /// `()`: the JS queue stopped being empty; native pulls it when the entry ends.
    case queueReady
    /// `()`: `process.nextTick` queued a callback; native has JS run them at the end of the
    /// entry, before its promise jobs (node's order).
    case ticksQueued
    /// `(moduleID, methodID)`: the host function of a synchronous method, or undefined.
    case syncMethod
    /// `()`: the callable JS modules changed; native resolves them again.
    case callablesChanged
    /// `(moduleID, methodID, count, trailingFunctions, argumentAfterValues)`: the message for a
    /// call with a wrong argument count, or null (``MethodDefinition/countProblem(count:trailingFunctions:argumentAfterValues:)``).
    case countProblem
    /// `(value, top)`: the native description of a value (the console's).
    case inspect
    /// `(prototype, view)`: how the describer shows objects of a built-in class, as node shows
    /// its own (`view(object)` returns `[name, [key, value][], asMap]` or null).
    case describeAs
    /// `(value)`: a Proxy's target, or undefined when the value is not one.
    case proxyTarget
    /// `(name, toolkit)`: runs a part of the JS half kept out of the start with its toolkit:
    /// `[made]`, or `[undefined, thrown]`.
    case loadPart
    /// `(global, hooks, core)`: runs `bridge-prelude-globals.js` with them and node's part (made
    /// first when it is not; the prelude calls it when a script first needs what that file
    /// defines); false when it did not run to its end.
    case loadGlobals
    /// `()`: makes `bridge-prelude-timers.js` when it is not made yet (through its stand-in);
    /// what it made, or undefined when it did not run to its end.
    case makeTimers
    /// `(names, make)`: the intrinsics' stand-in for globals made when first used (its
    /// `[makeNow, standing]`).
    case standIn
    /// The builtins as the globals held them before any script ran (the intrinsics took them):
    /// the files evaluated when first needed use these, so a script that deleted or replaced
    /// `Map` or `Object` before does not break them.
    case primordials
    /// The globals `bridge-prelude-globals.js` defines for this runtime (``PreludeGlobals/names``).
    case globalNames
    /// `()`: the monotonic clock in milliseconds (`nativePerformanceNow`, as native made it).
    case performanceNow
    /// When the runtime started, on that clock: `performance.now()`'s zero.
    case startTime
    /// `(name)`: a module's config entry or null (`nativeRequireModuleConfig`, as native made it).
    case requireModuleConfig
    /// `[name, moduleID]` of each module with something to make.
    case modules
    /// `()`: the whole `remoteModuleConfig`.
    case moduleConfig
    /// The parts products registered: `[name, modules, exports, globals]` each.
    case parts
    /// The binary batch's argument tags, ``BatchWords/Tag`` by name.
    case argumentTags
    /// `process.argv`, when the host gave the runtime a process.
    case processArgv
    /// `()`: `process.env`, when the host gave the runtime a process.
    case processEnv
    /// `(toStandardError, chunk)`: `process.stdout.write` / `process.stderr.write` (a string, or
    /// a Uint8Array's bytes as they are), when the host gave the runtime a process.
    case processWrite
    /// `()`: `[cwd, pid, ppid, execPath, arch]` of this process (node's names), when the host
    /// gave the runtime a process.
    case processFacts
    /// `()`: `[rss, heapTotal, heapUsed, external]` in bytes (`process.memoryUsage()`), when the
    /// host gave the runtime a process.
    case processMemory
    /// `(pid, signal)`: `kill(2)`; undefined, or `[errno, code]` (node's negative errno and its
    /// name) when it failed; when the host gave the runtime a process.
    case processKill
    /// `(signal, on)`: starts taking `signal` for `process`'s listeners (`on` false: stops);
    /// undefined, or `[errno, code]`; when the host gave the runtime a process that takes signals
    /// (``ProcessInfoForJS/takesSignals``).
    case processListen
    /// `{name: number}` of the signals node names (``ProcessSignals/names``), when the host gave
    /// the runtime a process.
    case processSignals

    /// What `bridge-prelude-base.js` and the timers use: all the hooks have when the timers are
    /// made first.
    static let forTimers: [NativeHook] = [.setTimer, .clearTimer, .setTimerRef, .reportError, .primordials, .performanceNow, .startTime]
    /// What node's part (`bridge-prelude-node.js`, `process`, `events`) uses besides: all the
    /// hooks have when `process` is made before the bridge.
    static let forNode: [NativeHook] = forTimers + [.loadPart, .inspect, .exit, .ticksQueued, .processArgv, .processEnv, .processWrite,
                                                     .processFacts, .processMemory, .processKill, .processListen, .processSignals]
}
