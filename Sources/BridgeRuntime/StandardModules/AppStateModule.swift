import BridgeCore

/// React Native's `AppState`: the constant `initialAppState`, `getCurrentAppState(success,
/// error)`, and the events `appStateDidChange` (`{app_state}`) and `memoryWarning`, which the
/// host sends (a runtime has no app life of its own). One instance serves every start of a
/// runtime, so a reload finds the state the host last set.
/// Made and used from any thread.
public final class AppStateModule: NativeModule {
    /// The states React Native's `AppState.currentState` takes.
    public enum State: String, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events (iOS: during a call, the app switcher).
        case inactive
        /// In the background.
        case background
    }

    private let state: Locked<State>
    private let emitter = EventEmitter()

    /// The module, in `initial` state until the host says otherwise. Any thread.
    public init(initial: State = .active) {
        state = Locked(initial)
    }

    /// The state JS sees now.
    public var current: State { state.withLock { $0 } }

    /// Moves the app to `newState`, telling JS's `AppState` listeners (`change`) when it is a
    /// change. Any thread.
    public func update(to newState: State) {
        let changed = state.withLock { s in
            defer { s = newState }
            return s != newState
        }
        if changed { emitter.send("appStateDidChange", body: ["app_state": .string(newState.rawValue)]) }
    }

    /// Tells JS's `memoryWarning` listeners that memory is low. Any thread.
    public func sendMemoryWarning() {
        emitter.send("memoryWarning")
    }

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("AppState", runsOn: .jsThread) { m in
            m.constant("initialAppState", .string(current.rawValue))
            m.events(["appStateDidChange", "memoryWarning"], emitter: emitter)
            m.callback("getCurrentAppState(success:error:)") { [self] (success: BridgeCallback, _: BridgeCallback) in
                success(["app_state": .string(current.rawValue)])
            }
        }
    }
}
