// TypeScript declarations of the native modules, generated from the module registry by
// swift-js-bridge (TypeScriptDeclarations.generate, or `bridge-run --types`). Do not edit.

/** What a native method rejects with, or passes to its error callback. */
interface NativeModuleError extends Error {
  code: string;
  userInfo?: unknown;
}

/** What `addListener` returns. */
interface EmitterSubscription {
  remove(): void;
}

/** A native module that emits events; `E` maps each event's name to its body. */
interface NativeEventSource<E> {
  addListener(eventName: keyof E & string): void;
  removeListeners(count: number): void;
  /** For typing `NativeEventEmitter` only: not there at run time. */
  readonly __events?: E;
}

/** What the global names and `declare module 'react-native'` both refer to. */
declare namespace ReactNativeBridge {
  class NativeEventEmitter<E = Record<string, unknown>> {
    constructor(nativeModule?: NativeEventSource<E> | null);
    addListener<K extends keyof E & string>(eventType: K, listener: (body: E[K]) => void, context?: unknown): EmitterSubscription;
    removeAllListeners(eventType?: keyof E & string): void;
    listenerCount(eventType: keyof E & string): number;
  }

  /** React Native's AppRegistry, as the built-in JS half has it (docs/hosting.md). */
  interface AppRegistryStatic {
    /** A component is called with (initialProps, {rootTag}); a function it returns is its cleanup. */
    registerComponent(appKey: string, componentProvider: () => (initialProps: any, context: { rootTag: number }) => void | (() => void)): string;
    registerRunnable(appKey: string, run: (appParameters: AppParameters) => void): string;
    registerHeadlessTask(taskKey: string, taskProvider: () => (data: any) => Promise<void>): void;
    getAppKeys(): string[];
    runApplication(appKey: string, appParameters: AppParameters): void;
    unmountApplicationComponentAtRootTag(rootTag: number): void;
  }

  /** `Platform` of `require('react-native')`: this runtime is `linux`. */
  interface PlatformStatic {
    readonly OS: string;
    readonly Version: unknown;
    select<T>(spec: { linux?: T; native?: T; default?: T; [platform: string]: T | undefined }): T | undefined;
  }
}

import NativeEventEmitter = ReactNativeBridge.NativeEventEmitter;

declare const DeviceEventEmitter: NativeEventEmitter;

/** What `AppRegistry.runApplication` passes: React Native's appParameters. */
interface AppParameters {
  rootTag: number;
  initialProps: any;
}

declare const AppRegistry: ReactNativeBridge.AppRegistryStatic;

/** `import { NativeModules } from 'react-native'`: what the built-in JS half exports
 * (NativeModulesStatic is declared below, with each module). */
declare module 'react-native' {
  export import NativeEventEmitter = ReactNativeBridge.NativeEventEmitter;
  export const NativeModules: NativeModulesStatic;
  export const DeviceEventEmitter: NativeEventEmitter;
  export const AppRegistry: ReactNativeBridge.AppRegistryStatic;
  export const Platform: ReactNativeBridge.PlatformStatic;
}
