import BridgeRuntime

/// Emits `tick` events every `intervalMilliseconds`, but only while JS listens: the first
/// `NativeEventEmitter` listener starts the timer and removing the last one stops it.
final class TickerModule: NativeModule {
    let context: ModuleContext
    let intervalMilliseconds: UInt64
    let events = EventEmitter()
    private let ticking = Ticking()

    init(context: ModuleContext, intervalMilliseconds: UInt64 = 20) {
        self.context = context
        self.intervalMilliseconds = intervalMilliseconds
    }

    var definition: ModuleDefinition {
        ModuleDefinition("Ticker") { m in
            m.constant("intervalMilliseconds", Int(intervalMilliseconds))
            m.events(["tick"], emitter: events)
            // The timer lives on the JS thread's loop, so a running ticker keeps the runtime busy.
            m.onStartObserving { [ticking, events, context, intervalMilliseconds] in
                ticking.start(on: context.thread, every: intervalMilliseconds) { count in
                    events.send("tick", body: ["count": .number(Double(count))])
                }
            }
            m.onStopObserving { [ticking, context] in ticking.stop(on: context.thread) }
            m.onInvalidate { [ticking, context] in ticking.stop(on: context.thread) }
        }
    }
}

/// The running timer and the tick count. The observing handlers run on the module's queue and
/// the timer on the JS thread, so they share it behind a lock.
final class Ticking: Sendable {
    private let state = Locked<(timer: JSThread.TimerID?, count: Int)>((nil, 0))

    func start(on thread: JSThread, every ms: UInt64, tick: @escaping @Sendable (Int) -> Void) {
        state.withLock { s in
            guard s.timer == nil else { return }
            s.timer = thread.scheduleTimer(afterNanoseconds: ms * 1_000_000, repeatingEvery: ms * 1_000_000) { [self] in
                let n = state.withLock { s in
                    s.count += 1
                    return s.count
                }
                tick(n)
            }
        }
    }

    func stop(on thread: JSThread) {
        if let timer = state.withLock({ s in defer { s.timer = nil }; return s.timer }) { thread.cancelTimer(timer) }
    }
}
