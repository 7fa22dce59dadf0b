// What the JS half relies on that the language does not define: the globals native code installs
// before it runs (React Native's protocol), the hooks native code hands the prelude, and the
// fields the bridge adds to errors.

interface Error {
  /** The bridge's error code (`E_INVALID_ARGUMENT`, …), as React Native's errors carry one. */
  code?: string;
  /** The storage key an AsyncStorage error is about. */
  key?: string;
  userInfo?: unknown;
}

/** Node's and the web's deep copy; the fuzzer's decoder uses it (to detach a buffer) where the
 * engine has it. */
declare function structuredClone<T>(value: T, options?: { transfer?: unknown[] }): T;

// ---- Installed by native code before the prelude runs (React Native's protocol) ----------------

/** Hands the queued calls (`[moduleIDs, methodIDs, params, callID]`) to native code now. */
declare var nativeFlushQueueImmediate: ((queue: unknown) => void) | undefined;
/** Calls a synchronous native method and returns its result. */
declare var nativeCallSyncHook: ((moduleID: number, methodID: number, args: unknown[]) => unknown) | undefined;
/** Writes a line to the host's log at `level` (0 trace, 1 info, 2 warn, 3 error). */
declare var nativeLoggingHook: ((message: string, level: number) => void) | undefined;
/** Milliseconds on a monotonic clock. */
declare var nativePerformanceNow: (() => number) | undefined;
/** The config entry of the module named `name` (made when first asked for), or null. */
declare var nativeRequireModuleConfig: ((name: string) => unknown) | undefined;
declare var __fbBatchedBridgeConfig: { remoteModuleConfig?: unknown[] } | undefined;

// ---- What native code hands the prelude (Sources/BridgeRuntime/NativeHook.swift; a test checks
// that the keys here are the cases there) ----------------------------------------------------------

interface BridgeNativeHooks {
  setTimer: (id: number, delay: number, repeats: boolean, keepAlive: boolean) => void;
  clearTimer: (id: number) => void;
  setTimerRef: (id: number, keepAlive: boolean) => void;
  reportError: (error: unknown) => void;
  exit: (code: number) => void;
  queueReady: () => void;
  ticksQueued: () => void;
  syncMethod: (moduleID: number, methodID: number, name: string) => Function | undefined;
  callablesChanged: () => void;
  countProblem: (moduleID: number, methodID: number, count: number, trailingFunctions: number, argumentAfterValues: string) => string | null;
  inspect: (value: unknown, top?: boolean) => string;
  describeAs: BridgeDescribeAs;
  proxyTarget: (value: unknown) => object | undefined;
  /** Runs the part's text with `toolkit` as `this[0]`: `[made]`, or `[undefined, thrown]`. */
  loadPart: (name: string, toolkit: object) => [unknown, unknown?] | undefined;
  /** Runs bridge-prelude-globals.js with `(global, hooks, core, node)`, node's part made first when it is not made. */
  loadGlobals: (global: typeof globalThis, hooks: BridgeNativeHooks, core: object) => boolean;
  /** Makes bridge-prelude-timers.js when it is not made yet: what it made, or undefined when it did not run to its end. */
  makeTimers: () => BridgeTimersPart | undefined;
  standIn: (names: readonly string[], make: () => unknown) => [() => boolean, (name: string) => boolean];
  primordials: BridgePrimordials;
  globalNames: string[];
  performanceNow: () => number;
  startTime: number;
  requireModuleConfig: (name: string) => unknown;
  modules: [string, number][];
  moduleConfig: () => unknown[];
  /** The parts products registered: name, require() modules, react-native exports, globals. */
  parts: [string, string[], string[], string[]][];
  argumentTags: { number: number; isFalse: number; isTrue: number; undefined: number; null: number; other: number };
  processArgv?: string[];
  processEnv?: () => Record<string, string>;
  processWrite?: (toStandardError: boolean, chunk: string | Uint8Array) => void;
  processFacts?: () => [string, number, number, string, string];
  processMemory?: () => [number, number, number, number];
  processKill?: (pid: number, signal: number) => [number, string] | undefined;
  processListen?: (signal: number, on: boolean) => [number, string] | undefined;
  processSignals?: Record<string, number>;
}

/** Where an error nobody caught goes besides native code: `process`'s listeners, once it is made. */
interface BridgeUncaught {
  listening: () => boolean;
  take: (error: unknown) => boolean;
}

/** What bridge-prelude-base.js makes: what the prelude's files share. */
interface BridgeBase {
  uncaught: BridgeUncaught;
  reportError: (error: unknown) => void;
  guard: (fn: Function, a?: unknown, b?: unknown, c?: unknown) => any;
  loadPart: (name: string, toolkit: object) => any;
  lazyProperties: <T extends object>(object: T, names: readonly string[], make: (name: string, i: number) => unknown) => T;
  lazyProperty: <T extends object>(object: T, name: string, make: () => unknown) => T;
  codedError: (type: ErrorConstructor | RangeErrorConstructor | TypeErrorConstructor, message: string, code: string) => Error;
}

/** What node's EventEmitter keeps on each emitter (bridge-prelude-node.js), shared by node's
 * events and `process`, which has it before the events are made. */
interface BridgeEmitterState {
  kShapeMode: symbol;
  kCapture: symbol;
  /** Sets `target`'s `_events`, `_eventsCount`, `_maxListeners` and the two symbols, as `EventEmitter.init`. */
  init: (target: any, capture: boolean) => void;
}

/** What bridge-prelude-node.js makes: node's `process` and `events`, and native code's entry points. */
interface BridgeNode {
  received: (value: unknown) => string;
  invalidArgType: (name: string, what: string, value: unknown) => Error;
  invalidThis: (kind: string) => Error;
  events: () => any;
  /** Makes `process` (a part), as the global of that name. */
  makeProcess: () => boolean;
  /** What native code calls when the loop ends, at exit, for `process.nextTick`, and for what nobody caught. */
  entries: {
    loopEnded: () => boolean;
    exiting: (code?: number) => number | undefined;
    drainTicks: () => void;
    signal: (signal: number) => void;
    exception: (error: unknown) => boolean;
    rejection: (reason: unknown, promise: unknown) => boolean;
  };
}

/** What bridge-prelude-timers.js makes: native code's `fireTimer`, and what bridge-prelude.js uses. */
interface BridgeTimersPart {
  fireTimer: (id: number) => unknown;
  createTimer: (callback: unknown, delay: unknown, args: unknown[], repeats: boolean, immediate: boolean, weak?: boolean) => number;
  jsTimers: object;
}

// ---- What the prelude defines for scripts (React Native's globals, timers, process) ------------

declare var global: typeof globalThis;
declare var __fbBatchedBridge: any;
declare var __fbGenNativeModule: any;
declare var BatchedBridge: any;
declare var NativeModules: any;
declare var NativeEventEmitter: any;
declare var DeviceEventEmitter: any;
declare var ErrorUtils: any;
declare var performance: any;
declare var process: any;
declare var require: any;
declare function setTimeout(callback: (...args: any[]) => void, ms?: number, ...args: any[]): number;
declare function clearTimeout(id?: number): void;
declare function setInterval(callback: (...args: any[]) => void, ms?: number, ...args: any[]): number;
declare function clearInterval(id?: number): void;
declare function setImmediate(callback: (...args: any[]) => void, ...args: any[]): number;
declare function clearImmediate(id?: number): void;
declare function queueMicrotask(callback: () => void): void;

/** What the prelude hands a part of the JS half (a product's JSPart) when it is first used. */
interface BridgePartToolkit {
  NativeModules: any;
  /** What a part gives `require(name)` (`punycode`, …), made on first use. */
  partModule: (name: string) => any;
  /** A value as node's argument errors show what they received (`Received ${received(v)}`). */
  received: (value: unknown) => string;
  /** Node's ERR_INVALID_ARG_TYPE: `The "name" argument must be what. Received ...`. */
  invalidArgType: (name: string, what: string, value: unknown) => Error;
  /** Node's ERR_INVALID_THIS: `Value of "this" must be of type kind`. */
  invalidThis: (kind: string) => Error;
  /** A TypeError with code E_INVALID_ARGUMENT. */
  argumentError: (message: string) => Error;
  /** An error of `type` with `code` (as node's errors carry one). */
  codedError: (type: ErrorConstructor | RangeErrorConstructor | TypeErrorConstructor, message: string, code: string) => Error;
  /** A value's kind and, for short ones, its value, found without running its code. */
  describeArgument: (value: unknown) => string;
  /** 'null', 'array', 'Uint8Array', 'Proxy', or the typeof, found without running its code. */
  kindOf: (value: unknown) => string;
  /** Functions argument messages are made with, taken before any script ran. */
  plain: any;
  /** The builtins as the globals held them before any script ran (parts are made later). */
  primordials: BridgePrimordials;
  /** setTimeout's engine: (callback, delay, args, repeats, immediate, weak?) → id; a weak timer
   * does not keep the runtime alive (node's unref). */
  createTimer: Function;
  inspect: ((value: unknown, top?: boolean) => string) | undefined;
  /** How the describer shows objects of a class of the part's own, as node shows its own. */
  describeAs: BridgeDescribeAs;
  /** Shows objects of a class as `name { key: value }`: own data properties, else the class's
   * own getters, or for `[key, read]` what `read(object)` returns. */
  describeFields: (prototype: object, name: string, keys: (string | [string, (object: any) => unknown])[]) => void;
  /** A native module's events, each handed to the handler registered for the key `keyOf` reads
   * from its body (subscribed once, when the first handler is registered). */
  eventRouter: (moduleName: string, names: string[], keyOf: (body: any) => unknown) => {
    set(key: unknown, handler: (name: string, body: any) => void): void;
    delete(key: unknown): void;
  };
}

/** What `process` (bridge-prelude-process.js) gives native code through bridge-prelude-globals.js. */
interface ProcessControl {
  loopEnded?: () => boolean;
  exiting?: (code?: number) => number | undefined;
  drainTicks?: () => void;
  listening?: () => boolean;
  take?: (error: unknown, origin?: string) => boolean;
  rejection?: (reason: unknown, promise: unknown) => boolean;
  /** A signal `process` listens for arrived: emits it under each of its names listened for. */
  signal?: (signal: number) => void;
  /** Makes `process` an EventEmitter, once node's events are made. */
  eventsMade?: (EventEmitter: any) => void;
}

/** Registers how `console` and the other describers show objects whose prototype chain has
 * `prototype`: `view(object)` returns the name to show, the entries, and whether they are shown
 * as a map's (`'a' => '1'`), or null to describe the object as any other. */
/** A view: the name shown, the entries (a one-element entry is a value shown alone), whether
 * they are a map's (`key => value`), and how many columns node measures beyond what it shows
 * (a prefix its own inspect cuts off); or, in place of the entries, the whole text shown
 * (node's `<Buffer 68 69>`). */
type BridgeDescribeAs = (prototype: object, view: (object: any) => [string, ([unknown, unknown] | [unknown])[] | string, boolean?, number?] | null) => void;

/** ES2024's, which the engine has (the checker's library stops at ES2022). */
interface String {
  toWellFormed(): string;
}

/** The builtins as the globals held them before any script ran (the intrinsics take them), for
 * the JS half's files evaluated when first needed. The namespaces are copies of the statics
 * listed (bridge-intrinsics.js); constructors are the builtins. `plain` is what argument messages
 * use, and the constructors' statics the runtime's own files (bridge-prelude*.js) use. */
interface BridgePrimordials {
  Object: Pick<ObjectConstructor, 'prototype' | 'create' | 'defineProperty' | 'getOwnPropertyDescriptor' | 'getPrototypeOf' |
    'setPrototypeOf' | 'freeze' | 'is' | 'keys' | 'assign' | 'entries' | 'values' | 'getOwnPropertyNames' | 'defineProperties'>;
  Math: Pick<Math, 'abs' | 'floor' | 'max' | 'min' | 'random' | 'round' | 'sqrt' | 'trunc'>;
  JSON: Pick<JSON, 'parse' | 'stringify'>; Reflect: Pick<typeof Reflect, 'apply' | 'ownKeys'>; Array: ArrayConstructor; Map: MapConstructor; Set: SetConstructor;
  WeakMap: WeakMapConstructor; WeakSet: WeakSetConstructor; Float64Array: Float64ArrayConstructor;
  Uint8Array: Uint8ArrayConstructor; ArrayBuffer: ArrayBufferConstructor; DataView: DataViewConstructor;
  Error: ErrorConstructor; TypeError: TypeErrorConstructor; RangeError: RangeErrorConstructor;
  Symbol: SymbolConstructor; String: StringConstructor; Number: NumberConstructor; BigInt: BigIntConstructor;
  Date: DateConstructor; Promise: PromiseConstructor;
  plain: {
    isArray: (value: unknown) => boolean; ownDescriptor: typeof Object.getOwnPropertyDescriptor;
    apply: typeof Reflect.apply; hasOwn: (this: object, key: PropertyKey) => boolean;
    stringify: typeof JSON.stringify; String: StringConstructor; typedArrayTag: () => string | undefined;
    isProxy: (value: unknown) => boolean; isView: typeof ArrayBuffer.isView; isNaN: typeof Number.isNaN;
    isInteger: typeof Number.isInteger; isSafeInteger: typeof Number.isSafeInteger; symbolFor: typeof Symbol.for;
  };
}
