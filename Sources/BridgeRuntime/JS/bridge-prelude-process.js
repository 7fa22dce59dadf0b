// What a script sees as `process` (when the host gives the runtime one): `argv`, `env` (read
// from native when first used), `exit`, `exitCode` (checked as node checks it), `nextTick` and
// `platform`. A part of the built-in JS half (PreludePart.process), made when a script first
// reads `process`.
(/**
  * @param {{argv: string[], readEnv: () => Record<string, string>, exit: (code: number) => void,
  *   inspect: (value: unknown, top?: boolean) => string, lazyProperty: Function}} prelude
  */
 function (prelude) {
  'use strict';
  const { argv, readEnv, exit, inspect, lazyProperty } = prelude;
  // Exit codes as node takes them: an integer (or a string holding one), null or undefined;
  // anything else throws as node's validation does, before anything exits.
  const exitCodeError = (code) => {
    if (code === undefined || code === null) return undefined;
    let value = code;
    if (typeof code === 'string' && code !== '' && Number.isInteger(+code)) value = +code;
    let error;
    if (typeof value !== 'number') {
      error = new TypeError(`The "code" argument must be of type number. Received ${inspect(code, false)}`);
      error.code = 'ERR_INVALID_ARG_TYPE';
    } else if (!Number.isInteger(value) || !Number.isSafeInteger(value)) {
      error = new RangeError(`The value of "code" is out of range. It must be an integer. Received ${inspect(code, false)}`);
      error.code = 'ERR_OUT_OF_RANGE';
    }
    return error;
  };
  let exitCode;
  const process = {
    argv, platform: 'linux',
    exit(code) {
      if (arguments.length !== 0) process.exitCode = code;
      exit(exitCode === undefined || exitCode === null ? 0 : +exitCode);
    },
    nextTick(callback, ...args) { global.queueMicrotask(() => callback(...args)); },
  };
  // process.env is read from native when first used, then kept (and may be replaced).
  lazyProperty(process, 'env', readEnv);
  Object.defineProperty(process, 'exitCode', {
    enumerable: true, configurable: false,
    get() { return exitCode; },
    set(code) { const error = exitCodeError(code); if (error) throw error; exitCode = code; },
  });
  return process;
})
