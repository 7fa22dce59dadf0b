// What the JS half relies on that the language does not define: the globals native code installs
// before it runs (React Native's protocol and the bridge's own hooks, removed by the prelude once
// read), and the fields the bridge adds to errors.

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

// ---- The bridge's own hooks: installed by native code, read once by the prelude, then deleted ---

declare var __bridgeTimer: ((id: number, delay: number, repeats: boolean) => void) | undefined;
declare var __bridgeClearTimer: ((id: number) => void) | undefined;
declare var __bridgeReportError: ((error: unknown) => void) | undefined;
declare var __bridgeExit: ((code: number) => void) | undefined;
declare var __bridgeQueueReady: (() => void) | undefined;
declare var __bridgeSyncMethod: ((moduleID: number, methodID: number) => Function | undefined) | undefined;
declare var __bridgeCallablesChanged: (() => void) | undefined;
declare var __bridgeInspect: ((value: unknown, top?: boolean) => string) | undefined;
declare var __bridgeProxyTarget: ((value: unknown) => object | undefined) | undefined;
declare var __bridgeLoadPart: ((name: string) => Function | undefined) | undefined;
declare var __bridgeModules: [string, number][] | undefined;
/** The parts products registered: name, require() modules, react-native exports, globals. */
declare var __bridgeParts: [string, string[], string[], string[]][] | undefined;
declare var __bridgeModuleConfig: (() => unknown[]) | undefined;
declare var __bridgeProcessArgv: string[] | undefined;
declare var __bridgeProcessEnv: (() => Record<string, string>) | undefined;

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
  /** A TypeError with code E_INVALID_ARGUMENT. */
  argumentError: (message: string) => Error;
  /** A value's kind and, for short ones, its value, found without running its code. */
  describeArgument: (value: unknown) => string;
  /** 'null', 'array', 'Uint8Array', 'Proxy', or the typeof, found without running its code. */
  kindOf: (value: unknown) => string;
  /** Builtins read before any script ran. */
  plain: any;
  /** setTimeout's engine: (callback, delay, args, repeats, immediate) → id. */
  createTimer: Function;
  inspect: ((value: unknown, top?: boolean) => string) | undefined;
}
