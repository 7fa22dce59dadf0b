import BridgeCore
import CJavaScriptCore

extension NativeBridge {
    /// Stands in for the prelude: each global it defines is an accessor that makes its file the
    /// first time a script reads or sets it, so a script that uses none of them does not pay to
    /// parse it. The timers (`bridge-prelude-timers.js`) and `process` (`bridge-prelude-node.js`)
    /// stand in apart from the bridge (`bridge-prelude.js`, made too as soon as native code needs
    /// the JS half's bridge): a script that uses timers or `process` and nothing else makes only
    /// them. Throws if the prelude cannot stand in (a bug in the project, not in a bundle).
    func installPrelude(process: ProcessInfoForJS?, parts: [JSPart] = []) throws {
        guard let ctx = engine.context, let global = JSContextGetGlobalObject(ctx) else {
            throw BridgeError(.notRunning, "the runtime is not running (it was shut down)")
        }
        // node's and React Native's name for the global object, which scripts use more than
        // anything the prelude defines: made at once.
        if JSValueIsUndefined(ctx, engine.property(global, "global")) { engine.setGlobal("global", global) }
        state.startTime = MonotonicClock.milliseconds()
        let globals = PreludeGlobals(process: process, parts: parts)
        let setup = PreludeSetup(timers: TimerTable(), process: process, parts: parts, globals: globals)
        let makeTimers = makeHostFunction("makeTimers") { bridge, _ in
            JSValueMakeBoolean(bridge.engine.context, bridge.makeTimers(hooks: bridge.preludeHooks(setup, NativeHook.forTimers), table: setup.timers))
        }
        let makePrelude = makeHostFunction("makePrelude") { bridge, _ in
            JSValueMakeBoolean(bridge.engine.context, bridge.makePrelude(hooks: bridge.preludeHooks(setup)))
        }
        let timers = try standIn(PreludeGlobals.timers, makeTimers)
        let prelude = try standIn(PreludeGlobals.preludeOwn + globals.names, makePrelude)
        for kept in [timers.makeNow, prelude.makeNow, prelude.standing] { engine.protect(kept) }
        state.pendingTimers = timers.makeNow
        state.pendingPrelude = prelude
        if process != nil {
            let makeProcess = makeHostFunction("makeProcess") { bridge, _ in
                JSValueMakeBoolean(bridge.engine.context, bridge.makeProcess(hooks: bridge.preludeHooks(setup, NativeHook.forNode)))
            }
            _ = try standIn(["process"], makeProcess)
        }
    }

    /// The intrinsic `standIn` for `names`, made by `make`: its `makeNow` and `standing` (the
    /// caller protects those it keeps).
    private func standIn(_ names: [String], _ make: JSObjectRef?) throws -> (makeNow: JSObjectRef, standing: JSObjectRef) {
        guard let standIn = engine.intrinsics?.standIn, let names = try? engine.jsValue(.array(names.map(BridgeValue.string))),
            case .success(let madeControl)? = try? engine.call(standIn, [names, make]), let control = engine.object(madeControl),
            let makeNow = engine.function(engine.property(control, "0")), let standing = engine.function(engine.property(control, "1"))
        else { throw BridgeError(.notRunning, "the prelude could not stand in for its globals") }
        return (makeNow, standing)
    }

    /// Whether global `name` is still the stand-in `standing` (the intrinsic's) says it is; asked
    /// without running it.
    func standsIn(_ name: String, _ standing: JSObjectRef) -> Bool {
        guard case .success(let answer)? = try? engine.call(standing, [engine.makeString(name)]) else { return false }
        return JSValueToBoolean(engine.context, answer)
    }

    /// The object of the hooks the prelude's files run with (``NativeHook``), made once, with
    /// at least `cases` in it: the timers' few first, the rest when the bridge is made.
    private func preludeHooks(_ setup: PreludeSetup, _ cases: [NativeHook] = NativeHook.allCases) -> JSObjectRef? {
        let hooks: JSObjectRef
        if let made = state.preludeHooks {
            hooks = made
        } else {
            guard let ctx = engine.context, let made = JSObjectMake(ctx, nil, nil) else { return nil }
            engine.protect(made)
            state.preludeHooks = made
            hooks = made
        }
        for hook in cases where !state.preludeHooksMade.contains(hook) {
            state.preludeHooksMade.insert(hook)
            if let value = makeHook(hook, setup) { engine.setProperty(hooks, hook.rawValue, value) }
        }
        return hooks
    }

    /// What `bridge-prelude-base.js` makes (what the prelude's files share), run when the first of
    /// the timers, the bridge and node's part is made.
    private func preludeBase(hooks: JSObjectRef) -> JSObjectRef? {
        if let made = state.preludeBase { return made }
        guard let ctx = engine.context, let made = engine.object(engine.runOwnScript(Prelude.base, [JSContextGetGlobalObject(ctx), hooks]))
        else { return nil }
        engine.protect(made)
        state.preludeBase = made
        return made
    }

    /// Runs one of the prelude's files that build on the base with `(global, hooks, base, more…)`;
    /// nil when it (or the base) did not run to its end.
    private func runOnBase(_ script: OwnScript, hooks: JSObjectRef, _ more: [JSValueRef?] = []) -> JSValueRef? {
        guard let ctx = engine.context, let base = preludeBase(hooks: hooks) else { return nil }
        return engine.runOwnScript(script, [JSContextGetGlobalObject(ctx), hooks, base] + more)
    }

    /// What `bridge-prelude-node.js` makes (`process`, node's `events`), run when a script first
    /// reads `process` or the globals' file is made; keeps the entry points it ends with.
    private func preludeNode(hooks: JSObjectRef) -> JSObjectRef? {
        if let made = state.preludeNode { return made }
        guard let made = engine.object(runOnBase(Prelude.node, hooks: hooks)), let entries = engine.object(engine.property(made, "entries"))
        else { return nil }
        engine.protect(made)
        state.preludeNode = made
        func entry(_ name: String) -> JSObjectRef? {
            guard let function = engine.function(engine.property(entries, name)) else { return nil }
            engine.protect(function)
            return function
        }
        state.processLoopEnded = entry("loopEnded")
        state.processExiting = entry("exiting")
        state.processException = entry("exception")
        state.processRejection = entry("rejection")
        state.processDrainTicks = entry("drainTicks")
        state.processSignal = entry("signal")
        return made
    }

    /// Makes `process` (node's part's `makeProcess`, which defines the global). False when it did
    /// not run to its end (its stand-in then stays, and the next use tries again).
    private func makeProcess(hooks: JSObjectRef?) -> Bool {
        guard let hooks, let node = preludeNode(hooks: hooks), let make = engine.function(engine.property(node, "makeProcess")),
            case .success(let made)? = try? engine.call(make, [])
        else { return false }
        return JSValueToBoolean(engine.context, made)
    }

    /// Runs `bridge-prelude-timers.js` and keeps what it makes: the `fireTimer` timers fire
    /// through, and what `bridge-prelude.js` uses. False when it did not run to its end (its
    /// stand-ins then stay, and the next use tries again).
    private func makeTimers(hooks: JSObjectRef?, table: TimerTable) -> Bool {
        guard let hooks, let made = engine.object(runOnBase(Prelude.timers, hooks: hooks)), let fire = engine.function(engine.property(made, "fireTimer"))
        else { return false }
        engine.protect(made)
        engine.protect(fire)
        table.fire = fire
        state.timersPart = made
        state.pendingTimers = nil
        return true
    }

    /// Evaluates the bridge (`bridge-prelude.js`) with the hooks it uses (``NativeHook``) and the
    /// base; it has native make the timers and `bridge-prelude-globals.js` when first needed.
    /// False when it did not run to its end (its stand-ins then stay, and the next use tries
    /// again).
    private func makePrelude(hooks: JSObjectRef?) -> Bool {
        guard let hooks, runOnBase(Prelude.script, hooks: hooks) != nil else { return false }
        state.pendingPrelude = nil
        // Found now: a script that then replaces or deletes it is reported, and the calls it
        // queued are still pulled.
        resolveBatchedBridge(force: true, make: false)
        return true
    }

    /// The value of one hook; nil for one this runtime does not have (`process` without one).
    private func makeHook(_ hook: NativeHook, _ setup: PreludeSetup) -> JSValueRef? {
        let registry = state.registry, timers = setup.timers, process = setup.process, parts = setup.parts, globals = setup.globals
        switch hook {
        case .setTimer:
            return makeHostFunction(hook.rawValue) { bridge, call in
                guard let id = call[0].flatMap(bridge.engine.index), let delayValue = call[1] else { return nil }
                let delay = JSValueToNumber(bridge.engine.context, delayValue, nil)
                let repeats = call[2].map { JSValueToBoolean(bridge.engine.context, $0) } ?? false
                let keepAlive = call[3].map { JSValueToBoolean(bridge.engine.context, $0) } ?? true
                bridge.scheduleJSTimer(id: id, delayMilliseconds: delay, repeats: repeats, keepAlive: keepAlive, table: timers)
                return nil
            }
        case .clearTimer:
            return makeHostFunction(hook.rawValue) { bridge, call in
                guard let id = call[0].flatMap(bridge.engine.index), let timer = timers.ids.removeValue(forKey: id) else { return nil }
                bridge.thread.cancelTimer(timer)
                return nil
            }
        case .setTimerRef:
            return makeHostFunction(hook.rawValue) { bridge, call in
                guard let id = call[0].flatMap(bridge.engine.index), let timer = timers.ids[id] else { return nil }
                bridge.thread.setTimerKeepsAlive(timer, call[1].map { JSValueToBoolean(bridge.engine.context, $0) } ?? true)
                return nil
            }
        case .reportError:
            return makeHostFunction(hook.rawValue) { bridge, call in
                if let error = call[0] { bridge.engine.reportUncaught(.exception, error) }
                return nil
            }
        case .exit:
            return makeHostFunction(hook.rawValue) { bridge, call in
                // The prelude hands over a safe integer; the status is its low 8 bits, as on any exit.
                bridge.hooks.exit?(ProcessInfoForJS.exitStatus(bridge.engine.number(call[0])))
                return nil
            }
        case .queueReady:
            return makeHostFunction(hook.rawValue) { bridge, _ in
                bridge.state.queueHasCalls = true
                return nil
            }
        case .ticksQueued:
            return makeHostFunction(hook.rawValue) { bridge, _ in
                guard !bridge.state.ticksQueued else { return nil }
                bridge.state.ticksQueued = true
                // Where no entry runs them first (the tick came from outside one), a job of
                // their own does.
                bridge.thread.post { [bridge] in bridge.assumeIsolated { b in b.runEntry { b.drainTicksIfQueued() } } }
                return nil
            }
        case .syncMethod:
            return makeHostFunction(hook.rawValue) { bridge, call in
                guard let moduleID = call[0].flatMap(bridge.engine.index), let methodID = call[1].flatMap(bridge.engine.index) else { return nil }
                return bridge.syncMethodFunction(moduleID: moduleID, methodID: methodID, named: bridge.engine.string(call[2]))
            }
        case .callablesChanged:
            return makeHostFunction(hook.rawValue) { bridge, _ in
                bridge.forgetCallables()
                return nil
            }
        case .countProblem:
            return makeHostFunction(hook.rawValue) { bridge, call in
                guard let moduleID = call[0].flatMap(bridge.engine.index), let methodID = call[1].flatMap(bridge.engine.index),
                      let method = registry.method(moduleID: moduleID, methodID: methodID),
                      let count = call[2].flatMap(bridge.engine.index), let functions = call[3].flatMap(bridge.engine.index),
                      let problem = method.countProblem(count: count, trailingFunctions: functions, argumentAfterValues: bridge.engine.string(call[4]))
                else { return JSValueMakeNull(bridge.engine.context) }
                return bridge.engine.makeString(problem)
            }
        case .inspect:
            return engine.intrinsics?.inspect
        case .describeAs:
            return engine.intrinsics?.describeAs
        case .proxyTarget:
            let name = JSStrings.make(hook.rawValue)
            defer { JSStringRelease(name) }
            return JSObjectMakeFunctionWithCallback(engine.context, name, proxyTargetCallback)
        case .loadPart:
            return makeHostFunction(hook.rawValue) { bridge, call in
                guard let name = call[0].flatMap(bridge.engine.string),
                    let script = PreludePart(rawValue: name)?.script ?? parts.first(where: { $0.name == name })?.script.value
                else { return nil }
                return bridge.engine.runPart(script, toolkit: call[1])
            }
        case .loadGlobals:
            return makeHostFunction(hook.rawValue) { bridge, call in
                guard let global = call[0], let hooks = call[1], let core = call[2] else { return nil }
                guard let hooksObject = bridge.engine.object(hooks), let node = bridge.preludeNode(hooks: hooksObject) else {
                    return JSValueMakeBoolean(bridge.engine.context, false)
                }
                let made = bridge.engine.runOwnScript(Prelude.globals, [global, hooks, core, node]) != nil
                return JSValueMakeBoolean(bridge.engine.context, made)
            }
        case .modules:
            // The modules by name and ID (those with something to make); each one's config is
            // read when JS first uses it, the whole remoteModuleConfig only if a script reads it.
            let modules = registry.modules.enumerated().compactMap { id, module -> BridgeValue? in
                module.constants.isEmpty && module.methods.isEmpty ? nil : .array([.string(module.name), .number(Double(id))])
            }
            return try? engine.jsValue(.array(modules))
        case .moduleConfig:
            return makeHostFunction(hook.rawValue) { bridge, _ in try? bridge.engine.jsValue(registry.remoteModuleConfig) }
        case .parts:
            return try? engine.jsValue(.array(parts.map { $0.announcement }))
        case .argumentTags:
            return try? engine.jsValue(BatchWords.table)
        case .makeTimers:
            return makeHostFunction(hook.rawValue) { bridge, _ in
                if bridge.state.timersPart == nil, let makeNow = bridge.state.pendingTimers { _ = try? bridge.engine.call(makeNow, []) }
                return bridge.state.timersPart
            }
        case .standIn:
            return engine.intrinsics?.standIn
        case .primordials:
            return engine.intrinsics?.primordials
        case .globalNames:
            return try? engine.jsValue(.array(globals.names.map(BridgeValue.string)))
        case .performanceNow:
            return engine.callbackFunction("nativePerformanceNow", performanceNowCallback)
        case .startTime:
            return JSValueMakeNumber(engine.context, state.startTime)
        case .requireModuleConfig:
            return state.requireModuleConfig
        case .processArgv:
            return process.flatMap { try? engine.jsValue(.array($0.argv.map(BridgeValue.string))) }
        case .processEnv:
            guard let process else { return nil }
            return makeHostFunction(hook.rawValue) { bridge, _ in try? bridge.engine.jsValue(process.envValue) }
        case .processFacts:
            guard process != nil else { return nil }
            return makeHostFunction(hook.rawValue) { bridge, _ in try? bridge.engine.jsValue(ProcessInfoForJS.facts) }
        case .processMemory:
            guard process != nil else { return nil }
            return makeHostFunction(hook.rawValue) { bridge, _ in try? bridge.engine.jsValue(bridge.engine.memoryUsage()) }
        case .processKill:
            guard process != nil else { return nil }
            return makeHostFunction(hook.rawValue) { bridge, call in
                // No pid is never 0 (which would reach the whole process group): the call is refused.
                guard let pid = bridge.engine.number(call[0]).map(SafeNumbers.int), let signal = bridge.engine.number(call[1]).map(SafeNumbers.int) else {
                    return try? bridge.engine.jsValue(SystemError.invalid.errnoAndCode)
                }
                return ProcessSignals.send(signal, to: pid).flatMap { try? bridge.engine.jsValue($0.errnoAndCode) }
            }
        case .processSignals:
            guard process != nil else { return nil }
            return try? engine.jsValue(.object(Dictionary(uniqueKeysWithValues: ProcessSignals.names.map { ($0.name, .number(Double($0.number))) })))
        case .processListen:
            guard process?.takesSignals == true else { return nil }
            return makeHostFunction(hook.rawValue) { bridge, call in
                let signal = bridge.engine.number(call[0]).map(SafeNumbers.int) ?? 0
                let on = call[1].map { JSValueToBoolean(bridge.engine.context, $0) } ?? false
                return bridge.listen(to: signal, on).flatMap { try? bridge.engine.jsValue($0.errnoAndCode) }
            }
        case .processWrite:
            guard let process else { return nil }
            return makeHostFunction(hook.rawValue) { bridge, call in
                guard let chunk = call[1] else { return nil }
                let toStandardError = call[0].map { JSValueToBoolean(bridge.engine.context, $0) } ?? false
                process.write(toStandardError, bridge.engine.byteCopy(chunk) ?? Array(bridge.engine.string(chunk).utf8), log: bridge.hooks.log)
                return nil
            }
        }
    }

    /// Schedules JS timer `id` on the loop; `delay` < 0 means an immediate (next turn).
    private func scheduleJSTimer(id: Int, delayMilliseconds delay: Double, repeats: Bool, keepAlive: Bool, table: TimerTable) {
        let fireOnThread: @Sendable () -> Void = { [self] in
            assumeIsolated { bridge in bridge.fireJSTimer(id, table: table, repeats: repeats) }
        }
        if delay < 0 {
            // An immediate: a message of its own, after what is already queued.
            table.ids[id] = nil
            thread.post(fireOnThread)
            return
        }
        let ns = max(1_000_000, SafeNumbers.nanoseconds(milliseconds: delay))
        table.ids[id] = thread.scheduleTimer(afterNanoseconds: ns, repeatingEvery: repeats ? ns : nil, keepAlive: keepAlive, fireOnThread)
    }

    private func fireJSTimer(_ id: Int, table: TimerTable, repeats: Bool) {
        guard engine.context != nil, !state.exiting, let fire = table.fire else { return }
        if !repeats { table.ids[id] = nil }
        runEntry { _ = callReportingUncaught(fire, [JSValueMakeNumber(engine.context, Double(id))]) }
    }
}

/// What the prelude's files are made with, kept until they are.
struct PreludeSetup: Sendable {
    let timers: TimerTable
    let process: ProcessInfoForJS?
    let parts: [JSPart]
    let globals: PreludeGlobals
}

/// The prelude's timers on the native side: JS timer IDs to loop timers, and the JS function that
/// fires them. Used only on the JS thread (inside the engine's host functions).
final class TimerTable: @unchecked Sendable {
    // @unchecked: only touched from host functions and timer actions, which all run on the JS
    // thread inside the bridge actor's isolation.
    var ids: [Int: JSThread.TimerID] = [:]
    var fire: JSObjectRef?
}
