import BridgeCore
import CJavaScriptCore

/// The JS objects that stand for ``SharedObject``s: each made with the engine's shared-object
/// class, whose private data holds the reference (so the engine knows its own objects from
/// look-alikes; another engine's objects are of another class) and whose finalizer lets the
/// reference go when the JS object is collected. Each time native code hands JS a Swift object
/// it gets a JS object of its own: the engine keeps no table of live JS objects, which the
/// collector could sweep after one was handed out again.
final class SharedBox {
    let reference: SharedReference
    /// The engine's count, which the finalizer lowers.
    let count: NativeObjectCount

    init(reference: SharedReference, count: NativeObjectCount) {
        self.reference = reference
        self.count = count
    }
}

let sharedObjectFinalize: JSObjectFinalizeCallback = { object in
    guard let object, let data = JSObjectGetPrivate(object) else { return }
    let box = Unmanaged<SharedBox>.fromOpaque(data).takeRetainedValue()
    box.count.value -= 1
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

    /// A JS object for `reference`, whose prototype is its JS class's
    /// (`globalThis.__bridgeSharedClasses[name].prototype`, set by the JS half; a plain
    /// object's otherwise). A released reference reaches JS as `null`.
    func sharedObject(_ reference: SharedReference) -> JSValueRef {
        guard reference.object != nil else { return JSValueMakeNull(context) }
        let box = Unmanaged.passRetained(SharedBox(reference: reference, count: nativeObjects))
        guard let wrapper = JSObjectMake(context, sharedObjectClass, box.toOpaque()) else {
            box.release()
            return JSValueMakeNull(context)
        }
        nativeObjects.value += 1
        if let classes = self.object(try? global("__bridgeSharedClasses")),
            let jsClass = self.object(try? checkedProperty(classes, reference.className)),
            let prototype = self.object(try? checkedProperty(jsClass, "prototype"))
        {
            JSObjectSetPrototype(context, wrapper, prototype)
        }
        return wrapper
    }

    /// The reference `object` stands for when it is one of this engine's shared-object JS
    /// objects; nil for any other object.
    func sharedReference(_ object: JSObjectRef) -> SharedReference? {
        guard JSValueIsObjectOfClass(context, object, sharedObjectClass), let data = JSObjectGetPrivate(object) else { return nil }
        return Unmanaged<SharedBox>.fromOpaque(data).takeUnretainedValue().reference
    }
}
