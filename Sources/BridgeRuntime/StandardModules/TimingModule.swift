import BridgeCore


#if canImport(Glibc)
import Glibc
#endif

/// React Native's `Timing` module: timers on the JS thread's loop that fire through the callable
/// JS module `JSTimers` (`callTimers([ids])`), so React Native's own JS timers run on it. A
/// pending timer keeps the runtime busy (`bridge-run` waits for it).
public final class TimingModule: NativeModule {
    private let context: ModuleContext
    private let timers = Locked<[Int: JSThread.TimerID]>([:])

    public init(context: ModuleContext) {
        self.context = context
    }

    public var definition: ModuleDefinition {
        ModuleDefinition("Timing", runsOn: .jsThread) { m in
            m.fireAndForget("createTimer(callbackID:duration:jsSchedulingTime:repeats:)") {
                (id: Int, duration: Double, jsSchedulingTime: Double, repeats: Bool) in
                self.createTimer(id: id, duration: duration, jsSchedulingTime: jsSchedulingTime, repeats: repeats)
            }
            m.fireAndForget("deleteTimer(timerID:)") { (id: Int) in
                if let timer = self.timers.withLock({ $0.removeValue(forKey: id) }) { self.context.thread.cancelTimer(timer) }
            }
            m.fireAndForget("setSendIdleEvents(sendIdleEvents:)") { (_: Bool) in }
            m.onInvalidate {
                for timer in self.timers.withLock({ t in defer { t.removeAll() }; return Array(t.values) }) {
                    self.context.thread.cancelTimer(timer)
                }
            }
        }
    }

    private func createTimer(id: Int, duration: Double, jsSchedulingTime: Double, repeats: Bool) {
        // Time already spent between JS scheduling the timer and now counts against it.
        let elapsed = max(0, Self.wallClockMilliseconds() - jsSchedulingTime)
        let delay = max(0, duration - (jsSchedulingTime > 0 ? elapsed : 0))
        let interval = max(1_000_000, SafeNumbers.nanoseconds(milliseconds: duration))
        let timer = context.thread.scheduleTimer(
            afterNanoseconds: SafeNumbers.nanoseconds(milliseconds: delay), repeatingEvery: repeats ? interval : nil
        ) { [self] in
            if !repeats { timers.withLock { _ = $0.removeValue(forKey: id) } }
            context.callJSModule("JSTimers", "callTimers", [[.number(Double(id))]])
        }
        if let old = timers.withLock({ t in defer { t[id] = timer }; return t[id] }) { context.thread.cancelTimer(old) }
    }

    static func wallClockMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }
}
