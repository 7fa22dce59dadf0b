'use strict';
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {(value: unknown) => object | undefined} */ const proxyTarget = runArguments[0];
  /** @type {number} */ const maxArrayLength = runArguments[1];
  /** @type {(kit: object) => unknown} evaluates bridge-inspect.js the first time a value is described and returns its `inspect` (anything else when that failed) */
  const loadDescriber = runArguments[2];
  const O = Object, R = Reflect;
  const apply = R.apply, ownKeys = R.ownKeys, getDesc = O.getOwnPropertyDescriptor;
  const getProto = O.getPrototypeOf, setProto = O.setPrototypeOf, defineProp = O.defineProperty;
  const isArray = Array.isArray, isView = ArrayBuffer.isView, is = O.is;
  const fnToString = Function.prototype.toString, create = O.create;
  const ErrorProto = Error.prototype, PromiseProto = Promise.prototype;
  const ErrorCtor = Error, TypeErrorCtor = TypeError, RangeErrorCtor = RangeError;
  const U8 = Uint8Array, F64 = Float64Array;
  const getter = (proto, name) => getDesc(proto, name).get;
  const TypedArrayProto = getProto(U8.prototype);
  const taLength = getter(TypedArrayProto, 'length'), taBuffer = getter(TypedArrayProto, 'buffer');
  const taOffset = getter(TypedArrayProto, 'byteOffset'), taBytes = getter(TypedArrayProto, 'byteLength');
  const taTag = getter(TypedArrayProto, Symbol.toStringTag);
  const dvBuffer = getter(DataView.prototype, 'buffer'), dvOffset = getter(DataView.prototype, 'byteOffset');
  const dvBytes = getter(DataView.prototype, 'byteLength');
  const abBytes = getter(ArrayBuffer.prototype, 'byteLength');
  const mapSize = getter(Map.prototype, 'size'), setSize = getter(Set.prototype, 'size');
  const mapEntries = Map.prototype.entries, setValues = Set.prototype.values;
  const mapIterNext = getProto(new Map().entries()).next, setIterNext = getProto(new Set().values()).next;
  const dateTime = Date.prototype.getTime, dateISO = Date.prototype.toISOString;
  const reSource = getter(RegExp.prototype, 'source');
  // (Plain loops here and below: an array method used for the first time has the engine
  // compile its JS source, which every start would pay.)
  const reFlagNames = ['hasIndices', 'd', 'global', 'g', 'ignoreCase', 'i', 'multiline', 'm',
                       'dotAll', 's', 'unicode', 'u', 'unicodeSets', 'v', 'sticky', 'y'];
  const reFlags = [];
  for (let i = 0; i < reFlagNames.length; i += 2) {
    const d = getDesc(RegExp.prototype, reFlagNames[i]);
    if (d) reFlags[reFlags.length] = [d.get, reFlagNames[i + 1]];
  }
  const symToString = Symbol.prototype.toString, strSlice = String.prototype.slice;
  const charCode = String.prototype.charCodeAt;
  const hasOwnProperty = O.prototype.hasOwnProperty, join = Array.prototype.join;
  const String_ = String, NumberIsNaN = Number.isNaN;
  // No regular expressions or string methods that look up user-replaceable symbols
  // (RegExp.prototype.exec, String.prototype[Symbol.split]) run after set-up.
  const hasOwn = (o, k) => apply(hasOwnProperty, o, [k]);
  const code = (s, i) => apply(charCode, s, [i]);
  const slice = (s, a, b) => apply(strSlice, s, [a, b]);
  const fresh = () => setProto([], null);
  const push = (list, v) => { list[list.length] = v; };
  // A value as its target when it is a Proxy (as node shows proxies), else itself.
  const unwrap = (v) => { for (let i = 0; i < 1000; i++) { const t = proxyTarget(v); if (t === undefined) return v; v = t; } return v; };

  // The data value of property `name` on `o` or its prototypes; undefined for an accessor.
  function dataProperty(o, name) {
    for (let i = 0; i < 1000 && o !== null; i++) {
      o = unwrap(o);
      const d = getDesc(o, name);
      if (d !== undefined) return hasOwn(d, 'value') ? d.value : undefined;
      o = getProto(o);
    }
    return undefined;
  }
  function hasProto(o, proto) {
    for (let i = 0; i < 1000 && o !== null; i++) {
      o = getProto(unwrap(o));
      if (o === proto) return true;
    }
    return false;
  }

  // ---- Describing values: bridge-inspect.js, evaluated when first needed --------------------
  // The views the JS half's own classes give of their objects (Headers, URL, Blob, ...), as
  // node's classes show theirs: prototype -> a function of the object that returns
  // [name, [key, value][], shown as a map?] or null ([value] alone: an item without a key). Registered by parts through
  // `describeAs`; a script cannot reach it, and the describer runs no code of the object's own.
  const views = new WeakMap(), viewGet = WeakMap.prototype.get, viewSet = WeakMap.prototype.set;
  /** @param {unknown} proto @param {unknown} view */
  function describeAs(proto, view) {
    if (proto !== null && typeof proto === 'object' && typeof view === 'function') apply(viewSet, views, [proto, view]);
  }
  // The view of the nearest prototype of `o` that has one.
  function viewOf(o) {
    for (let p = getProto(o), i = 0; p !== null && i < 1000; p = getProto(unwrap(p)), i++) {
      const view = apply(viewGet, views, [p]);
      if (view !== undefined) return view;
    }
    return undefined;
  }
  // What the parts evaluated when first needed use (the describer, bridge-inspect.js, and the
  // value readers, bridge-intrinsics-values.js), captured here before any script runs.
  const kit = setProto({
    apply, ownKeys, getDesc, getProto, isArray, isView, is, fnToString, ErrorProto, PromiseProto,
    taLength, taTag, abBytes, taBytes, taOffset, taBuffer, mapSize, setSize, mapEntries, setValues, mapIterNext, setIterNext,
    dateTime, dateISO, reSource, reFlags, symToString, join, String_, NumberIsNaN,
    hasOwn, code, slice, fresh, push, unwrap, dataProperty, hasProto, strSlice, viewOf, U8, dvBuffer, dvOffset, dvBytes,
    sqrt: Math.sqrt, round: Math.round, floor: Math.floor, min: Math.min, max: Math.max,
    toStringTag: Symbol.toStringTag, iterator: Symbol.iterator, arrayValues: Array.prototype.values,
    // Brand checks: each builtin method throws for a value that is not of its kind.
    valueOfs: [[Number.prototype.valueOf, 'Number'], [String.prototype.valueOf, 'String'], [Boolean.prototype.valueOf, 'Boolean'],
               [Symbol.prototype.valueOf, 'Symbol'], [BigInt.prototype.valueOf, 'BigInt']],
    weakHas: [[WeakMap.prototype.has, 'WeakMap'], [WeakSet.prototype.has, 'WeakSet']],
    proxyTarget, maxArrayLength, F64, inspect, ErrorCtor, TypeErrorCtor, RangeErrorCtor, defineProp,
  }, null);
  /** @type {((v: unknown, top: boolean, depth?: number, items?: number, hidden?: boolean) => string) | null} */
  let describer = null;
  /** @param {unknown} v @param {boolean} top @param {number} [depth] how deep objects are shown (2)
   * @param {number} [items] how many items of a list (100) @param {boolean} [hidden] non-enumerable
   * properties too (node's showHidden) */
  function inspect(v, top, depth, items, hidden) {
    // What node shows of these is their text (-0 as '-0', a bigint with an 'n'), at any depth:
    // a script that logs only them does not make the describer.
    const t = typeof v;
    if (t === 'string' && top) return v;
    if (t === 'number') return is(v, -0) ? '-0' : String_(v);
    if (t === 'boolean' || v === undefined || v === null) return String_(v);
    if (t === 'bigint') return String_(v) + 'n';
    if (describer === null) {
      let loaded;
      try { loaded = loadDescriber(kit); } catch (e) { loaded = undefined; }
      // Tried again next time (a description asked for at the edge of the stack, say).
      if (typeof loaded !== 'function') return '[a value that could not be described]';
      describer = /** @type {(v: unknown, top: boolean, depth?: number, items?: number, hidden?: boolean) => string} */ (loaded);
    }
    return describer(v, top, depth, items, hidden);
  }

  // ---- Globals made when first used -----------------------------------------------------------
  // The built-in JS half defines its globals when a script first reads or sets one of them (or
  // native code needs them): until then each of `names` is an accessor of the global object
  // standing in for all of them, defined by one call for the whole list (the engine compiles a
  // function it has seen called a few dozen times, on a thread it starts for that, and a start
  // should not pay for that). make() runs as it would have before any script: a global a script
  // has since given a value of its own (or deleted) keeps it. When make() does not return true
  // (it failed at the edge of the stack, say), the stand-ins come back, the use throws, and the
  // next one tries again. Returns [makeNow, standing]: makeNow() makes them now (once; whether
  // they are made); standing(name) says, without running it, whether `name` is still its stand-in.
  const global = globalThis, deleteProp = R.deleteProperty;
  // A global's own descriptor without a prototype, so that neither reading it nor defining with
  // it meets what a script put on Object.prototype (a `get` there, say).
  /** @param {string} name @returns {PropertyDescriptor | undefined} */
  const ownDesc = (name) => { const d = getDesc(global, name); return d === undefined ? d : setProto(d, null); };
  /** @param {readonly string[]} names @param {() => unknown} make @returns {[() => boolean, (name: string) => boolean]} */
  function standIn(names, make) {
    /** @type {Record<string, () => unknown>} */ const standIns = create(null);
    let made = false;
    function makeNow() {
      if (made) return true;
      made = true;
      const standing = fresh(), scripts = fresh();
      let done = false;
      try {
        for (const name in standIns) {
          const d = ownDesc(name);
          if (d !== undefined && d.get === standIns[name]) { deleteProp(global, name); push(standing, name); } else push(scripts, [name, d]);
        }
        done = make() === true;
      } finally {
        for (let i = 0; i < scripts.length; i++) {
          const name = scripts[i][0], d = scripts[i][1];
          if (d !== undefined) defineProp(global, name, d); else deleteProp(global, name);
        }
        if (!done) {
          made = false;
          define(standing);
        }
      }
      return done;
    }
    /** @param {string} name */
    const failed = (name) => new ErrorCtor(`bridge: the built-in JS half that defines ${name} did not run to its end`);
    /** @param {readonly string[]} list */
    function define(list) {
      for (let i = 0; i < list.length; i++) {
        const name = list[i];
        const get = () => {
          if (!makeNow()) throw failed(name);
          return global[name];
        };
        const set = (/** @type {unknown} */ value) => {
          if (!makeNow()) throw failed(name);
          defineProp(global, name, setProto({ value, writable: true, enumerable: true, configurable: true }, null));
        };
        standIns[name] = get;
        // One a script made unconfigurable (a function declaration does) cannot stand in: it
        // keeps its value, which makeNow restores as any other a script gave. (ownDesc's rule
        // written out: a start runs this loop for every name, and a function called once per
        // name is one the engine would compile on a thread of its own.)
        const d = getDesc(global, name);
        if (d === undefined || setProto(d, null).configurable) defineProp(global, name, setProto({ get, set, enumerable: true, configurable: true }, null));
      }
    }
    define(names);
    /** @param {string} name */
    const standing = (name) => {
      const d = ownDesc(name);
      return d !== undefined && d.get !== undefined && d.get === standIns[name];
    };
    return [makeNow, standing];
  }

  // Native code enters user JS only through these two, so a throw never escapes a C API call:
  // the engine would describe an escaping exception for its inspector by running the value's own
  // toString. What was thrown goes to caught[0]; the marker `threw` is returned instead.
  const functionCall = Function.prototype.call;
  const caught = [undefined], threw = O.freeze(create(null));
  function guardedCall(fn, self, ...args) {
    try { return apply(fn, self, args); } catch (e) { caught[0] = e; return threw; }
  }
  function guardedCall1(fn, self, a) {
    try {
      // fn.call is read from the function (a getter there runs inside this try); only the
      // original Function.prototype.call is used directly.
      return fn.call === functionCall ? fn.call(self, a) : apply(fn, self, [a]);
    } catch (e) { caught[0] = e; return threw; }
  }
  function guardedGet(o, key) {
    try { return o[key]; } catch (e) { caught[0] = e; return threw; }
  }

  // The builtins the JS half's later files use, as the globals held them before any script ran
  // (node's primordials): those files are evaluated when first needed, after scripts, and a
  // script that deleted or replaced `Map`, `Object` or `Object.create` must not break its timers
  // or NativeModules. The namespaces are copies of the statics the files use (only those: the
  // engine makes a builtin's functions when first read, and each costs); constructors are the
  // builtins, whose statics and prototypes a script that changes them changes for the files too.
  // `plain` is what argument messages are made with: functions, so no replaced method reaches them;
  // and the constructors' statics the runtime's own files use (bridge-prelude*.js).
  const primordials = setProto({
    Object: { __proto__: null, prototype: O.prototype, create, defineProperty: defineProp, getOwnPropertyDescriptor: getDesc,
              getPrototypeOf: getProto, setPrototypeOf: setProto, freeze: O.freeze, is, keys: O.keys, assign: O.assign,
              entries: O.entries, values: O.values, getOwnPropertyNames: O.getOwnPropertyNames, defineProperties: O.defineProperties },
    Math: { __proto__: null, abs: Math.abs, floor: Math.floor, max: Math.max, min: Math.min, random: Math.random,
            round: Math.round, sqrt: Math.sqrt, trunc: Math.trunc },
    JSON: { __proto__: null, parse: JSON.parse, stringify: JSON.stringify }, Reflect: { __proto__: null, apply, ownKeys },
    Array, Map, Set, WeakMap, WeakSet, Float64Array, Uint8Array, ArrayBuffer, DataView,
    Error, TypeError, RangeError, Symbol, String, Number, BigInt, Date, Promise,
    plain: setProto({
      isArray, ownDescriptor: getDesc, apply, hasOwn: hasOwnProperty, stringify: JSON.stringify, String: String_,
      typedArrayTag: taTag, isProxy: (/** @type {unknown} */ v) => proxyTarget(v) !== undefined,
      isView, isNaN: NumberIsNaN, isInteger: Number.isInteger, isSafeInteger: Number.isSafeInteger, symbolFor: Symbol.for,
    }, null),
  }, null);

  [kit, inspect, O.prototype, Array.prototype, guardedCall, guardedGet, caught, threw, guardedCall1, describeAs, standIn, primordials];
}
