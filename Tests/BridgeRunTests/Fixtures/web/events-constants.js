// DOMException's legacy codes and constants, Event's phases, and addEventListener's signal, as
// node has them.
const names = ['IndexSizeError', 'HierarchyRequestError', 'WrongDocumentError', 'InvalidCharacterError', 'NoModificationAllowedError',
  'NotFoundError', 'NotSupportedError', 'InvalidStateError', 'SyntaxError', 'InvalidModificationError', 'NamespaceError',
  'InvalidAccessError', 'TypeMismatchError', 'SecurityError', 'NetworkError', 'AbortError', 'URLMismatchError', 'QuotaExceededError',
  'TimeoutError', 'InvalidNodeTypeError', 'DataCloneError', 'EncodingError', 'NotReadableError', 'UnknownError', 'ConstraintError',
  'DataError', 'OperationError', 'VersionError', 'Other'];
console.log(names.map((n) => new DOMException('m', n).code).join());
console.log(Object.keys(DOMException).join());
console.log(DOMException.prototype.VALIDATION_ERR, DOMException.DOMSTRING_SIZE_ERR, DOMException.INUSE_ATTRIBUTE_ERR, DOMException.NO_DATA_ALLOWED_ERR);
const code = Object.getOwnPropertyDescriptor(DOMException.prototype, 'code');
console.log(typeof code.get, code.enumerable, Object.keys(new DOMException('m', 'AbortError')));
try { code.get.call({}); } catch (e) { console.log(e.name, e.code, e.message); }
console.log(Event.NONE, Event.CAPTURING_PHASE, Event.AT_TARGET, Event.BUBBLING_PHASE, Event.prototype.AT_TARGET, new Event('x').eventPhase);
const target = new EventTarget();
for (const signal of [null, {}, 5]) {
  try { target.addEventListener('y', () => {}, { signal }); console.log('accepted'); } catch (e) { console.log(e.name, e.code, e.message); }
}
const controller = new AbortController();
controller.abort();
target.addEventListener('z', () => console.log('never'), { signal: controller.signal });
target.addEventListener('z', () => console.log('heard'), { signal: undefined });
target.dispatchEvent(new Event('z'));
