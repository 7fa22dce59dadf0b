import BridgeCore
import CJavaScriptCore

/// The JS objects that stand for ``SharedObject``s: each made with the engine's shared-object
/// class, whose private data holds the reference (so the engine knows its own objects from
/// look-alikes and from another runtime's) and whose finalizer lets the Swift object go when the
/// JS object is collected. A Swift object returned again while its JS object lives gets that
/// same JS object.
final class SharedWrappers: Sendable {
    /// The live JS object of each Swift object, by the Swift object's identity. (The JS objects
    /// are not protected: each entry goes when its object is finalized.)
    private let table = Locked<[ObjectIdentifier: JSObjectAddress]>([:])

    /// A JS object's address, kept only to be compared and handed back on the JS thread.
    // @unchecked: an address is a number here; it is dereferenced only by the engine, on its
    // thread, while the entry (removed by the object's finalizer) says the object lives.
    struct JSObjectAddress: @unchecked Sendable {
        let object: JSObjectRef
    }

    func wrapper(for id: ObjectIdentifier) -> JSObjectRef? { table.withLock { $0[id]?.object } }

    func set(_ object: JSObjectRef, for id: ObjectIdentifier) { table.withLock { $0[id] = JSObjectAddress(object: object) } }

    /// Forgets `object` (finalized) unless another has taken its place.
    func remove(_ object: JSObjectRef, for id: ObjectIdentifier) {
        table.withLock { t in if t[id]?.object == object { t[id] = nil } }
    }
}

/// A shared-object JS object's private data.
final class SharedBox {
    let reference: SharedReference
    let wrappers: SharedWrappers

    init(reference: SharedReference, wrappers: SharedWrappers) {
        self.reference = reference
        self.wrappers = wrappers
    }
}

let sharedObjectFinalize: JSObjectFinalizeCallback = { object in
    guard let object, let data = JSObjectGetPrivate(object) else { return }
    let box = Unmanaged<SharedBox>.fromOpaque(data).takeRetainedValue()
    box.wrappers.remove(object, for: box.reference.id)
    box.reference.release()
}

extension JSEngine {
    /// Makes the class shared objects' JS objects are made with (once, with the context).
    func makeSharedObjectClass() -> JSClassRef? {
        var def = kJSClassDefinitionEmpty
        let className: StaticString = "SharedObject"
        def.className = UnsafeRawPointer(className.utf8Start).assumingMemoryBound(to: CChar.self)
        def.finalize = sharedObjectFinalize
        return JSClassCreate(&def)
    }

    /// The JS object for `reference`: the live one of its Swift object, or a new one whose
    /// prototype is its JS class's (`globalThis.__bridgeSharedClasses[name].prototype`, set by
    /// the JS half; a plain object's otherwise). A released reference reaches JS as `null`.
    func sharedObject(_ reference: SharedReference) -> JSValueRef {
        guard let object = reference.object else { return JSValueMakeNull(context) }
        if let live = sharedWrappers.wrapper(for: reference.id), let data = JSObjectGetPrivate(live),
            Unmanaged<SharedBox>.fromOpaque(data).takeUnretainedValue().reference.object === object
        {
            return live
        }
        let box = SharedBox(reference: reference, wrappers: sharedWrappers)
        guard let wrapper = JSObjectMake(context, sharedObjectClass, Unmanaged.passRetained(box).toOpaque()) else {
            return JSValueMakeNull(context)
        }
        if let classes = self.object(try? global("__bridgeSharedClasses")),
            let jsClass = self.object(try? checkedProperty(classes, reference.className)),
            let prototype = self.object(try? checkedProperty(jsClass, "prototype"))
        {
            JSObjectSetPrototype(context, wrapper, prototype)
        }
        sharedWrappers.set(wrapper, for: reference.id)
        return wrapper
    }

    /// The reference `object` stands for when it is one of this engine's shared-object JS
    /// objects; nil for any other object. Another engine's is refused.
    func sharedReference(_ object: JSObjectRef) throws(UnsendableValue) -> SharedReference? {
        guard JSValueIsObjectOfClass(context, object, sharedObjectClass), let data = JSObjectGetPrivate(object) else { return nil }
        let box = Unmanaged<SharedBox>.fromOpaque(data).takeUnretainedValue()
        guard box.wrappers === sharedWrappers else {
            throw UnsendableValue(path: "", reason: "a \(box.reference.className) of another runtime cannot be used here")
        }
        return box.reference
    }
}
