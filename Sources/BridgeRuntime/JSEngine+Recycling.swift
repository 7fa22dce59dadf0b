import BridgeCore
import CJavaScriptCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many of an engine's JS objects hold a native box (shared objects; host functions hold
/// none: ``JSThread/hostFunctions``): made minus finalized. Written on the JS thread, and after
/// it has gone by the collection that decides whether its group is kept
/// (``JSEngine/releaseContext(_:group:)``).
final class NativeObjectCount {
    var value = 0
}

/// What a released context's unhandled-rejection callback becomes; it is never called.
private let noRejectionCallback: JSObjectCallAsFunctionCallback = { ctx, _, _, _, _, _ in
    JSValueMakeUndefined(ctx)
}

extension JSEngine {
    /// Releases `ctx`, then its group: kept for the next runtime, with the thread this one ran
    /// on (``PreparedEngine/recycle(_:host:)``), when nothing of this engine is left in it, else
    /// released. A kept group has the engine's parsed code for the sources this runtime ran, so
    /// the next runtime does not parse its JS half again (docs/performance.md, "A runtime after
    /// another"). JS thread, from ``releaseContext()``, once nothing of `ctx` is protected.
    func releaseContext(_ ctx: JSGlobalContextRef, group: JSContextGroupRef?) {
        guard let group, LinkedCode.canDrop, PreparedEngine.shared.acceptsRecycled,
            let scratch = JSGlobalContextCreateInGroup(group, nil)
        else {
            JSGlobalContextRelease(ctx)
            // The last references: the engine goes, finalizing what is left, on this thread.
            if let group { JSContextGroupRelease(group) }
            return
        }
        // The unhandled-rejection callback is a root of the group's heap, which would keep the
        // released context alive: it becomes a function of the scratch context.
        if let placeholder = JSObjectMakeFunctionWithCallback(scratch, nil, noRejectionCallback) {
            JSGlobalContextSetUnhandledRejectionCallback(ctx, placeholder, nil)
        }
        JSGlobalContextRelease(ctx)
        let retired = RetiredGroup(engine: self, group: group, scratch: scratch)
        thread.afterExit { host in retired.collect(host: host) }
    }
}

/// A released context's group, collected once its JS thread's loop has ended, from the bottom of
/// that thread's stack: the collector scans the stacks of the threads that used the group for
/// anything that looks like an object's address, and the loop's frames held the released
/// context's (the stack below is cleared first: ``JSThread/afterExit(_:)``). With the engine's
/// compiled code (which the engine's compiler threads may still hold for the context) let go
/// first, what is left of the context is garbage then: the finalizers of its shared objects run
/// there and then, with the engine alive. The group, and the thread, are kept only if none of
/// them is left.
// @unchecked: made on the JS thread, used only by that thread's exit work, after its loop (the
// engine, its count and the handles are touched by no one else).
private final class RetiredGroup: @unchecked Sendable {
    let engine: JSEngine
    let group: JSContextGroupRef
    let scratch: JSGlobalContextRef

    init(engine: JSEngine, group: JSContextGroupRef, scratch: JSGlobalContextRef) {
        self.engine = engine
        self.group = group
        self.scratch = scratch
    }

    /// Collects, then keeps the group with `host` or releases it; true when `host` was kept.
    func collect(host: JSThreadHost?) -> Bool {
        let dropped = LinkedCode.drop(group)
        // A full collection, swept before it returns.
        JSSynchronousGarbageCollectForDebugging(scratch)
        JSGlobalContextRelease(scratch)
        if dropped, engine.nativeObjects.value == 0, PreparedEngine.shared.recycle(group, host: host) { return host != nil }
        // The last reference: the engine goes, finalizing what is left, on this thread.
        JSContextGroupRelease(group)
        return false
    }
}

/// The engine's compiled code for its contexts (its "linked" code blocks, each tied to one
/// global object), let go of while its parsed code (shared by every context of the group) is
/// kept. Compiles the engine's own threads have in hand or finished hold the context they were
/// for; letting the linked code go first finishes them. JavaScriptCore's C API has no call for
/// it, so the library's own two exported functions are looked up by name: `VM` member
/// `deleteAllLinkedCode(effort)` and the lock holder around it. Where either is missing, no
/// group is kept.
enum LinkedCode {
    private typealias Delete = @convention(c) (UnsafeRawPointer, Int32) -> Void
    private typealias LockHolderInit = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
    private typealias LockHolderDeinit = @convention(c) (UnsafeMutableRawPointer) -> Void

    private static let functions: (Delete, LockHolderInit, LockHolderDeinit)? = {
        guard let delete = dlsym(nil, "_ZN3JSC2VM19deleteAllLinkedCodeENS_19DeleteAllCodeEffortE"),
            let lock = dlsym(nil, "_ZN3JSC12JSLockHolderC1EPNS_2VME"),
            let unlock = dlsym(nil, "_ZN3JSC12JSLockHolderD1Ev")
        else { return nil }
        return (unsafeBitCast(delete, to: Delete.self), unsafeBitCast(lock, to: LockHolderInit.self),
                unsafeBitCast(unlock, to: LockHolderDeinit.self))
    }()

    /// Whether this engine library has what ``drop(_:)`` calls. Any thread.
    static var canDrop: Bool { functions != nil }

    /// Lets the group's linked code go, holding the group's lock, after its compiler threads are
    /// done with it; false when the library lacks the functions. A thread no context of the
    /// group is running on.
    static func drop(_ group: JSContextGroupRef) -> Bool {
        guard let (delete, lock, unlock) = functions else { return false }
        // A `JSContextGroupRef` is the engine's `VM *`; the lock holder is one reference to it
        // (room for more, should a build grow it).
        let vm = UnsafeRawPointer(group)
        let holder = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { holder.deallocate() }
        lock(holder, vm)
        delete(vm, preventCollectionAndDeleteAllCode)
        unlock(holder)
        return true
    }

    /// `JSC::DeleteAllCodeEffort.PreventCollectionAndDeleteAllCode`: waits out a collection in
    /// progress rather than skipping the work.
    private static let preventCollectionAndDeleteAllCode: Int32 = 0
}
