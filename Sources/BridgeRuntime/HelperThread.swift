#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts `body` on a detached thread of its own with a 1 MiB stack (short engine work: making a
/// context group, collecting a released one). False when no thread could be made; `body` has not
/// run then. Any thread.
func startHelperThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
    var tid = pthread_t()
    var attr = pthread_attr_t()
    pthread_attr_init(&attr)
    defer { pthread_attr_destroy(&attr) }
    pthread_attr_setdetachstate(&attr, Int32(PTHREAD_CREATE_DETACHED))
    pthread_attr_setstacksize(&attr, 1 << 20)
    let box = Unmanaged.passRetained(Body(body))
    let rc = pthread_create(&tid, &attr, { arg in
        Unmanaged<Body>.fromOpaque(arg!).takeRetainedValue().run()
        return nil
    }, box.toOpaque())
    if rc != 0 { box.release() }
    return rc == 0
}
