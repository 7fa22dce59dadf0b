import BridgeRuntime

/// Emits `tick` events every `intervalMilliseconds`, but only while JS listens: the first
/// `NativeEventEmitter` listener starts the timer and removing the last one stops it.
final class TickerModule: NativeModule {
    let context: ModuleContext
    let intervalMilliseconds: UInt64
    private let state = StateBox()
    let emitter: EventEmitter

    init(context: ModuleContext, intervalMilliseconds: UInt64 = 20) {
        self.context = context
        self.intervalMilliseconds = intervalMilliseconds
        let state = self.state
        let thread = context.thread
        // The emitter tells us when listening starts and stops; the timer lives on the JS
        // thread's loop, so a running ticker keeps the runtime busy.
        let box = EmitterBox()
        emitter = EventEmitter(
            onFirstListener: {
                state.start(thread: thread, every: intervalMilliseconds) { count in
                    box.emitter?.send("tick", body: ["count": .number(Double(count))])
                }
            },
            onLastListenerRemoved: { state.stop(thread: thread) })
        box.emitter = emitter
    }

    var definition: ModuleDefinition {
        ModuleDefinition("Ticker") { m in
            m.constant("intervalMilliseconds", Int(intervalMilliseconds))
            m.events(["tick"], emitter: emitter)
            m.onInvalidate { [state, context] in state.stop(thread: context.thread) }
        }
    }
}



/// The running timer and the tick count.
final class StateBox: Sendable {
    private let state = Locked<(timer: JSThread.TimerID?, count: Int)>((nil, 0))

    func start(thread: JSThread, every ms: UInt64, tick: @escaping @Sendable (Int) -> Void) {
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

    func stop(thread: JSThread) {
        if let timer = state.withLock({ s in defer { s.timer = nil }; return s.timer }) { thread.cancelTimer(timer) }
    }
}

/// Lets the emitter's handlers reach the emitter they belong to.
final class EmitterBox: Sendable {
    private let stored = Locked<EventEmitter?>(nil)
    var emitter: EventEmitter? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
