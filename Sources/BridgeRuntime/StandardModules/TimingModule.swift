import BridgeCore

#if canImport(Glibc)
import Glibc
#endif

/// React Native's `Timing` module, which React Native's own `JSTimers` drives: timers fire through
/// the callable JS module `JSTimers` (`callTimers([ids])`), idle callbacks through
/// `JSTimers.callIdleCallbacks(frameTime)`. A pending timer, or idle events while JS asks for
/// them, keep the runtime busy (`bridge-run` waits for them).
///
/// It follows React Native's `React/CoreModules/RCTTiming.mm`:
/// - a one-shot timer of 0 ms is called at once (in the next entry into JS), not after a wait;
/// - a timer is measured from the JS scheduling time it is given (`Date.now()` when JS created
///   it), so time JS spent before native saw the call counts against it;
/// - all timers due at one wake-up fire together, in one `callTimers` call ordered by target time
///   on the clock of `Date.now()` (timers made in the same millisecond with the same duration: in
///   the order they were made);
///   a repeating timer is then due again one interval later; intervals under 18 ms run once a
///   frame (60 a second);
/// - while JS asks for idle events (`setSendIdleEvents(true)`, which `requestIdleCallback` does),
///   `callIdleCallbacks` is called once a frame with the frame's start on the clock of
///   `Date.now()`, as `RCTTiming` and Android's timer manager pass it (React Native's
///   `JSTimers` measures the frame's remaining time with `Date.now() - frameTime`): a runtime
///   thread has no frames to draw, so every frame is idle.
public final class TimingModule: NativeModule {
    private struct Timer {
        /// When it is due, on the monotonic clock (what the thread timer waits for).
        var target: Double
        /// Its target on the clock of `Date.now()`, as `RCTTiming` keeps it: JS's scheduling
        /// time plus the duration. Due timers fire in this order, so the order of timers JS made
        /// together rests on JS's own clock readings alone, never on native ones.
        var wallTarget: Double
        let interval: Double
        let repeats: Bool
    }

    private struct State {
        var timers: [Int: Timer] = [:]
        /// The thread timer that wakes for the earliest target, and that target.
        var wakeUp: (id: JSThread.TimerID, target: Double)?
        var idleFrames: JSThread.TimerID?
    }

    /// One frame at 60 frames a second, in milliseconds.
    static let frameDuration = 1000.0 / 60
    private let context: ModuleContext
    private let state = Locked(State())

    /// The module, with timers on `context`'s JS thread. Any thread.
    public init(context: ModuleContext) {
        self.context = context
    }

    /// The module as registered (it runs on the JS thread).
    public var definition: ModuleDefinition {
        ModuleDefinition("Timing", runsOn: .jsThread) { m in
            m.fireAndForget("createTimer(callbackID:duration:jsSchedulingTime:repeats:)") {
                (id: Int, duration: Double, jsSchedulingTime: Double, repeats: Bool) in
                self.createTimer(id: id, duration: duration, jsSchedulingTime: jsSchedulingTime, repeats: repeats)
            }
            m.fireAndForget("deleteTimer(timerID:)") { (id: Int) in
                self.deleteTimer(id: id)
            }
            m.fireAndForget("setSendIdleEvents(sendIdleEvents:)") { (send: Bool) in
                self.setSendIdleEvents(send)
            }
            m.onInvalidate {
                let pending = self.state.withLock { s in
                    defer { s = State() }
                    return [s.wakeUp?.id, s.idleFrames].compactMap { $0 }
                }
                for timer in pending { self.context.thread.cancelTimer(timer) }
            }
        }
    }

    private func createTimer(id: Int, duration: Double, jsSchedulingTime: Double, repeats: Bool) {
        let duration = duration.isFinite ? max(0, duration) : 0
        if duration == 0 && !repeats {
            deleteTimer(id: id)
            context.callJSModule("JSTimers", "callTimers", [[.number(Double(id))]])
            return
        }
        // As RCTTiming: the time JS spent before native saw the call (never less than none)
        // counts against the duration. The wall clock orders the timers; the monotonic one,
        // read at the same instant, says when they are due.
        let clocks = Self.sampledClocks()
        let overhead = jsSchedulingTime.isFinite ? max(0, clocks.wall - jsSchedulingTime) : 0
        let remaining = duration - overhead
        let timer = Timer(
            target: clocks.monotonic + remaining, wallTarget: clocks.wall + remaining,
            interval: duration < 18 ? Self.frameDuration : duration, repeats: repeats)
        state.withLock { $0.timers[id] = timer }
        scheduleWakeUp(atOrBefore: timer.target)
    }

    private func deleteTimer(id: Int) {
        let emptied = state.withLock { s -> JSThread.TimerID? in
            guard s.timers.removeValue(forKey: id) != nil, s.timers.isEmpty, let wake = s.wakeUp else { return nil }
            s.wakeUp = nil
            return wake.id
        }
        if let emptied { context.thread.cancelTimer(emptied) }
    }

    /// Makes sure a thread timer wakes by `target` (by the earliest timer's target when nil),
    /// replacing one that would wake later.
    private func scheduleWakeUp(atOrBefore target: Double? = nil) {
        let thread = context.thread
        let replaced: JSThread.TimerID? = state.withLock { s in
            guard let earliest = target ?? s.timers.values.lazy.map(\.target).min() else { return nil }
            if let wake = s.wakeUp, wake.target <= earliest { return nil }
            let delay = max(0, earliest - MonotonicClock.milliseconds())
            let id = thread.scheduleTimer(afterNanoseconds: SafeNumbers.nanoseconds(milliseconds: delay)) { [weak self] in
                self?.wake()
            }
            defer { s.wakeUp = (id, earliest) }
            return s.wakeUp?.id
        }
        if let replaced { thread.cancelTimer(replaced) }
    }

    /// Fires every timer that is due, in one `callTimers` call ordered by target time.
    private func wake() {
        let now = Self.sampledClocks()
        let due: [Int] = state.withLock { s in
            s.wakeUp = nil
            let due = s.timers.filter { $0.value.target <= now.monotonic }
                .sorted { ($0.value.wallTarget, $0.key) < ($1.value.wallTarget, $1.key) }
            for (id, timer) in due {
                if timer.repeats {
                    s.timers[id]?.target = now.monotonic + timer.interval
                    s.timers[id]?.wallTarget = now.wall + timer.interval
                } else {
                    s.timers[id] = nil
                }
            }
            return due.map(\.key)
        }
        if !due.isEmpty { context.callJSModule("JSTimers", "callTimers", [.array(due.map { .number(Double($0)) })]) }
        scheduleWakeUp()
    }

    private func setSendIdleEvents(_ send: Bool) {
        let thread = context.thread
        let stopped: JSThread.TimerID? = state.withLock { s in
            if send {
                guard s.idleFrames == nil else { return nil }
                let frame = SafeNumbers.nanoseconds(milliseconds: Self.frameDuration)
                s.idleFrames = thread.scheduleTimer(afterNanoseconds: frame, repeatingEvery: frame) { [weak self] in
                    self?.context.callJSModule("JSTimers", "callIdleCallbacks", [.number(Self.wallClockMilliseconds())])
                }
                return nil
            }
            defer { s.idleFrames = nil }
            return s.idleFrames
        }
        if let stopped { thread.cancelTimer(stopped) }
    }

    /// The wall clock and the monotonic clock at one instant, in milliseconds: the wall clock
    /// read between two monotonic readings, the tightest pair of three tries, so that a thread
    /// preempted between two plain readings (a loaded machine) skews neither by as long as it
    /// waited.
    static func sampledClocks() -> (wall: Double, monotonic: Double) {
        var best = (width: Double.infinity, wall: 0.0, monotonic: 0.0)
        for _ in 0..<3 {
            let before = MonotonicClock.milliseconds()
            let wall = wallClockMilliseconds()
            let after = MonotonicClock.milliseconds()
            if after - before < best.width { best = (after - before, wall, (before + after) / 2) }
            if best.width < 0.1 { break }
        }
        return (best.wall, best.monotonic)
    }

    /// The clock of `Date.now()`, in milliseconds.
    static func wallClockMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }
}
